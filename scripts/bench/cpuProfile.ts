// Reads the .cpuprofile files `node --cpu-prof` writes and sums where the time went: per function
// (self and total time) and per package or project file.
import fs from 'node:fs'
import path from 'node:path'

/** The parts of V8's profile format read here (what Chrome DevTools also reads). */
interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  hitCount?: number
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples?: number[]
}

export interface Entry {
  /** Function name, or '(anonymous)'; V8's own entries keep their parentheses: '(garbage collector)'. */
  name: string
  /** Package ('vike', '@tailwindcss/node'), project file ('lib/content/markdown.ts'), 'node:fs'... */
  where: string
  /** file:line, for functions. */
  location: string
  selfMs: number
  /** Time with the function anywhere on the stack, each sample counted once however deep it recurses. */
  totalMs: number
}

export interface Summary {
  /** Length of the main thread's profile: the process's lifetime, the yardstick for shares. */
  mainMs: number
  /** Functions of every thread; '(idle)' is left out (see the profiles' idleMs). */
  functions: Entry[]
  /** Self time per package or file, every thread, idle left out. */
  places: { where: string; selfMs: number }[]
  /**
   * One per thread: the main one, and workers such as Node's module loader thread. Idle time is
   * a thread waiting: for native work that V8 cannot see (Rolldown's and Tailwind's Rust threads),
   * for I/O or for messages.
   */
  profiles: { file: string; thread: string; durationMs: number; idleMs: number; samples: number; intervalUs: number }[]
}

/**
 * Sums every .cpuprofile in `dir`. Self time is hitCount times the profile's sampling interval
 * (its duration over its sample count); `root` is stripped from paths so copies read like the project.
 */
export function summariseProfiles(dir: string, root: string): Summary {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile')).sort() : []
  if (!files.length) throw new Error(`no .cpuprofile file in ${dir}: did the profiled process exit normally?`)
  const functions = new Map<string, Entry>()
  const places = new Map<string, number>()
  const profiles: Summary['profiles'] = []

  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile
    const samples = profile.samples?.length ?? profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0)
    const durationMs = (profile.endTime - profile.startTime) / 1000
    const intervalMs = samples ? durationMs / samples : 0
    // Node names them CPU.{date}.{time}.{pid}.{thread}.{sequence}.cpuprofile; thread 0 is the main one.
    const thread = /\.(\d+)\.\d+\.cpuprofile$/.exec(file)?.[1] === '0' ? 'main' : 'worker'
    const entry = { file, thread, durationMs, idleMs: 0, samples, intervalUs: Math.round(intervalMs * 1000) }
    profiles.push(entry)

    const byId = new Map(profile.nodes.map((node) => [node.id, node]))
    const parent = new Map<number, number>()
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
    const keyOf = new Map<number, string>()
    for (const node of profile.nodes) {
      const { functionName, url, lineNumber } = node.callFrame
      const where = placeOf(url, functionName, root)
      const name = functionName || '(anonymous)'
      const location = url ? `${shortPath(url, root)}:${lineNumber + 1}` : ''
      const key = `${name}\u0000${location}`
      keyOf.set(node.id, key)
      const self = (node.hitCount ?? 0) * intervalMs
      if (name === '(idle)') {
        entry.idleMs += self
        continue
      }
      if (!functions.has(key)) functions.set(key, { name, where, location, selfMs: 0, totalMs: 0 })
      functions.get(key)!.selfMs += self
      places.set(where, (places.get(where) ?? 0) + self)
    }

    // Total time: walk each sampled stack once, counting every function on it once. Stacks are
    // shared by many samples, so each node's set of functions is worked out once.
    const hits = new Map<number, number>()
    for (const node of profile.nodes) if (node.hitCount) hits.set(node.id, node.hitCount)
    for (const [id, count] of hits) {
      const seen = new Set<string>()
      for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
        const name = byId.get(current)?.callFrame.functionName
        if (name === '(root)' || name === '(idle)') continue
        seen.add(keyOf.get(current)!)
      }
      for (const key of seen) functions.get(key)!.totalMs += count * intervalMs
    }
  }

  const main = profiles.find((profile) => profile.thread === 'main') ?? profiles.reduce((a, b) => (b.durationMs > a.durationMs ? b : a))
  return {
    mainMs: main.durationMs,
    functions: [...functions.values()],
    places: [...places].map(([where, selfMs]) => ({ where, selfMs })).sort((a, b) => b.selfMs - a.selfMs),
    profiles,
  }
}

/** Which package, project file or Node module a function belongs to. */
function placeOf(url: string, functionName: string, root: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native code)'
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/')
  const file = shortPath(url, root)
  const nodeModules = file.lastIndexOf('node_modules/')
  if (nodeModules >= 0) {
    const parts = file.slice(nodeModules + 'node_modules/'.length).split('/')
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
  }
  return file
}

/** file:///tmp/x/site/lib/a.ts -> lib/a.ts; the shared install keeps its node_modules/ prefix. */
function shortPath(url: string, root: string): string {
  let file = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url
  for (const prefix of [root, fs.existsSync(root) ? fs.realpathSync(root) : root]) {
    if (file.startsWith(prefix + '/')) file = file.slice(prefix.length + 1)
  }
  const nodeModules = file.indexOf('/node_modules/')
  return nodeModules >= 0 ? file.slice(nodeModules + 1) : file
}
