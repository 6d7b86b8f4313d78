// When an article goes live, without anything of Node's: the build (publication.ts), the article
// page and the editor's preview (in the browser) all judge it by these.

/** The company's time zone: an article dated 2025-03-03 goes live on that day in Sydney. */
export const SITE_TIME_ZONE = 'Australia/Sydney'

/** The calendar date in Sydney at `instant`, year-month-day. */
export function sydneyDate(instant: Date): string {
  // en-CA writes dates year-month-day.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)
}

/** Why an article is not published on `today`: a draft, or scheduled for its date; undefined once published. */
export type Waiting = { draft: true } | { scheduled: string }

export function waitingFor(post: { draft: boolean; date: string }, today: string): Waiting | undefined {
  if (post.draft) return { draft: true }
  return post.date > today ? { scheduled: post.date } : undefined
}
