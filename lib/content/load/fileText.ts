// A content file's text as it is on disk, for the rules that read whole files again (figures,
// prose): the loader's copy where it kept one (load/readContent.ts ReadContent.texts), so 4,000
// articles are not read from disk twice; otherwise read now.
import fs from 'node:fs'
import path from 'node:path'
import type { LoadedContent } from '../entries.ts'

/** The text of `file` (relative to `root`), or undefined when there is no such file. */
export function fileText({ texts }: LoadedContent, root: string, file: string): string | undefined {
  const kept = texts?.get(file)
  if (kept !== undefined) return kept
  const full = path.join(root, file)
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined
}
