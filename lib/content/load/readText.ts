// One file's text read as the build reads it: tokens filled in, front matter parsed, the schema
// applied, each problem with its field and line. No file system here: the build hands it what it
// read from disk (readContent.ts), the web editor the text a save would write (lib/editor/entryRules.ts).
import type * as z from 'zod'
import { schemaOf, type FileCollection, type FolderCollection } from '../collections.ts'
import type { Problem } from '../problems.ts'
import { parseFrontMatter, parseYaml, splitFrontMatter, type ParsedFile } from './frontMatter.ts'
import { substituteTokens, unquotedTokenValues } from './tokens.ts'

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

/** One Markdown file of a folder collection, from its text: token-substituted, parsed and validated. */
export function readEntryText(collection: FolderCollection, id: string, file: string, text: string, tokens: Record<string, string>) {
  const problems: Problem[] = []
  const markdown: MarkdownSource[] = []
  const done = (read?: ReadEntry) => ({ read, problems, markdown })
  const substituted = substituteTokens(file, text, tokens)
  problems.push(...unquotedTokenValues(file, text, (splitFrontMatter(text)?.bodyLine ?? 1) - 1), ...substituted.problems)
  const parsed = parseFrontMatter(file, substituted.text)
  if ('message' in parsed) return (problems.push(parsed), done())
  const result = schemaOf(collection, id).safeParse(parsed.data)
  if (!result.success) {
    problems.push(...result.error.issues.map((issue) => ({ rule: 'field' as const, file, field: issue.path.join('.'), message: describeIssue(issue), line: nearestLine(parsed.lineOf, issue.path) })))
    return done()
  }
  if (collection.body === 'required' && !parsed.body.trim()) {
    problems.push({ rule: 'noText', file, field: '', line: parsed.bodyLine, message: `the ${collection.entry ?? 'file'} has no text: write it below the second --- line`, editor: `the ${collection.entry ?? 'page'} has no text: write it` })
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
      line: parsed.lineOf([list, index, field as string]) ?? 1,
    })),
  )
}

/**
 * A YAML file of content/ from its text, validated; `overrides` stand in for fields, and the check
 * names their variable. With `tokens`, they are filled in first (files that are not their source).
 */
export function readYamlText(
  collection: FileCollection,
  name: string,
  text: string,
  overrides: Record<string, { value: string; variable: string }> = {},
  tokens?: Record<string, string>,
): { data?: unknown; problems: Problem[] } {
  const problems: Problem[] = []
  let source = text
  if (tokens) {
    const substituted = substituteTokens(name, source, tokens)
    problems.push(...unquotedTokenValues(name, source, Infinity), ...substituted.problems)
    source = substituted.text
  }
  const parsed = parseYaml(name, source, 1)
  if ('message' in parsed) {
    problems.push(parsed)
    return { problems }
  }
  const data = { ...(parsed.data as object), ...Object.fromEntries(Object.entries(overrides).map(([field, { value }]) => [field, value])) }
  const result = collection.schema.safeParse(data)
  if (result.success) return { data: result.data, problems }
  for (const issue of result.error.issues) {
    const line = nearestLine(parsed.lineOf, issue.path)
    const override = overrides[String(issue.path[0])]
    const message = override ? `the ${override.variable} environment variable stands in for it: ${describeIssue(issue)}` : describeIssue(issue)
    problems.push({ rule: 'field', file: name, field: issue.path.join('.'), message, line })
  }
  return { problems }
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
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'number') {
    const [bound, limit] = issue.code === 'too_small' ? [issue.inclusive ? 'at least' : 'more than', issue.minimum] : [issue.inclusive ? 'at most' : 'less than', issue.maximum]
    return `must be ${bound} ${Number(limit)}`
  }
  if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.join(', ')}`
  if (issue.code === 'invalid_union' && 'discriminator' in issue) return `kind must be one of: list, cards, panel`
  return issue.message
}

function article(type: string): string {
  const words: Record<string, string> = { array: 'a list', object: 'a group of fields', string: 'text', number: 'a number', boolean: 'true or false', null: 'empty', nan: 'a number' }
  return words[type] ?? type
}
