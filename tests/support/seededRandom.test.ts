import { describe, expect, test } from 'vitest'
import { generatedRuns, seededRandom } from './seededRandom.ts'

describe('generatedRuns', () => {
  const sample = { sample: 40, seed: 16_000 }

  test('a sample from a fixed seed by default, so every run of npm test tries the same cases', () => {
    const { runs, firstSeed, replay } = generatedRuns('FUZZ', sample, {})
    expect({ runs, firstSeed }).toEqual({ runs: 40, firstSeed: 16_000 })
    expect(replay(16_007)).toBe('FUZZ_SEED=16007 FUZZ_RUNS=1')
  })

  test('the environment chooses how many and from which seed', () => {
    const { runs, firstSeed } = generatedRuns('FUZZ', sample, { FUZZ_RUNS: '5000', FUZZ_SEED: '2024001' })
    expect({ runs, firstSeed }).toEqual({ runs: 5000, firstSeed: 2_024_001 })
  })

  test.each([
    ['FUZZ_RUNS', 'lots', 'FUZZ_RUNS=lots: must be a whole number from 1'],
    ['FUZZ_RUNS', '0', 'FUZZ_RUNS=0: must be a whole number from 1'],
    ['FUZZ_SEED', '1.5', 'FUZZ_SEED=1.5: must be a whole number from 0'],
  ])('%s=%s is refused, naming the variable', (variable, value, message) => {
    expect(() => generatedRuns('FUZZ', sample, { [variable]: value })).toThrow(message)
  })
})

test('a seed gives the same sequence every time', () => {
  const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed).next)
  expect(draw(16_000)).toEqual(draw(16_000))
  expect(draw(16_000)).not.toEqual(draw(16_001))
})
