// The project's word list (content/words.txt, the words the spelling rule accepts beside its
// dictionary) as a page of the web editor, so an editor told "add it to the word list" can do it
// there: one text field holding the file as it stands, comments and all, written back as typed.
import { WORD_LIST } from '../content/check/wordList.ts'
import { FORMATS } from './formatNames.ts'

/** Decap's names for it: the collection, its one file, the field; the label is what the menu shows. */
export const WORD_LIST_EDITOR = { collection: 'words', file: 'words', field: 'words', label: 'Word list' } as const

/** The word list's collection in config.yml. */
export function wordListCollection(): Record<string, unknown> {
  const { collection, file, field, label } = WORD_LIST_EDITOR
  return {
    name: collection,
    label,
    format: FORMATS.words,
    delete: false,
    // A list of words has no page to preview: the form takes the whole width.
    editor: { preview: false },
    files: [
      {
        name: file,
        label,
        file: WORD_LIST,
        fields: [
          {
            name: field,
            label: 'Words',
            widget: 'text',
            hint: 'Names and trade terms the spelling check accepts. One word per line; a line starting with # is a note. A word in lower case is also accepted with a capital at the start of a sentence; a name keeps its capital. Each form is its own word: add "benchtop" and "benchtops".',
          },
        ],
      },
    ],
  }
}

/** The word list's text as the form holds it, written back with one newline at its end. */
export const wordListText = (words: unknown) => `${String(words ?? '').replace(/\s+$/, '')}\n`
