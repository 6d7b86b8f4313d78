// npm run bench:build: the build's time on the real site and on copies with generated articles
// (articles.ts), cold (no dist/, no .cache/) and after one article's edit, side by side with two
// peers on the same Markdown, built cold: Eleventy and a plain Vike + remark build
// (../shared/bench/peers, installed into the temp folder, never into the project). Runs are
// interleaved, so a slow spell of the machine spreads over every build. Prints a table, the growth
// per article between sizes, and one `BENCH_JSON` line.
//
//   npm run bench:build [-- --articles 0,1000,4000] [--runs 3] [--peers DIR] [--keep]
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { substituteTokens, tokenValues } from '../../lib/content/load/tokens.ts'
import { factsSchema, siteSchema } from '../../lib/content/schema.ts'
import { childEnv } from '../../lib/settings.ts'
import { commandLine } from '../commandLine.ts'
import { copyProject, countHtml, makeSessionDir, PROJECT_ROOT, removeDir, resetBuild } from '../projectCopy.ts'
import { generateArticles } from './articles.ts'
import { checkOptions, median, run, runTimed, table, tail, type Timed } from './measure.ts'

const USAGE = `Usage: npm run bench:build [-- --articles 0,1000,4000] [--runs 3] [--peers DIR] [--keep]

  --articles  generated articles per measured site, comma-separated (0 = the real site, no peers)
  --runs      runs of each build, interleaved; the median is printed
  --peers     the folder of the peer builds (default ../shared/bench/peers beside the project or its main checkout)
  --keep      leave the copies and logs in the temp folder`

/** ../shared/bench/peers beside the project, or beside its main checkout when this is a git worktree. */
function defaultPeers(): string {
  const beside = (root: string) => path.resolve(root, '..', 'shared', 'bench', 'peers')
  if (fs.existsSync(beside(PROJECT_ROOT))) return beside(PROJECT_ROOT)
  const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim()
  return beside(path.dirname(common))
}

const { fail, parse } = commandLine('bench:build', USAGE)
const { values } = parse({ options: { articles: { type: 'string', default: '0,1000,4000' }, runs: { type: 'string', default: '3' }, peers: { type: 'string' }, keep: { type: 'boolean', default: false } } })
const sizes = values.articles.split(',').map(Number)
const runs = checkOptions(fail, { runs: values.runs })
if (sizes.some((size) => !Number.isInteger(size) || size < 0)) fail(`--articles must be whole numbers, such as 0,1000 (got "${values.articles}")`)
const peersDir = sizes.some((size) => size > 0) ? (values.peers ?? defaultPeers()) : undefined
if (peersDir && !fs.existsSync(path.join(peersDir, 'vike'))) fail(`${peersDir} does not hold the peer builds (eleventy/ and vike/)`)

const session = makeSessionDir('sparkwell-bench-build')
const logs = path.join(session, 'logs')
fs.mkdirSync(logs)

/** A peer folder copied into the temp folder and installed there once, reused while its package.json is the same. */
async function installedPeer(name: 'eleventy' | 'vike'): Promise<string> {
  const source = path.join(peersDir!, name)
  const dir = path.join(os.tmpdir(), 'sparkwell-bench-peers', `${name}-${createHash('sha1').update(fs.readFileSync(path.join(source, 'package.json'))).digest('hex').slice(0, 10)}`)
  if (fs.existsSync(path.join(dir, 'node_modules', '.package-lock.json'))) return dir
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(source, dir, { recursive: true })
  execFileSync('chmod', ['-R', 'u+w', dir])
  const log = path.join(logs, `install-${name}.log`)
  if ((await run('npm', ['install', '--no-audit', '--no-fund'], dir, log)) !== 0) throw new Error(`npm install of the ${name} peer failed:\n${tail(log, 15)}`)
  return dir
}

/** The peers' articles are ours as the build reads them: tokens filled in (Eleventy would read {{market: ...}} as Liquid). */
function copyArticles(site: string, to: string): void {
  const config = (file: string) => parseYaml(fs.readFileSync(path.join(site, 'content', file), 'utf8')) as unknown
  const tokens = tokenValues(siteSchema.parse(config('site.yaml')), factsSchema.parse(config('facts.yaml')))
  const blog = path.join(site, 'content', 'blog')
  fs.rmSync(to, { recursive: true, force: true })
  fs.mkdirSync(to, { recursive: true })
  for (const name of fs.readdirSync(blog).filter((file) => file.endsWith('.md'))) fs.writeFileSync(path.join(to, name), substituteTokens(name, fs.readFileSync(path.join(blog, name), 'utf8'), tokens).text)
}

interface Step {
  name: string
  articles: number
  prepare: () => void
  command: string[]
  cwd: string
}

const steps: Step[] = []
for (const articles of sizes) {
  const site = path.join(session, `site-${articles}`)
  copyProject(site)
  generateArticles(site, articles)
  const edited = path.join(site, 'content/blog/how-often-office-cleaning.md')
  const build = ['npm', 'run', 'build']
  steps.push(
    { name: 'ours cold', articles, prepare: () => resetBuild(site), command: build, cwd: site },
    { name: 'ours one edit', articles, prepare: () => fs.appendFileSync(edited, '\nA paragraph the benchmark adds, to time a rebuild after one edit.\n'), command: build, cwd: site },
  )
  if (!articles) continue
  const [eleventy, vike] = [await installedPeer('eleventy'), await installedPeer('vike')]
  // Each peer builds its own copy of the articles; Eleventy's folder data file gives them their layout.
  const [eleventyCopy, vikeCopy] = [path.join(session, `eleventy-${articles}`), path.join(session, `vike-${articles}`)]
  for (const [peer, copy, posts] of [[eleventy, eleventyCopy, 'src/posts'], [vike, vikeCopy, 'content/posts']] as const) {
    fs.cpSync(peer, copy, { recursive: true, filter: (file) => !file.split(path.sep).includes('node_modules') })
    fs.symlinkSync(path.join(peer, 'node_modules'), path.join(copy, 'node_modules'))
    copyArticles(site, path.join(copy, posts))
  }
  fs.copyFileSync(path.join(peersDir!, 'eleventy/src/posts/posts.11tydata.json'), path.join(eleventyCopy, 'src/posts/posts.11tydata.json'))
  steps.push(
    { name: 'Eleventy cold', articles, prepare: () => fs.rmSync(path.join(eleventyCopy, '_site'), { recursive: true, force: true }), command: ['node_modules/.bin/eleventy', '--quiet'], cwd: eleventyCopy },
    { name: 'plain Vike cold', articles, prepare: () => fs.rmSync(path.join(vikeCopy, 'dist'), { recursive: true, force: true }), command: ['node_modules/.bin/vike', 'build'], cwd: vikeCopy },
  )
}

const results = new Map<Step, Timed[]>(steps.map((step) => [step, []]))
const load = [os.loadavg()[0]!]
try {
  for (let runNumber = 1; runNumber <= runs; runNumber++) {
    for (const step of steps) {
      step.prepare()
      const timed = await runTimed(step.command[0]!, step.command.slice(1), step.cwd, path.join(logs, `${step.name.replace(/ /g, '-')}-${step.articles}-${runNumber}.log`), childEnv({ NODE_ENV: 'production' }))
      results.get(step)!.push(timed)
      console.error(`run ${runNumber}, ${step.articles} articles, ${step.name}: ${timed.seconds.toFixed(2)} s, ${timed.cpuSeconds.toFixed(1)} CPU s, ${timed.peakMb.toFixed(0)} MB`)
    }
    for (const articles of sizes) if (countHtml(path.join(session, `site-${articles}`, 'dist/client')) < articles) throw new Error(`the build of ${articles} articles wrote too few pages`)
  }
} catch (error) {
  console.error(`bench:build failed: ${(error as Error).message}\nThe copies and logs are left in ${session}.`)
  process.exit(1)
}
load.push(os.loadavg()[0]!)

const medianOf = (step: Step) => {
  const timed = results.get(step)!
  return { seconds: median(timed.map((one) => one.seconds)), cpuSeconds: median(timed.map((one) => one.cpuSeconds)), peakMb: median(timed.map((one) => one.peakMb)) }
}
const find = (articles: number, name: string) => steps.find((step) => step.articles === articles && step.name === name)
const rows = steps.map((step) => {
  const { seconds, cpuSeconds, peakMb } = medianOf(step)
  const peer = find(step.articles, 'plain Vike cold')
  const ratio = (value: number, of: number | undefined) => (of ? `${(value / of).toFixed(2)}x` : '')
  return [String(step.articles), step.name, seconds.toFixed(2), cpuSeconds.toFixed(1), peakMb.toFixed(0), ratio(seconds, peer && medianOf(peer).seconds), ratio(peakMb, peer && medianOf(peer).peakMb)]
})
console.log(table(['articles', 'build', 'wall s', 'CPU s', 'peak MB', 'wall / plain Vike', 'peak / plain Vike'], rows))
const grown = sizes.filter((size) => size > 0).sort((a, b) => a - b)
for (let index = 1; index < grown.length; index++) {
  const [from, to] = [grown[index - 1]!, grown[index]!]
  const growth = (name: string) => `${name} ${(medianOf(find(to, name)!).seconds / medianOf(find(from, name)!).seconds).toFixed(2)}x`
  console.log(`\nFrom ${from} to ${to} articles (${(to / from).toFixed(1)}x the articles): ${['ours cold', 'ours one edit', 'plain Vike cold'].map(growth).join(', ')}.`)
}
console.log(`\nMedians of ${runs} interleaved run(s) on ${os.availableParallelism()} cores, Node ${process.version}; load average ${load.map((value) => value.toFixed(1)).join(' at the start, ')} at the end.`)
console.log('Ours is `npm run build`; cold means no dist/ and no .cache/. Peak MB is the largest process, as GNU time reports it.')
console.log(`BENCH_JSON ${JSON.stringify({ runs, load, results: steps.map((step) => ({ articles: step.articles, build: step.name, ...medianOf(step), runs: results.get(step) })) })}`)
if (values.keep) console.log(`Copies and logs kept in ${session}`)
else removeDir(session)
