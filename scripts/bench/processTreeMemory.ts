// The memory a command's processes hold together, sampled from /proc while it runs. GNU time's
// peak is that of the largest single process; a build that hands its work to a second process
// (the build script beside `vike build`, esbuild's service) would look smaller by it than it is.
import fs from 'node:fs'

/** Every process below `root` (itself included), from each process's parent in /proc/<pid>/stat. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The command's name (in brackets) may hold spaces: the parent is the second field after it.
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(name)])
    } catch {
      // Gone since the folder was listed.
    }
  }
  const tree = [root]
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]!) ?? []))
  return tree
}

/**
 * A process's proportional set size in kB: its own pages, and its share of pages it shares with
 * others (Node's code, shared by every node process), so that a sum counts each page once.
 */
function pssKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** Samples the tree under `root` every `everyMs`; the returned function stops and gives the largest sum seen, in MB. */
export function watchTreeMemory(root: number, everyMs = 100): () => number {
  let peakKb = 0
  const sample = () => {
    peakKb = Math.max(peakKb, processTree(root).reduce((sum, pid) => sum + pssKb(pid), 0))
  }
  sample()
  const timer = setInterval(sample, everyMs)
  return () => {
    clearInterval(timer)
    return peakKb / 1024
  }
}
