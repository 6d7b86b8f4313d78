// Splits a Markdown file into front matter and body (gray-matter), and parses the YAML with the line
// of every field, so that every problem can point the editor at the line to fix: the `yaml` package's
// document keeps where each node was written, and dates stay the strings the editor wrote.
import matter from 'gray-matter'
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml'
import type { Problem } from '../problems.ts'

export interface ParsedYaml {
  data: unknown
  /** Line of the file on which a field is written, by its path; undefined when the field is absent. */
  lineOf: (path: PropertyKey[]) => number | undefined
}

export interface ParsedFile extends ParsedYaml {
  body: string
  /** Line of the file on which the body starts. */
  bodyLine: number
}

/** A Markdown file's front matter and body, each with the line it starts on; undefined without front matter closed by a --- line. */
export function splitFrontMatter(source: string): { yaml: string; yamlLine: number; body: string; bodyLine: number } | undefined {
  if (!/^---[ \t]*\n(?:[^]*?\n)?---[ \t]*(?:\n|$)/.test(source)) return undefined
  // gray-matter splits; parseYaml parses, with lines, so its own YAML engine is given nothing to do.
  const split = matter(source, { engines: { yaml: () => ({}) } })
  const bodyStart = source.length - split.content.length
  return { yaml: split.matter.replace(/^[ \t]*\n/, ''), yamlLine: 2, body: split.content, bodyLine: source.slice(0, bodyStart).split('\n').length }
}

/** Splits and parses a file. */
export function parseFrontMatter(file: string, source: string): ParsedFile | Problem {
  if (!/^---[ \t]*\n/.test(source)) {
    return { rule: 'noFrontMatter', file, field: '', line: 1, message: 'does not start with front matter: the first line must be ---, then the fields, then another --- line' }
  }
  const split = splitFrontMatter(source)
  if (!split) return { rule: 'unclosedFrontMatter', file, field: '', line: 1, message: 'the front matter is never closed: add a line --- after the last field' }
  const parsed = parseYaml(file, split.yaml, split.yamlLine)
  return 'message' in parsed ? parsed : { ...parsed, body: split.body, bodyLine: split.bodyLine }
}

/** YAML that starts on line `firstLine` of its file (a whole .yaml file, or a front matter), parsed. */
export function parseYaml(file: string, yaml: string, firstLine: number): ParsedYaml | Problem {
  const nbsp = nonBreakingSpace(yaml)
  if (nbsp !== undefined) {
    return { rule: 'nbsp', file, field: '', line: nbsp + firstLine, message: 'a non-breaking space stands where YAML needs an ordinary one (in the indentation or after the colon): replace it with a space' }
  }
  const counter = new LineCounter()
  const document = parseDocument(yaml, { lineCounter: counter })
  let data: unknown
  try {
    if (document.errors.length) throw document.errors[0]
    // Nothing but comments is no fields at all.
    data = document.toJS() ?? {}
  } catch (error) {
    return yamlProblem(file, error, yaml, firstLine)
  }
  const lineOf = (path: PropertyKey[]) => {
    const node = findNode(document.contents as Node | null, path)
    return node?.range ? counter.linePos(node.range[0]).line + firstLine - 1 : undefined
  }
  return { data, lineOf }
}

function findNode(node: Node | null, path: PropertyKey[]): Node | undefined {
  let current: unknown = node
  for (const key of path) {
    if (isMap(current)) current = current.items.find((pair) => (pair.key as { value?: unknown })?.value === key)?.value
    else if (isSeq(current) && typeof key === 'number') current = current.items[key]
    else return undefined
  }
  return (current as Node | undefined) ?? undefined
}

/**
 * The index of the first line with a non-breaking space where YAML needs a space: it would turn
 * `hero:` and its fields into different keys without a word.
 */
function nonBreakingSpace(yaml: string): number | undefined {
  if (!yaml.includes('\u00A0')) return undefined
  const index = yaml.split('\n').findIndex((line) => /^[ \t-]*\u00A0/.test(line) || /^[ \t-]*[^\s:'"#][^:]*:\u00A0/.test(line))
  return index < 0 ? undefined : index
}

/** The parser's complaint, with what an editor should do about it. */
function yamlProblem(file: string, error: unknown, yaml: string, firstLine: number): Problem {
  const { message = String(error), code, linePos } = error as { message?: string; code?: string; linePos?: [{ line: number }] }
  const first = (message.split('\n')[0] || 'unreadable').replace(/ at line \d+, column \d+:?$/, '')
  const lines = yaml.split('\n')
  let line = linePos ? linePos[0].line : undefined
  const text = line ? (lines[line - 1] ?? '') : ''
  let advice = 'check the indentation, and quote a value that holds ": " or starts with a sign such as [ { * # \' "'
  if (code === 'TAB_AS_INDENT') advice = 'indent with spaces, not tabs'
  else if (code === 'DUPLICATE_KEY') advice = `the field ${/^\s*(?:- )?([^:]+):/.exec(text)?.[1] ?? 'on this line'} is written twice: keep one`
  else if (/[\u2018\u2019\u201C\u201D]/.test(text)) advice = 'curly quotes are not quotes to YAML: quote the value with straight \' or " quotes'
  else if (/alias count/i.test(message)) {
    advice = 'an alias (*name) is repeated too many times: write the values out instead'
    line = lines.findIndex((candidate) => /(^|[\s[,{])\*[\w-]+/.test(candidate)) + 1 || undefined
  }
  return { rule: 'malformedYaml', file, field: '', message: `malformed front matter: ${first}; ${advice}`, line: line && line + firstLine - 1 }
}
