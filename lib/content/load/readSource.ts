// Content files come from any editor: Notepad, Word converters, phones, web editors. They are
// read here, once, and made into the text the same file saved with plain LF would be, so every
// later step (front matter, tokens, line numbers, Markdown) sees one form. What cannot be made
// so is refused with the line and what to do.
import fs from 'node:fs'
import { isUtf8 } from 'node:buffer'
import type { Problem } from '../problems.ts'

/** The file's text as plain LF UTF-8, or the problems that keep it from being read. */
export type SourceResult = { text: string; problems?: undefined } | { text?: undefined; problems: Problem[] }

/**
 * The most a content file may hold. The longest article is about 13 kB (2,000 words); 10 MB is a
 * book of 1.5 million words, so only a mistake (an export or a whole document pasted in) reaches it.
 * It is checked before the file is read, so such a file costs the check nothing, and the check's
 * time for what passes it stays bounded.
 */
export const MAX_TEXT_BYTES = 10_000_000

/** C0 control characters and DEL, except tab and line feed (carriage returns are gone by then). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export function readSource(fullPath: string, file: string): SourceResult {
  let bytes: Buffer
  try {
    const { size } = fs.statSync(fullPath)
    if (size > MAX_TEXT_BYTES) {
      // Rounded up, so a file just over the limit never reads as the limit itself.
      const over = (Math.ceil(size / 100_000) / 10).toFixed(1)
      return refuse({
        rule: 'tooLarge',
        file,
        field: '',
        editor: `the text is ${over} MB, over the ${MAX_TEXT_BYTES / 1_000_000} MB one entry may hold: split the text into several articles, each following the one before in its series, and leave out what a reader does not need`,
        message: `is ${over} MB, over the ${MAX_TEXT_BYTES / 1_000_000} MB a content file may hold: split it into several files (an article into parts, each its own .md file linked by prev and next), and leave out what a reader does not need`,
      })
    }
    bytes = fs.readFileSync(fullPath)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error'
    return refuse({ rule: 'unreadable', file, field: '', message: `could not be read (${code}): check that it is a file you can open` })
  }
  if (bytes.includes(0)) {
    return refuse({ rule: 'binary', file, field: '', editor: 'holds something that is not text (pasted from a program or a picture): type that part again, and add pictures with the picture button', message: 'is not a text file (it holds binary data): save it as plain text (UTF-8), and put pictures in public/images/' })
  }
  const decoded = bytes.toString('utf8')
  let text = decoded
  // Bytes that are not UTF-8 decode to U+FFFD; a file may also hold that character itself.
  if (text.includes('\uFFFD') && !isUtf8(bytes)) {
    const line = text.split('\n').findIndex((candidate) => candidate.includes('\uFFFD')) + 1
    return refuse({ rule: 'notUtf8', file, field: '', line, message: 'is not UTF-8 text (saved as Windows-1252 or Latin-1?): save the file with UTF-8 encoding' })
  }
  // A byte-order mark says "UTF-8" and nothing else; Windows line endings (and old Mac ones) become LF.
  if (text.startsWith('\uFEFF')) text = text.slice(1)
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n')
  if (!/\S/.test(text)) {
    return refuse({ rule: 'empty', file, field: '', message: 'the file is empty: write its fields and text (see content/README.md), or delete the file' })
  }
  // Most files hold none: only then are lines counted.
  if (!CONTROL.test(text)) return { text }
  const problems = text.split('\n').flatMap((line, index) => {
    const control = CONTROL.exec(line)
    if (!control) return []
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')
    return [{ rule: 'controlCharacter' as const, file, field: '', line: index + 1, message: `holds an invisible control character (U+${code}), often pasted from Word or a PDF: delete it`, editor: 'holds an invisible character, often pasted from Word or a PDF: type the words around it again' }]
  })
  return { problems }
}

const refuse = (problem: Problem): SourceResult => ({ problems: [problem] })
