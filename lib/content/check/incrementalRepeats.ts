// The repeats rule (repeats.ts) after an edit, comparing again only the passages the edit can
// change. A passage's repeat depends only on the earlier holders of its shingles (the first few
// passages holding each) and their sizes. A passage with no shingle of a changed text (added,
// edited or removed) keeps every holder of every shingle, in the same order when the unchanged
// passages keep theirs, so it keeps its repeat from the last run. The others are compared again
// against holders found for their shingles alone. The result is the full run's, exactly
// (incrementalRepeats.test.ts holds it to that on seeded edits).
import { repeatsAmong, ShingleSet, type RepeatAt } from './repeats.ts'

type Shingles = Int32Array | undefined

/** What a run leaves for the next: each passage's key, in order, its size, and the repeats found. */
export interface RepeatsState {
  /** Each passage's text hash, with `#n` added for the nth copy after the first of the same text. */
  keys: string[]
  /** Each passage's count of distinct shingles (0 for a short one). */
  sizes: number[]
  found: RepeatAt[]
}

/**
 * The repeats among the passages (their text hashes and shingles, in order), from the last run's
 * state where there is one. `shinglesOfKey` gives the shingles of a text of the last run by its
 * hash (a removed text's), or null when they are not known, which makes this a full run.
 */
export function updateRepeats(
  hashes: string[],
  shingles: Shingles[],
  threshold: number,
  previous: RepeatsState | undefined,
  shinglesOfKey: (hash: string) => Shingles | null,
): { found: RepeatAt[]; state: RepeatsState } {
  const keys = keysOf(hashes)
  const full = () => {
    const sizes = new Int32Array(hashes.length)
    const found = repeatsAmong(shingles, threshold, sizes)
    return { found, state: { keys, sizes: [...sizes], found } }
  }
  if (!previous) return full()

  const oldIndex = new Map(previous.keys.map((key, index) => [key, index]))
  /** Each passage's place in the last run, -1 for a new one. */
  const was = keys.map((key) => oldIndex.get(key) ?? -1)
  // The unchanged passages must keep their order, or holders would come in another order.
  let last = -1
  for (const index of was) {
    if (index < 0) continue
    if (index < last) return full()
    last = index
  }
  const kept = new Set(was)
  const changed: Int32Array[] = []
  for (const [index, key] of previous.keys.entries()) {
    if (kept.has(index) || !previous.sizes[index]) continue
    const removed = shinglesOfKey(key.replace(/#\d+$/, ''))
    if (!removed) return full()
    changed.push(removed)
  }
  shingles.forEach((hashes, index) => {
    if (hashes && was[index]! < 0) changed.push(hashes)
  })

  const touched = new ShingleSet(changed.reduce((sum, hashes) => sum + hashes.length / 2, 0))
  for (const hashes of changed) touched.addAll(hashes)
  const marked = new Uint8Array(shingles.length)
  let markedShingles = 0
  shingles.forEach((hashes, index) => {
    if (hashes && (was[index]! < 0 || touched.meets(hashes))) {
      marked[index] = 1
      markedShingles += hashes.length / 2
    }
  })
  const tracked = new ShingleSet(markedShingles)
  shingles.forEach((hashes, index) => {
    if (marked[index]) tracked.addAll(hashes!)
  })
  const sizes = new Int32Array(shingles.length)
  was.forEach((index, at) => {
    if (index >= 0) sizes[at] = previous.sizes[index]!
  })
  const newIndex = new Map(was.map((index, at) => [index, at]))
  const carried = previous.found.flatMap(([later, first, share]): RepeatAt[] => {
    const at = newIndex.get(later)
    return at === undefined || marked[at] ? [] : [[at, newIndex.get(first)!, share]]
  })
  const compared = repeatsAmong(shingles, threshold, sizes, { marked, tracked, size: tracked.size })
  const found = [...carried, ...compared].sort((a, b) => a[0] - b[0])
  return { found, state: { keys, sizes: [...sizes], found } }
}

/** Each text's hash, `#n` added to the nth repeat of a text: a passage's key, unique in the list. */
function keysOf(hashes: string[]): string[] {
  const seen = new Map<string, number>()
  return hashes.map((hash) => {
    const copies = seen.get(hash) ?? 0
    seen.set(hash, copies + 1)
    return copies ? `${hash}#${copies}` : hash
  })
}
