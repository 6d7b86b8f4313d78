// The stand-ins of a demo company, each marked where it lives: a YAML comment at the end of the
// value's line says what the owner puts there instead, `abn: 53 824 753 565  # placeholder: your
// ABN, as ABN Lookup shows it`. `npm run check:launch` lists every one left and fails while any
// remains (the production deploys run it); the home page labels its testimonials as examples while
// theirs remain. Nothing else lists them.
import fs from 'node:fs'
import path from 'node:path'
import { collectionPath } from './collectionPath.ts'
import { collectionNames } from './collections.ts'
import { filesOf } from './load/collectionFiles.ts'

/** The one marker: a comment that ends the line of the value it stands beside. */
const MARKER = /\s#\s*placeholder:\s*(.+)$/

export interface Placeholder {
  file: string
  line: number
  /** The value's path in its YAML: 'legal.abn', 'testimonials.name'. */
  field: string
  value: string
  /** What the owner puts there instead. */
  put: string
}

/** The placeholders marked in one file's text. */
export function placeholdersIn(file: string, text: string): Placeholder[] {
  const keys: { indent: number; key: string }[] = []
  return text.split('\n').flatMap((line, index) => {
    const entry = /^(\s*)(?:- )?([\w-]+):(?:\s|$)/.exec(line)
    if (entry) {
      while (keys.length && keys.at(-1)!.indent >= entry[1]!.length) keys.pop()
      keys.push({ indent: entry[1]!.length, key: entry[2]! })
    }
    const mark = MARKER.exec(line)
    if (!mark) return []
    const value = line.slice(0, mark.index).replace(/^\s*(?:- )?(?:[\w-]+:(?:\s+|$))?/, '').trim().replace(/^(["'])(.*)\1$/, '$2')
    return [{ file, line: index + 1, field: keys.map(({ key }) => key).join('.'), value, put: mark[1]!.trim() }]
  })
}

/** Every placeholder left in the content of the project at `root`, file by file. */
export function placeholders(root: string): Placeholder[] {
  return collectionNames.flatMap((name) => filesOf(root, name).flatMap((file) => placeholdersIn(file, fs.readFileSync(path.join(root, file), 'utf8'))))
}

/** Whether the testimonials are still the demo's: the home page labels them as examples. */
export function testimonialsAreExamples(root: string): boolean {
  const file = collectionPath('testimonials')
  return placeholdersIn(file, fs.readFileSync(path.join(root, file), 'utf8')).length > 0
}
