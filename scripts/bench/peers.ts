// This build side by side with two peers on the same Markdown: Eleventy and a plain Vike + remark
// build (../shared/bench/peers, see its README). Generates the project's articles once, copies the
// same files into both peers, and times, interleaved: Eleventy cold, the plain Vike build cold, and
// this project cold, warm and after one edited article. Prints the medians, each figure's ratio to
// each peer, and peak memory; then the part of the cold builds both do, timed alone (markdownAlone.ts:
// the articles' front matter and Markdown, in one thread), and what each cold build spends beside it;
// then one `BENCH_JSON {...}` line for scripts.
//
//   npx tsx scripts/bench/peers.ts [--articles 4000] [--runs 3] [--peers DIR] [--keep]
//
// The peers are installed once into the temp folder (never into this project) and reinstalled only
// when their package.json changes; every build runs in the temp folder.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { commandLine } from '../commandLine.ts'
import { copyProject, makeSessionDir, PROJECT_ROOT, removeDir, resetBuild } from '../projectCopy.ts'
import { factsSchema, siteSchema } from '../../lib/content/schema.ts'
import { substituteTokens, tokenValues } from '../../lib/content/load/tokens.ts'
import { childEnv } from '../../lib/settings.ts'
import { generateArticles } from './articles.ts'
import type { Alone } from './markdownAlone.ts'
import { median, run, runTimed, tail, type Timed } from './measure.ts'

const USAGE = `Usage: npm run bench:peers [-- --articles 4000] [--runs 3] [--peers DIR] [--keep]

  --articles  generated articles, in this project and in both peers (the 20 real ones come too)
  --runs      runs of each build, interleaved; the median is reported
  --peers     the folder of the peer builds (default: ../shared/bench/peers beside the project
              or its main checkout)
  --keep      leave the temporary copy and build logs in place for inspection`

/** ../shared/bench/peers beside the project, or beside its main checkout when this is a git worktree. */
function defaultPeers(): string {
  const beside = (root: string) => path.resolve(root, '..', 'shared', 'bench', 'peers')
  try {
    const commonDir = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], { cwd: PROJECT_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    if (!fs.existsSync(beside(PROJECT_ROOT))) return beside(path.dirname(commonDir))
  } catch {
    // Not a git checkout: beside the project it is.
  }
  return beside(PROJECT_ROOT)
}

const { fail, parse } = commandLine('peers', USAGE)
const { values } = parse({
  options: {
    articles: { type: 'string', default: '4000' },
    runs: { type: 'string', default: '3' },
    peers: { type: 'string', default: defaultPeers() },
    keep: { type: 'boolean', default: false },
  },
})
const articles = Number(values.articles)
const runs = Number(values.runs)
if (!Number.isInteger(articles) || articles < 0) fail(`--articles must be a whole number, 0 or more (got "${values.articles}")`)
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number, 1 or more (got "${values.runs}")`)
if (!fs.existsSync(path.join(values.peers, 'eleventy')) || !fs.existsSync(path.join(values.peers, 'vike'))) fail(`${values.peers} does not hold the eleventy/ and vike/ peer builds`)

/** One kind of build, timed `runs` times. */
interface Step {
  name: string
  /** Makes the next build of this step cold, warm or edited, as the step says. */
  prepare: () => void
  command: [string, ...string[]]
  cwd: string
}

/** A peer folder copied into the temp folder and installed there, kept across runs of this script. */
async function installedPeer(name: 'eleventy' | 'vike', logFile: string): Promise<string> {
  const source = path.join(values.peers, name)
  const manifest = fs.readFileSync(path.join(source, 'package.json'))
  const dir = path.join(os.tmpdir(), 'sparkwell-bench-peers', `${name}-${createHash('sha1').update(manifest).digest('hex').slice(0, 10)}`)
  if (fs.existsSync(path.join(dir, 'node_modules', '.package-lock.json'))) return dir
  console.error(`Installing the ${name} peer into ${dir}...`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(source, dir, { recursive: true })
  // Copied from a read-only folder: the copy must be writable to build in.
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) fs.chmodSync(path.join(dir, entry), 0o755)
  fs.chmodSync(dir, 0o755)
  const code = await run('npm', ['install', '--no-audit', '--no-fund'], dir, logFile)
  if (code !== 0) throw new Error(`npm install of the ${name} peer failed; see ${logFile}:\n${tail(logFile, 15)}`)
  return dir
}

/**
 * Replaces a peer's articles with the project's: the same files, front matter and all, with our
 * tokens filled in as our build fills them (Eleventy would read {{market: $25-40}} as Liquid).
 */
function copyArticles(from: string, to: string, tokens: Record<string, string>): void {
  fs.rmSync(to, { recursive: true, force: true })
  fs.mkdirSync(to, { recursive: true })
  for (const name of fs.readdirSync(from).filter((file) => file.endsWith('.md') && file !== 'README.md')) {
    fs.writeFileSync(path.join(to, name), substituteTokens(name, fs.readFileSync(path.join(from, name), 'utf8'), tokens).text)
  }
}

const RENDERERS = ['plain Vike', 'ours'] as const
type Renderer = (typeof RENDERERS)[number]
const RENDERER_TITLES: Record<Renderer, string> = {
  'plain Vike': "plain Vike (its +data: gray-matter, remark-parse, remark-gfm, remark-html)",
  ours: 'ours (lib/content/load/frontMatter.ts, lib/content/render/markdown.ts)',
}

/** The articles' front matter and Markdown alone, in a process of its own (markdownAlone.ts). */
function markdownAlone(renderer: Renderer, args: string[]): Alone {
  const script = path.join(PROJECT_ROOT, 'scripts', 'bench', 'markdownAlone.ts')
  const output = execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: PROJECT_ROOT, encoding: 'utf8', env: childEnv({ NODE_ENV: 'production' }) })
  const alone = JSON.parse(output.trim().split('\n').at(-1)!) as Alone
  if (alone.files < articles) throw new Error(`markdownAlone.ts rendered ${alone.files} articles for ${renderer}, fewer than the ${articles} generated`)
  return alone
}

async function main() {
  const session = makeSessionDir('sparkwell-peers')
  const logs = path.join(session, 'logs')
  fs.mkdirSync(logs)
  const ours = path.join(session, 'site')
  copyProject(ours)
  generateArticles(ours, articles)
  const blog = path.join(ours, 'content', 'blog')
  const readConfig = (file: string) => parseYaml(fs.readFileSync(path.join(ours, 'content', file), 'utf8')) as unknown
  const tokens = tokenValues(siteSchema.parse(readConfig('site.yaml')), factsSchema.parse(readConfig('facts.yaml')))
  const eleventy = await installedPeer('eleventy', path.join(logs, 'install-eleventy.log'))
  const vike = await installedPeer('vike', path.join(logs, 'install-vike.log'))
  copyArticles(blog, path.join(eleventy, 'src', 'posts'), tokens)
  // Eleventy's folder data file stays: it gives the articles their layout.
  fs.copyFileSync(path.join(values.peers, 'eleventy', 'src', 'posts', 'posts.11tydata.json'), path.join(eleventy, 'src', 'posts', 'posts.11tydata.json'))
  copyArticles(blog, path.join(vike, 'content', 'posts'), tokens)
  const edited = path.join(blog, fs.readdirSync(blog).filter((name) => name.endsWith('.md') && name !== 'README.md').sort()[0]!)

  const rm = (dir: string, ...entries: string[]) => () => entries.forEach((entry) => fs.rmSync(path.join(dir, entry), { recursive: true, force: true }))
  const steps: Step[] = [
    { name: 'Eleventy cold', prepare: rm(eleventy, '_site', '.cache'), command: [path.join(eleventy, 'node_modules', '.bin', 'eleventy'), '--quiet'], cwd: eleventy },
    { name: 'plain Vike cold', prepare: rm(vike, 'dist', 'node_modules/.vite'), command: [path.join(vike, 'node_modules', '.bin', 'vike'), 'build'], cwd: vike },
    // `npm run build` without npm's own start-up, as the peers run without it.
    { name: 'ours cold', prepare: () => resetBuild(ours), command: ['node', 'scripts/build.mjs'], cwd: ours },
    { name: 'ours warm', prepare: () => {}, command: ['node', 'scripts/build.mjs'], cwd: ours },
    { name: 'ours one edit', prepare: () => fs.appendFileSync(edited, '\nA paragraph added by the benchmark, to measure a rebuild after one edit.\n'), command: ['node', 'scripts/build.mjs'], cwd: ours },
  ]
  const loadAtStart = os.loadavg()[0]!
  console.error(`${articles} generated articles (+20 real), ${runs} run(s), interleaved, in ${session}; load average ${loadAtStart.toFixed(1)}`)
  const results = new Map<string, Timed[]>(steps.map((step) => [step.name, []]))
  const alone = new Map<Renderer, Alone[]>(RENDERERS.map((renderer) => [renderer, []]))
  try {
    for (let runNumber = 1; runNumber <= runs; runNumber++) {
      for (const step of steps) {
        step.prepare()
        const log = path.join(logs, `${step.name.replace(/ /g, '-')}-${runNumber}.log`)
        const timed = await runTimed(step.command[0], step.command.slice(1), step.cwd, log, childEnv({ NODE_ENV: 'production' }))
        results.get(step.name)!.push(timed)
        console.error(`  run ${runNumber} ${step.name}: ${timed.seconds.toFixed(1)} s, ${timed.cpuSeconds.toFixed(1)} CPU s, ${timed.peakMb.toFixed(0)} MB (all processes ${timed.treePeakMb.toFixed(0)} MB); load ${os.loadavg()[0]!.toFixed(1)}`)
      }
      for (const renderer of RENDERERS) {
        const one = markdownAlone(renderer, renderer === 'plain Vike' ? ['--peer', vike] : ['--ours', ours])
        alone.get(renderer)!.push(one)
        console.error(`  run ${runNumber} Markdown alone, ${renderer}: ${one.files} articles, ${one.cpuSeconds.toFixed(1)} CPU s`)
      }
    }
  } catch (error) {
    console.error(`\npeers failed: ${(error as Error).message}\nThe copy and logs are left in ${session}.`)
    process.exit(1)
  }

  const medians = Object.fromEntries(
    [...results].map(([name, timed]) => [
      name,
      {
        seconds: median(timed.map((one) => one.seconds)),
        cpuSeconds: median(timed.map((one) => one.cpuSeconds)),
        peakMb: median(timed.map((one) => one.peakMb)),
        treePeakMb: median(timed.map((one) => one.treePeakMb)),
      },
    ]),
  )
  const eleventyCold = medians['Eleventy cold']!
  const vikeCold = medians['plain Vike cold']!
  const ratio = (value: number, peer: number) => `${(value / peer).toFixed(2)}x`
  const header = ['build', 'wall s', 'CPU s', 'peak MB', 'all processes MB', 'wall / Eleventy', 'wall / plain Vike', 'CPU / plain Vike', 'peak / plain Vike', 'all processes / plain Vike']
  const rows = steps.map(({ name }) => {
    const { seconds, cpuSeconds, peakMb, treePeakMb } = medians[name]!
    return [
      name, seconds.toFixed(1), cpuSeconds.toFixed(1), peakMb.toFixed(0), treePeakMb.toFixed(0), ratio(seconds, eleventyCold.seconds), ratio(seconds, vikeCold.seconds),
      ratio(cpuSeconds, vikeCold.cpuSeconds), ratio(peakMb, vikeCold.peakMb), ratio(treePeakMb, vikeCold.treePeakMb),
    ]
  })
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => (column ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((width, column) => (column ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`)
  for (const cells of rows) console.log(line(cells))
  const loadAtEnd = os.loadavg()[0]!
  console.log(
    `\n${articles + 20} articles, median of ${runs} interleaved run(s); load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end (${os.cpus().length} cores).` +
      '\nCold: no output and no cache. Warm: ours again with nothing changed. One edit: ours after a paragraph was added to one article.' +
      '\nPeak MB: the largest single process of the build (worker threads count in their process), as GNU time reports it.' +
      '\nAll processes MB: the most the build\'s processes held at once (the sum of their proportional set sizes, sampled every 100 ms).',
  )
  const aloneCpu = (renderer: Renderer) => median(alone.get(renderer)!.map((one) => one.cpuSeconds))
  const beside = { 'plain Vike': vikeCold.cpuSeconds - aloneCpu('plain Vike'), ours: medians['ours cold']!.cpuSeconds - aloneCpu('ours') }
  console.log(`\nWhat both cold builds do, alone: each of the ${articles + 20} articles read, its front matter split off and its body made HTML, one after another in one thread (scripts/bench/markdownAlone.ts), and the rest of each cold build's CPU.\n`)
  console.log('| build | articles alone, CPU s | / plain Vike | rest of the cold build, CPU s | / plain Vike |')
  console.log('|---|---:|---:|---:|---:|')
  for (const renderer of RENDERERS) {
    console.log(`| ${RENDERER_TITLES[renderer]} | ${aloneCpu(renderer).toFixed(1)} | ${ratio(aloneCpu(renderer), aloneCpu('plain Vike'))} | ${beside[renderer].toFixed(1)} | ${ratio(beside[renderer], beside['plain Vike'])} |`)
  }
  console.log(
    "\nRest: the cold build's CPU less its articles alone. For plain Vike, its prerender; for ours, the prerender, the content check's rules, the web editor's bundle, the caches kept for the next build, and what its worker threads cost of their own.",
  )
  const markdownAloneJson = Object.fromEntries(RENDERERS.map((renderer) => [renderer, { cpuSeconds: aloneCpu(renderer), restOfColdBuildCpuSeconds: beside[renderer], runs: alone.get(renderer) }]))
  console.log(`BENCH_JSON ${JSON.stringify({ articles, runs, loadAverage: [loadAtStart, loadAtEnd], medians, runsByBuild: Object.fromEntries(results), markdownAlone: markdownAloneJson })}`)
  if (values.keep) console.log(`\nCopy and logs kept in ${session}`)
  else removeDir(session)
}

await main()
