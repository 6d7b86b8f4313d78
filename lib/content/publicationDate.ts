// When an article goes live, without anything of Node's: the build (publication.ts), the article
// page and the editor's preview (in the browser) all judge it by these, against the date in Sydney
// (todayInSydney, lib/format.ts): an article dated 2025-03-03 goes live on that day in Sydney.

/** Why an article is not published on `today`: a draft, or scheduled for its date; undefined once published. */
export type Waiting = { draft: true } | { scheduled: string }

export function waitingFor(post: { draft: boolean; date: string }, today: string): Waiting | undefined {
  if (post.draft) return { draft: true }
  return post.date > today ? { scheduled: post.date } : undefined
}
