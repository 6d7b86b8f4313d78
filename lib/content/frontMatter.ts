// Splits a Markdown file into front matter and body, and finds the line of any front-matter field,
// so that every problem can point the editor at the line to fix.
import matter from 'gray-matter'
import { isMap, isSeq, LineCounter, parse, parseDocument, type Node } from 'yaml'
import type { Problem } from './problems.ts'

export interface ParsedFile {
  data: unknown
  body: string
  /** Line of the file on which the body starts. */
  bodyLine: number
  /** Line of a front-matter field, by its path; undefined when the field is absent. */
  lineOf: (path: PropertyKey[]) => number | undefined
}

/** Parses YAML without turning dates into Date objects: a date stays the string the editor wrote. */
const yamlEngine = { parse: (source: string) => parse(source) as object }

export function parseFrontMatter(file: string, source: string): ParsedFile | Problem {
  let parsed: matter.GrayMatterFile<string>
  try {
    // Passing options also turns off gray-matter's cache, so an edited file is always read afresh.
    parsed = matter(source, { engines: { yaml: yamlEngine } })
  } catch (error) {
    return yamlProblem(file, error, source)
  }
  const bodyLine = source.split('\n').length - parsed.content.split('\n').length + 1
  const counter = new LineCounter()
  const document = parseDocument(parsed.matter, { lineCounter: counter })
  const offset = matterOffset(parsed.matter)
  const lineOf = (path: PropertyKey[]) => {
    const node = findNode(document.contents as Node | null, path)
    return node?.range ? counter.linePos(node.range[0]).line + offset : undefined
  }
  return { data: parsed.data, body: parsed.content, bodyLine, lineOf }
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
 * gray-matter hands the parser the text after the opening '---', which starts with that line's
 * newline; the parser's line 1 is then the '---' line itself. This maps its lines to the file's.
 */
function matterOffset(matterText: string): number {
  return matterText.startsWith('\n') || matterText.startsWith('\r\n') ? 0 : 1
}

function yamlProblem(file: string, error: unknown, source: string): Problem {
  const { message, linePos } = error as { message: string; linePos?: [{ line: number }] }
  const first = (message.split('\n')[0] ?? 'unreadable').replace(/ at line \d+, column \d+:?$/, '')
  const matterText = source.replace(/^---/, '')
  return { file, field: '', message: `malformed front matter: ${first}`, line: linePos ? linePos[0].line + matterOffset(matterText) : undefined }
}
