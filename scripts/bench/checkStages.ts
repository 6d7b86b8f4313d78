// One measurement for `npm run bench:check` (checkSpeed.ts), in a process of its own: the content
// check of a copy of the content as `npm run check:content` runs it, then each stage of the check
// again on its own, on the one long article, so a stage whose cost grows faster than its input shows.
//
//   tsx scripts/bench/checkStages.ts --checkout DIR --content COPY --article content/blog/x.md
//
// Run with the checkout as working directory: the check reads that checkout's code and starts from
// its caches, as an editor's check does. It prints one line of JSON: CPU milliseconds by stage.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { commandLine } from '../commandLine.ts'

const USAGE = `Usage: tsx scripts/bench/checkStages.ts --checkout DIR --content COPY --article FILE`

/** The stages of the check, in its order, as checkSpeed.ts prints them. */
export const STAGES = ['reading', 'tokens', 'front matter', 'Markdown', 'figures', 'read time', 'links', 'repeats'] as const
export type Stage = (typeof STAGES)[number]

/**
 * CPU milliseconds, not wall time: the machine is shared, and a process waiting for a core would
 * otherwise look slow. The stages run on this thread alone, so the process's CPU time is theirs.
 */
export interface StageTimes {
  /** The whole check of the copy, in this process, as `npm run check:content` runs it: wall time. */
  checkMs: number
  /** Its CPU time, its Markdown workers' included. */
  checkCpuMs: number
  problems: string[]
  stages: Record<Stage, number>
}

const { fail, parse } = commandLine('checkStages', USAGE)

async function main() {
  const { values } = parse({ options: { checkout: { type: 'string' }, content: { type: 'string' }, article: { type: 'string' } } })
  const { checkout, content: root, article: file } = values
  if (!checkout || !root || !file) return fail('--checkout, --content and --article are all needed')
  // The checkout's own code: the same script measures main ("before") and this branch side by side.
  const load = <T>(module: string) => import(pathToFileURL(path.join(checkout, module)).href) as Promise<T>
  const { checkContentOnAllCores } = await load<typeof import('../../lib/content/checkContent.ts')>('lib/content/checkContent.ts')
  const { saveCaches } = await load<typeof import('../../lib/content/hashCache.ts')>('lib/content/hashCache.ts')
  const { formatProblem } = await load<typeof import('../../lib/content/problems.ts')>('lib/content/problems.ts')
  const { readSource } = await load<typeof import('../../lib/content/load/readSource.ts')>('lib/content/load/readSource.ts')
  const { parseFrontMatter } = await load<typeof import('../../lib/content/load/frontMatter.ts')>('lib/content/load/frontMatter.ts')
  const tokens = await load<typeof import('../../lib/content/load/tokens.ts')>('lib/content/load/tokens.ts')
  const { countWords, renderMarkdownUncached } = await load<typeof import('../../lib/content/render/markdown.ts')>('lib/content/render/markdown.ts')
  const { extractFigures } = await load<typeof import('../../lib/content/check/figures.ts')>('lib/content/check/figures.ts')
  // The repeated-text rule came later: an older checkout has none, and its column stays empty.
  const repeats = await load<typeof import('../../lib/content/check/checkRepeats.ts')>('lib/content/check/checkRepeats.ts').catch(() => undefined)
  const { checkLinks } = await load<typeof import('../../lib/content/check/pages.ts')>('lib/content/check/pages.ts')

  const cpuMs = () => {
    const { user, system } = process.cpuUsage()
    return (user + system) / 1000
  }
  const timed = <T>(work: () => T): [T, number] => {
    const start = cpuMs()
    const result = work()
    return [result, cpuMs() - start]
  }

  const [start, startCpu] = [performance.now(), cpuMs()]
  const loaded = await checkContentOnAllCores(root)
  saveCaches()
  const [checkMs, checkCpuMs] = [performance.now() - start, cpuMs() - startCpu]

  // Each stage again, alone, without the caches the check keeps: reading to read time on the long
  // article, the links and repeats rules over the whole content as the check applies them (the rest
  // of the content costs the same in every row).
  const [source, reading] = timed(() => readSource(path.join(root, file), file))
  if (source.text === undefined) throw new Error(`${file} could not be read: ${source.problems.map(formatProblem).join('; ')}`)
  const text = source.text
  const values_ = tokens.tokenValues(loaded.content.site, loaded.content.site.facts)
  const [substituted, tokenMs] = timed(() => {
    tokens.unquotedTokenValues(file, text, tokens.frontMatterLines(text))
    return tokens.substituteTokens(file, text, values_)
  })
  const [parsed, frontMatter] = timed(() => parseFrontMatter(file, substituted.text))
  if ('message' in parsed) throw new Error(`${file}: ${parsed.message}`)
  const [, markdown] = timed(() => renderMarkdownUncached(parsed.body))
  const [, figures] = timed(() => extractFigures(text))
  const [, readTime] = timed(() => countWords(parsed.body))
  const [, links] = timed(() => checkLinks(loaded, root))
  const [, repeated] = repeats ? timed(() => repeats.checkRepeats(loaded, root)) : [undefined, Number.NaN]

  const result: StageTimes = {
    checkMs,
    checkCpuMs,
    problems: loaded.problems.map(formatProblem),
    stages: { reading, tokens: tokenMs, 'front matter': frontMatter, Markdown: markdown, figures, 'read time': readTime, links, repeats: repeated },
  }
  console.log(JSON.stringify(result))
}

// Run as a program only: checkSpeed.ts imports the stage names from here.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
