// The prose screen's speller (proseScreen.ts): each word's verdict from the Australian dictionary
// and the project's word list. Verdicts are kept between builds in .cache/spelling.json, for the
// word list and the code (this module's, the packages' versions) they were given with, so that a
// rebuild whose changed texts use words met before never loads the dictionary (about 0.2 s).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import dictionary from 'dictionary-en-au'
import nspell from 'nspell'
import { codeFingerprint } from '../../hashFiles.ts'
import { saveWithCaches } from '../hashCache.ts'
import { projectPaths } from '../../settings.ts'
import { NOT_WORDS, wordsOf } from './prose.ts'
import { writeWhole } from '../../writeWhole.mjs'

export type Speller = (word: string) => boolean

interface SpellingFile {
  fingerprint: string
  /** Hash of the word list the verdicts were given with. */
  list: string
  right: string[]
  wrong: string[]
}

// One speller per word list and cache file, each remembering its verdict on every word it was asked about.
const spellers = new Map<string, Speller>()
// The dictionary with each word list's words, loaded when a speller first meets a word it has no verdict on.
const checkers = new Map<string, ReturnType<typeof nspell>>()

/** The dictionary loaded for the word list, so the first word asked about does not wait for it. */
export function loadDictionary(wordList: string): ReturnType<typeof nspell> {
  let checker = checkers.get(wordList)
  if (!checker) checkers.set(wordList, (checker = nspell(dictionary).personal(wordsOf(wordList).join('\n'))))
  return checker
}

/** Is the word right? `root`: the project whose .cache/ keeps the verdicts; none keeps them in memory only. */
export function spellerFor(wordList: string, root?: string): Speller {
  const file = root === undefined ? '' : projectPaths(root).cache('spelling.json')
  const id = `${file}\0${wordList}`
  let speller = spellers.get(id)
  if (!speller) {
    const verdicts = file ? savedVerdicts(file, wordList) : new Map<string, boolean>()
    speller = (word) => {
      let right = verdicts.get(word)
      if (right === undefined) verdicts.set(word, (right = NOT_WORDS.test(word) || /^\d+$/.test(word) || loadDictionary(wordList).correct(word)))
      return right
    }
    spellers.set(id, speller)
  }
  return speller
}

/** The verdicts kept in the file for this word list and code, saved again with the caches when more were given. */
function savedVerdicts(file: string, wordList: string): Map<string, boolean> {
  const fingerprint = codeFingerprint(process.cwd(), 'lib/content/check/speller.ts')
  const list = createHash('sha1').update(wordList).digest('base64url')
  const verdicts = new Map<string, boolean>()
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as SpellingFile
    if (saved.fingerprint === fingerprint && saved.list === list) {
      for (const word of saved.right) verdicts.set(word, true)
      for (const word of saved.wrong) verdicts.set(word, false)
    }
  } catch {
    // No verdicts yet, or unreadable ones: the dictionary gives them again.
  }
  let savedCount = verdicts.size
  saveWithCaches(() => {
    if (verdicts.size === savedCount) return
    const words = [...verdicts]
    const kept: SpellingFile = { fingerprint, list, right: words.filter(([, right]) => right).map(([word]) => word), wrong: words.filter(([, right]) => !right).map(([word]) => word) }
    writeWhole(file, JSON.stringify(kept))
    savedCount = verdicts.size
  })
  return verdicts
}
