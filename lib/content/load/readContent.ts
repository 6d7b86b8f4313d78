// The first stage of loading: every file of every collection (collections.ts) read, its tokens
// filled in, parsed and validated, with the Markdown in it listed for the renderer, and every
// problem found on the way, so an editor sees everything to fix in one pass.
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { env, projectPaths, CONTENT_DIR } from '../../settings.ts'
import { collections, fileNames, folderNames, schemaOf, type FileCollection, type FileName, type FolderCollection, type FolderName } from '../collections.ts'
import type { Problem } from '../problems.ts'
import type { Facts, Site } from '../schema.ts'
import { collectionFiles } from './collectionFiles.ts'
import { frontMatterCache, parseFrontMatter, type ParsedFile } from './frontMatter.ts'
import { readSource } from './readSource.ts'
import { frontMatterLines, substituteTokens, tokenValues, unquotedTokenValues } from './tokens.ts'

/** A piece of Markdown the renderer and the check must look into, and where it sits in its file. */
export interface MarkdownSource {
  file: string
  markdown: string
  /** Line of the file on which this Markdown starts. */
  line: number
}

/** One valid file of a folder collection, before its Markdown is rendered. */
export interface ReadEntry {
  id: string
  file: string
  data: Record<string, unknown>
  body: string
}

export interface ReadContent {
  /** Each file collection's data, when it passed its schema. */
  files: Partial<Record<FileName, unknown>>
  /** Each folder collection's valid entries, in file-name order. */
  entries: Record<FolderName, ReadEntry[]>
  /**
   * The ids of every file in each folder collection, valid or not: a page whose front matter has a
   * mistake still exists, so links to it and counts of it must not fail as well.
   */
  ids: Record<FolderName, string[]>
  problems: Problem[]
  markdown: MarkdownSource[]
}

/** Build-time stand-ins for fields of site.yaml, so one repository can build staging and production sites. */
const SITE_OVERRIDES = { url: 'SITE_URL', gtmId: 'PUBLIC_ENV__GTM_ID' } as const

export function readContent(root: string): ReadContent {
  const problems: Problem[] = []
  const markdown: MarkdownSource[] = []
  const dir = projectPaths(root).content
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/')

  // The files tokens come from are read first, and without tokens of their own.
  const files: ReadContent['files'] = {}
  const sources = fileNames.filter((name) => !collections[name].tokens)
  for (const name of sources) files[name] = readYaml(collections[name], path.join(dir, collections[name].file), relative, problems, name === 'site' ? siteOverrides() : {})
  const facts = files.facts as Facts | undefined
  // One wrong figure in facts.yaml must not turn every token on the site into a second problem.
  const tokens = tokenValues(files.site as Omit<Site, 'facts'> | undefined, facts ?? unvalidatedFacts(path.join(dir, collections.facts.file)))
  for (const name of fileNames.filter((candidate) => collections[candidate].tokens)) {
    files[name] = readYaml(collections[name], path.join(dir, collections[name].file), relative, problems, {}, tokens)
  }

  const parseCache = frontMatterCache(root)
  const entries = {} as ReadContent['entries']
  const ids = {} as ReadContent['ids']
  for (const name of folderNames) {
    const collection: FolderCollection = collections[name]
    const folder = path.join(dir, collection.folder)
    const listed = collectionFiles(folder, relative)
    problems.push(...listed.problems)
    ids[name] = listed.names.map((file) => file.replace(/\.md$/, ''))
    entries[name] = listed.names.flatMap((fileName) => {
      const id = fileName.replace(/\.md$/, '')
      const entry = readEntry(collection, id, path.join(folder, fileName), relative(path.join(folder, fileName)), tokens, parseCache)
      problems.push(...entry.problems)
      markdown.push(...entry.markdown)
      return entry.read ? [entry.read] : []
    })
  }
  return { files, entries, ids, problems, markdown }
}

/** One Markdown file of a folder collection: read, token-substituted, parsed and validated. */
function readEntry(collection: FolderCollection, id: string, fullPath: string, file: string, tokens: Record<string, string>, parseCache: ReturnType<typeof frontMatterCache>) {
  const problems: Problem[] = []
  const markdown: MarkdownSource[] = []
  const done = (read?: ReadEntry) => ({ read, problems, markdown })
  const source = readSource(fullPath, file)
  if (source.problems) return (problems.push(...source.problems), done())
  const substituted = substituteTokens(file, source.text, tokens)
  problems.push(...unquotedTokenValues(file, source.text, frontMatterLines(source.text)), ...substituted.problems)
  const parsed = parseFrontMatter(file, substituted.text, parseCache)
  if ('message' in parsed) return (problems.push(parsed), done())
  const result = schemaOf(collection, id).safeParse(parsed.data)
  if (!result.success) {
    problems.push(...result.error.issues.map((issue) => ({ file, field: issue.path.join('.'), message: describeIssue(issue), line: nearestLine(parsed.lineOf, issue.path) })))
    return done()
  }
  if (collection.body === 'required' && !parsed.body.trim()) {
    problems.push({ file, field: '', line: parsed.bodyLine, message: `the ${collection.entry ?? 'file'} has no text: write it below the second --- line` })
    return done()
  }
  if (parsed.body.trim()) markdown.push({ file, markdown: parsed.body, line: parsed.bodyLine })
  const data = result.data as Record<string, unknown>
  markdown.push(...markdownInLists(collection, data, file, parsed))
  return done({ id, file, data, body: parsed.body })
}

/** The Markdown of each item of the collection's Markdown lists (FAQ answers), which the link check must see too. */
function markdownInLists(collection: FolderCollection, data: Record<string, unknown>, file: string, parsed: ParsedFile): MarkdownSource[] {
  return Object.entries(collection.markdown ?? {}).flatMap(([list, field]) =>
    ((data[list] ?? []) as Record<string, string>[]).map((item, index) => ({
      file,
      markdown: item[field as string]!,
      // Looked up only if the check reports a problem: finding it parses the YAML again.
      get line() {
        return parsed.lineOf([list, index, field as string]) ?? 1
      },
    })),
  )
}

/** The environment's stand-ins for site.yaml fields, by field, with the variable each comes from. */
function siteOverrides(): Record<string, { value: string; variable: string }> {
  return Object.fromEntries(
    Object.entries(SITE_OVERRIDES).flatMap(([field, variable]) => (env[variable] ? [[field, { value: env[variable], variable }]] : [])),
  )
}

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

/** A YAML file of content/, validated; `overrides` stand in for fields, and the check names their variable. */
function readYaml(
  collection: FileCollection,
  file: string,
  relative: (file: string) => string,
  problems: Problem[],
  overrides: Record<string, { value: string; variable: string }>,
  tokens?: Record<string, string>,
): unknown {
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
  const data = { ...(parsed.data as object), ...Object.fromEntries(Object.entries(overrides).map(([field, { value }]) => [field, value])) }
  const result = collection.schema.safeParse(data)
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    const line = nearestLine(parsed.lineOf, issue.path)
    const override = overrides[String(issue.path[0])]
    const message = override ? `the ${override.variable} environment variable stands in for it: ${describeIssue(issue)}` : describeIssue(issue)
    problems.push({ file: name, field: issue.path.join('.'), message, line: line ? line - 1 : undefined })
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

/** Where a collection's files are, relative to the project's root: content/blog, content/site.yaml. */
export const collectionPath = (name: FolderName | FileName): string => {
  const collection = collections[name]
  return `${CONTENT_DIR}/${collection.kind === 'folder' ? collection.folder : collection.file}`
}
