const LONG_DATE = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2025-01-15' as Australians write it: '15 January 2025'. */
export const formatDate = (isoDate: string) => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`))

/** The company's time zone: "today" is Sydney's, whatever the clock of the computer asking. */
export const SITE_TIME_ZONE = 'Australia/Sydney'
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SITE_TIME_ZONE })

/** Today's date in Sydney, as the files write dates: '2025-01-15'. */
export const todayInSydney = (now = new Date()) => ISO_DAY.format(now)

const CLOCK = new Intl.DateTimeFormat('en-AU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SITE_TIME_ZONE })

/** The time of day in Sydney, on a 24-hour clock: '08:30'. */
export const timeInSydney = (now = new Date()) => CLOCK.format(now)

export const formatReadTime = (minutes: number) => `${minutes} min read`
