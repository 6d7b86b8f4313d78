// Every rule of the content check (RULES), broken once as an editor's save could break it, or why
// no save of the web editor can: the unit test of the editor's words (lib/editor/refusalWords.test.ts)
// and the browser test that saves each in the editor (tests/e2e/editor-refusals.spec.ts) both run
// these, so a rule added to RULES is refused in both or neither runs. Also the words of a developer
// no refusal may hold.
import fs from 'node:fs'
import path from 'node:path'
import { parse, stringify } from 'yaml'
import type { Rule } from '../../lib/content/problems.ts'
import { formFields } from '../../lib/editor/formPlace.ts'
import type { DecapField } from '../../lib/editor/schemaFields.ts'

export const ARTICLE = 'content/blog/how-often-office-cleaning.md'
export const NEXT_ARTICLE = 'content/blog/commercial-cleaning-service-included.md'
export const LAST_ARTICLE = 'content/blog/deep-cleaning-commercial-properties.md'
export const SERVICE = 'content/services/office-cleaning.md'
export const FAQ_GROUP = 'content/faq/01-pricing-billing.md'
const CARD = 'Sections › "Cleaning schedules that fit your office" › Cards › "Daily Cleaning"'
const QUESTION = 'FAQ › "How much does office cleaning cost in Sydney?"'

export type Data = Record<string, unknown> & { body?: string }
export type Change = (text: string) => string

export interface Case {
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
export const fields = (change: (data: Data) => void): Change => (text) => {
  const [, matter, ...body] = text.split(/^---$/m)
  const data = { ...(parse(matter!) as Data), body: body.join('---') }
  change(data)
  const { body: written = '', ...front } = data
  return `---\n${stringify(front, { lineWidth: 0 })}---\n${written}`
}
export const inBody = (words: string): Change => (text) => text.replace('Plenty of Sydney offices', `${words} Plenty of Sydney offices`)
const notInEditor = (why: string) => why

/** Every rule with how an editor's save breaks it, or why no save of the web editor can. */
export const CASES: Record<Rule, Case | string> = {
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
  chainMissing: { file: ARTICLE, change: fields((data) => (data.next = 'no-such-article')), field: 'Next article', says: 'names an article the site does not have: choose one from the list' },
  chainAlias: { file: ARTICLE, change: fields((data) => (data.next = 'choose-commercial-cleaning-company-melbourne')), field: 'Next article', says: 'names an old address of the article "How to Choose a Commercial' },
  chainBack: { file: ARTICLE, change: fields((data) => (data.next = 'deep-cleaning-commercial-properties')), field: 'Next article', says: 'this article leads to the article "Why Deep Cleaning Matters for Sydney Commercial Properties", but the article "Why Deep Cleaning Matters for Sydney Commercial Properties" leads back to the article "What Commercial Cleaning Costs in Sydney, and Why": pick "How Often Should Your Office Be Cleaned? A Sydney Guide" under Previous article in the article "Why Deep Cleaning Matters for Sydney Commercial Properties" first, or choose another article here' },
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
    field: /^Next article( of the article ".+")?$/,
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
  draftChain: { file: NEXT_ARTICLE, change: fields((data) => (data.draft = true)), field: /^Previous article of the article "How to Choose/, says: 'follows this article in its series, and that article is a draft' },
  scheduledChain: { file: NEXT_ARTICLE, change: fields((data) => (data.date = '2099-01-01')), field: /^Date of the article "How to Choose/, says: 'follows this article in its series, which is scheduled for 2099-01-01' },
  missingPicture: { file: ARTICLE, change: fields((data) => ((data.heroImage as Data).src = '/images/blog/nothing-here.jpg')), field: 'Hero image › Picture', says: 'the picture "nothing-here.jpg" is not on the site' },
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
  spelling: { file: SERVICE, change: fields((data) => ((data.faq as Data[])[0]!.question = 'When will we recieve a quote?')), field: 'FAQ › "When will we recieve a quote?" › Question', says: '"recieve" is not Australian English: write "receive"' },
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
/** Labels that are a field's key in capitals, not a word of the office: the form must name these fields better. */
const KEY_LABELS = [/\b(Prev|Faq|Src)\b/]
/** An address of a page (three words or more joined by hyphens) outside a link: a slug where a title belongs. */
const SLUG_SHAPED = /(?<![\w/-])[a-z][a-z\d]*(?:-[a-z\d]+){2,}(?![\w-])/
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
export function developerWords(line: string): string[] {
  const unquoted = line.replace(/"[^"]*"/g, '""')
  const outsideLinks = line.replace(/\/[\w/-]+/g, '/')
  return [
    ...[...DEVELOPER_WORDS, ...PATHS, ...KEY_LABELS].flatMap((pattern) => pattern.exec(line)?.[0] ?? []),
    ...[SLUG_SHAPED].flatMap((pattern) => pattern.exec(outsideLinks)?.[0] ?? []),
    ...KEYS.filter((key) => new RegExp(`\\b${key}\\b`).test(unquoted)),
    ...SLUGS.filter((slug) => new RegExp(`(?<![\\w-])${slug}(?![\\w-])`).test(outsideLinks)),
  ]
}

