// A small seeded random generator (mulberry32) for the generated-input tests: a failing case is
// made again from its seed alone.

export interface Random {
  /** A number in [0, 1). */
  next(): number
  /** An integer in [0, below). */
  int(below: number): number
  pick<T>(items: readonly T[]): T
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (below: number) => Math.floor(next() * below)
  return { next, int, pick: (items) => items[int(items.length)]! }
}

/** Which generated cases a test runs: seeds firstSeed, firstSeed + 1, ... (runs of them). */
export interface GeneratedRuns {
  runs: number
  firstSeed: number
  /** The settings that run one case again, for a failure message. */
  replay: (seed: number) => string
}

/**
 * The cases of a generated-input test, from `<NAME>_RUNS` and `<NAME>_SEED` when they are set (the
 * nightly workflow asks for thousands, from a new seed each night); otherwise a sample of `sample`
 * cases from `seed`, the same on every run, so that `npm test` stays quick and answers alike on
 * every clone. The choice is printed, so any run can be replayed.
 */
export function generatedRuns(name: string, { sample, seed }: { sample: number; seed: number }, env: Record<string, string | undefined>): GeneratedRuns {
  const setting = (variable: string, fallback: number, least: number) => {
    const text = env[variable]?.trim()
    if (!text) return fallback
    const value = Number(text)
    if (!Number.isSafeInteger(value) || value < least) throw new Error(`${variable}=${text}: must be a whole number from ${least}`)
    return value
  }
  const runs = setting(`${name}_RUNS`, sample, 1)
  const firstSeed = setting(`${name}_SEED`, seed, 0)
  console.log(`${name}: ${runs} generated cases, seeds ${firstSeed} to ${firstSeed + runs - 1} (set ${name}_SEED and ${name}_RUNS to choose others)`)
  return { runs, firstSeed, replay: (caseSeed) => `${name}_SEED=${caseSeed} ${name}_RUNS=1` }
}
