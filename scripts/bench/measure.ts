// Runs a command under GNU time (`/usr/bin/time -v`) and reads back its wall time and peak memory.
// The command's own output goes to a log file, so a failed build can be read in full afterwards.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { childEnv } from '../../lib/settings.ts'
import { commandLine } from '../commandLine.ts'
import { watchTreeMemory } from './processTreeMemory.ts'

const GNU_TIME = '/usr/bin/time'

export interface Timed {
  /** Wall clock seconds, as GNU time measured them. */
  seconds: number
  /**
   * User plus system CPU seconds of the command and its descendants: on a busy shared machine this
   * moves far less than wall time, so it is the fairer figure to compare changes with.
   */
  cpuSeconds: number
  /**
   * Largest resident set of the command or any one of its descendants, in MB: GNU time reports the
   * biggest single process (the Vike build's node), not the sum of npm, sh and node.
   */
  peakMb: number
  /**
   * The most memory the command's processes held at once, in MB: the sum of their proportional set
   * sizes, sampled every 100 ms (processTreeMemory.ts). A build split over processes shows here.
   */
  treePeakMb: number
}

/**
 * Runs `command args` in `cwd`, output appended to `logFile`. Throws, naming the log, when the
 * command fails, so that a broken build is never reported as a fast one.
 */
export async function runTimed(command: string, args: string[], cwd: string, logFile: string, env: NodeJS.ProcessEnv = childEnv()): Promise<Timed> {
  if (!fs.existsSync(GNU_TIME)) throw new Error(`${GNU_TIME} is missing: install GNU time (apt-get install -y time)`)
  const timeFile = `${logFile}.time`
  let stopWatching = () => 0
  const code = await run(GNU_TIME, ['-v', '-o', timeFile, command, ...args], cwd, logFile, env, (pid) => (stopWatching = watchTreeMemory(pid)))
  const treePeakMb = stopWatching()
  const report = fs.existsSync(timeFile) ? fs.readFileSync(timeFile, 'utf8') : ''
  if (code !== 0) throw new Error(`\`${command} ${args.join(' ')}\` failed in ${cwd} (exit ${code}); last lines of ${logFile}:\n${tail(logFile, 25)}`)
  return { ...parseTimeReport(report, timeFile), treePeakMb }
}

/**
 * The two `✓ built in 5.52s` lines of a `vike build` log: Vite's client build, then the server
 * build, whose time includes Vike prerendering every page (it runs in the server build's
 * writeBundle). Undefined when the log does not hold both.
 */
export function buildPhases(logFile: string): { clientSeconds: number; serverAndPrerenderSeconds: number } | undefined {
  if (!fs.existsSync(logFile)) return undefined
  // Vite writes '812ms', '5.52s' or, past a minute, '2m 50s'.
  const times = [...fs.readFileSync(logFile, 'utf8').matchAll(/built in (?:(\d+)m )?([\d.]+)(ms|s)\b/g)].map(
    ([, minutes, value, unit]) => Number(minutes ?? 0) * 60 + Number(value) / (unit === 'ms' ? 1000 : 1),
  )
  if (times.length < 2) return undefined
  return { clientSeconds: times[times.length - 2]!, serverAndPrerenderSeconds: times[times.length - 1]! }
}

/** Runs a command, appending its stdout and stderr to logFile; resolves with the exit code. `started` gets its process id. */
export function run(command: string, args: string[], cwd: string, logFile: string, env: NodeJS.ProcessEnv = childEnv(), started?: (pid: number) => void): Promise<number> {
  fs.appendFileSync(logFile, `\n$ ${command} ${args.join(' ')}   (in ${cwd})\n`)
  const log = fs.openSync(logFile, 'a')
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', log, log] })
    if (child.pid !== undefined) started?.(child.pid)
    child.on('error', (error) => {
      fs.closeSync(log)
      reject(new Error(`cannot start ${command}: ${error.message}`))
    })
    child.on('close', (code, signal) => {
      fs.closeSync(log)
      resolve(code ?? (signal ? 128 : 1))
    })
  })
}

/** Reads 'Elapsed (wall clock) time' and 'Maximum resident set size' from GNU time's -v report. */
export function parseTimeReport(report: string, source = 'GNU time output'): Omit<Timed, 'treePeakMb'> {
  const elapsed = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(report)?.[1]
  const rssKb = /Maximum resident set size \(kbytes\): (\d+)/.exec(report)?.[1]
  const user = /User time \(seconds\): ([\d.]+)/.exec(report)?.[1]
  const system = /System time \(seconds\): ([\d.]+)/.exec(report)?.[1]
  if (!elapsed || !rssKb || !user || !system) throw new Error(`cannot read wall time, CPU time and peak memory from ${source}:\n${report || '(empty)'}`)
  // h:mm:ss or m:ss.cc: each colon multiplies what came before by 60.
  const seconds = elapsed.split(':').reduce((total, part) => total * 60 + Number(part), 0)
  return { seconds, cpuSeconds: Number(user) + Number(system), peakMb: Number(rssKb) / 1024 }
}

export function tail(file: string, lines: number): string {
  if (!fs.existsSync(file)) return '(no log)'
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
}

export function median(values: number[]): number {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * The options the speed benchmarks share, checked: --sizes (generated articles per measured site,
 * 0 for the real site), --runs and --keep.
 */
export function sizesAndRuns(script: string, usage: string, defaults: { sizes: string; runs: string }) {
  const { fail, parse } = commandLine(script, usage)
  const { values } = parse({
    options: {
      sizes: { type: 'string', default: defaults.sizes },
      runs: { type: 'string', default: defaults.runs },
      keep: { type: 'boolean', default: false },
    },
  })
  const sizes = values.sizes.split(',').map((size) => Number(size.trim()))
  if (!sizes.length || sizes.some((size) => !Number.isInteger(size) || size < 0)) fail(`--sizes must be whole numbers of articles, 0 or more, such as ${defaults.sizes} (got "${values.sizes}")`)
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number, 1 or more (got "${values.runs}")`)
  return { sizes: [...new Set(sizes)], runs, keep: values.keep }
}
