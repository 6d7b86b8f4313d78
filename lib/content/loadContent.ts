// Reads every content file, validates all of them, and returns what it could read together with
// the full list of problems, so that an editor sees everything to fix in one pass.
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { collectionFiles } from './collectionFiles.ts'
import { frontMatterCache, parseFrontMatter } from './frontMatter.ts'
import type { Problem } from './problems.ts'
import { readSource } from './readSource.ts'
import { env } from '../settings.ts'
import { renderedMarkdown } from './renderedMarkdown.ts'
import {
  careersSchema,
  contactSchema,
  factsSchema,
  faqGroupSchema,
  postSchema,
  proseSchema,
  serviceSchema,
  siteSchema,
  testimonialsSchema,
  type CareersPage,
  type ContactPage,
  type Facts,
  type FaqGroup,
  type FaqItem,
  type Post,
  type Prose,
  type Service,
  type Site,
  type Testimonial,
} from './schema.ts'
import { frontMatterLines, substituteTokens, tokenValues, unquotedTokenValues } from './tokens.ts'

/** An entry as pages use it: its validated fields, where it came from, and its body as HTML. */
type Entry<T> = T & { file: string; html: string }
/** FAQ answers are Markdown too; answerHtml is what the accordion shows. */
export type RenderedFaqItem = FaqItem & { answerHtml: string }

export type ServiceEntry = Entry<Omit<Service, 'faq'> & { faq: RenderedFaqItem[] }>
export type FaqGroupEntry = Omit<FaqGroup, 'items'> & { file: string; items: RenderedFaqItem[] }
export type ProseEntry = Entry<Prose> & { name: string }
export type PostEntry = Entry<Post>
export type ContactEntry = Entry<ContactPage> & { name: string }
export type CareersEntry = Entry<CareersPage> & { name: string }

export interface Content {
  site: Site
  testimonials: Testimonial[]
  /** In menu order. */
  services: ServiceEntry[]
  /** In page order. */
  faqGroups: FaqGroupEntry[]
  /** Prose pages by file name: about, privacy, terms, and the contact and careers pages' text. */
  pages: Record<string, ProseEntry> & { contact?: ContactEntry; careers?: CareersEntry }
  /** Newest first; ties keep file order. */
  posts: PostEntry[]
}

/** A piece of Markdown the check must look into, and where it sits in its file. */
export interface MarkdownSource {
  file: string
  markdown: string
  /** Line of the file on which this Markdown starts. */
  line: number
}

export interface LoadResult {
  content: Content
  problems: Problem[]
  markdown: MarkdownSource[]
  /**
   * Base names of the files in each collection folder, valid or not: a page whose front matter has
   * a mistake still exists, so links to it and counts of it must not fail as well.
   */
  files: { services: string[]; faq: string[]; blog: string[] }
}

export const CONTENT_DIR = 'content'
/** The company's own figures and credentials, beside site.yaml. */
export const FACTS_FILE = 'facts.yaml'

/** Prose pages with fields of their own; the others are plain prose. */
export const PAGE_SCHEMAS: Record<string, z.ZodType<Prose>> = { contact: contactSchema, careers: careersSchema }

export interface LoadOptions {
  /** Turn Markdown into HTML (the pages need it; some tests do not, and run faster without). */
  render?: boolean
}

/** Reads, validates and renders all content; Markdown comes from the cache where it can. */
export function loadContent(root: string = process.cwd(), { render = true }: LoadOptions = {}): LoadResult {
  return assembleContent(readContent(root), render ? (markdown) => renderedMarkdown(markdown, root).html : () => '')
}

interface ReadEntry<T> {
  file: string
  data: T
  body: string
}

/** Every file read and validated, before any Markdown is rendered. */
export interface ReadContent {
  site: Site | undefined
  testimonials: Testimonial[]
  services: ReadEntry<Service>[]
  faqGroups: ReadEntry<FaqGroup>[]
  pages: ReadEntry<Prose>[]
  posts: ReadEntry<Post>[]
  problems: Problem[]
  markdown: MarkdownSource[]
  files: LoadResult['files']
}

/**
 * The first half of loading: parses and validates every file and lists the Markdown in them, so a
 * build can render what the cache lacks on all cores before the pages are assembled.
 */
export function readContent(root: string = process.cwd()): ReadContent {
  const problems: Problem[] = []
  const markdown: MarkdownSource[] = []
  const dir = path.join(root, CONTENT_DIR)
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/')

  const siteConfig = readYaml(path.join(dir, 'site.yaml'), siteSchema, relative, problems)
  // Build-time overrides, so one repository can build staging and production sites.
  if (siteConfig && env.SITE_URL) siteConfig.url = env.SITE_URL
  if (siteConfig && env.PUBLIC_ENV__GTM_ID) siteConfig.gtmId = env.PUBLIC_ENV__GTM_ID
  const facts = readYaml(path.join(dir, FACTS_FILE), factsSchema, relative, problems)
  const site: Site | undefined = siteConfig && facts ? { ...siteConfig, facts } : undefined
  // One wrong figure in facts.yaml must not turn every token on the site into a second problem.
  const tokens = tokenValues(siteConfig, facts ?? unvalidatedFacts(path.join(dir, FACTS_FILE)))
  const testimonials = readYaml(path.join(dir, 'testimonials.yaml'), testimonialsSchema, relative, problems, tokens)
  const parseCache = frontMatterCache(root)

  /**
   * Reads one collection folder: every .md file, parsed, token-substituted and validated.
   * faqKey names the front-matter list whose answers are Markdown the link check must see too.
   */
  const listed = Object.fromEntries(COLLECTIONS.map((folder) => [folder, collectionFiles(path.join(dir, folder), relative)])) as Record<Collection, ReturnType<typeof collectionFiles>>
  for (const folder of COLLECTIONS) problems.push(...listed[folder].problems)

  function readCollection<S extends z.ZodType>(folder: Collection, schemaFor: S | ((name: string) => S), faqKey?: 'faq' | 'items') {
    const entries: ReadEntry<z.infer<S>>[] = []
    for (const name of listed[folder].names) {
      const schema = typeof schemaFor === 'function' ? schemaFor(name.replace(/\.md$/, '')) : schemaFor
      const file = relative(path.join(dir, folder, name))
      const source = readSource(path.join(dir, folder, name), file)
      if (source.problems) {
        problems.push(...source.problems)
        continue
      }
      const substituted = substituteTokens(file, source.text, tokens)
      problems.push(...unquotedTokenValues(file, source.text, frontMatterLines(source.text)), ...substituted.problems)
      const parsed = parseFrontMatter(file, substituted.text, parseCache)
      if ('message' in parsed) {
        problems.push(parsed)
        continue
      }
      const result = schema.safeParse(parsed.data)
      if (!result.success) {
        for (const issue of result.error.issues) {
          problems.push({ file, field: issue.path.join('.'), message: describeIssue(issue), line: nearestLine(parsed.lineOf, issue.path) })
        }
        continue
      }
      if (folder === 'blog' && !parsed.body.trim()) {
        problems.push({ file, field: '', line: parsed.bodyLine, message: 'the article has no text: write it below the second --- line' })
        continue
      }
      if (parsed.body.trim()) markdown.push({ file, markdown: parsed.body, line: parsed.bodyLine })
      entries.push({ file, data: result.data, body: parsed.body })
      if (faqKey) {
        const items = (result.data as Record<typeof faqKey, FaqItem[]>)[faqKey]
        // The line is looked up only if the check reports a problem: finding it parses the YAML again.
        items.forEach((item, index) =>
          markdown.push({
            file,
            markdown: item.answer,
            get line() {
              return parsed.lineOf([faqKey, index, 'answer']) ?? 1
            },
          }),
        )
      }
    }
    return entries
  }

  const names = (folder: Collection) => listed[folder].names.map((name) => name.replace(/\.md$/, ''))
  return {
    site,
    testimonials: testimonials?.testimonials ?? [],
    services: readCollection('services', serviceSchema, 'faq'),
    faqGroups: readCollection('faq', faqGroupSchema, 'items'),
    pages: readCollection<z.ZodType<Prose>>('pages', (name) => PAGE_SCHEMAS[name] ?? proseSchema),
    posts: readCollection('blog', postSchema),
    problems,
    markdown,
    files: { services: names('services'), faq: names('faq'), blog: names('blog') },
  }
}

/** The second half of loading: the content as pages use it, each Markdown text turned into HTML by toHtml. */
export function assembleContent(read: ReadContent, toHtml: (markdown: string) => string): LoadResult {
  const renderFaq = (items: FaqItem[]): RenderedFaqItem[] => items.map((item) => ({ ...item, answerHtml: toHtml(item.answer) }))

  const services = read.services
    .map(({ file, data, body }) => ({ ...data, faq: renderFaq(data.faq), file, html: toHtml(body) }))
    .sort((a, b) => a.order - b.order)
  const faqGroups = read.faqGroups.map(({ file, data }) => ({ ...data, file, items: renderFaq(data.items) })).sort((a, b) => a.order - b.order)
  const pageEntries = read.pages.map(({ file, data, body }) => {
    const name = path.basename(file, '.md')
    return [name, { ...data, name, file, html: toHtml(body) }] as const
  })
  const pages = Object.fromEntries(pageEntries) as Content['pages']
  const posts = newestFirst(read.posts.map(({ file, data, body }) => ({ ...data, file, html: toHtml(body) })))

  return {
    files: read.files,
    content: { site: read.site ?? ({} as Site), testimonials: read.testimonials, services, faqGroups, pages, posts },
    problems: read.problems,
    markdown: read.markdown,
  }
}

/** Newest first; articles of the same date keep their order in their prev/next chain. */
function newestFirst(posts: PostEntry[]): PostEntry[] {
  const bySlug = new Map(posts.map((post) => [post.slug, post]))
  const position = new Map<string, number>()
  for (const start of posts.filter((post) => !post.prev)) {
    let index = 0
    for (let post: PostEntry | undefined = start; post && !position.has(post.slug); post = post.next ? bySlug.get(post.next) : undefined) {
      position.set(post.slug, index++)
    }
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || (position.get(a.slug) ?? 0) - (position.get(b.slug) ?? 0))
}

/** The folders of content/ that hold one Markdown file per page or group. */
const COLLECTIONS = ['services', 'faq', 'pages', 'blog'] as const
type Collection = (typeof COLLECTIONS)[number]

/** facts.yaml as written, for its tokens only, when it failed its schema. */
function unvalidatedFacts(file: string): Facts | undefined {
  try {
    const data: unknown = parseYaml(fs.readFileSync(file, 'utf8'))
    if (!data || typeof data !== 'object') return undefined
    const groups = Object.entries(data).filter(([, fields]) => fields && typeof fields === 'object')
    return Object.fromEntries(groups.map(([group, fields]) => [group, Object.fromEntries(Object.entries(fields as object).map(([key, value]) => [key, String(value)]))])) as Facts
  } catch {
    return undefined
  }
}

function readYaml<S extends z.ZodType>(
  file: string,
  schema: S,
  relative: (file: string) => string,
  problems: Problem[],
  tokens?: Record<string, string>,
): z.infer<S> | undefined {
  const name = relative(file)
  if (!fs.existsSync(file)) {
    problems.push({ file: name, field: '', message: 'file is missing' })
    return undefined
  }
  const read = readSource(file, name)
  if (read.problems) {
    problems.push(...read.problems)
    return undefined
  }
  let source = read.text
  if (tokens) {
    const substituted = substituteTokens(name, source, tokens)
    problems.push(...unquotedTokenValues(name, source, Infinity), ...substituted.problems)
    source = substituted.text
  }
  // A YAML file has no '---' line above it, so lines count from 1 with no offset.
  const parsed = parseFrontMatter(name, `---\n${source}\n---\n`)
  if ('message' in parsed) {
    problems.push({ ...parsed, line: parsed.line ? parsed.line - 1 : undefined })
    return undefined
  }
  const result = schema.safeParse(parsed.data)
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    const line = nearestLine(parsed.lineOf, issue.path)
    problems.push({ file: name, field: issue.path.join('.'), message: describeIssue(issue), line: line ? line - 1 : undefined })
  }
  return undefined
}

/** The line of a field, or of its closest parent when the field itself is missing. */
function nearestLine(lineOf: (path: PropertyKey[]) => number | undefined, fieldPath: PropertyKey[]): number | undefined {
  for (let length = fieldPath.length; length > 0; length--) {
    const line = lineOf(fieldPath.slice(0, length))
    if (line) return line
  }
  return undefined
}

/** Zod's messages, reworded for an editor who writes YAML rather than TypeScript. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    if (/received undefined/.test(issue.message)) return 'is required'
    const received = /received (\w+)/.exec(issue.message)?.[1]
    return `must be ${article(issue.expected)}${received ? `, not ${article(received)}` : ''}`
  }
  if (issue.code === 'invalid_value') return `must be one of: ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
  if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.join(', ')}`
  if (issue.code === 'invalid_union' && 'discriminator' in issue) return `kind must be one of: list, cards, panel`
  return issue.message
}

function article(type: string): string {
  const words: Record<string, string> = { array: 'a list', object: 'a group of fields', string: 'text', number: 'a number', boolean: 'true or false', null: 'empty', nan: 'a number' }
  return words[type] ?? type
}

const indexes = new WeakMap<Content, { bySlug: Map<string, PostEntry>; byAlias: Map<string, PostEntry> }>()

/** Articles by slug and by alias, built once per content load: every article page looks up three. */
export function postIndex(content: Content) {
  let index = indexes.get(content)
  if (!index) {
    index = {
      bySlug: new Map(content.posts.map((post) => [post.slug, post])),
      byAlias: new Map(content.posts.flatMap((post) => post.aliases.map((alias) => [alias, post] as const))),
    }
    indexes.set(content, index)
  }
  return index
}
