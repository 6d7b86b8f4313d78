// The repeats rule (repeats.ts) after an edit, comparing again only the passages the edit can
// change. A passage's repeat depends only on the earlier holders of its shingles (the first few
// passages holding each) and on their sizes. So a passage keeps its repeat from the last run when
// the unchanged passages keep their order and it holds no shingle whose holders changed: none of a
// text added or removed, none that an edited text (one text replaced by one, between the same two
// unchanged passages) gained or lost. What an edited text may still change is its size, and so its
// share with each passage that meets it: that share is worked out for each such passage, which is
// compared again only when the edited text could now be its repeat, or was. The result is the full
// run's, exactly (incrementalRepeats.test.ts holds it to that on seeded edits).
import { HOLDERS_KEPT, repeatsAmong, ShingleSet, type RepeatAt } from './repeats.ts'

type Shingles = Int32Array | undefined

/** What a run leaves for the next: each passage's key, in order, its size, and the repeats found. */
export interface RepeatsState {
  /** Each passage's text hash, with `#n` added for the nth copy after the first of the same text. */
  keys: string[]
  /** Each passage's count of distinct shingles (0 for a short one). */
  sizes: number[]
  found: RepeatAt[]
}

/** A text replaced by another in the same place. */
interface Edit {
  /** Its place in the last run's list and in this one. */
  was: number
  is: number
  before: Int32Array
  after: Int32Array
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
  const changes = changesOf(was, shingles, previous, shinglesOfKey)
  if (!changes) return full()

  // The shingles whose holders changed: all of a text added or removed, those an edit added or took out.
  const touched = new ShingleSet([...changes.added, ...changes.removed, ...changes.edits.flatMap((edit) => [edit.before, edit.after])].reduce((sum, list) => sum + list.length / 2, 0))
  for (const list of [...changes.added, ...changes.removed]) touched.addAll(list)
  const kept = changes.edits.map((edit) => keptShingles(edit, touched))

  const marked = new Uint8Array(shingles.length)
  shingles.forEach((list, index) => {
    if (list && (was[index]! < 0 || touched.meets(list))) marked[index] = 1
  })
  const sizes = new Int32Array(shingles.length)
  was.forEach((index, at) => {
    if (index >= 0) sizes[at] = previous.sizes[index]!
  })
  const newIndex = new Map(was.map((index, at) => [index, at]))
  changes.edits.forEach((edit, number) => markNewShares(edit, kept[number]!, { shingles, sizes, marked, threshold, previous, newIndex }))

  let markedShingles = 0
  shingles.forEach((list, index) => {
    if (marked[index]) markedShingles += list!.length / 2
  })
  const tracked = new ShingleSet(markedShingles)
  shingles.forEach((list, index) => {
    if (marked[index]) tracked.addAll(list!)
  })
  const carried = previous.found.flatMap(([later, first, share]): RepeatAt[] => {
    const at = newIndex.get(later)
    return at === undefined || marked[at] ? [] : [[at, newIndex.get(first)!, share]]
  })
  const compared = repeatsAmong(shingles, threshold, sizes, { marked, tracked, size: tracked.size })
  const found = [...carried, ...compared].sort((a, b) => a[0] - b[0])
  return { found, state: { keys, sizes: [...sizes], found } }
}

/**
 * The texts added and removed, and those edited: between each two unchanged passages (or before
 * the first, or after the last), one text removed and one added is an edit, anything else is
 * texts added and removed. Undefined when a removed text's shingles are not known.
 */
function changesOf(was: number[], shingles: Shingles[], previous: RepeatsState, shinglesOfKey: (hash: string) => Shingles | null) {
  const addedIn = new Map<number, number[]>()
  const removedIn = new Map<number, number[]>()
  const note = (gaps: Map<number, number[]>, gap: number, index: number) => gaps.set(gap, [...(gaps.get(gap) ?? []), index])
  let gap = 0
  was.forEach((index, at) => {
    if (index >= 0) gap++
    else if (shingles[at]) note(addedIn, gap, at)
  })
  const keptBefore = new Set(was)
  gap = 0
  for (let index = 0; index < previous.keys.length; index++) {
    if (keptBefore.has(index)) gap++
    else if (previous.sizes[index]) note(removedIn, gap, index)
  }
  const added: Int32Array[] = []
  const removed: Int32Array[] = []
  const edits: Edit[] = []
  for (const gap of new Set([...addedIn.keys(), ...removedIn.keys()])) {
    const inGap = { added: addedIn.get(gap) ?? [], removed: removedIn.get(gap) ?? [] }
    const before = inGap.removed.map((index) => shinglesOfKey(previous.keys[index]!.replace(/#\d+$/, '')))
    if (before.some((list) => !list)) return undefined
    if (inGap.added.length === 1 && inGap.removed.length === 1) edits.push({ was: inGap.removed[0]!, is: inGap.added[0]!, before: before[0]!, after: shingles[inGap.added[0]!]! })
    else {
      added.push(...inGap.added.map((index) => shingles[index]!))
      removed.push(...(before as Int32Array[]))
    }
  }
  return { added, removed, edits }
}

/** Adds to `touched` the shingles the edit gained or lost; the set of those it kept, and its new size. */
function keptShingles({ before, after }: Edit, touched: ShingleSet): { kept: ShingleSet; sizeAfter: number } {
  const [old, now] = [before, after].map((list) => {
    const set = new ShingleSet(list.length / 2)
    set.addAll(list)
    return set
  }) as [ShingleSet, ShingleSet]
  const kept = new ShingleSet(before.length / 2)
  for (let index = 0; index < before.length; index += 2) {
    if (now.has(before[index]!, before[index + 1]!)) kept.add(before[index]!, before[index + 1]!)
    else touched.add(before[index]!, before[index + 1]!)
  }
  for (let index = 0; index < after.length; index += 2) if (!old.has(after[index]!, after[index + 1]!)) touched.add(after[index]!, after[index + 1]!)
  return { kept, sizeAfter: now.size }
}

/**
 * Marks the unchanged passages after an edited text whose repeat its new size may change: those
 * whose repeat it was, and those it could now be the repeat of, its share of them having grown.
 * A passage meets the text on each kept shingle the text is among the first holders of.
 */
function markNewShares(
  edit: Edit,
  { kept, sizeAfter }: { kept: ShingleSet; sizeAfter: number },
  { shingles, sizes, marked, threshold, previous, newIndex }: { shingles: Shingles[]; sizes: Int32Array; marked: Uint8Array; threshold: number; previous: RepeatsState; newIndex: Map<number, number> },
): void {
  const found = new Map(previous.found.map(([later, first, share]) => [newIndex.get(later) ?? -1, { first, share }]))
  for (const [at, { first }] of found) if (first === edit.was && at >= 0) marked[at] = 1
  const sizeBefore = previous.sizes[edit.was]!
  if (sizeAfter === sizeBefore) return
  kept.countHolders(shingles.slice(0, edit.is))
  for (let at = edit.is + 1; at < shingles.length; at++) {
    const list = shingles[at]
    if (!list || marked[at]) continue
    const shared = kept.countIn(list, HOLDERS_KEPT)
    if (!shared) continue
    const [was, now] = [sizeBefore, sizeAfter].map((size) => shared / Math.min(sizes[at]!, size)) as [number, number]
    const best = found.get(at)
    if (now > was && now >= threshold && (!best || now >= best.share)) marked[at] = 1
  }
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
