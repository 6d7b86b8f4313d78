// Where a problem sits in the form the editor is looking at: the field by its label, each list
// item by the title its collapsed row shows (a FAQ question, a card's title), so that "faq.3.answer"
// reads 'FAQ › "How soon can you start?" › Answer'. Found from the form's own fields (schemaFields.ts)
// and the entry's text, so a field added to a schema is named at once.
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml'
import { collections, schemaOf } from '../content/collections.ts'
import { TOKEN } from '../content/load/tokens.ts'
import { collectionForFile } from './editorData.ts'
import { splitText } from './entryText.ts'
import { fieldsOf, type DecapField } from './schemaFields.ts'

/** The form fields of a file's collection, with the Markdown text as "Body". */
export function formFields(file: string): DecapField[] {
  const found = collectionForFile(file)
  if (!found) return []
  const collection = collections[found.name]
  const schema = collection.kind === 'file' ? collection.schema : schemaOf(collection, found.id!)
  return [...fieldsOf(schema), { name: 'body', label: 'Body', widget: 'markdown' }]
}

/** The fields of a file's text as data, {} when it does not parse. */
export function dataOf(file: string, text: string): Record<string, unknown> {
  try {
    const value: unknown = parseDocument(splitText(text, collectionForFile(file)?.id !== undefined).matter).toJS()
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * The field a line of the file is in, as a dotted path ('faq.3.answer'): the deepest YAML value
 * holding the line's end, or the body below the front matter. A problem found in the text (a
 * figure, a link) is known by its line.
 */
export function pathAtLine(text: string, line: number, markdown: boolean): string {
  const lines = text.split('\n')
  const close = markdown ? lines.indexOf('---', 1) : lines.length
  if (markdown && (close < 0 || line > close + 1)) return 'body'
  const first = markdown ? 1 : 0
  const at = lines.slice(first, line).reduce((offset, text) => offset + text.length + 1, 0) - 2
  const within = (node: unknown, end?: unknown) => (node as Node | null)?.range && (node as Node).range![0] <= at && at <= ((end ?? node) as Node).range![1]
  const path: (string | number)[] = []
  let node: unknown = parseDocument(lines.slice(first, close).join('\n')).contents
  for (;;) {
    const pair = isMap(node) ? node.items.find((item) => within(item.key, item.value ?? item.key)) : undefined
    const index = isSeq(node) ? node.items.findIndex((item) => within(item)) : -1
    if (!(pair && isScalar(pair.key)) && index < 0) return path.join('.')
    path.push(pair && isScalar(pair.key) ? String(pair.key.value) : index)
    node = pair ? pair.value : (node as { items: unknown[] }).items[index]
  }
}

/** A title in quotes, its company details filled in from `values`, cut to `most` characters as a row shows it. */
export function quotedTitle(title: string, values: Record<string, string>, most = Infinity): string {
  const filled = title.replace(TOKEN, (_, name: string, market?: string) => market?.trim() ?? values[name] ?? '…').trim()
  return `"${filled.length > most ? `${filled.slice(0, most - 1)}…` : filled}"`
}

/**
 * 'faq.3.answer' as the form labels it: 'FAQ › "How soon can you start?" › Answer'. A list item is
 * named by the field its collapsed row shows (schemaFields.ts `summary`), read from `data`; an item
 * of a list of plain texts, or with that field empty, by its place from 1.
 */
export function fieldLabel(fields: DecapField[], path: string, data: unknown = {}, values: Record<string, string> = {}): string {
  const labels: string[] = []
  let level: DecapField[] | undefined = fields
  let list: DecapField | undefined
  let value = data
  for (const part of path.split('.')) {
    value = (value as Record<string, unknown> | undefined)?.[part]
    if (/^\d+$/.test(part) && list) {
      const item = (value ?? {}) as Record<string, unknown>
      const type = list.types?.find((candidate) => candidate.name === item[list!.typeKey ?? 'type'])
      const shown = /\{\{fields\.(\w+)\}\}/.exec((type ?? list).summary ?? '')?.[1]
      const title = shown ? item[shown] : undefined
      labels.push(typeof title === 'string' && title.trim() ? quotedTitle(title, values, 80) : `item ${Number(part) + 1}`)
      level = type?.fields ?? list.fields ?? (list.field ? [list.field] : undefined)
      continue
    }
    const field: DecapField | undefined = level?.find((candidate) => candidate.name === part)
    if (!field) break
    labels.push(field.label)
    list = field.widget === 'list' ? field : undefined
    level = field.fields
  }
  return labels.join(' › ')
}
