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

/** Adds the article `slug` after `after`, the end of its chain, as a copy of its text with `fields` set, and links `after` to it. */
export function addArticle(root: string, after: string, slug: string, title: string, fields: Fields) {
  const afterFile = `content/blog/${after}.md`
  const text = readFile(root, afterFile)
  const article = setFields(text, { slug, title, prev: after, draft: 'false', ...fields })
  writeFile(root, `content/blog/${slug}.md`, article)
  editFile(root, afterFile, (before) => before.replace('next: null', `next: ${slug}`))
}
