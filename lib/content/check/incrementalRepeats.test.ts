import { expect, test } from 'vitest'
import { loadContent } from '../checkContent.ts'
import { hashOf } from '../hashCache.ts'
import { seededRandom, type Random } from '../../seededRandom.ts'
import { proseSources } from './checkProse.ts'
import { updateRepeats, type RepeatsState } from './incrementalRepeats.ts'
import { paragraphsOf, repeatsAmong, SAME_PAGE, SAME_PARAGRAPH, shinglesOf } from './repeats.ts'

const realParagraphs = () =>
  proseSources(loadContent(process.cwd(), { render: false }), process.cwd()).flatMap((source) => paragraphsOf(source.text, source.line).map((paragraph) => paragraph.text))

/** A real paragraph with a few words changed, dropped or added. */
function reworded(random: Random, text: string): string {
  const words = text.split(' ')
  for (let change = random.int(words.length / 3); change > 0; change--) words.splice(random.int(words.length), random.int(2), random.pick(['very', 'our', 'cleaning', 'team']))
  return words.join(' ')
}

/** One editor's change to the list of texts: an added, edited, lengthened, shortened or deleted text, a pasted copy, or several at once. */
function edit(random: Random, texts: string[], real: string[]): string[] {
  const next = [...texts]
  for (let changes = 1 + random.int(3); changes > 0; changes--) {
    const at = random.int(next.length)
    const kind = random.int(6)
    if (kind === 0) next.splice(at, 0, reworded(random, random.pick(real)))
    else if (kind === 1) next[at] = reworded(random, next[at]!)
    else if (kind === 2) next.splice(at, 1)
    // A copy of a text already there, elsewhere: a repeat, and a second holder of each of its shingles.
    else if (kind === 3) next.splice(at, 0, random.pick(next))
    else if (kind === 4) next[at] = 'A short text now.'
    // Words added to its end or taken off: its size changes, and so its share with the texts holding its phrases.
    else next[at] = random.next() < 0.5 ? `${next[at]} ${reworded(random, random.pick(real)).split(' ').slice(0, 1 + random.int(12)).join(' ')}` : next[at]!.split(' ').slice(0, -1 - random.int(12)).join(' ')
  }
  return next
}

const fullRun = (texts: string[], threshold: number) => repeatsAmong(texts.map(shinglesOf), threshold)

test('after seeded edits (texts added, edited, deleted, copied), a run from the last state finds what a full run finds', () => {
  const real = realParagraphs()
  const random = seededRandom(2025)
  // Many copies, so that shingles have more holders than are kept, and an edit changes who they are.
  let texts = [...real, ...Array.from({ length: 400 }, () => reworded(random, random.pick(real)))].sort(() => random.next() - 0.5)
  const removed = new Map<string, Int32Array | undefined>()
  for (const threshold of [SAME_PARAGRAPH, SAME_PAGE]) {
    let state: RepeatsState | undefined
    let incrementalRuns = 0
    for (let round = 0; round < 40; round++) {
      const shingles = texts.map(shinglesOf)
      texts.forEach((text, index) => removed.set(hashOf(text), shingles[index]))
      const keysBefore = state?.keys
      const run = updateRepeats(texts.map(hashOf), shingles, threshold, state, (hash) => (removed.has(hash) ? removed.get(hash) : null))
      expect(run.found, `round ${round}`).toEqual(fullRun(texts, threshold))
      if (keysBefore && run.state.keys !== keysBefore) incrementalRuns++
      state = run.state
      texts = edit(random, texts, real)
    }
    expect(incrementalRuns).toBeGreaterThan(30)
  }
  expect(fullRun(texts, SAME_PARAGRAPH).length).toBeGreaterThan(50)
})

test('a removed text whose shingles are unknown, or texts that change places, make a full run, with the same findings', () => {
  const real = realParagraphs()
  const random = seededRandom(7)
  const texts = [...real, ...real.slice(0, 60).map((text) => reworded(random, text))]
  const { state } = updateRepeats(texts.map(hashOf), texts.map(shinglesOf), SAME_PARAGRAPH, undefined, () => null)
  const withoutFirst = texts.slice(1)
  expect(updateRepeats(withoutFirst.map(hashOf), withoutFirst.map(shinglesOf), SAME_PARAGRAPH, state, () => null).found).toEqual(fullRun(withoutFirst, SAME_PARAGRAPH))
  const swapped = [texts[texts.length - 1]!, ...texts.slice(1, -1), texts[0]!]
  const run = updateRepeats(swapped.map(hashOf), swapped.map(shinglesOf), SAME_PARAGRAPH, state, () => null)
  expect(run.found).toEqual(fullRun(swapped, SAME_PARAGRAPH))
  expect(run.found.length).toBeGreaterThan(20)
})

test("an edit that only changes a text's length changes its share with a later copy of part of it: found as a full run finds it", () => {
  const words = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`)
  const long = [...words('base', 60)]
  // 37 of the copy's 76 shingles are the text's: above half of the shorter text's 56, below half of the longer one's 86.
  const copy = [...long.slice(0, 41), ...words('own', 40)].join(' ')
  const [shorter, longer] = [long.join(' '), [...long, ...words('more', 30)].join(' ')]
  const known = new Map<string, Int32Array | undefined>()
  const run = (texts: string[], state?: RepeatsState) => {
    texts.forEach((text) => known.set(hashOf(text), shinglesOf(text)))
    return updateRepeats(texts.map(hashOf), texts.map(shinglesOf), SAME_PARAGRAPH, state, (hash) => known.get(hash) ?? null)
  }
  const before = run(['A first text, too short to compare.', shorter, copy])
  expect(before.found).toEqual([[2, 1, 37 / 56]])
  const longerNow = run(['A first text, too short to compare.', longer, copy], before.state)
  expect(longerNow.found).toEqual([])
  const shorterAgain = run(['A first text, too short to compare.', shorter, copy], longerNow.state)
  expect(shorterAgain.found).toEqual([[2, 1, 37 / 56]])
})
