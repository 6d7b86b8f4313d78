// Where build time goes: runs ONE `vike build` of a copy of the site with generated articles under
// `node --cpu-prof`, then prints the functions and the packages or files that took the most time.
//
//   npx tsx scripts/bench/profileBuild.ts [--articles 4000] [--top 25] [--places 15] [--keep]
//
// The copy lives under os.tmpdir(); with --keep it stays there, .cpuprofile files included (they
// open in Chrome DevTools' Performance panel).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateArticles } from './articles.ts'
import { summariseProfiles, type Entry } from './cpuProfile.ts'
import { buildPhases, runTimed } from './measure.ts'
import { copyProject, countHtml, makeSessionDir, removeDir, resetBuild } from '../projectCopy.ts'
import { commandLine } from '../commandLine.ts'

const USAGE = `Usage: npx tsx scripts/bench/profileBuild.ts [--articles 4000] [--top 25] [--places 15] [--keep]

  --articles  generated articles added to the real site (0 = the real site alone)
  --top       functions to list, by self time and by total time
  --places    packages or project files to list, by self time
  --keep      leave the copy, the build log and the .cpuprofile files in place`

function options() {
  const { values } = parseArgsOrFail({
    options: {
      articles: { type: 'string', default: '4000' },
      top: { type: 'string', default: '25' },
      places: { type: 'string', default: '15' },
      keep: { type: 'boolean', default: false },
    },
  })
  const whole = (name: string, value: string, min: number) => {
    const number = Number(value)
    if (!Number.isInteger(number) || number < min) fail(`--${name} must be a whole number, ${min} or more (got "${value}")`)
    return number
  }
  return { articles: whole('articles', values.articles, 0), top: whole('top', values.top, 1), places: whole('places', values.places, 1), keep: values.keep }
}

const { fail, parse: parseArgsOrFail } = commandLine('profileBuild', USAGE)

async function main() {
  const { articles, top, places, keep } = options()
  const session = makeSessionDir('sparkwell-profile')
  const site = path.join(session, 'site')
  const profileDir = path.join(session, 'profile')
  const log = (step: string) => path.join(session, `${step}.log`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!keep) removeDir(session)
      process.exit(130)
    })
  }

  try {
    console.error(`Copying the site to ${site} with ${articles} generated articles...`)
    copyProject(site)
    generateArticles(site, articles)
    const check = await runTimed('npx', ['tsx', 'scripts/check-content.ts'], site, log('check')).catch((error: Error) => {
      throw new Error(`the generated content fails the content check:\n${error.message}`)
    })
    resetBuild(site)

    // The vike CLI itself, not npm: npm and sh would only add processes with nothing to profile.
    const vike = fs.realpathSync(path.join(site, 'node_modules', '.bin', 'vike'))
    console.error(`Profiling \`vike build\` (${vike})...`)
    const build = await runTimed(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, vike, 'build'], site, log('build'))
    const pages = countHtml(path.join(site, 'dist', 'client'))
    const phases = buildPhases(log('build'))
    const summary = summariseProfiles(profileDir, site)

    const ms = (value: number) => `${(value / 1000).toFixed(2)} s`.padStart(9)
    // Shares are of the main thread's lifetime, which is the build's wall time less process start.
    const share = (value: number) => `${((100 * value) / summary.mainMs).toFixed(1)}%`.padStart(6)
    console.log(`vike build of ${articles} generated articles: ${pages} HTML pages in ${build.seconds.toFixed(1)} s wall, ${build.cpuSeconds.toFixed(1)} s CPU, ${build.peakMb.toFixed(0)} MB peak`)
    if (phases) console.log(`  client build ${phases.clientSeconds.toFixed(1)} s, server build + prerender ${phases.serverAndPrerenderSeconds.toFixed(1)} s (from the build log)`)
    console.log(`  the content check that \`npm run build\` runs first: ${check.seconds.toFixed(1)} s on its own (not in this profile)`)
    console.log(`  machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`)
    for (const profile of summary.profiles) {
      console.log(
        `  ${profile.thread} thread (${profile.file}): ${(profile.durationMs / 1000).toFixed(1)} s, ${profile.samples} samples every ${profile.intervalUs} µs, ` +
          `idle ${(profile.idleMs / 1000).toFixed(1)} s (waiting on native threads, I/O or messages)`,
      )
    }
    console.log('  Shares below are of the main thread\'s lifetime; idle samples are left out.')

    const table = (title: string, entries: Entry[], value: (entry: Entry) => number) => {
      console.log(`\n${title}`)
      console.log(`${'time'.padStart(9)} ${'share'.padStart(6)}  ${'function'.padEnd(40)} ${'package / file'.padEnd(28)} location`)
      for (const entry of entries) {
        console.log(`${ms(value(entry))} ${share(value(entry))}  ${entry.name.slice(0, 40).padEnd(40)} ${entry.where.slice(0, 28).padEnd(28)} ${entry.location}`)
      }
    }
    table(`Top ${top} functions by self time`, [...summary.functions].sort((a, b) => b.selfMs - a.selfMs).slice(0, top), (entry) => entry.selfMs)

    console.log(`\nTop ${places} packages / files by self time`)
    for (const place of summary.places.slice(0, places)) console.log(`${ms(place.selfMs)} ${share(place.selfMs)}  ${place.where}`)

    // Total time names the callers that self time spreads thin: the page renderer, the Markdown step.
    const callers = summary.functions.filter((entry) => !entry.name.startsWith('(') && entry.location)
    table(`Top ${top} functions by total time (self plus callees)`, callers.sort((a, b) => b.totalMs - a.totalMs).slice(0, top), (entry) => entry.totalMs)

    if (keep) console.log(`\nCopy, logs and .cpuprofile files kept in ${session}`)
    else removeDir(session)
  } catch (error) {
    console.error(`\nprofileBuild failed: ${(error as Error).message}`)
    console.error(`The copy and logs are left in ${session} for inspection.`)
    process.exit(1)
  }
}

await main()
