// npm run bench:check: how the content check's time grows with its input. It checks a copy of the
// real content, then copies where one article is made 1, 2, 4 and 8 MB long (its text repeated, as a
// long page pasted from a document would be), each in a fresh process as `npm run check:content`
// runs, and times each stage of the check on that article (checkStages.ts). A cost that grows
// linearly doubles from one size to the next; a ratio well above 2 marks a stage to fix.
//
// Each case is checked twice: as on a fresh clone (a copy of the checkout with no .cache/, so
// nothing is cached, the real content included) and with the checkout's caches warm, as an
// editor's save is checked (only the long article is new). Both time the check from its call, in
// a process that has loaded the check's code already. On a fresh clone the case is also run as a
// user runs it, `npm run check:content` timed from start to exit, as issue 25 first measured it
// (16.0 s with a 5 MB article, 2.4 s without): the process's start and the loading of the check's
// code count there, about a second of each run. tsx keeps what it compiled in the temp folder, so
// a machine that ran the project before starts the command faster than a new one.
//
//   npm run bench:check [-- --sizes 1,2,4,8] [--runs 3] [--checkout ../before-25]
//
// --checkout adds another checkout of the project (main, say) measured in the same run, interleaved
// with this one, so that the before/after ratio holds on a shared machine. Copies live in the temp folder.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { childEnv } from '../../lib/settings.ts'
import { commandLine } from '../commandLine.ts'
import { copyProject, makeSessionDir, removeDir, resetBuild } from '../projectCopy.ts'
import { median } from './measure.ts'
import { STAGES, type Stage, type StageTimes } from './checkStages.ts'

const USAGE = `Usage: npm run bench:check [-- --sizes 1,2,4,8] [--runs 3] [--checkout DIR]

  --sizes     sizes in MB of the long article (the real content alone is always measured first)
  --runs      runs of each case; the median is printed
  --checkout  another checkout of the project (e.g. main) measured beside this one, interleaved`

/** The article made long: a real one, so every rule (tokens, figures, links, read time) meets its text. */
const ARTICLE = 'content/blog/how-often-office-cleaning.md'
const HERE = path.resolve(import.meta.dirname, '../..')
const TSX = path.join(HERE, 'node_modules/.bin/tsx')

const { fail, parse } = commandLine('bench:check', USAGE)

function options() {
  const { values } = parse({ options: { sizes: { type: 'string', default: '1,2,4,8' }, runs: { type: 'string', default: '3' }, checkout: { type: 'string' } } })
  const sizes = values.sizes.split(',').map(Number)
  if (sizes.some((size) => !(size > 0))) fail(`--sizes must be sizes in MB above 0, such as 1,2,4,8 (got "${values.sizes}")`)
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number, 1 or more (got "${values.runs}")`)
  const checkouts = [HERE, ...(values.checkout ? [path.resolve(values.checkout)] : [])]
  for (const checkout of checkouts) if (!fs.existsSync(path.join(checkout, 'node_modules'))) fail(`${checkout} has no node_modules: run npm install there first`)
  return { sizes, runs, checkouts }
}

/** A copy of a checkout's content (and the pictures it names) with the article made `mb` long; 0 leaves it as it is. */
function contentCopy(checkout: string, mb: number): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sparkwell-check-bench-'))
  fs.cpSync(path.join(checkout, 'content'), path.join(root, 'content'), { recursive: true })
  fs.cpSync(path.join(checkout, 'public'), path.join(root, 'public'), { recursive: true })
  if (mb) fs.writeFileSync(path.join(root, ARTICLE), longArticle(fs.readFileSync(path.join(checkout, ARTICLE), 'utf8'), mb))
  return root
}

/** The article's file with its body repeated until the file is `mb` long. */
function longArticle(original: string, mb: number): string {
  const body = original.slice(original.indexOf('\n---\n') + 5)
  return original + body.repeat(Math.ceil((mb * 1024 * 1024 - original.length) / body.length))
}

/** Only the long article's read time, and its paragraphs repeating those of the copy before, may be wrong: anything else means the run measured a broken check. */
const unexpectedProblems = (problems: string[]) => problems.filter((problem) => !(problem.startsWith(`${ARTICLE}:`) && /: readTime: |: repeated text: /.test(problem)))

/** As on a fresh clone (nothing cached), or with the checkout's caches warm (an editor's save). */
const STATES = ['fresh clone', 'caches warm'] as const
type State = (typeof STATES)[number]

/**
 * One check of a copy, in a fresh process whose working directory is the checkout: the checkout
 * itself for warm caches, or `freshProject`, its copy, emptied of caches first.
 */
function measure(checkout: string, mb: number, freshProject?: string): StageTimes {
  const root = contentCopy(checkout, mb)
  const project = freshProject ?? checkout
  if (freshProject) resetBuild(freshProject)
  try {
    const child = spawnSync(TSX, [path.join(HERE, 'scripts/bench/checkStages.ts'), '--checkout', project, '--content', root, '--article', ARTICLE], {
      cwd: project,
      env: childEnv(),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (child.status !== 0) throw new Error(`the check of ${root} (${checkout}) failed:\n${child.stderr}`)
    const times = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as StageTimes
    const unexpected = unexpectedProblems(times.problems)
    if (unexpected.length) throw new Error(`the check of ${root} found problems besides the long article's read time:\n${unexpected.join('\n')}`)
    return times
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}

/**
 * `npm run check:content` in a fresh clone (`project`, a copy of the checkout emptied of caches
 * first) with the article made `mb` long, timed as its user waits for it: milliseconds from the
 * command's start to its exit. The article is put back as the checkout has it afterwards.
 */
function commandMs(checkout: string, project: string, mb: number): number {
  const article = path.join(project, ARTICLE)
  const original = fs.readFileSync(path.join(checkout, ARTICLE), 'utf8')
  if (mb) fs.writeFileSync(article, longArticle(original, mb))
  resetBuild(project)
  try {
    const start = performance.now()
    const child = spawnSync('npm', ['run', '--silent', 'check:content'], { cwd: project, env: childEnv(), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    const ms = performance.now() - start
    const problems = `${child.stdout}\n${child.stderr}`.split('\n').filter((line) => line.startsWith('content/'))
    const unexpected = unexpectedProblems(problems)
    if (child.status !== (mb ? 1 : 0) || unexpected.length) throw new Error(`npm run check:content in ${project} (${mb} MB) exited with ${child.status}:\n${unexpected.join('\n') || child.stderr}`)
    return ms
  } finally {
    fs.writeFileSync(article, original)
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const times = (ratio: number) => `${ratio.toFixed(2)}x`
const label = (checkout: string) => (checkout === HERE ? 'this checkout' : path.basename(checkout))

function main() {
  const { sizes, runs, checkouts } = options()
  const cases = [0, ...sizes]
  // A warm check starts from its project's caches (lib/content/hashCache.ts), as the editor's save
  // and a second `npm run check:content` do: the real content's Markdown is rendered already.
  console.error(`Warming each checkout's caches with its own \`npm run check:content\`, and copying it for the fresh-clone checks...`)
  const session = makeSessionDir('sparkwell-check-bench')
  const fresh = new Map<string, string>()
  for (const checkout of checkouts) {
    const warm = spawnSync(TSX, ['scripts/check-content.ts'], { cwd: checkout, env: childEnv(), encoding: 'utf8' })
    if (warm.status !== 0) fail(`the content check of ${checkout} itself fails; fix it first:\n${warm.stderr}`)
    const copy = path.join(session, String(fresh.size))
    copyProject(copy, checkout)
    fresh.set(checkout, copy)
  }

  // Interleaved: each run goes through every case of every checkout, so load on the machine falls on all alike.
  const results = new Map<string, StageTimes[]>()
  const key = (checkout: string, state: State, mb: number) => `${checkout}\0${state}\0${mb}`
  /** `npm run check:content`'s wall times on a fresh clone, by checkout and size. */
  const commands = new Map<string, number[]>()
  try {
    for (let run = 1; run <= runs; run++) {
      for (const mb of cases) {
        for (const checkout of checkouts) {
          for (const state of STATES) {
            console.error(`run ${run}/${runs}: ${label(checkout)}, ${mb ? `${mb} MB article` : 'real content'}, ${state}`)
            const times = measure(checkout, mb, state === 'fresh clone' ? fresh.get(checkout) : undefined)
            results.set(key(checkout, state, mb), [...(results.get(key(checkout, state, mb)) ?? []), times])
          }
          console.error(`run ${run}/${runs}: ${label(checkout)}, ${mb ? `${mb} MB article` : 'real content'}, npm run check:content on a fresh clone`)
          const command = key(checkout, 'fresh clone', mb)
          commands.set(command, [...(commands.get(command) ?? []), commandMs(checkout, fresh.get(checkout)!, mb)])
        }
      }
    }
  } finally {
    removeDir(session)
  }

  const medianOf = (checkout: string, state: State, mb: number, pick: (times: StageTimes) => number) => median(results.get(key(checkout, state, mb))!.map(pick))
  const commandOf = (checkout: string, mb: number) => median(commands.get(key(checkout, 'fresh clone', mb))!)
  for (const checkout of checkouts) {
    console.log(`\n## ${label(checkout)} (${checkout}), median of ${runs}\n`)
    const header = STATES.map((state) => `${state}: check wall | × real | check CPU | × real`).join(' | ')
    console.log(`| content | ${header} | ${STAGES.map((stage) => `${stage} (CPU)`).join(' | ')} |`)
    console.log(`|---|${STATES.map(() => '---|---|---|---').join('|')}|${STAGES.map(() => '---').join('|')}|`)
    for (const mb of cases) {
      const states = STATES.map((state) => {
        const [wall, cpu] = [(result: StageTimes) => result.checkMs, (result: StageTimes) => result.checkCpuMs].map((pick) => [medianOf(checkout, state, mb, pick), medianOf(checkout, state, 0, pick)] as const)
        return `${seconds(wall![0])} | ${times(wall![0] / wall![1])} | ${seconds(cpu![0])} | ${times(cpu![0] / cpu![1])}`
      })
      const stages = STAGES.map((stage) => `${medianOf(checkout, 'caches warm', mb, (result) => result.stages[stage]).toFixed(0)} ms`)
      console.log(`| ${mb ? `+ ${mb} MB article` : 'real'} | ${states.join(' | ')} | ${stages.join(' | ')} |`)
    }
    console.log(`\nAs a user runs it, on a fresh clone: \`npm run check:content\` from its start to its exit.\n`)
    console.log('| content | the command, wall | × real |')
    console.log('|---|---|---|')
    for (const mb of cases) console.log(`| ${mb ? `+ ${mb} MB article` : 'real'} | ${seconds(commandOf(checkout, mb))} | ${times(commandOf(checkout, mb) / commandOf(checkout, 0))} |`)
    // Growth from one size to the next, per stage: the input's own ratio for a linear cost.
    console.log(`\n| step | input | check CPU above real (fresh clone) | check CPU above real (caches warm) | ${STAGES.join(' | ')} |`)
    console.log(`|---|---|---|---|${STAGES.map(() => '---').join('|')}|`)
    for (let index = 1; index < sizes.length; index++) {
      const [from, to] = [sizes[index - 1]!, sizes[index]!]
      const growth = (pick: (times: StageTimes) => number) => times(medianOf(checkout, 'caches warm', to, pick) / medianOf(checkout, 'caches warm', from, pick))
      const aboveReal = (state: State, mb: number) => medianOf(checkout, state, mb, (result) => result.checkCpuMs) - medianOf(checkout, state, 0, (result) => result.checkCpuMs)
      const stages = STAGES.map((stage: Stage) => growth((result) => result.stages[stage]))
      const above = STATES.map((state) => times(aboveReal(state, to) / aboveReal(state, from)))
      console.log(`| ${from} -> ${to} MB | ${times(to / from)} | ${above.join(' | ')} | ${stages.join(' | ')} |`)
    }
  }
  if (checkouts.length === 2) {
    const [ours, other] = checkouts as [string, string]
    for (const state of STATES) {
      console.log(`\n${state}:\n\n| content | ${label(other)} wall | this checkout wall | ratio | ${label(other)} CPU | this checkout CPU | ratio |`)
      console.log('|---|---|---|---|---|---|---|')
      for (const mb of cases) {
        const pair = (pick: (times: StageTimes) => number) => [medianOf(other, state, mb, pick), medianOf(ours, state, mb, pick)] as const
        const [wall, cpu] = [pair((result) => result.checkMs), pair((result) => result.checkCpuMs)]
        console.log(`| ${mb ? `+ ${mb} MB article` : 'real'} | ${seconds(wall[0])} | ${seconds(wall[1])} | ${times(wall[1] / wall[0])} | ${seconds(cpu[0])} | ${seconds(cpu[1])} | ${times(cpu[1] / cpu[0])} |`)
      }
    }
    console.log(`\n\`npm run check:content\` on a fresh clone:\n\n| content | ${label(other)} wall | this checkout wall | ratio |`)
    console.log('|---|---|---|---|')
    for (const mb of cases) console.log(`| ${mb ? `+ ${mb} MB article` : 'real'} | ${seconds(commandOf(other, mb))} | ${seconds(commandOf(ours, mb))} | ${times(commandOf(ours, mb) / commandOf(other, mb))} |`)
  }
  console.log(`\nMachine: ${os.availableParallelism()} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} at the end.`)
}

main()
