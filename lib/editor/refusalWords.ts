// The content check's problems in the words of the form an office manager is looking at: each
// names the field as the form labels it ("Hero image › Alt", "Faq › item 4 › Answer", "Body") and
// says what to do there, with no file path, line number or YAML in sight.
import { collectionNames, collections, schemaOf } from '../content/collections.ts'
import { collectionPath } from '../content/collectionPath.ts'
import { WORD_LIST } from '../content/check/wordList.ts'
import type { Problem } from '../content/problems.ts'
import { collectionForFile } from './editorData.ts'
import { fieldsOf, type DecapField } from './schemaFields.ts'
import { WORD_LIST_EDITOR } from './wordListEntry.ts'

export interface Refusal {
  /** The field as the form labels it, or '' for the entry as a whole. */
  field: string
  /** What is wrong and what to do, in plain words. */
  advice: string
}

/** The form fields of the file's collection, with the Markdown text as "Body". */
function formFields(file: string): DecapField[] {
  const found = collectionForFile(file)
  if (!found) return []
  const collection = collections[found.name]
  const schema = collection.kind === 'file' ? collection.schema : schemaOf(collection, found.id!)
  return [...fieldsOf(schema), { name: 'body', label: 'Body', widget: 'markdown' }]
}

/** 'heroImage.alt' as the form labels it: 'Hero image › Alt'; list items by their place, from 1. */
export function fieldLabel(fields: DecapField[], path: string): string {
  const labels: string[] = []
  let level: DecapField[] | undefined = fields
  let list: DecapField | undefined
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part) && list) {
      labels.push(`item ${Number(part) + 1}`)
      level = list.fields ?? list.types?.flatMap((type) => type.fields ?? []) ?? (list.field ? [list.field] : undefined)
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

/**
 * The top-level field a line of the file belongs to: the YAML key at or above it in the front
 * matter, or the body below it. A problem found in the text (a token, a figure) is known by its line.
 */
export function fieldAtLine(text: string, line: number, markdown: boolean): string {
  const lines = text.split('\n')
  const close = markdown ? lines.indexOf('---', 1) : lines.length
  if (markdown && close >= 0 && line > close + 1) return 'body'
  for (let index = Math.min(line, lines.length) - 1; index >= (markdown ? 1 : 0); index--) {
    const key = /^([A-Za-z][\w-]*):/.exec(lines[index]!)?.[1]
    if (key) return key
  }
  return ''
}

/** A file's path as an editor knows it: the form that edits it. */
function plainPaths(message: string): string {
  let plain = message.replace(/\bcontent\/[\w./-]+\.md\b/g, (file) => entryName(file))
  for (const name of collectionNames) {
    const { editor } = collections[name]
    const where = collectionPath(name)
    const label = typeof editor.as === 'object' ? `${editor.as.label} › ${editor.label}` : editor.label
    plain = plain.split(where).join(`"${label}"`)
  }
  return plain
}

/** An entry's title (or a service page's name) as its front matter writes it, if `text` is at hand. */
function titleIn(text: string | undefined): string | undefined {
  const matter = text?.split(/^---[ \t]*$/m)[1]
  const written = matter && /^(?:title|name):[ \t]*(.+)$/m.exec(matter)?.[1]?.trim()
  return written ? written.replace(/^(['"])(.*)\1$/, '$2') : undefined
}

/** An entry as an editor knows it: the article "Keeping the Office Kitchen Clean" (its slug when its text is not at hand). */
function entryName(file: string, text?: string): string {
  const found = collectionForFile(file)
  if (!found?.id) return file
  const collection = collections[found.name]
  return `the ${collection.kind === 'folder' ? (collection.entry ?? 'page') : 'page'} "${titleIn(text) ?? found.id}"`
}

/** The prose rules' problems start with the rule's name ("spelling: "), which the finding's own words make plain. */
const PROSE_RULE = /^(?:spelling|article|repeated word): /

/** What to do, in words for the form: the check's words are for someone editing the file. */
function advice(problem: Problem & { fits?: [number, number] }, label: string): string {
  const { message } = problem
  if (problem.fits) {
    const [low, high] = problem.fits
    return `${message}: set ${label} to ${low === high ? low : `${low}-${high}`}, or change the text.`
  }
  if (message === 'is required') return `fill in ${label}.`
  return plainPaths(message.replace(PROSE_RULE, ''))
    // The word list is a page of the editor; a word added there counts once it is published.
    .replace(` add it to ${WORD_LIST}`, ` add it to the "${WORD_LIST_EDITOR.label}" in the editor's menu and publish that, then save this again.`)
    .replace(/; write (\{\{[^}]+\}\}(?: or \{\{[^}]+\}\})*)$/, ': type $1 in its place, and the site fills in the figure')
    .replace(/: write the token,/, ': type its token ({{…}}) in its place,')
    .replace(/below the second --- line/, 'in Body')
    .replace(/ does not exist in public\/$/, ' is no picture of the site: upload it with "Choose different image", or choose one already uploaded')
    // The suggestions are there; the file listing every token is for people editing files.
    .replace(/; docs\/tokens\.md lists the tokens$/, '')
    .replace(/, ?docs\/tokens\.md lists the tokens$/, '')
    .replace(/the file stays YAML for the web editor: write it "\{\{\.\.\.\}\} \.\.\."/, 'put the whole value in straight double quotes "like this"')
}

/**
 * Each problem of a refused save as the editor's form words it; `text` gives a file's text as the
 * save would write it. A problem in another file than `saved` (an article's neighbour) says which.
 */
export function refusalsFor(problems: Problem[], text: (file: string) => string | undefined, saved?: string): Refusal[] {
  return problems.map((problem) => {
    const fields = formFields(problem.file)
    const markdown = collectionForFile(problem.file)?.id !== undefined
    const source = text(problem.file)
    // 'figure' and 'link' name the kind of problem, not a field: its line says where it is.
    let path = fields.some((field) => field.name === problem.field.split('.')[0]) ? problem.field : ''
    if (!path && problem.line && source !== undefined) path = fieldAtLine(source, problem.line, markdown)
    const label = path ? fieldLabel(fields, path) : ''
    const elsewhere = saved && problem.file !== saved ? entryName(problem.file, source) : ''
    const field = elsewhere ? `${label || 'Entry'} of ${elsewhere}` : label
    return { field, advice: advice(problem, label || 'it') }
  })
}

/** What a refused delete says above its list, in every backend. */
export const DELETE_HEADING = 'Not deleted: other pages still need it. Change them first, then delete it.'

/** A refusal as one line of text: "Read time: … set Read time to 1-2, or change the text." */
export const refusalLine = ({ field, advice: what }: Refusal) => (field ? `${field}: ${what}` : what.charAt(0).toUpperCase() + what.slice(1))
