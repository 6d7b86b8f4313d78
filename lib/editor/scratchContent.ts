// A copy of a project's content/ kept for the life of the process, where the editor's saves are
// checked before anything is written. Kept rather than made per save: a save then copies only what
// changed, and the check of the content as it stands is redone only when the content changed, so
// a save costs one check on warm caches (lib/content/hashCache.ts keeps parsed YAML and rendered
// Markdown in memory), not two checks and a copy.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkContent } from '../content/checkContent.ts'
import { CONTENT_DIR, PUBLIC_DIR } from '../settings.ts'
import type { Problem } from '../content/problems.ts'

export interface ScratchContent {
  /** The check's problems for the working tree's content as it is now. */
  problemsNow(): Problem[]
  /**
   * The check's problems with `files` (paths under content/) written over the working tree's
   * content (null deletes a file), and `uploads` (pictures saved with them) counted as present.
   */
  problemsWith(files: Map<string, string | null>, uploads?: string[]): Problem[]
}

const scratches = new Map<string, ScratchContent & { dir: string }>()

/** The scratch copy for the project at `root`, made on first use and removed when the process exits. */
export function scratchContent(root: string): ScratchContent {
  const key = path.resolve(root)
  let scratch = scratches.get(key)
  if (!scratch) {
    scratch = makeScratch(key)
    scratches.set(key, scratch)
  }
  return scratch
}

process.on('exit', () => {
  for (const { dir } of scratches.values()) fs.rmSync(dir, { recursive: true, force: true })
})

function makeScratch(root: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-save-'))
  // Pictures are only looked for; a link costs nothing to keep current.
  fs.symlinkSync(path.join(root, PUBLIC_DIR), path.join(dir, PUBLIC_DIR))
  /** What the scratch holds, by path relative to the root: the working tree's bytes when last copied. */
  const held = new Map<string, Buffer>()
  let now: Problem[] | undefined

  /** Copies what differs from the working tree and removes what it no longer has; true if anything did. */
  function sync(): boolean {
    let changed = false
    const { files, folders } = listContent(root)
    for (const folder of folders) fs.mkdirSync(path.join(dir, folder), { recursive: true })
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(root, file))
      if (held.get(file)?.equals(bytes)) continue
      write(file, bytes)
      held.set(file, bytes)
      changed = true
    }
    // A file or folder the working tree no longer has (an empty folder is a problem of its own).
    const wanted = new Set([...files, ...folders])
    const { files: copiedFiles, folders: copiedFolders } = listContent(dir)
    for (const entry of [...copiedFiles, ...copiedFolders.reverse()]) {
      if (wanted.has(entry)) continue
      fs.rmSync(path.join(dir, entry), { recursive: true, force: true })
      held.delete(entry)
      changed = true
    }
    return changed
  }

  function write(file: string, bytes: Buffer | string) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), bytes)
  }

  const check = (uploads: string[] = []) => checkContent(dir, { render: false, uploads }).problems

  function problemsNow(): Problem[] {
    if (sync() || !now) now = check()
    return now
  }

  function problemsWith(files: Map<string, string | null>, uploads: string[] = []): Problem[] {
    problemsNow()
    // Only content is checked: anything else a save names is not the check's to see.
    const checked = [...files].filter(([file]) => inside(path.join(dir, CONTENT_DIR), path.join(dir, file)))
    const made: string[] = []
    try {
      for (const [file, text] of checked) {
        if (text === null) {
          fs.rmSync(path.join(dir, file), { force: true })
          continue
        }
        const created = fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
        if (created) made.push(created)
        write(file, text)
      }
      return check(uploads)
    } finally {
      // Back to the working tree's content, so the next save starts from it.
      for (const [file] of checked) {
        const original = held.get(file)
        if (original) write(file, original)
        else fs.rmSync(path.join(dir, file), { force: true })
      }
      for (const folder of made) fs.rmSync(folder, { recursive: true, force: true })
    }
  }

  return { dir, problemsNow, problemsWith }
}

const inside = (folder: string, file: string) => path.resolve(file).startsWith(path.resolve(folder) + path.sep)

/** Every file and folder under content/, as paths relative to the root, parents before children. */
function listContent(root: string): { files: string[]; folders: string[] } {
  const files: string[] = []
  const folders: string[] = []
  const entries = fs.readdirSync(path.join(root, CONTENT_DIR), { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
    if (entry.isDirectory()) folders.push(relative)
    else if (entry.isFile()) files.push(relative)
  }
  return { files, folders: folders.sort() }
}
