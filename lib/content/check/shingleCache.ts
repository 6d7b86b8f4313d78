// Each text's shingles (repeats.ts shinglesOf) kept between builds in .cache/shingles.bin, keyed by
// the text's hash: a rebuild after one edit cuts only the changed texts into words again, and the
// repeats rule builds its table from numbers. Binary, not JSON: a 4,000-article site has about
// 5 million shingles, which as JSON numbers would take longer to parse than to compute.
//
// The file: a little-endian uint32 byte length and the code fingerprint in UTF-8 (padded to 4
// bytes), a uint32 entry count, then per entry the text's 20-byte SHA-1, an int32 count of numbers
// (-1 for a text too short to compare) and that many int32s.
import fs from 'node:fs'
import { codeFingerprint } from '../../hashFiles.ts'
import { hashOf, saveWithCaches } from '../hashCache.ts'
import { projectPaths } from '../../settings.ts'
import { shinglesOf } from './repeats.ts'
import { writeWhole } from '../../writeWhole.mjs'

type Shingles = Int32Array | undefined

const SHORT = -1
const KEY_BYTES = 20

/** Entries in memory by fingerprint, shared by every content root (tests load many copies). */
const known = new Map<string, Map<string, Shingles>>()
/** One reader per cache file for the life of the process, and the entries it reads from. */
const open = new Map<string, { reader: (text: string) => Shingles; entries: Map<string, Shingles> }>()

/**
 * shinglesOf, answered from <root>/.cache/shingles.bin where the text was cut before. The
 * fingerprint is of the code the shingles come from (a caller that has one of a module importing
 * repeats.ts passes it, and saves bundling the code again).
 */
export function shingleCache(root: string, fingerprint?: string): (text: string) => Shingles {
  return openShingles(root, fingerprint).reader
}

/** The shingles of a text cut in this process or in the build that last saved the cache, by the text's hash; null when unknown. */
export function shinglesByHash(root: string, fingerprint?: string): (hash: string) => Shingles | null {
  const { entries } = openShingles(root, fingerprint)
  return (hash) => (entries.has(hash) ? entries.get(hash) : null)
}

function openShingles(root: string, fingerprint = codeFingerprint(process.cwd(), 'lib/content/check/repeats.ts')) {
  const file = projectPaths(root).cache('shingles.bin')
  let reader = open.get(file)
  if (!reader) {
    let entries = known.get(fingerprint)
    if (!entries) {
      known.set(fingerprint, (entries = new Map()))
      // A copy of the content starts from the project's own cache, as hashCache.ts's do.
      readEntries(projectPaths(process.cwd()).cache('shingles.bin'), fingerprint, entries)
    }
    reader = { reader: openCache(file, fingerprint, entries), entries }
    open.set(file, reader)
  }
  return reader
}

function openCache(file: string, fingerprint: string, entries: Map<string, Shingles>): (text: string) => Shingles {
  /** The texts the file holds whole. */
  const inFile = new Set<string>()
  let savedCount = readEntries(file, fingerprint, entries, inFile)
  /** Only the texts read in this process are kept when the file is written anew, so it never fills with stale entries. */
  const used = new Set<string>()
  let changed = false
  saveWithCaches(() => {
    if (!changed && used.size === savedCount) return
    const added = [...used].filter((hash) => !inFile.has(hash))
    // After an edit, the few new texts are added at the end rather than the whole file written
    // again (about 30 MB for 4,000 articles), while stale entries stay a small share of it.
    if (savedCount >= 0 && inFile.size === savedCount && inFile.size + added.length <= STALE_SHARE * used.size) {
      appendEntries(file, fingerprint, savedCount, added, entries)
      for (const hash of added) inFile.add(hash)
    } else {
      writeEntries(file, fingerprint, used, entries)
      inFile.clear()
      for (const hash of used) inFile.add(hash)
    }
    savedCount = inFile.size
    changed = false
  })
  return (text) => {
    const hash = hashOf(text)
    used.add(hash)
    if (entries.has(hash)) return entries.get(hash)
    const shingles = shinglesOf(text)
    entries.set(hash, shingles)
    changed = true
    return shingles
  }
}

/** At most this many entries in the file per text in use, or it is written anew with those alone. */
const STALE_SHARE = 1.25

/**
 * Adds the entries of a cache file made with this fingerprint, and their keys to `keys`; how many
 * the file says it holds (-1 for none).
 */
function readEntries(file: string, fingerprint: string, entries: Map<string, Shingles>, keys?: Set<string>): number {
  let bytes: Buffer
  try {
    bytes = fs.readFileSync(file)
  } catch {
    return -1 // no cache yet: every text is cut, and the file written when saving
  }
  // Int32Array views need 4-byte alignment; a small file's Buffer may sit anywhere in Node's pool.
  if (bytes.byteOffset % 4) bytes = Buffer.from(bytes)
  try {
    const header = bytes.readUInt32LE(0)
    if (bytes.toString('utf8', 4, 4 + header) !== fingerprint) return -1
    let offset = 4 + align(header)
    const count = bytes.readUInt32LE(offset)
    offset += 4
    for (let entry = 0; entry < count; entry++) {
      const key = bytes.toString('base64url', offset, offset + KEY_BYTES)
      const length = bytes.readInt32LE(offset + KEY_BYTES)
      offset += KEY_BYTES + 4
      // A cut-off file ends here: the entries read so far are whole and right.
      if (offset + Math.max(length, 0) * 4 > bytes.length) break
      keys?.add(key)
      if (length === SHORT) entries.set(key, undefined)
      else {
        entries.set(key, new Int32Array(bytes.buffer, bytes.byteOffset + offset, length))
        offset += length * 4
      }
    }
    return count
  } catch {
    return -1 // a cut-off or damaged file: what was read is right (keyed by hash), the rest is cut again
  }
}

function writeEntries(file: string, fingerprint: string, used: Set<string>, entries: Map<string, Shingles>): void {
  const name = Buffer.from(fingerprint, 'utf8')
  const head = Buffer.alloc(4 + align(name.length) + 4)
  head.writeUInt32LE(name.length, 0)
  name.copy(head, 4)
  head.writeUInt32LE(used.size, 4 + align(name.length))
  writeWhole(file, Buffer.concat([head, ...entryBytes(used, entries)]))
}

/**
 * Adds entries at the end of the file, then counts them in its header: a build interrupted
 * before that leaves the file as it was, with bytes after its last entry that no reader reads.
 */
function appendEntries(file: string, fingerprint: string, count: number, added: string[], entries: Map<string, Shingles>): void {
  fs.appendFileSync(file, Buffer.concat(entryBytes(added, entries)))
  const header = Buffer.alloc(4)
  header.writeUInt32LE(count + added.length)
  const handle = fs.openSync(file, 'r+')
  try {
    fs.writeSync(handle, header, 0, 4, 4 + align(Buffer.byteLength(fingerprint, 'utf8')))
  } finally {
    fs.closeSync(handle)
  }
}

/** Each entry as the file holds it: the key's 20 bytes, the count of numbers, the numbers. */
function entryBytes(hashes: Iterable<string>, entries: Map<string, Shingles>): Uint8Array[] {
  const parts: Uint8Array[] = []
  for (const hash of hashes) {
    const shingles = entries.get(hash)
    const entry = Buffer.alloc(KEY_BYTES + 4)
    Buffer.from(hash, 'base64url').copy(entry, 0)
    entry.writeInt32LE(shingles ? shingles.length : SHORT, KEY_BYTES)
    parts.push(entry)
    if (shingles) parts.push(new Uint8Array(shingles.buffer, shingles.byteOffset, shingles.byteLength))
  }
  return parts
}

const align = (bytes: number) => Math.ceil(bytes / 4) * 4
