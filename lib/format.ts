const LONG_DATE = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2025-01-15' as Australians write it: '15 January 2025'. */
export function formatDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`))
}

export const formatReadTime = (minutes: number) => `${minutes} min read`
