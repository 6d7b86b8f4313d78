// Results of slow, pure work (Markdown rendering, YAML parsing) kept across builds in .cache/,
// keyed by a hash of the text they came from: a rebuild redoes only the work on changed text.
import { hash as digest } from 'node:crypto'
import fs from 'node:fs'
import v8 from 'node:v8'
import { codeFingerprint } from '../hashFiles.ts'
import { projectPaths } from '../settings.ts'
import { writeWhole } from '../writeWhole.mjs'

export interface CacheFile<T> {
  fingerprint: string
  entries: Map<string, T>
}

/**
 * A cache's file in the root's .cache/. In V8's serialization, not JSON: a rebuild after one edit
 * reads the 18 MB of rendered Markdown of 4,000 articles in 38 ms against JSON's 90 ms (the HTML's
 * quotes are escapes JSON must undo), and a cold build writes it in a third of the time.
 */
export const cacheFile = (root: string, name: string) => projectPaths(root).cache(`${name}.v8`)

/** What a cache file holds, or undefined when there is none or it cannot be read (another Node's format, a cut-off file). */
export function readCacheFile<T>(file: string): CacheFile<T> | undefined {
  try {
    const saved = v8.deserialize(fs.readFileSync(file)) as Partial<CacheFile<T>>
    return typeof saved.fingerprint === 'string' && saved.entries instanceof Map ? (saved as CacheFile<T>) : undefined
  } catch {
    return undefined
  }
}

export interface HashCache<T> {
  /** The cached result for this text, or compute(text), remembered. */
  get(text: string, compute: (text: string) => T): T
  /**
   * The cached result at `key`, or compute(), remembered: for a key that names what the result
   * depends on by hashes already (hashOf digests and a few settings, joined by NUL, which no digest
   * holds). It is used as it is: after one edit at 4,000 articles, hashing the prose and figure
   * checks' 28,000 keys again took 60 ms.
   */
  getAt(key: string, compute: () => T): T
  has(text: string): boolean
  /** Remembers a result computed elsewhere (another thread). */
  add(text: string, value: T): void
}

interface OpenCache<T> extends HashCache<T> {
  save(): void
}

// Each text is looked up more than once per build (is it cached? then its entry), so its hash is
// remembered until the caches are saved.
const hashes = new Map<string, string>()
/** The text's SHA-1, base64url: the key of its entries in every cache of .cache/. */
export function hashOf(text: string): string {
  let hash = hashes.get(text)
  if (hash === undefined) {
    // The one-shot digest: about a third of createHash's time on short texts, and tens of thousands are hashed per build.
    hash = digest('sha1', text, 'base64url')
    hashes.set(text, hash)
  }
  return hash
}

/**
 * Records the hash of a text derived from another whose hash keys a cache entry (the body of a file
 * whose read is cached, lib/content/load/entryCache.ts): hashOf then answers without hashing it.
 */
export function rememberHash(text: string, hash: string): void {
  hashes.set(text, hash)
}

// One per file for the life of the process, so every caller shares (and saves) the same entries.
const open = new Map<string, OpenCache<unknown>>()
// Entries in memory, by cache name and fingerprint: shared by every content root (tests load many).
const known = new Map<string, Map<string, unknown>>()

/**
 * The cache in <root>/.cache/<name>.v8 of what the module `worker` computes. Its fingerprint
 * covers what the results depend on besides the text: that module's code with every project file
 * it imports, and the installed package versions (lib/hashFiles.ts codeFingerprint), read from the
 * project being built (the working directory). When the renderer, a plugin of it, its settings or
 * a library's version changes, the cache starts afresh as a whole.
 */
export function hashCache<T>(root: string, name: string, worker: string): HashCache<T> {
  const file = cacheFile(root, name)
  let cache = open.get(file) as OpenCache<T> | undefined
  if (!cache) {
    const fingerprint = codeFingerprint(process.cwd(), worker)
    const memoryKey = `${name}\0${fingerprint}`
    /** What the file holds, when it was just read for the entries in memory: not read a second time. */
    let justRead: { keys: Set<string> | undefined } | undefined
    if (!known.has(memoryKey)) {
      // A copy of the content (the editor's scratch, a test's) starts from the project's own cache:
      // entries are keyed by their text's hash, so they are right for any root.
      const entries = new Map<string, unknown>()
      const projectFile = cacheFile(process.cwd(), name)
      const keys = loadEntries(projectFile, fingerprint, entries)
      if (projectFile === file) justRead = { keys }
      known.set(memoryKey, entries)
    }
    cache = openCache<T>(file, fingerprint, known.get(memoryKey) as Map<string, T>, justRead)
    open.set(file, cache as OpenCache<unknown>)
  }
  return cache
}

/**
 * Adds the entries of a cache file made with this fingerprint, and those of its journal (entries
 * added since the file was last written: one JSON line each, after a line with the fingerprint);
 * the keys of the entries read, or undefined when there is no file for this fingerprint.
 */
function loadEntries<T>(file: string, fingerprint: string, entries: Map<string, T>): Set<string> | undefined {
  const saved = readCacheFile<T>(file)
  // No cache yet, an unreadable one or one for other code: compute everything, and write a good one when saving.
  if (saved?.fingerprint !== fingerprint) return undefined
  const keys = new Set<string>()
  for (const [hash, entry] of saved.entries) {
    entries.set(hash, entry)
    keys.add(hash)
  }
  let lines: string[] = []
  try {
    lines = fs.readFileSync(journalOf(file), 'utf8').split('\n')
  } catch {
    return keys // no journal: nothing was added since the file was written
  }
  if (lines[0] !== JSON.stringify(fingerprint)) {
    // Left from a file written since for other code: never to be added to.
    fs.rmSync(journalOf(file), { force: true })
    return keys
  }
  for (const line of lines.slice(1)) {
    try {
      const [hash, entry] = JSON.parse(line) as [string, T]
      entries.set(hash, entry)
      keys.add(hash)
    } catch {
      // The end of the journal, or a line an interrupted build cut off: the entries before it are whole.
    }
  }
  return keys
}

const journalOf = (file: string) => `${file}.added`

/** At most this many entries in the file and its journal per text in use, or the file is written anew with those alone. */
const STALE_SHARE = 1.25

function openCache<T>(file: string, fingerprint: string, entries: Map<string, T>, justRead?: { keys: Set<string> | undefined }): OpenCache<T> {
  /** The entries the file and its journal hold, or undefined when they hold none for this code. */
  let inFile = justRead ? justRead.keys : loadEntries(file, fingerprint, entries)
  let savedCount = inFile?.size ?? 0
  /** Hashes looked up in this process: only these are written back, so the file never fills with stale entries. */
  const used = new Set<string>()
  let changed = false
  const at = (key: string, compute: () => T): T => {
    used.add(key)
    let entry = entries.get(key)
    if (entry === undefined) {
      entry = compute()
      entries.set(key, entry)
      changed = true
    }
    return entry
  }
  return {
    get: (text, compute) => at(hashOf(text), () => compute(text)),
    getAt(key, compute) {
      if (!key.includes('\0')) throw new Error(`getAt: "${key}" is not a key joined by NUL, and could be taken for a text's hash`)
      return at(key, compute)
    },
    has: (text) => entries.has(hashOf(text)),
    add(text, value) {
      entries.set(hashOf(text), value)
      changed = true
    },
    save() {
      if (!changed && used.size === savedCount) return
      const known = inFile
      const added = known && [...used].filter((hash) => !known.has(hash) && entries.has(hash))
      // After an edit, the few new entries go into the journal rather than the whole file (18 MB of
      // rendered Markdown for 4,000 articles) being written again, while stale entries stay few.
      if (known && added && known.size + added.length <= STALE_SHARE * used.size) {
        if (added.length) {
          const journal = journalOf(file)
          const head = fs.existsSync(journal) ? '' : `${JSON.stringify(fingerprint)}\n`
          fs.appendFileSync(journal, head + added.map((hash) => `${JSON.stringify([hash, entries.get(hash)])}\n`).join(''))
          for (const hash of added) known.add(hash)
        }
      } else {
        const kept = new Map<string, T>()
        for (const hash of used) if (entries.has(hash)) kept.set(hash, entries.get(hash)!)
        writeWhole(file, v8.serialize({ fingerprint, entries: kept } satisfies CacheFile<T>))
        fs.rmSync(journalOf(file), { force: true })
        // The JSON file and journal a build before 26 November 2026 kept (18 MB of them for 4,000
        // articles), which no build reads now and a deploy's restored .cache/ would carry on.
        const json = file.replace(/\.v8$/, '.json')
        for (const stale of [json, journalOf(json)]) fs.rmSync(stale, { force: true })
        inFile = new Set(kept.keys())
      }
      savedCount = inFile?.size ?? 0
      changed = false
    },
  }
}

/** Caches kept in a form of their own (shingleCache.ts's binary file), saved with these. */
const otherCaches = new Set<() => void>()
export function saveWithCaches(save: () => void): void {
  otherCaches.add(save)
}

/** Writes every cache this process opened and changed. The build and check scripts call it once the check is done. */
export function saveCaches(): void {
  for (const cache of open.values()) cache.save()
  for (const save of otherCaches) save()
  hashes.clear()
}
