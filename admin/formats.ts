// The editor's own file formats, in every backend: Decap's would write each file afresh (a
// one-fact change was a 29-line diff with every comment gone, and empty fields left out where
// the schema wants them). These patch the file as it stands (lib/editor/entryText.ts), so a
// one-field change is a one-line diff, comments and order kept.
import CMS from './decapApp'
import { parse } from 'yaml'
import { entryText, splitText } from '../lib/editor/entryText'
import { FORMATS } from '../lib/editor/formatNames'
import { wordListText, WORD_LIST_EDITOR } from '../lib/editor/wordListEntry'

/** The save under way: the file it writes and that file's text before it (the preSave listener says). */
let saving: { file: string; previous?: string } | undefined

/** Called before each save, before Decap writes the entry through the format. */
export function expectSave(file: string, previous: string | undefined): void {
  saving = { file, previous }
}

const fromFile = (markdown: boolean) => (content: string) => {
  const { matter, body } = splitText(content, markdown)
  const data = ((parse(matter) as Record<string, unknown> | null) ?? {}) as Record<string, unknown>
  // The form shows the text without the blank line after the front matter; saving puts it back.
  return markdown ? { ...data, body: body.replace(/^\r?\n/, '') } : data
}

const toFile = (data: Record<string, unknown>) => {
  if (!saving) throw new Error('the entry cannot be written: no save is under way')
  return entryText(saving.file, data, saving.previous)
}

export function registerFormats(): void {
  CMS.registerCustomFormat(FORMATS.markdown, 'md', { fromFile: fromFile(true), toFile })
  CMS.registerCustomFormat(FORMATS.yaml, 'yaml', { fromFile: fromFile(false), toFile })
  // The word list is plain text, one word a line: the form edits it whole, as the file has it.
  const { field } = WORD_LIST_EDITOR
  CMS.registerCustomFormat(FORMATS.words, 'txt', { fromFile: (content: string) => ({ [field]: content }), toFile: (data: Record<string, unknown>) => wordListText(data[field]) })
}
