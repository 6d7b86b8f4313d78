// npm run bench:check: how the content check's time grows with its input, as a user waits for it.
// In a copy of the project, one article is made 1, 2, 4 and 8 MB long (its text repeated, as a
// long page pasted from a document would be), and `npm run check:content` is timed from its start to
// its exit, with nothing kept from an earlier run (.cache/ emptied). A cost that grows linearly
// doubles from one size to the next. Prints a table and one `BENCH_JSON {...}` line.
//
//   npm run bench:check [-- --sizes 1,2,4,8] [--runs 3]
import fs from 'node:fs'
import path from 'node:path'
import { commandLine } from '../commandLine.ts'
import { copyProject, makeSessionDir, removeDir, resetBuild } from '../projectCopy.ts'
import { median, runTimed } from './measure.ts'

const USAGE = `Usage: npm run bench:check [-- --sizes 1,2,4,8] [--runs 3]

  --sizes  sizes in MB of the long article (the real content alone is always measured first)
  --runs   runs of each case; the median is printed`

/** The article made long: a real one, so every rule (tokens, figures, links, read time) meets its text. */
const ARTICLE = 'content/blog/how-often-office-cleaning.md'

const { fail, parse } = commandLine('bench:check', USAGE)
const { values } = parse({ options: { sizes: { type: 'string', default: '1,2,4,8' }, runs: { type: 'string', default: '3' } } })
const sizes = [0, ...values.sizes.split(',').map(Number)]
if (sizes.some((size) => !(size >= 0))) fail(`--sizes must be sizes in MB, such as 1,2,4,8 (got "${values.sizes}")`)
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number, 1 or more (got "${values.runs}")`)

const session = makeSessionDir('sparkwell-check-bench')
const root = path.join(session, 'site')
copyProject(root)
const original = fs.readFileSync(path.join(root, ARTICLE), 'utf8')
const body = original.slice(original.indexOf('\n---\n') + 5)
const seconds = new Map<number, number[]>(sizes.map((size) => [size, []]))
for (let run = 1; run <= runs; run++) {
  for (const mb of sizes) {
    fs.writeFileSync(path.join(root, ARTICLE), mb ? original + body.repeat(Math.ceil((mb * 1024 * 1024 - original.length) / body.length)) : original)
    resetBuild(root)
    // The long article's read time and its repeated paragraphs are problems, so the check fails there by design.
    const timed = await runTimed('node', ['scripts/check-content.ts'], root, path.join(session, `check-${mb}-${run}.log`), undefined, mb ? 1 : 0)
    seconds.get(mb)!.push(timed.seconds)
    console.error(`  run ${run}, ${mb ? `+${mb} MB` : 'real content'}: ${timed.seconds.toFixed(2)} s`)
  }
}
const real = median(seconds.get(0)!)
console.log('| content | `npm run check:content`, s | × real |\n|---|---:|---:|')
for (const mb of sizes) console.log(`| ${mb ? `+ ${mb} MB article` : 'real'} | ${median(seconds.get(mb)!).toFixed(2)} | ${(median(seconds.get(mb)!) / real).toFixed(2)}x |`)
console.log(`BENCH_JSON ${JSON.stringify({ runs, seconds: Object.fromEntries(seconds) })}`)
removeDir(session)
