import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { copyContent, removeCopies } from '../../tests/support/contentCopy.ts'
import { proseFindings, WORD_LIST } from '../content/check/prose.ts'
import { MAX_TEXT_BYTES } from '../content/load/readSource.ts'
import { RULES, type Rule } from '../content/problems.ts'
import type { Facts, Site } from '../content/schema.ts'
import { entryProblems } from './entryRules.ts'
import { entryProseProblems } from './entryProse.ts'
import { stableText } from './entryText.ts'
import { formFields } from './formPlace.ts'
import { refusalLine, refusalsFor, type Refusal } from './refusalWords.ts'
import { guardSave } from './saveGuard.ts'
import type { DecapField } from './schemaFields.ts'

// Every rule of the content check (RULES), broken once as an editor's save could break it, through
// the paths that refuse a save in the web editor: the local server's whole check (guardSave), and
// for the rules of one entry the editor's own check in the browser (entryProblems, the prose
// rules). Each refusal names the field as the form labels it, a list item by its title, and says
// what to do with none of a developer's words. A rule added to RULES needs a case here.

const ARTICLE = 'content/blog/how-often-office-cleaning.md'
const NEXT_ARTICLE = 'content/blog/commercial-cleaning-service-included.md'
const LAST_ARTICLE = 'content/blog/deep-cleaning-commercial-properties.md'
const SERVICE = 'content/services/office-cleaning.md'
const FAQ_GROUP = 'content/faq/01-pricing-billing.md'
const CARD = 'Sections › "Cleaning schedules that fit your office" › Cards › "Daily Cleaning"'
const QUESTION = 'Faq › "How much does office cleaning cost in Sydney?"'

type Data = Record<string, unknown> & { body?: string }
type Change = (text: string) => string

interface Case {
  /** The file the save writes (`from` the one it starts as, for a new one) and the editor's change to it. */
  file: string
  from?: string
  change: Change
  /** Other files of the same save, each with its change. */
  also?: Record<string, Change>
  /** A picture the save uploads, and its size in bytes. */
  upload?: [file: string, bytes: number]
  /** The rule's refusal: its field as the form labels it ('' for none) and words it holds. */
  field: string | RegExp
  says: string | RegExp
}

/** A change to a Markdown file's fields and text, as the form makes it. */
const fields = (change: (data: Data) => void): Change => (text) => {
  const [, matter, ...body] = text.split(/^---$/m)
  const data = { ...(parse(matter!) as Data), body: body.join('---') }
  change(data)
  const { body: written = '', ...front } = data
  return `---\n${stringify(front, { lineWidth: 0 })}---\n${written}`
}
const inBody = (words: string): Change => (text) => text.replace('Plenty of Sydney offices', `${words} Plenty of Sydney offices`)
const notInEditor = (why: string) => why

/** Every rule with how an editor's save breaks it, or why no save of the web editor can. */
const CASES: Record<Rule, Case | string> = {
  tooLarge: { file: ARTICLE, change: (text) => `${text}\n${'word '.repeat(2_100_000)}\n`, field: '', says: /the text is 10\.\d MB, over the 10 MB one entry may hold: split the text into several articles/ },
  unreadable: notInEditor('the editor writes every file it saves, readable'),
  binary: { file: ARTICLE, change: inBody('\0'), field: '', says: /holds something that is not text/ },
  notUtf8: notInEditor('the editor writes UTF-8'),
  empty: notInEditor('the editor writes every field of an entry'),
  controlCharacter: { file: ARTICLE, change: inBody('\u0007'), field: 'Body', says: 'holds an invisible character, often pasted from Word or a PDF' },
  folderInFolder: notInEditor('the editor writes an entry into its collection\'s folder'),
  notMarkdown: notInEditor('the editor writes an entry as Markdown'),
  fileName: { file: 'content/blog/Office_Kitchen.md', from: ARTICLE, change: (text) => text, field: '', says: /the page's address must be lower-case words joined by hyphens, such as office-kitchen: change Slug/ },
  missingFile: notInEditor('the company files cannot be deleted in the editor'),
  noFrontMatter: notInEditor('the editor writes the fields of every entry it saves'),
  unclosedFrontMatter: notInEditor('the editor writes the fields of every entry it saves'),
  nbsp: notInEditor('the editor writes the fields itself'),
  malformedYaml: notInEditor('the editor writes the fields itself'),
  unquotedToken: notInEditor('the editor quotes every value it writes'),
  unknownToken: { file: ARTICLE, change: inBody('{{brnad}}'), field: 'Body', says: '"brnad" in double curly brackets is none of the company\'s details or figures: did you mean "brand"' },
  emptyMarket: { file: ARTICLE, change: inBody('{{market:}}'), field: 'Body', says: 'a figure marked as the market\'s needs the figure after "market:"' },
  moreThanTwice: { file: ARTICLE, change: inBody('Over {{years}} years on,'), field: 'Body', says: '"Over 10+" says "more than" twice' },
  field: { file: SERVICE, change: fields((data) => ((data.faq as Data[])[0]!.answer = '')), field: `${QUESTION} › Answer`, says: 'must not be empty' },
  noText: { file: ARTICLE, change: fields((data) => (data.body = '')), field: 'Body', says: 'the article has no text: write it' },
  slugFileName: { file: ARTICLE, change: fields((data) => (data.slug = 'office-cleaning-frequency')), field: 'Slug', says: "does not match the page's address" },
  slugTaken: {
    file: 'content/blog/office-kitchen-hygiene.md',
    from: ARTICLE,
    change: (text) => text,
    field: 'Slug',
    says: 'is already the address of the article "How Often Should Your Office Be Cleaned? A Sydney Guide": choose another',
  },
  aliasIsSlug: { file: ARTICLE, change: fields((data) => (data.aliases = ['deep-cleaning-commercial-properties'])), field: 'Aliases › item 1', says: 'is the address of the article "Why Deep Cleaning Matters' },
  aliasShared: { file: ARTICLE, change: fields((data) => (data.aliases = ['choose-commercial-cleaning-company-melbourne'])), field: 'Aliases › item 1', says: 'is also an old address of the article "How to Choose a Commercial' },
  serviceName: { file: SERVICE, change: fields((data) => (data.serviceName = 'Desk Cleaning')), field: 'Service name', says: /must be the name of the service this page offers, one of "Office Cleaning"/ },
  serviceTwice: { file: SERVICE, change: fields((data) => (data.serviceName = 'Retail Cleaning')), field: 'Service name of the service page "Retail Cleaning"', says: '"Retail Cleaning" is also the service of this service page, and each service has one page' },
  serviceCount: notInEditor('service pages cannot be added or deleted in the editor'),
  faqGroupCount: { file: 'content/faq/08-more.md', from: FAQ_GROUP, change: fields((data) => (data.order = 8)), field: '', says: 'must hold exactly 7 FAQ groups, found 8' },
  faqOrder: { file: FAQ_GROUP, change: fields((data) => (data.order = 9)), field: 'Order', says: 'must be between 1 and 7' },
  faqTitle: { file: FAQ_GROUP, change: fields((data) => (data.title = 'Prices')), field: 'Title', says: 'group 1 of the FAQ page must be "Pricing & Billing", found "Prices"' },
  faqItems: { file: FAQ_GROUP, change: fields((data) => (data.items as unknown[]).pop()), field: 'Items', says: /must list exactly \d+ questions/ },
  chainMissing: { file: ARTICLE, change: fields((data) => (data.next = 'no-such-article')), field: 'Next', says: 'names an article the site does not have: choose one from the list' },
  chainAlias: { file: ARTICLE, change: fields((data) => (data.next = 'choose-commercial-cleaning-company-melbourne')), field: 'Next', says: 'names an old address of the article "How to Choose a Commercial' },
  chainBack: { file: ARTICLE, change: fields((data) => (data.next = 'deep-cleaning-commercial-properties')), field: 'Next', says: 'the article "Why Deep Cleaning Matters for Sydney Commercial Properties" names the article "What Commercial Cleaning Costs' },
  chainCount: {
    file: ARTICLE,
    change: fields((data) => (data.next = null)),
    also: { [NEXT_ARTICLE]: fields((data) => (data.prev = null)) },
    field: '',
    says: /the articles make 2 series, but 3 would start one: .*the article "What Does a Commercial Cleaning Service Include in Sydney\?"/,
  },
  chainCycle: {
    file: ARTICLE,
    change: fields((data) => (data.prev = 'deep-cleaning-commercial-properties')),
    also: { [LAST_ARTICLE]: fields((data) => (data.next = 'how-often-office-cleaning')) },
    field: /^Next( of the article ".+")?$/,
    says: /leads round in a circle with no first article: .*this article/,
  },
  link: { file: ARTICLE, change: inBody('See [the guide](/blog/no-such-guide).'), field: 'Body', says: 'the link to /blog/no-such-guide leads to no page of the site' },
  linkToAlias: {
    file: SERVICE,
    change: fields((data) => ((data.faq as Data[])[0]!.answer += ' See [our guide](/blog/choose-commercial-cleaning-company-melbourne).')),
    field: `${QUESTION} › Answer`,
    says: 'the link to /blog/choose-commercial-cleaning-company-melbourne uses an old address of the article "How to Choose a Commercial Cleaning Company in Sydney"',
  },
  linkToWaiting: { file: NEXT_ARTICLE, change: fields((data) => (data.draft = true)), field: /^Body of the article "How Often Should Your Office Be Cleaned/, says: 'goes to this article, a draft, which is never published' },
  draftChain: { file: NEXT_ARTICLE, change: fields((data) => (data.draft = true)), field: /^Prev of the article "How to Choose/, says: 'follows this article in its series, and that article is a draft' },
  scheduledChain: { file: NEXT_ARTICLE, change: fields((data) => (data.date = '2099-01-01')), field: /^Date of the article "How to Choose/, says: 'follows this article in its series, which is scheduled for 2099-01-01' },
  missingPicture: { file: ARTICLE, change: fields((data) => ((data.heroImage as Data).src = '/images/blog/nothing-here.jpg')), field: 'Hero image › Src', says: 'the picture "nothing-here.jpg" is not on the site' },
  pictureTooLarge: {
    file: ARTICLE,
    change: fields((data) => ((data.heroImage as Data).src = '/images/blog/huge.jpg')),
    upload: ['public/images/blog/huge.jpg', 11_000_000],
    field: '',
    says: 'the picture "huge.jpg" is 11.0 MB; a picture may be at most',
  },
  readTime: { file: ARTICLE, change: fields((data) => (data.readTime = 12)), field: 'Read time', says: /12 min, but the text has [\d,]+ words, about [\d.]+ min: set Read time to \d+-\d+, or change the text\./ },
  credential: { file: ARTICLE, change: inBody('Sparkwell Commercial Cleaning Pty Ltd cleans offices.'), field: 'Body', says: 'is legal entity, as on invoices and contracts, which is kept under Company facts and testimonials › Facts › Legal › Entity' },
  figure: {
    file: SERVICE,
    change: fields((data) => ((((data.sections as Data[])[0]!.cards as Data[])[0]!.description as string) = 'From $10 per hour plus GST for offices.')),
    field: `${CARD} › Description`,
    says: /"\$10 per hour" is not our hourly rate, offices \(\$[\d-]+\): our figures are changed under Company facts and testimonials › Facts › Rates › Office, and every page follows\. Write \$[\d-]+ here, or change it there/,
  },
  promise: { file: ARTICLE, change: inBody('We offer a money-back guarantee.'), field: 'Body', says: /"money-back" is not how the company states it: .* \(our promise, kept under Company facts and testimonials › Facts › Promises › Guarantee › Says\)/ },
  spelling: { file: SERVICE, change: fields((data) => ((data.faq as Data[])[0]!.question = 'When will we recieve a quote?')), field: 'Faq › "When will we recieve a quote?" › Question', says: '"recieve" is not Australian English: write "receive"' },
  article: { file: ARTICLE, change: inBody('It takes a hour.'), field: 'Body', says: '"a hour": write "an hour"' },
  repeatedWord: { file: ARTICLE, change: inBody('Clean the the desks.'), field: 'Body', says: '"the the" repeats a word: write "the"' },
  repeatedText: {
    file: ARTICLE,
    change: inBody(`${fs.readFileSync(LAST_ARTICLE, 'utf8').split(/^---$/m)[2]!.trim().split('\n\n')[0]}\n\n`),
    field: 'Body',
    says: 'of this paragraph repeats one of the article "Why Deep Cleaning Matters for Sydney Commercial Properties" in the same words',
  },
  builtPage: notInEditor('the proof-read of the built site, never a save'),
}

/** Words of a developer, in what the editor is shown. */
const DEVELOPER_WORDS = [/\{\{|\}\}/, /\btokens?\b/i, /\bslugs?\b/, /\bnull\b|\bundefined\b/, /\bYAML\b|front matter|^---|\s---/i, /\balias(es)?\b/, /\bfiles?\b/i]
const PATHS = [/\b(content|public|docs|lib|scripts)\/[\w./-]*/, /\w\.(md|ya?ml|txt|ts)\b/, /\bline \d/i, /\w:\d+\b/, /\bnpm |\bnpx |`/]

/** The names of the schemas' fields that only a developer knows: 'heroImage', 'readTime'. */
function fieldKeys(list: DecapField[]): string[] {
  return list.flatMap((field) => [field.name, ...fieldKeys([...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])])])
}
const CONTENT = fs.readdirSync('content', { recursive: true, encoding: 'utf8' }).map((name) => `content/${name.split(path.sep).join('/')}`)
const KEYS = [...new Set(CONTENT.flatMap((file) => fieldKeys(formFields(file))))].filter((key) => /[a-z][A-Z]/.test(key))
/** Each page's address that holds a hyphen: a slug shown where its title belongs. */
const SLUGS = CONTENT.filter((file) => file.endsWith('.md')).map((file) => path.basename(file, '.md')).filter((name) => name.includes('-'))

/** What in a refusal line speaks to a developer: its paths, keys, syntax and page addresses outside a link. */
function developerWords(line: string): string[] {
  const unquoted = line.replace(/"[^"]*"/g, '""')
  const outsideLinks = line.replace(/\/[\w/-]+/g, '/')
  return [
    ...[...DEVELOPER_WORDS, ...PATHS].flatMap((pattern) => pattern.exec(line)?.[0] ?? []),
    ...KEYS.filter((key) => new RegExp(`\\b${key}\\b`).test(unquoted)),
    ...SLUGS.filter((slug) => new RegExp(`(?<![\\w-])${slug}(?![\\w-])`).test(outsideLinks)),
  ]
}

let root: string
let site: Omit<Site, 'facts'>
let facts: Facts
beforeAll(() => {
  root = copyContent('refusal-words')
  site = parse(fs.readFileSync('content/site.yaml', 'utf8')) as Omit<Site, 'facts'>
  facts = parse(fs.readFileSync('content/facts.yaml', 'utf8')) as Facts
})
afterAll(removeCopies)

/** The refusals of a save as the local server words them, and as the editor's own check in the browser does. */
function refusalsOf(broken: Case): { server: Refusal[]; browser: Refusal[] } {
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
  const raw = broken.change(read(broken.from ?? broken.file))
  const others = Object.entries(broken.also ?? {}).map(([file, change]) => ({ path: file, raw: change(read(file)), slug: '' }))
  const [upload, bytes] = broken.upload ?? []
  if (upload) fs.writeFileSync(path.join(root, upload), Buffer.alloc(bytes!, 1))
  try {
    const outcome = guardSave(root, [{ path: broken.file, raw, slug: '' }, ...others], upload ? [upload] : [])
    const text = stableText(broken.file, raw, broken.from ? undefined : read(broken.file))
    // The browser's rules on a text over the limit take a minute; what it would say, the local check says.
    if (text.length > MAX_TEXT_BYTES) return { server: outcome.ok ? [] : outcome.refusals, browser: [] }
    const proofRead = (source: string, format: 'markdown' | 'text' | 'html') => proseFindings(source, { format, wordList: read(WORD_LIST) })
    const problems = [...entryProblems(broken.file, text, site, facts), ...entryProseProblems(broken.file, text, site, facts, proofRead)]
    return { server: outcome.ok ? [] : outcome.refusals, browser: refusalsFor(problems, (file) => (file === broken.file ? text : read(file))) }
  } finally {
    if (upload) fs.rmSync(path.join(root, upload))
  }
}

describe('every refusal an editor can meet', () => {
  it('has a case for every rule of the content check, or says why no save of the editor breaks it', () => {
    expect(Object.keys(CASES).sort()).toEqual([...RULES].sort())
  })

  it.each(Object.entries(CASES).filter((entry): entry is [Rule, Case] => typeof entry[1] !== 'string'))(
    '%s: names the field as the form labels it and says what to do in the editor\'s words',
    (rule, broken) => {
      const { server, browser } = refusalsOf(broken)
      const mine = server.filter((refusal) => refusal.rule === rule)
      expect(mine.length, JSON.stringify(server.map(refusalLine), null, 1)).toBeGreaterThan(0)
      expect(mine.some(({ field, advice }) => (typeof broken.field === 'string' ? field === broken.field : broken.field.test(field)) && (typeof broken.says === 'string' ? advice.includes(broken.says) : broken.says.test(advice))), JSON.stringify(mine.map(refusalLine), null, 1)).toBe(true)
      // What the browser's own check finds of the same rule, it says in the same words.
      for (const refusal of browser.filter((candidate) => candidate.rule === rule && !candidate.field.includes(' of '))) expect(server.map(refusalLine)).toContain(refusalLine(refusal))
      for (const line of [...server, ...browser].map(refusalLine)) expect(developerWords(line), line).toEqual([])
    },
  )
})
