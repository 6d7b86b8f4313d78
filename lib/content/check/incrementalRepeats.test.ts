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

/** One editor's change to the list of texts: an added, edited or deleted text, a pasted copy, or several at once. */
function edit(random: Random, texts: string[], real: string[]): string[] {
  const next = [...texts]
  for (let changes = 1 + random.int(3); changes > 0; changes--) {
    const at = random.int(next.length)
    const kind = random.int(5)
    if (kind === 0) next.splice(at, 0, reworded(random, random.pick(real)))
    else if (kind === 1) next[at] = reworded(random, next[at]!)
    else if (kind === 2) next.splice(at, 1)
    // A copy of a text already there, elsewhere: a repeat, and a second holder of each of its shingles.
    else if (kind === 3) next.splice(at, 0, random.pick(next))
    else next[at] = 'A short text now.'
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
