import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import type * as z from 'zod'
import { checkContent } from './checkContent.ts'
import { generatedRuns, seededRandom, type Random } from '../../tests/support/seededRandom.ts'
import { copyContent, removeCopies } from '../../tests/support/contentCopy.ts'
import { collections, schemaOf as schemaOfEntry } from './collections.ts'
import { formatProblem, type Problem } from './problems.ts'
import { UNIT_GUARD_MS } from '../../tests/hangGuards.ts'
import { faqGroupSchema, postSchema, serviceSchema, siteSchema, testimonialsSchema } from './schema.ts'

// Generated inputs for the content check: the real content with random mutations, some of which
// break a rule and some of which keep every file valid (line endings, a BOM, comments...). For each
// case: the check fails exactly when a rule was broken, never throws, and every message is a
// non-empty, unrepeated line naming a file that exists.
//
// `npm test` runs a sample; CONTENT_FUZZ_RUNS=5000 runs more cases (the nightly workflow does), and
// CONTENT_FUZZ_SEED=<seed> CONTENT_FUZZ_RUNS=1 repeats the case a failure names.
const { runs: RUNS, firstSeed: FIRST_SEED, replay } = generatedRuns('CONTENT_FUZZ', { sample: 40, seed: 16_000 }, process.env)

const root = copyContent('content-fuzz')
afterAll(removeCopies)

const listFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    return entry.isDirectory() ? listFiles(file) : [file]
  })
const ORIGINAL = new Map(listFiles('content').filter((file) => /\.(md|yaml)$/.test(file) && !file.endsWith('README.md')).map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]))
const FILES = [...ORIGINAL.keys()]
const POSTS = FILES.filter((file) => file.startsWith('content/blog/'))
const ALIASES = POSTS.flatMap((file) => /^aliases: \[(.+)\]$/m.exec(ORIGINAL.get(file)!)?.[1]?.split(/,\s*/) ?? [])

/** The schema of a file's top level, to know which fields are required and which exist. */
function schemaOf(file: string): z.ZodObject {
  const [, folder, name] = /^content\/(?:(\w+)\/)?([\w-]+)\.\w+$/.exec(file)!
  if (folder === 'services') return serviceSchema
  if (folder === 'faq') return faqGroupSchema
  if (folder === 'blog') return postSchema
  if (folder === 'pages') return schemaOfEntry(collections.pages, name!) as unknown as z.ZodObject
  return name === 'site' ? siteSchema : testimonialsSchema
}

/** Front matter (or a whole YAML file) as lines, with where it sits in the file. */
function matter(file: string, text: string) {
  const lines = text.split('\n')
  if (file.endsWith('.yaml')) return { lines, start: 0, end: lines.length }
  return { lines, start: 1, end: lines.indexOf('---', 1) }
}

/** Top-level fields: the line each starts on and the line after its last. */
function topLevelFields(file: string, text: string) {
  const { lines, start, end } = matter(file, text)
  const fields: { key: string; from: number; to: number; inline: boolean }[] = []
  for (let index = start; index < end; index++) {
    const match = /^([A-Za-z]\w*):(.*)$/.exec(lines[index]!)
    if (!match) continue
    let to = index + 1
    while (to < end && !/^[A-Za-z#]/.test(lines[to]!)) to++
    fields.push({ key: match[1]!, from: index, to, inline: match[2]!.trim() !== '' && !/^\s*[>|]/.test(match[2]!) })
  }
  return { lines, fields, end }
}

interface Mutation {
  name: string
  /** Whether the result breaks a rule of the check. */
  breaks: boolean
  /** The files changed, as text (a whole new text per file), or undefined when it does not apply. */
  apply: (random: Random, texts: Map<string, string>) => string[] | undefined
}

/** Changes one file's text, if change gives a new one. */
function onFile(texts: Map<string, string>, file: string, change: (text: string) => string | undefined): string[] | undefined {
  if (!texts.has(file)) return undefined // renamed by an earlier mutation
  const after = change(texts.get(file)!)
  if (after === undefined || after === texts.get(file)) return undefined
  texts.set(file, after)
  return [file]
}

/** Writes a line above a random top-level field of a random file. */
function lineAboveAField(random: Random, texts: Map<string, string>, line: string): string[] | undefined {
  const file = random.pick(FILES)
  return onFile(texts, file, (text) => {
    const { lines, fields } = topLevelFields(file, text)
    if (!fields.length) return undefined
    const before = random.pick(fields).from
    return [...lines.slice(0, before), line, ...lines.slice(before)].join('\n')
  })
}

const markdownFiles = FILES.filter((file) => file.endsWith('.md'))
const withBody = markdownFiles.filter((file) => !file.startsWith('content/faq/'))

const BREAKING: Mutation[] = [
  {
    name: 'drop a required field',
    breaks: true,
    apply: (random, texts) => {
      const file = random.pick(FILES)
      return onFile(texts, file, (text) => {
        const { lines, fields } = topLevelFields(file, text)
        const shape = schemaOf(file).shape as Record<string, z.ZodType>
        const required = fields.filter((field) => shape[field.key] && !shape[field.key]!.safeParse(undefined).success)
        if (!required.length) return undefined
        const field = random.pick(required)
        return [...lines.slice(0, field.from), ...lines.slice(field.to)].join('\n')
      })
    },
  },
  {
    name: 'write a field twice',
    breaks: true,
    apply: (random, texts) => {
      const file = random.pick(FILES)
      return onFile(texts, file, (text) => {
        const { lines, fields } = topLevelFields(file, text)
        if (!fields.length) return undefined
        const field = random.pick(fields)
        return [...lines.slice(0, field.to), ...lines.slice(field.from, field.to), ...lines.slice(field.to)].join('\n')
      })
    },
  },
  {
    name: 'give a field a value of the wrong type',
    breaks: true,
    apply: (random, texts) => {
      const file = random.pick(FILES)
      return onFile(texts, file, (text) => {
        const { lines, fields } = topLevelFields(file, text)
        const known = fields.filter((field) => field.key in schemaOf(file).shape)
        if (!known.length) return undefined
        const field = random.pick(known)
        return [...lines.slice(0, field.from), `${field.key}: ${random.pick(['[[1, 2]]', '{ nested: [[true]] }'])}`, ...lines.slice(field.to)].join('\n')
      })
    },
  },
  {
    name: 'cut the file short inside its front matter',
    breaks: true,
    apply: (random, texts) => {
      const file = random.pick(FILES)
      return onFile(texts, file, (text) => {
        const closing = file.endsWith('.yaml') ? text.length / 2 : text.indexOf('\n---', 3)
        return text.slice(0, random.int(closing))
      })
    },
  },
  {
    name: 'break the YAML',
    breaks: true,
    apply: (random, texts) => lineAboveAField(random, texts, random.pick(['broken: [never closed', '\tindented: with a tab', 'quoted: \u201Cthe price: $35\u201D', 'key: "unterminated', 'x: a: b'])),
  },
  {
    name: "swap two articles' prev links",
    breaks: true,
    apply: (random, texts) => {
      const [first, second] = [random.pick(POSTS), random.pick(POSTS)]
      const prevOf = (file: string) => /^prev: .*$/m.exec(texts.get(file) ?? '')?.[0]
      const [a, b] = [prevOf(first), prevOf(second)]
      if (!a || !b || a === b) return undefined
      texts.set(first, texts.get(first)!.replace(a, b))
      texts.set(second, texts.get(second)!.replace(b, a))
      return [first, second]
    },
  },
  {
    name: 'point a neighbour link at an alias',
    breaks: true,
    apply: (random, texts) => onFile(texts, random.pick(POSTS), (text) => text.replace(/^next: .*$/m, `next: ${random.pick(ALIASES)}`)),
  },
  {
    name: 'link to a page that does not exist',
    breaks: true,
    apply: (random, texts) => onFile(texts, random.pick(withBody), (text) => `${text}\nSee [this page](${random.pick(['/blog', '/services', ''])}/no-such-page-${random.int(1000)}).\n`),
  },
  {
    name: 'link to an alias',
    breaks: true,
    apply: (random, texts) => onFile(texts, random.pick(withBody), (text) => `${text}\nRead [the old guide](/blog/${random.pick(ALIASES)}).\n`),
  },
  {
    name: 'paste a control character',
    breaks: true,
    apply: (random, texts) =>
      onFile(texts, random.pick(FILES), (text) => {
        const at = random.int(text.length)
        const control = String.fromCharCode(random.pick([0, 1, 7, 8, 11, 12, 14, 27, 31, 127]))
        return text.slice(0, at) + control + text.slice(at)
      }),
  },
  { name: 'empty the file', breaks: true, apply: (random, texts) => onFile(texts, random.pick(FILES), () => random.pick(['', '\n', '  \r\n'])) },
  {
    name: 'write a date day first',
    breaks: true,
    apply: (random, texts) => onFile(texts, random.pick(POSTS), (text) => text.replace(/^date: (\d{4})-(\d{2})-(\d{2})$/m, random.pick(['date: $3/$2/$1', 'date: $3.$2.$1', 'date: $2/$3/$1']))),
  },
  {
    name: 'save a page under a name the router cannot serve',
    breaks: true,
    apply: (random, texts) => {
      const file = random.pick(markdownFiles)
      const stem = path.basename(file, '.md')
      // A name that starts with a digit (the FAQ's 06-...) has no capital: that choice would keep the name.
      const names = [`${stem[0]!.toUpperCase()}${stem.slice(1)}.md`, `${stem.replace(/-/g, ' ')}.md`, `${stem}.markdown`, `${stem}.MD`, `${stem}-caf\u00E9.md`, `${stem}.txt`]
      const renamed = `${path.dirname(file)}/${random.pick(names.filter((name) => name !== path.basename(file)))}`
      texts.set(renamed, texts.get(file)!)
      texts.delete(file)
      return [file, renamed]
    },
  },
  {
    name: 'save a picture or a document among the pages',
    breaks: true,
    apply: (random, texts) => {
      const file = `${path.dirname(random.pick(markdownFiles))}/${random.pick(['team-photo.png', 'Quote template.docx', 'notes.pdf', 'hero.svg'])}`
      texts.set(file, '\u0089PNG\r\n\u001A\n\u0000\u0000')
      return [file]
    },
  },
  { name: 'use an unknown token', breaks: true, apply: (random, texts) => onFile(texts, random.pick(withBody), (text) => `${text}\nCall {{mobile}} today.\n`) },
]

const KEEPING: Mutation[] = [
  { name: 'Windows line endings', breaks: false, apply: (random, texts) => onFile(texts, random.pick(FILES), (text) => text.replace(/\r?\n/g, '\r\n')) },
  {
    name: 'mixed line endings',
    breaks: false,
    apply: (random, texts) => onFile(texts, random.pick(FILES), (text) => text.replace(/\n/g, () => random.pick(['\n', '\r\n', '\r']))),
  },
  { name: 'a byte-order mark', breaks: false, apply: (random, texts) => onFile(texts, random.pick(FILES), (text) => (text.startsWith('\uFEFF') ? undefined : `\uFEFF${text}`)) },
  { name: 'trailing spaces', breaks: false, apply: (random, texts) => onFile(texts, random.pick(FILES), (text) => text.replace(/([^\n])\n/g, (_match, last: string) => `${last}${random.pick(['', ' ', '  ', '\t'])}\n`)) },
  {
    name: 'a comment above a field',
    breaks: false,
    apply: (random, texts) => lineAboveAField(random, texts, '# checked by the office manager'),
  },
  {
    name: 'non-breaking spaces, curly quotes and emoji in the text',
    breaks: false,
    apply: (random, texts) => onFile(texts, random.pick(withBody), (text) => `${text}\nPrices \u201Cfrom\u201D $60\u00A0an hour plus GST \u2728, caf\u00E9s and \u05E9\u05DC\u05D5\u05DD too.\n`),
  },
  {
    name: 'a hidden file from the system or an editor',
    breaks: false,
    apply: (random, texts) => {
      const file = `${path.dirname(random.pick(markdownFiles))}/${random.pick(['.DS_Store', '.office-cleaning.md.swp', '.~lock.draft.md#'])}`
      texts.set(file, '\u0000\u0001binary')
      return [file]
    },
  },
  {
    name: 'a link to a page that exists',
    breaks: false,
    apply: (random, texts) => onFile(texts, random.pick(withBody), (text) => `${text}\nSee [our ${random.pick(['office', 'gym'])} cleaning](/services/${random.pick(['office', 'gym'])}-cleaning).\n`),
  },
]

interface Case {
  seed: number
  mutations: string[]
  breaks: boolean
  /** Every file the case changes: its new text, or null where the case removes it. */
  files: Map<string, string | null>
}

/** One case: at most one rule-breaking mutation, then up to three that keep files valid. */
function makeCase(seed: number): Case {
  const random = seededRandom(seed)
  const texts = new Map(ORIGINAL)
  const applied: { name: string; breaks: boolean; files: string[] }[] = []
  const tryApply = (mutation: Mutation) => {
    const files = mutation.apply(random, texts)
    if (files) applied.push({ name: mutation.name, breaks: mutation.breaks, files })
  }
  if (random.next() < 0.7) for (let attempt = 0; attempt < 5 && !applied.length; attempt++) tryApply(random.pick(BREAKING))
  // Encodings go last: the other mutations work on LF text.
  const keeping = Array.from({ length: random.int(4) }, () => random.pick(KEEPING)).sort((a, b) => Number(/endings|mark/.test(a.name)) - Number(/endings|mark/.test(b.name)))
  for (const mutation of keeping) tryApply(mutation)
  const changed = new Set(applied.flatMap((mutation) => mutation.files))
  return {
    seed,
    mutations: applied.map((mutation) => `${mutation.name} (${mutation.files.join(', ')})`),
    breaks: applied.some((mutation) => mutation.breaks),
    files: new Map([...changed].map((file) => [file, texts.get(file) ?? null])),
  }
}

/** Writes a file of the copy, or removes it for null. */
function put(file: string, text: string | null) {
  if (text === null) fs.rmSync(path.join(root, file), { force: true })
  else fs.writeFileSync(path.join(root, file), text)
}

/** What is wrong with the check's answer to a case; empty when it is right. */
function judge(testCase: Case, problems: Problem[]): string[] {
  const faults: string[] = []
  const lines = problems.map(formatProblem)
  if (testCase.breaks !== problems.length > 0) faults.push(testCase.breaks ? 'a rule was broken but the check passed' : 'every file is valid but the check failed')
  for (const problem of problems) {
    if (!fs.existsSync(path.join(root, problem.file))) faults.push(`names no existing file: ${formatProblem(problem)}`)
    if (!problem.message.trim() || /\[object |\n\s+at /.test(problem.message)) faults.push(`unreadable message: ${JSON.stringify(problem)}`)
  }
  const repeated = lines.filter((line, index) => lines.indexOf(line) !== index)
  if (repeated.length) faults.push(`repeated: ${repeated.join(' | ')}`)
  if (testCase.breaks && !problems.some((problem) => testCase.files.has(problem.file) || problem.file === 'content/blog')) faults.push('no message names the broken file')
  return faults
}

test(`the content check answers ${RUNS} generated cases right (seeds from ${FIRST_SEED})`, { timeout: UNIT_GUARD_MS + RUNS * 200 }, () => {
  const tally = { cases: 0, accepted: 0, refused: 0, crashes: 0 }
  const failures: string[] = []
  for (let seed = FIRST_SEED; seed < FIRST_SEED + RUNS; seed++) {
    const testCase = makeCase(seed)
    for (const [file, text] of testCase.files) put(file, text)
    let faults: string[]
    let problems: Problem[] = []
    try {
      problems = checkContent(root, { render: false }).problems
      faults = judge(testCase, problems)
    } catch (error) {
      tally.crashes++
      faults = [`the check threw: ${(error as Error).stack}`]
    }
    for (const file of testCase.files.keys()) put(file, ORIGINAL.get(file) ?? null)
    tally.cases++
    if (problems.length) tally.refused++
    else tally.accepted++
    if (faults.length && failures.length < 3) {
      const files = [...testCase.files].map(([file, text]) => `--- ${file} ---\n${JSON.stringify(text)}`).join('\n')
      failures.push(
        `${replay(seed)}\nmutations: ${testCase.mutations.join('; ')}\n${faults.join('\n')}\nproblems:\n${problems.map(formatProblem).join('\n')}\n${files}`,
      )
    }
  }
  console.log(`content cases: ${tally.cases} tried, ${tally.accepted} accepted, ${tally.refused} refused, ${tally.crashes} crashes`)
  expect(failures.join('\n\n')).toBe('')
})
