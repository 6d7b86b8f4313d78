// The content check's problems in the words of the form an office manager is looking at: each
// names the field as the form labels it, a list item by its title ('FAQ › "How soon can you
// start?" › Answer', formPlace.ts), and says what to do there in the editor's terms: another page
// by its title, a company figure by where Company facts keeps it; no file path, line number, YAML
// or double curly brackets. A rule's own `editor` words say it where its message speaks to people
// editing files (lib/content/problems.ts).
import { parse } from 'yaml'
import { collectionNames, collections } from '../content/collections.ts'
import { collectionPath } from '../content/collectionPath.ts'
import { WORD_LIST } from '../content/check/wordList.ts'
import { tokenValues } from '../content/load/tokens.ts'
import type { Problem, Rule } from '../content/problems.ts'
import { factsSchema, type Facts, type Site } from '../content/schema.ts'
import { collectionForFile } from './editorData.ts'
import { dataOf, fieldLabel, formFields, pathAtLine, quotedTitle } from './formPlace.ts'
import { fieldsOf } from './schemaFields.ts'
import { WORD_LIST_EDITOR } from './wordListEntry.ts'

export interface Refusal {
  /** The rule broken (lib/content/problems.ts). */
  rule: Rule
  /** The field as the form labels it, or '' for the entry as a whole. */
  field: string
  /** What is wrong and what to do, in plain words. */
  advice: string
}

/** A collection as the editor's menu names it: "Articles", "Company facts and testimonials › Facts". */
const menuName = (name: (typeof collectionNames)[number]) => {
  const { editor } = collections[name]
  return typeof editor.as === 'object' ? `${editor.as.label} › ${editor.label}` : editor.label
}

/** Where the Company facts form keeps a fact: {{rates.office}} is "Company facts and testimonials › Facts › Rates › Office". */
const factPlace = (token: string) => `${menuName('facts')} › ${fieldLabel(fieldsOf(factsSchema), `${token}.says`)}`

/** The company's details and figures as the pages show them, from the repository's files when `text` has them. */
function companyValues(text: (file: string) => string | undefined): Record<string, string> {
  const read = (name: 'site' | 'facts') => {
    const source = text(collectionPath(name))
    return source === undefined ? undefined : (parse(source) as unknown)
  }
  try {
    return tokenValues(read('site') as Omit<Site, 'facts'> | undefined, read('facts') as Facts | undefined)
  } catch {
    return {}
  }
}

/**
 * `problem`'s words for the editor: its files named as pages, its facts as places in Company facts,
 * the word list as the editor's page of it. `name` names an entry by its file.
 */
function advice(problem: Problem, label: string, name: (file: string, titleOnly?: boolean) => string): string {
  if (problem.message === 'is required') return `fill in ${label || 'it'}.`
  let words = (problem.editor ?? problem.message).replace(/\{\{([a-z]\w*\.\w+)\}\}/g, (_, token: string) => factPlace(token))
  // An entry's path in quotes is its title, as its list in the form shows it.
  words = words.replace(/"(content\/[\w./-]+\.md)"/g, (_, file: string) => name(file, true)).replace(/\bcontent\/[\w./-]+\.md\b/g, (file) => name(file))
  for (const collection of collectionNames) words = words.split(collectionPath(collection)).join(`"${menuName(collection)}"`)
  // The word list is a page of the editor; a word added there counts once it is published.
  return words.replace(` add it to ${WORD_LIST}`, ` add it to the "${WORD_LIST_EDITOR.label}" in the editor's menu and publish that, then save this again.`)
}

/**
 * Each problem of a refused save as the editor's form words it. `text` gives a file's text as the
 * save would write it (and the company's files, whose details fill in titles); a problem in another
 * file than `saved` (an article's neighbour) says which page it is in.
 */
export function refusalsFor(problems: Problem[], text: (file: string) => string | undefined, saved?: string): Refusal[] {
  const values = companyValues(text)
  /** An entry as an editor knows it: the article "Keeping the Office Kitchen Clean"; the one being saved is "this article". */
  const entryName = (file: string, own?: string, titleOnly = false) => {
    const found = collectionForFile(file)
    const collection = found && collections[found.name]
    const kind = collection?.kind === 'folder' ? (collection.entry ?? 'page') : 'page'
    if (file === own && !titleOnly) return `this ${kind}`
    const source = text(file)
    const data = source === undefined ? {} : dataOf(file, source)
    const title = data.title ?? data.name
    if (typeof title !== 'string') return file === own ? `this ${kind}` : `another ${kind}`
    return titleOnly ? quotedTitle(title, values) : `the ${kind} ${quotedTitle(title, values)}`
  }
  return problems.map((problem) => {
    const source = text(problem.file)
    const fields = formFields(problem.file)
    // 'figure' and 'link' name the kind of problem, not a field: its line says where it is.
    let path = fields.some((field) => field.name === problem.field.split('.')[0]) ? problem.field : ''
    if (!path && problem.line && source !== undefined) path = pathAtLine(source, problem.line, collectionForFile(problem.file)?.id !== undefined)
    const label = path ? fieldLabel(fields, path, source === undefined ? {} : dataOf(problem.file, source), values) : ''
    const elsewhere = saved && problem.file !== saved && collectionForFile(problem.file) ? entryName(problem.file) : ''
    const field = elsewhere ? `${label || 'Entry'} of ${elsewhere}` : label
    return { rule: problem.rule, field, advice: advice(problem, label, (file, titleOnly) => entryName(file, saved ?? problem.file, titleOnly)) }
  })
}

/** What a refused delete says above its list, in every backend. */
export const DELETE_HEADING = 'Not deleted: other pages still need it. Change them first, then delete it.'

/** A refusal as one line of text: "Read time: … set Read time to 1-2, or change the text." */
export const refusalLine = ({ field, advice: what }: Refusal) => (field ? `${field}: ${what}` : what.charAt(0).toUpperCase() + what.slice(1))
