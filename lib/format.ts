const LONG_DATE = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

// Intl formatting is slow next to a lookup, and a build formats each article's date twice or more.
const formatted = new Map<string, string>()

/** '2025-01-15' as Australians write it: '15 January 2025'. */
export function formatDate(isoDate: string): string {
  let text = formatted.get(isoDate)
  if (text === undefined) formatted.set(isoDate, (text = LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`))))
  return text
}

export const formatReadTime = (minutes: number) => `${minutes} min read`
