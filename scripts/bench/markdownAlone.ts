// The work every build of the benchmark does, alone: each article read, its front matter split off
// and its body made HTML, one after another in one thread. For the plain Vike peer that is its own
// +data (gray-matter, remark-parse, remark-gfm, remark-html), loaded from its folder; for this
// project, its front-matter parse and Markdown renderer. bench:peers runs both beside the builds,
// so that a build's CPU can be told apart into what both builds do and what only one does.
// Prints one line of JSON: { files, cpuSeconds, seconds }.
//
//   npx tsx scripts/bench/markdownAlone.ts --peer DIR   (a plain Vike peer: articles in content/posts)
//   npx tsx scripts/bench/markdownAlone.ts --ours DIR   (a copy of this project: articles in content/blog)
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseFrontMatter } from '../../lib/content/load/frontMatter.ts'
import { formatProblem } from '../../lib/content/problems.ts'
import { renderMarkdownUncached } from '../../lib/content/render/markdown.ts'
import { commandLine } from '../commandLine.ts'

const USAGE = `Usage: npx tsx scripts/bench/markdownAlone.ts (--peer DIR | --ours DIR)

  --peer  a plain Vike peer's folder: its pages/posts/@slug/+data.ts renders content/posts/*.md
  --ours  a copy of this project: content/blog/*.md through its front matter and Markdown renderer`

const { fail, parse } = commandLine('markdownAlone', USAGE)
const { values } = parse({ options: { peer: { type: 'string' }, ours: { type: 'string' } } })
if (!values.peer === !values.ours) fail('give one of --peer DIR and --ours DIR')

/** What this script prints, as one line of JSON. */
export interface Alone {
  files: number
  cpuSeconds: number
  seconds: number
}

const markdownFiles = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md').sort()

/** Loads the side's code (outside the clock, as a build loads it before its pages); resolves with the loop that renders every article once. */
async function renderer(): Promise<{ files: string[]; renderAll: () => Promise<void> }> {
  if (values.peer) {
    // The peer reads content/posts from the working folder, as Vike runs it.
    process.chdir(values.peer)
    const { data } = (await import(pathToFileURL(path.join(values.peer, 'pages', 'posts', '@slug', '+data.ts')).href)) as {
      data: (pageContext: { routeParams: { slug: string } }) => Promise<{ html: string }>
    }
    const files = markdownFiles(path.join(values.peer, 'content', 'posts'))
    const renderAll = async () => {
      for (const file of files) await data({ routeParams: { slug: file.slice(0, -3) } })
    }
    return { files, renderAll }
  }
  const blog = path.join(values.ours!, 'content', 'blog')
  const files = markdownFiles(blog)
  const renderAll = async () => {
    for (const file of files) {
      const parsed = parseFrontMatter(file, fs.readFileSync(path.join(blog, file), 'utf8'))
      if ('message' in parsed) throw new Error(formatProblem(parsed))
      renderMarkdownUncached(parsed.body)
    }
  }
  return { files, renderAll }
}

const { files, renderAll } = await renderer()
const cpuAtStart = process.cpuUsage()
const startedAt = performance.now()
await renderAll()
const cpu = process.cpuUsage(cpuAtStart)
console.log(JSON.stringify({ files: files.length, cpuSeconds: (cpu.user + cpu.system) / 1e6, seconds: (performance.now() - startedAt) / 1000 } satisfies Alone))
