// Writes the editor's changes into YAML the way a person would: only the values that changed are
// rewritten, in place, and every other byte of the file stays as it was (order, quoting, folded
// lines, comments). Decap serialises a whole entry afresh on each save; this keeps diffs to the edit.
// Pure, so the local server and the web editor's own front-matter format (any backend) write alike.
import { dequal as isDeepStrictEqual } from 'dequal'
import { Document, isMap, isScalar, isSeq, LineCounter, parse, parseDocument, Scalar, stringify, type Node, type Pair } from 'yaml'

interface Edit {
  start: number
  end: number
  text: string
}

/** How new and rewritten values are written: two-space indents, long text folded at 100 columns. */
const STYLE = { lineWidth: 100, minContentWidth: 40 } as const

/**
 * `key: value` as YAML lines starting at column `indent`. A text takes the style of the one it
 * replaces (or of its neighbours): one line stays one line, a folded paragraph stays folded.
 */
function keyValueLines(key: string, value: unknown, indent: number, like?: Scalar['type']): string {
  const document = new Document({ [key]: value })
  const node = document.get(key, true)
  const oneLine = like && like !== Scalar.BLOCK_FOLDED && like !== Scalar.BLOCK_LITERAL
  if (like && isScalar(node) && typeof value === 'string') node.type = like
  return document
    .toString(oneLine ? { lineWidth: 0 } : STYLE)
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => ' '.repeat(indent) + line)
    .join('\n')
}

/**
 * The text that replaces a value whose key (or list dash) sits at column `indent`. The text
 * before the value (`key: ` or `- `) stays; block collections start on the next line.
 */
function valueText(value: unknown, indent: number, like?: Scalar['type']): string {
  const [first = '', ...rest] = keyValueLines('x', value, indent, like).split('\n')
  const inline = first.slice(indent + 'x:'.length)
  return inline ? [inline.replace(/^ /, ''), ...rest].join('\n') : ['', ...rest].join('\n')
}

/** The offset where the line after `offset` starts (or the end of the text). */
function nextLineStart(source: string, offset: number): number {
  if (offset > 0 && source[offset - 1] === '\n') return offset
  const newline = source.indexOf('\n', offset)
  return newline < 0 ? source.length : newline + 1
}

function lineStart(source: string, offset: number): number {
  return source.lastIndexOf('\n', offset - 1) + 1
}

/**
 * `source` with its data changed to `data`, touching only what differs. Falls back to writing the
 * data afresh if the patched text would not read back as `data`.
 */
export function patchYaml(source: string, data: unknown): string {
  const lines = new LineCounter()
  const document = parseDocument(source, { lineCounter: lines })
  if (document.errors.length || !document.contents) return stringify(data, STYLE)
  const column = (offset: number) => lines.linePos(offset).col - 1
  const edits: Edit[] = []

  const replace = (node: Node, value: unknown, indent: number) => {
    const [start, end] = node.range!
    const text = valueText(value, indent, isScalar(node) ? node.type : undefined)
    const wasBlock = (isMap(node) || isSeq(node)) && !node.flow
    let from = start
    let out = text
    if (text.startsWith('\n')) {
      // A block list or map: after an old block one, the indentation before its start stays;
      // after `key: []`, the space after the colon goes.
      if (wasBlock) out = text.slice(1).trimStart()
      else if (source[start - 1] === ' ') from = start - 1
    } else if (wasBlock) {
      // A block list that became `[]` or `{}` moves up beside its key.
      from = source.lastIndexOf(':', start) + 1
      out = ` ${text}`
    }
    if (source[end - 1] === '\n' && !out.endsWith('\n')) out += '\n'
    edits.push({ start: from, end, text: out })
  }

  const visit = (node: Node, value: unknown, indent: number) => {
    if (isDeepStrictEqual(node.toJSON(), value)) return
    if (isMap(node) && value && typeof value === 'object' && !Array.isArray(value) && !node.flow) {
      const wanted = value as Record<string, unknown>
      const pairs = node.items as Pair<Node, Node>[]
      const keyOf = (pair: Pair<Node, Node>) => String((pair.key as { value?: unknown }).value)
      const present = new Set(pairs.map(keyOf))
      const mapIndent = column(node.range![0])
      for (const pair of pairs) {
        const key = keyOf(pair)
        if (!(key in wanted)) {
          const from = lineStart(source, (pair.key as Node).range![0])
          edits.push({ start: from, end: nextLineStart(source, pair.value?.range?.[1] ?? (pair.key as Node).range![2]), text: '' })
        } else if (pair.value) visit(pair.value, wanted[key], mapIndent)
        else replace(pair.key as Node, wanted[key], mapIndent)
      }
      // New keys go after the key that precedes them in the editor's order, or after the last one.
      const order = Object.keys(wanted)
      order.forEach((key, index) => {
        if (present.has(key)) return
        const before = order.slice(0, index).reverse().find((candidate) => present.has(candidate))
        const anchor = before ? pairs.find((pair) => keyOf(pair) === before)! : pairs.at(-1)
        const at = anchor ? nextLineStart(source, anchor.value?.range?.[1] ?? (anchor.key as Node).range![2]) : node.range![0]
        edits.push({ start: at, end: at, text: `${keyValueLines(key, wanted[key], mapIndent)}\n` })
      })
      return
    }
    if (isSeq(node) && Array.isArray(value) && !node.flow && node.items.length && value.length) {
      const dashIndent = column(node.range![0])
      const items = node.items as Node[]
      // Items kept at either end stay put; those between are changed, removed or added in place.
      let head = 0
      while (head < items.length && head < value.length && isDeepStrictEqual(items[head]!.toJSON(), value[head])) head++
      let tail = 0
      while (tail < items.length - head && tail < value.length - head && isDeepStrictEqual(items.at(-1 - tail)!.toJSON(), value.at(-1 - tail))) tail++
      const oldMiddle = items.slice(head, items.length - tail)
      const newMiddle = value.slice(head, value.length - tail)
      const shared = Math.min(oldMiddle.length, newMiddle.length)
      for (let index = 0; index < shared; index++) visit(oldMiddle[index]!, newMiddle[index], dashIndent)
      for (const item of oldMiddle.slice(shared)) {
        const from = lineStart(source, item.range![0])
        edits.push({ start: from, end: nextLineStart(source, item.range![1]), text: '' })
      }
      if (newMiddle.length > shared) {
        const previous = items[head + shared - 1]
        const at = previous ? nextLineStart(source, previous.range![1]) : lineStart(source, items[0]!.range![0])
        const like = isScalar(items[0]) ? items[0].type : undefined
        const added = newMiddle.slice(shared).map((item) => {
          const [first = '', ...rest] = keyValueLines('x', [item], dashIndent - 2, like).split('\n').slice(1)
          return [first, ...rest].join('\n')
        })
        edits.push({ start: at, end: at, text: `${added.join('\n')}\n` })
      }
      return
    }
    replace(node, value, indent)
  }

  visit(document.contents as Node, data, 0)
  let patched = source
  for (const edit of edits.sort((a, b) => b.start - a.start)) patched = patched.slice(0, edit.start) + edit.text + patched.slice(edit.end)
  try {
    if (isDeepStrictEqual(parse(patched), data)) return patched
  } catch {
    // Falls through to a fresh copy: correct data matters more than the old layout.
  }
  return stringify(data, STYLE)
}

/** YAML for a file that did not exist: the editor's field order, the house style. */
export const freshYaml = (data: unknown) => stringify(data, STYLE)

