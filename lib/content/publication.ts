// Which articles a build publishes, and what may point at those it does not. An article with
// `draft: true` is never published; one dated after the build's date (a Sydney calendar date,
// BUILD_DATE or today) is scheduled and published by the first build on or after its date. Both
// are shown by `npm run dev` and the editor's preview, which read the content as written; a build
// renders from publishedContent() alone, so its pages, blog index, counts, chains, sitemap, RSS and
// redirects never name them. The check (checkPublication) keeps a published page from linking to
// one, and a chain from publishing an article after one: the chain's next link appears on the day
// its next article is published, because the page that shows it is rendered again with it.
import fs from 'node:fs'
import path from 'node:path'
import { env } from '../settings.ts'
import type { Content, LoadedContent, PostEntry } from './entries.ts'
import type { Problem } from './problems.ts'
import { renderedMarkdown } from './render/renderedMarkdown.ts'
import { postRoute } from '../routes.ts'
import { todayInSydney } from '../format.ts'
import { waitingFor } from './publicationDate.ts'

/** The date a build publishes as of: BUILD_DATE when set (tests set the clock with it), else today in Sydney. */
export const buildDate = (): string => env.BUILD_DATE ?? todayInSydney()

/** Whether a build on `today` publishes the article. */
export const isPublished = (post: Pick<PostEntry, 'draft' | 'date'>, today: string): boolean => !waitingFor(post, today)

/** What a build on `today` leaves out: the drafts, and the articles scheduled for a later day. */
export function leftOut(content: Content, today: string): { drafts: PostEntry[]; scheduled: PostEntry[] } {
  return {
    drafts: content.posts.filter((post) => post.draft),
    scheduled: content.posts.filter((post) => !post.draft && post.date > today),
  }
}

/**
 * The content a build on `today` publishes: the articles it leaves out are gone, and so are the
 * chain links to them, so the page that ends a chain with one shows no next link until then.
 */
export function publishedContent(content: Content, today: string): Content {
  const posts = content.posts.filter((post) => isPublished(post, today))
  const live = new Set(posts.map((post) => post.slug))
  const kept = (slug: string | null) => (slug && live.has(slug) ? slug : null)
  return { ...content, posts: posts.map((post) => ({ ...post, prev: kept(post.prev), next: kept(post.next) })) }
}

/** How an article a build leaves out is described to an editor. */
const described = (post: PostEntry) => (post.draft ? `a draft (${post.file}), which no build publishes` : `scheduled for ${post.date} (${post.file})`)

/**
 * A published page never links to an article a build leaves out, and a chain publishes its
 * articles in order, so only its end waits: what follows a draft is a draft, and what follows a
 * scheduled article is a draft or dated on or after it. Both rules only ever stop applying as days
 * pass, so content that passes today passes on every later day (the daily build never fails on it).
 */
export function checkPublication({ content, markdown, wordList }: LoadedContent, root: string, today: string): Problem[] {
  const problems: Problem[] = []
  const waiting = content.posts.filter((post) => !isPublished(post, today))
  if (!waiting.length) return problems
  const bySlug = new Map(content.posts.map((post) => [post.slug, post]))
  const line = fieldLines(root)

  for (const before of waiting) {
    const after = before.next ? bySlug.get(before.next) : undefined
    if (!after || after.draft) continue
    if (before.draft) {
      const message = `follows "${before.slug}" in its chain, and that article is a draft: only the end of a chain may wait. Make this article a draft too (draft: true), or publish ${before.file} (draft: false)`
      const editor = `follows ${before.file} in its series, and that article is a draft: only the end of a series may wait. Turn Draft on for this article too, or publish ${before.file} (its Draft off)`
      problems.push({ rule: 'draftChain', file: after.file, field: 'prev', line: line(after.file, 'prev'), message, editor })
    } else if (after.date < before.date) {
      const message = `follows "${before.slug}" in its chain, which is scheduled for ${before.date}: date this article ${before.date} or later, or make it a draft (draft: true)`
      const editor = `follows ${before.file} in its series, which is scheduled for ${before.date}: date this article ${before.date} or later, or turn Draft on`
      problems.push({ rule: 'scheduledChain', file: after.file, field: 'date', line: line(after.file, 'date'), message, editor })
    }
  }

  // Every address of an article left out, its old ones included.
  const targets = new Map<string, PostEntry>()
  for (const post of waiting) for (const slug of [post.slug, ...post.aliases]) targets.set(postRoute(slug), post)
  const byFile = new Map(content.posts.map((post) => [post.file, post]))
  for (const source of markdown) {
    const from = byFile.get(source.file)
    for (const link of renderedMarkdown(source.markdown, wordList).links) {
      const target = targets.get(link.url.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1'))
      if (!target || target === from) continue
      // A draft may link anywhere; a scheduled article, to articles published no later than itself.
      if (from && (from.draft || (!target.draft && from.date >= target.date))) continue
      const [allowed, plain] = target.draft
        ? ['link to it from other drafts only, or publish it first (draft: false)', 'a draft, which is never published: link to it from other drafts only, or publish it first (its Draft off)']
        : [`link to it from drafts and articles dated ${target.date} or later only, until that day`, `scheduled for ${target.date}: link to it from drafts and articles dated ${target.date} or later only, until that day`]
      const editor = `the link to ${link.url} goes to ${target.file}, ${plain}`
      problems.push({ rule: 'linkToWaiting', file: source.file, field: 'link', line: source.line + link.line - 1, message: `${link.url} is ${described(target)}: ${allowed}`, editor })
    }
  }
  return problems
}

/** The line of a top-level front matter field, read from the file only when a problem needs it. */
function fieldLines(root: string): (file: string, field: string) => number | undefined {
  return (file, field) => {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n')
    const index = lines.findIndex((text) => text.startsWith(`${field}:`))
    return index < 0 ? undefined : index + 1
  }
}
