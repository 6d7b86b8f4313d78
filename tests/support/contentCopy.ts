// Throwaway copies of the content (and the public/ pictures it names) for tests that break files
// on purpose. Each copy lives in the temp folder and is removed by removeCopies().
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const copies: string[] = []

export function copyContent(prefix = 'content-copy'): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  copies.push(root)
  fs.cpSync('content', path.join(root, 'content'), { recursive: true })
  fs.cpSync('public', path.join(root, 'public'), { recursive: true })
  return root
}

export function removeCopies(): void {
  for (const root of copies.splice(0)) fs.rmSync(root, { recursive: true, force: true })
}

/** Writes a file of the copy, as text or as the exact bytes given. */
export function writeFile(root: string, file: string, content: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), content)
}

export const readFile = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** Changes a file of the copy; throws when the change changed nothing, so a test never checks an edit that missed. */
export function editFile(root: string, file: string, change: (text: string) => string): void {
  const before = readFile(root, file)
  const after = change(before)
  if (after === before) throw new Error(`the edit of ${file} changed nothing`)
  writeFile(root, file, after)
}

/** The 1-based line of the first line matching pattern. */
export const lineMatching = (text: string, pattern: RegExp) => text.split('\n').findIndex((line) => pattern.test(line)) + 1

export type Fields = Record<string, string>

/** Front matter with each of `fields` set: its line replaced, or added below the aliases. */
const setFields = (text: string, fields: Fields) =>
  Object.entries(fields).reduce((before, [field, value]) => {
    const line = new RegExp(`^${field}: .*$`, 'm')
    return line.test(before) ? before.replace(line, `${field}: ${value}`) : before.replace(/^aliases: \[\]$/m, `aliases: []\n${field}: ${value}`)
  }, text)

/** Two articles of original text for tests that add articles: the check refuses a text repeated from another page. */
export const NEW_ARTICLES = [
  {
    title: 'Planning an Office Deep Clean Around the Quiet Weeks',
    description: 'How to plan a deep clean around the quiet weeks of the year, closing each area for one evening and keeping a list for next time.',
    alt: 'Illustration of a planner with deep cleaning jobs marked on it',
    body: 'A deep clean works best when it is booked around the quiet weeks of your year rather than squeezed into a busy month. Start with a walk through the premises and note the jobs that regular visits never reach: carpet extraction, high dusting above partitions, grout in kitchens and bathrooms, and the vents over desks. Group those jobs by area so that each part of the building is closed for one evening only. Tell staff a week ahead which rooms are affected and ask them to clear desks and shelves the night before. After the clean, walk the same route again with the supervisor and list anything that needs a second visit. Keep that list, because it becomes the starting point for the next deep clean and shows how the building is wearing over time.',
  },
  {
    title: 'Auditing Your Office Cleaning Once a Month',
    description: 'A monthly walk-through with a short checklist shows whether the cleaning you pay for is the cleaning you receive, and where it slips.',
    alt: 'Illustration of a clipboard checklist beside a tidy office',
    body: 'A regular audit tells you whether the cleaning you pay for is the cleaning you receive. Pick a morning each month and walk the building before staff arrive, with a short checklist for each area: floors free of marks and grit, bins emptied and relined, kitchen benches wiped, bathrooms stocked and smelling fresh, glass doors without smears. Score each line as done, partly done or missed, and take a picture of anything missed. Share the results with your cleaning supervisor the same day, so that small lapses are fixed before they turn into habits. Over a few months the scores show which areas slip most often, and where a change to the schedule or the scope would help more than another reminder.',
  },
] as const

/**
 * Adds the article `slug` after `after`, the end of its chain, with the text of `article` and its
 * other fields copied from `after` or set by `fields`, and links `after` to it.
 */
export function addArticle(root: string, after: string, slug: string, article: (typeof NEW_ARTICLES)[number], fields: Fields) {
  const afterFile = `content/blog/${after}.md`
  const [, frontMatter] = readFile(root, afterFile).split(/^---$/m)
  const set = { slug, title: article.title, description: `"${article.description}"`, readTime: '1', prev: after, draft: 'false', ...fields }
  const withAlt = setFields(`---${frontMatter}---\n`, set).replace(/^( {2}alt: ).*$/m, `$1${article.alt}`)
  writeFile(root, `content/blog/${slug}.md`, `${withAlt}\n${article.body}\n`)
  editFile(root, afterFile, (before) => before.replace('next: null', `next: ${slug}`))
}
