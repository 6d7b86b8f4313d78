// What the repeats rule leaves for the next build (incrementalRepeats.ts RepeatsState), one per
// list of texts it compares, kept in <root>/.cache/repeats.json with the fingerprint of the code
// that made it: a rebuild compares again only the passages an edit can change.
import fs from 'node:fs'
import { saveWithCaches } from '../hashCache.ts'
import { projectPaths } from '../../settings.ts'
import type { RepeatsState } from './incrementalRepeats.ts'
import { writeWhole } from '../../writeWhole.mjs'

type Lists = Record<string, RepeatsState>

interface StateFile {
  fingerprint: string
  lists: Lists
}

/** One state per cache file for the life of the process, the latest run's. */
const open = new Map<string, { fingerprint: string; lists: Lists }>()

/** The last run's state for each list of texts (by name), and where to put this run's. */
export function repeatsState(root: string, fingerprint: string): Lists {
  const file = projectPaths(root).cache('repeats.json')
  let state = open.get(file)
  if (!state || state.fingerprint !== fingerprint) {
    state = { fingerprint, lists: readLists(file, fingerprint) }
    open.set(file, state)
    const saved = state
    let written: Lists = { ...saved.lists }
    saveWithCaches(() => {
      if (Object.keys(saved.lists).every((name) => saved.lists[name] === written[name])) return
      writeWhole(file, JSON.stringify({ fingerprint, lists: saved.lists } satisfies StateFile))
      written = { ...saved.lists }
    })
  }
  return state.lists
}

function readLists(file: string, fingerprint: string): Lists {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as StateFile
    if (saved.fingerprint === fingerprint) return saved.lists
  } catch {
    // No state yet, or an unreadable one: the next run compares every passage.
  }
  return {}
}
