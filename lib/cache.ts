// The one store of work kept across runs: results of slow, pure work (Markdown rendered, a text
// proof-read, a picture encoded), each kept by a hash of everything it was made from, in .cache/ of
// the project (the working directory; a copy of the content, such as the editor's scratch copy or
// a test's, reads the project's store). Results of work on text are made by the project's code, so
// their key holds its fingerprint (lib/projectFiles.ts): any change to code, settings or packages
// retires them all. A picture's encodings are made by the encoder's settings and sharp alone, which
// its key holds instead (lib/images/responsiveImages.ts), so that an edit elsewhere does not
// re-encode every photo.
//
// Only whole runs save (a build, `npm run check:content`): for each kind of result they used, the
// results of that kind they did not use are dropped, so the store holds what the content is now.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import writeFileAtomic from 'write-file-atomic'
import { codeFingerprint } from './projectFiles.ts'
import { CACHE_DIR } from './settings.ts'

interface Store {
  dir: string
  /** What the store file holds, by `${kind}:${hash}`, and what this run added to it. */
  results: Map<string, unknown>
  /** Keys this run looked up, and whether it added one. */
  used: Set<string>
  changed: boolean
  /** The project's code fingerprint, asked for once per run. */
  code?: string
}

const RESULTS = 'results.json'
const FILES = 'files'

let opened: Store | undefined

function store(): Store {
  if (!opened) {
    const dir = path.resolve(CACHE_DIR)
    let results = new Map<string, unknown>()
    try {
      results = new Map(Object.entries(JSON.parse(fs.readFileSync(path.join(dir, RESULTS), 'utf8')) as Record<string, unknown>))
    } catch {
      // None yet, or unreadable: everything is made again, and saved whole.
    }
    opened = { dir, results, used: new Set(), changed: false }
  }
  return opened
}

export const hashOf = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha1')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('base64url')
}

/** The fingerprint of the project's code, as the store holds its results to: taken once per run. */
export const projectCode = (): string => (store().code ??= codeFingerprint(process.cwd()))

/** The result of `compute` for `input`, as the project's code makes it: kept across runs. */
export function remember<T>(kind: string, input: string, compute: () => T): T {
  const current = store()
  const key = `${kind}:${hashOf(projectCode(), input)}`
  current.used.add(key)
  if (current.results.has(key)) return current.results.get(key) as T
  const result = compute()
  current.results.set(key, result)
  current.changed = true
  return result
}

/** The bytes `make` writes for an input already hashed with all it depends on (`key`), kept across runs as a file. */
export async function rememberFile(kind: string, key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const current = store()
  const file = path.join(current.dir, FILES, kind, key)
  current.used.add(`${kind}:${key}`)
  if (fs.existsSync(file)) return fs.readFileSync(file)
  const bytes = await make()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await writeFileAtomic(file, Buffer.from(bytes))
  return bytes
}

const kindOf = (key: string) => key.slice(0, key.indexOf(':'))

/** Writes what this run made, leaving out what it could have used and did not; the next save counts afresh. */
export function saveStore(): void {
  const current = store()
  const kinds = new Set([...current.used].map(kindOf))
  const stale = [...current.results.keys()].filter((key) => kinds.has(kindOf(key)) && !current.used.has(key))
  if (current.changed || stale.length) {
    for (const key of stale) current.results.delete(key)
    fs.mkdirSync(current.dir, { recursive: true })
    writeFileAtomic.sync(path.join(current.dir, RESULTS), JSON.stringify(Object.fromEntries(current.results)))
  }
  for (const kind of kinds) {
    const dir = path.join(current.dir, FILES, kind)
    if (!fs.existsSync(dir)) continue
    for (const key of fs.readdirSync(dir)) if (!current.used.has(`${kind}:${key}`)) fs.rmSync(path.join(dir, key), { force: true })
  }
  current.used.clear()
  current.changed = false
}
