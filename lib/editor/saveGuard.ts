// What the editor's save goes through before anything is written: each file is written the way a
// person would (only changed values touched), an article's new neighbours get their link back
// (siteRules.ts, as in every backend: a link the editor already added is not added twice), and
// the project's content check runs on the would-be content, in a scratch copy (scratchContent.ts).
// A save that adds a problem is refused with the check's own words; a save that changes nothing
// writes nothing.
import fs from 'node:fs'
import path from 'node:path'
import { warmProofReader } from '../content/check/checkProse.ts'
import { readWordList } from '../content/load/readContent.ts'
import { scratchContent } from './scratchContent.ts'
import { formatProblem, type Problem } from '../content/problems.ts'
import { stableText } from './entryText.ts'
import { refusalsFor, type Refusal } from './refusalWords.ts'
import { linkNeighbours } from './siteRules.ts'

/** A file as Decap's persistEntry sends it. */
export interface DataFile {
  path: string
  raw: string
  slug?: string
  newPath?: string
}

export type SaveOutcome =
  /** The files to write, and the files a rename moves away from, to remove once they are. */
  | { ok: true; files: { path: string; text: string }[]; removed: string[] }
  /** The check's problems as it prints them, and as the editor's form words them. */
  | { ok: false; problems: string[]; refusals: Refusal[] }

/** A file of the working tree, or undefined when there is none. */
const readFile = (root: string) => (file: string) => (fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile() ? fs.readFileSync(path.join(root, file), 'utf8') : undefined)

/** One file of a save, written as the repository's files are: a moved file (newPath) as it stood before the move. */
const stableFile = (root: string, { path: file, newPath, raw }: DataFile) => stableText(newPath ?? file, raw, readFile(root)(file))

/** A problem without its line number: a line shifted by the edit is not a new problem. */
const withoutLine = (problem: Problem) => formatProblem({ ...problem, line: undefined })

/**
 * Checks the content as it stands, so that the first save finds the check's caches warm: on a
 * busy machine a cold first check took long enough for an editor to think the save was lost.
 */
export function warmSaveGuard(root: string): void {
  scratchContent(root).problemsNow()
  // With warm caches the check above proof-reads nothing; the first edited text would load the dictionary.
  warmProofReader(readWordList(root))
}

/**
 * Decides a delete as a save is decided: refused while anything else still needs the files (a link
 * to the page, an article's prev or next), with the entries to change first.
 */
export function guardDelete(root: string, paths: string[]): { ok: true } | { ok: false; problems: string[]; refusals: Refusal[] } {
  const scratch = scratchContent(root)
  const before = new Set(scratch.problemsNow().map(withoutLine))
  const added = scratch.problemsWith(new Map(paths.map((file) => [file, null]))).filter((problem) => !before.has(withoutLine(problem)))
  if (!added.length) return { ok: true }
  return { ok: false, problems: added.map(formatProblem), refusals: refusalsFor(added, readFile(root), paths[0]) }
}

/**
 * Decides a save: the files to write (none when nothing changed), or the check's problems.
 * `uploads`: the pictures the save uploads with the entry (public/images/...), present for the check.
 */
export function guardSave(root: string, dataFiles: DataFile[], uploads: string[] = []): SaveOutcome {
  // Decap's entry comes first; the files after it are the checking backend's (admin/checkedBackend.ts:
  // back-links, a rename's changed links), patched by it already and written as sent, as is a
  // deleted article's file moved onto the one that takes its address.
  const fromDecap = (dataFile: DataFile, index: number) => !index && !(dataFile.newPath && readFile(root)(dataFile.newPath) !== undefined)
  const files = new Map(dataFiles.map((dataFile, index) => [dataFile.newPath ?? dataFile.path, fromDecap(dataFile, index) ? stableFile(root, dataFile) : dataFile.raw]))
  // A renamed entry (the editor's checking backend sets newPath) leaves its old file.
  const removed = dataFiles.filter((dataFile) => dataFile.newPath && dataFile.newPath !== dataFile.path).map((dataFile) => dataFile.path)
  linkNeighbours(files, readFile(root))
  const scratch = scratchContent(root)
  const before = new Set(scratch.problemsNow().map(withoutLine))
  const added = scratch.problemsWith(new Map([...files, ...removed.map((file) => [file, null] as const)]), uploads).filter((problem) => !before.has(withoutLine(problem)))
  const saved = dataFiles[0] && (dataFiles[0].newPath ?? dataFiles[0].path)
  if (added.length) return { ok: false, problems: added.map(formatProblem), refusals: refusalsFor(added, (file) => files.get(file) ?? readFile(root)(file), saved) }
  const changed = [...files].filter(([file, text]) => {
    const full = path.join(root, file)
    return !fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== text
  })
  return { ok: true, files: changed.map(([file, text]) => ({ path: file, text })), removed }
}
