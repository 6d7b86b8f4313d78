// Runs the test gate step by step, timed, so that one run shows where the time goes and lists
// every failure: the steps are npm test's own, read from package.json (`npm run x` opens into x's
// steps), and a failing step does not stop the next. With --load, every core is kept busy by a
// bounded background load (scripts/cpuLoad.mjs) for the whole run, the way a shared machine is.
// After each run, the failed tests and those over 10 s are listed from the reporters' JSON
// (scripts/slowest-tests.ts). Plain JavaScript, so that it can time `npm install` on a fresh clone.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startCpuLoad } from './cpuLoad.mjs'

const USAGE = `Usage: node scripts/test-gate.mjs [options] [-- command ...]

Runs the steps of \`npm test\` one by one (or the command given after --), timed.

  --load          keep every core busy with a background load for the whole run
  --runs N        run the gate N times (default 1)
  --install       time \`npm install\` first, as .ci/run does (for a fresh clone)
  --script NAME   the npm script whose steps to run (default test)
  --slow S        list the tests slower than S seconds after each run (default 10)
  --help          this text`

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const REPORTS = path.join(ROOT, 'test-reports')

function options() {
  const argv = process.argv.slice(2)
  if (argv.includes('--help')) {
    console.log(USAGE)
    process.exit(0)
  }
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        load: { type: 'boolean', default: false },
        install: { type: 'boolean', default: false },
        runs: { type: 'string', default: '1' },
        script: { type: 'string', default: 'test' },
        slow: { type: 'string', default: '10' },
      },
    })
    const runs = Number(values.runs)
    if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, not ${values.runs}`)
    if (!(Number(values.slow) >= 0)) throw new Error(`--slow must be a number of seconds, not ${values.slow}`)
    return { ...values, runs, command: positionals.join(' ') }
  } catch (error) {
    console.error(`test-gate: ${error.message}\n\n${USAGE}`)
    process.exit(2)
  }
}

/**
 * The steps of an npm script, as npm would run them: `a && npm run b` gives a, then b's steps.
 * @returns {{ script: string, command: string }[]}
 */
export function stepsOf(name, scripts) {
  const body = scripts[name]
  if (body === undefined) throw new Error(`package.json has no script "${name}"`)
  return body.split(/\s*&&\s*/).flatMap((command) => {
    const nested = /^npm run ([\w:.-]+)$/.exec(command.trim())
    return nested ? stepsOf(nested[1], scripts) : [{ script: name, command: command.trim() }]
  })
}

// GNU time, when installed, adds the CPU seconds of the step and everything it started: on a busy
// shared machine they move far less than wall time, so they show where the work is.
const GNU_TIME = '/usr/bin/time'

/** Runs one command through the shell with the project's packages on PATH, as npm does. */
function run(command) {
  const started = performance.now()
  const env = { ...process.env, PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` }
  const timeFile = path.join(os.tmpdir(), `test-gate-${process.pid}.time`)
  const timed = fs.existsSync(GNU_TIME)
  const [file, args] = timed ? [GNU_TIME, ['-f', '%U %S', '-o', timeFile, 'sh', '-c', command]] : ['sh', ['-c', command]]
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: ROOT, env, stdio: 'inherit' })
    current = child
    child.on('exit', (code, signal) => {
      current = undefined
      let cpuSeconds
      if (timed && fs.existsSync(timeFile)) {
        // The last line: GNU time puts "Command exited with non-zero status" above it.
        const [user, system] = fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number)
        cpuSeconds = user + system
        fs.rmSync(timeFile, { force: true })
      }
      resolve({ code: code ?? (signal ? 128 : 1), seconds: (performance.now() - started) / 1000, cpuSeconds })
    })
  })
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let current
const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(', ')
const seconds = (value) => `${value.toFixed(1)} s`

async function main() {
  const { load, install, runs, script, slow, command } = options()
  const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts
  const steps = [
    ...(install ? [{ script: 'install', command: 'PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund' }] : []),
    ...(command ? [{ script: 'command', command }] : stepsOf(script, scripts)),
  ]
  const background = load ? startCpuLoad() : undefined
  const stop = (signal) => {
    background?.stop()
    current?.kill(signal)
    process.exit(130)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)

  console.log(`test-gate: ${runs} run(s) of ${steps.length} step(s) on ${os.availableParallelism()} cores${background ? `, under a background load of ${background.workers} busy processes` : ''}; load average ${loadAverage()}`)
  const results = []
  try {
    for (let runIndex = 1; runIndex <= runs; runIndex++) {
      fs.rmSync(path.join(REPORTS, 'vitest.json'), { force: true })
      fs.rmSync(path.join(REPORTS, 'playwright.json'), { force: true })
      const outcome = []
      for (const [index, step] of steps.entries()) {
        console.log(`\n=== run ${runIndex}/${runs}, step ${index + 1}/${steps.length} (${step.script}): ${step.command}`)
        outcome.push({ ...step, ...(await run(step.command)) })
      }
      results.push(outcome)
      console.log(`\n=== run ${runIndex}/${runs} done; load average ${loadAverage()}\n`)
      const sum = (key) => outcome.reduce((total, step) => total + (step[key] ?? 0), 0)
      const cpu = (value) => (value === undefined ? 'n/a' : seconds(value))
      console.log('| step | command | result | time | CPU time |\n|---|---|---|---|---|')
      for (const step of outcome) console.log(`| ${step.script} | \`${step.command}\` | ${step.code ? `failed (${step.code})` : 'passed'} | ${seconds(step.seconds)} | ${cpu(step.cpuSeconds)} |`)
      console.log(`| total | | ${outcome.some((step) => step.code) ? 'failed' : 'passed'} | ${seconds(sum('seconds'))} | ${cpu(outcome[0]?.cpuSeconds === undefined ? undefined : sum('cpuSeconds'))} |`)
      const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx')
      if (fs.existsSync(tsx)) await run(`tsx scripts/slowest-tests.ts --failed --over ${slow}`)
    }
  } finally {
    background?.stop()
  }
  const failedRuns = results.filter((outcome) => outcome.some((step) => step.code)).length
  console.log(`\ntest-gate: ${runs - failedRuns} of ${runs} run(s) passed; load average ${loadAverage()}`)
  process.exit(failedRuns ? 1 : 0)
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) await main()
