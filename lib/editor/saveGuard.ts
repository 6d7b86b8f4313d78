// What the editor's save goes through before anything is written: each file is written the way a
// person would (only changed values touched), an article's new neighbours get their link back, and
// the project's content check runs on the would-be content, in a scratch copy (scratchContent.ts).
// A save that adds a problem is refused with the check's own words; a save that changes nothing
// writes nothing.
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { warmProofReader } from '../content/check/checkProse.ts'
import { collectionPath } from '../content/load/readContent.ts'
import { schemaForFile, toFileData } from './editorData.ts'
import { scratchContent } from './scratchContent.ts'
import { freshYaml, patchYaml } from './stableYaml.ts'

/** A file as Decap's persistEntry sends it. */
export interface DataFile {
  path: string
  raw: string
  slug?: string
  newPath?: string
}

export type SaveOutcome =
  | { ok: true; files: { path: string; text: string }[] }
  | { ok: false; problems: string[] }

interface Split {
  matter: string
  body: string
}

/** Front matter and body of a Markdown file; a YAML file is all front matter. */
function split(text: string, markdown: boolean): Split {
  if (!markdown) return { matter: text, body: '' }
  const match = /^---\r?\n([\s\S]*?)^---\r?\n?/m.exec(text)
  return match ? { matter: match[1]!, body: text.slice(match[0].length) } : { matter: '', body: text }
}

/** The body as the file had it when only surrounding blank lines differ, else tidied the house way. */
function stableBody(previous: string | undefined, body: string): string {
  if (previous !== undefined && previous.trim() === body.trim()) return previous
  return body.trim() ? `\n${body.trim()}\n` : ''
}

const join = ({ matter, body }: Split, markdown: boolean) => (markdown ? `---\n${matter}---\n${body}` : matter)

/** One file of a save, written as the repository's files are. */
export function stableText(root: string, file: string, raw: string): string {
  const kind = schemaForFile(file)
  if (!kind) return raw
  const full = path.join(root, file)
  const previous = fs.existsSync(full) ? split(fs.readFileSync(full, 'utf8'), kind.markdown) : undefined
  const written = split(raw, kind.markdown)
  const data = toFileData(parse(written.matter) ?? {}, kind.schema)
  const matter = previous ? patchYaml(previous.matter, data) : freshYaml(data)
  return join({ matter, body: stableBody(previous?.body, written.body) }, kind.markdown)
}

/** Where the articles are, whose prev/next chains a save keeps whole. */
const ARTICLES = collectionPath('posts')

const readPost = (files: Map<string, string>, root: string, file: string) => {
  const text = files.get(file) ?? (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : undefined)
  return text === undefined ? undefined : { text, ...split(text, true) }
}

/**
 * An article that names a neighbour at the end of its chain (or between two articles it is put
 * between) gives that neighbour the link back, so one save keeps the chain whole. Any other
 * mismatch is left for the check to refuse with its message.
 */
function linkNeighbours(root: string, files: Map<string, string>) {
  for (const [file, text] of [...files]) {
    if (!file.startsWith(`${ARTICLES}/`)) continue
    const post = parse(split(text, true).matter) as Record<string, string | null>
    for (const [field, back, other] of [['prev', 'next', 'next'], ['next', 'prev', 'prev']] as const) {
      const neighbourSlug = post[field]
      if (!neighbourSlug) continue
      const neighbourFile = `${ARTICLES}/${neighbourSlug}.md`
      const neighbour = readPost(files, root, neighbourFile)
      if (!neighbour) continue
      const data = parse(neighbour.matter) as Record<string, unknown>
      if (data[back] === post.slug || (data[back] !== null && data[back] !== post[other])) continue
      const matter = patchYaml(neighbour.matter, { ...data, [back]: post.slug })
      files.set(neighbourFile, join({ matter, body: neighbour.body }, true))
    }
  }
}

/** Problem text without its line number: a line shifted by the edit is not a new problem. */
const withoutLine = (problem: string) => problem.replace(/^([^:]+):\d+:/, '$1:')

/**
 * Checks the content as it stands, so that the first save finds the check's caches warm: on a
 * busy machine a cold first check took long enough for an editor to think the save was lost.
 */
export function warmSaveGuard(root: string): void {
  scratchContent(root).problemsNow()
  // With warm caches the check above proof-reads nothing; the first edited text would load the dictionary.
  warmProofReader(root)
}

/** Decides a save: the files to write (none when nothing changed), or the check's problems. */
export function guardSave(root: string, dataFiles: DataFile[]): SaveOutcome {
  const files = new Map(dataFiles.map((dataFile) => [dataFile.path, stableText(root, dataFile.path, dataFile.raw)]))
  linkNeighbours(root, files)
  const scratch = scratchContent(root)
  const before = new Set(scratch.problemsNow().map(withoutLine))
  const added = scratch.problemsWith(files).filter((problem) => !before.has(withoutLine(problem)))
  if (added.length) return { ok: false, problems: added }
  const changed = [...files].filter(([file, text]) => {
    const full = path.join(root, file)
    return !fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== text
  })
  return { ok: true, files: changed.map(([file, text]) => ({ path: file, text })) }
}
