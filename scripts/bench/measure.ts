// What the benchmarks share: a command timed under GNU time (wall, CPU, peak memory) with its
// output in a log file, the median, and a table printed as Markdown.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { childEnv } from '../../lib/settings.ts'

export interface Timed {
  /** Wall clock seconds. */
  seconds: number
  /** User plus system CPU seconds of the command and its children: it moves less than wall time on a busy machine. */
  cpuSeconds: number
  /** The largest resident set of the command or any one child, in MB. */
  peakMb: number
}

/**
 * Runs `command args` in `cwd` under GNU time, output appended to `logFile`. Throws, naming the
 * log, when it does not exit with `expectedCode`, so a broken build is never reported as a fast one.
 */
export async function runTimed(command: string, args: string[], cwd: string, logFile: string, env: NodeJS.ProcessEnv = childEnv(), expectedCode = 0): Promise<Timed> {
  const timeFile = `${logFile}.time`
  const code = await run('/usr/bin/time', ['-v', '-o', timeFile, command, ...args], cwd, logFile, env)
  if (code !== expectedCode) throw new Error(`\`${command} ${args.join(' ')}\` exited ${code} in ${cwd}, not ${expectedCode}; last lines of ${logFile}:\n${tail(logFile, 25)}`)
  const report = fs.readFileSync(timeFile, 'utf8')
  const field = (name: string) => /: ([\d.:]+)$/m.exec(report.split('\n').find((line) => line.includes(name)) ?? '')?.[1] ?? ''
  // h:mm:ss or m:ss.cc: each colon multiplies what came before by 60.
  const seconds = field('Elapsed (wall clock)').split(':').reduce((total, part) => total * 60 + Number(part), 0)
  return { seconds, cpuSeconds: Number(field('User time')) + Number(field('System time')), peakMb: Number(field('Maximum resident set size')) / 1024 }
}

/** Runs a command, appending its stdout and stderr to logFile; resolves with the exit code. */
export function run(command: string, args: string[], cwd: string, logFile: string, env: NodeJS.ProcessEnv = childEnv()): Promise<number> {
  fs.appendFileSync(logFile, `\n$ ${command} ${args.join(' ')}   (in ${cwd})\n`)
  const log = fs.openSync(logFile, 'a')
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', log, log] })
    child.on('error', (error) => reject(new Error(`cannot start ${command}: ${error.message}`)))
    child.on('close', (code, signal) => {
      fs.closeSync(log)
      resolve(code ?? (signal ? 128 : 1))
    })
  })
}

export function tail(file: string, lines: number): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no log)'
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A Markdown table: the first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), `|---|${header.slice(1).map(() => '---:').join('|')}|`, ...rows.map(line)].join('\n')
}
