import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { CASES, developerWords, type Case } from '../../tests/support/brokenRules.ts'
import { copyContent, removeCopies } from '../../tests/support/contentCopy.ts'
import { proseFindings, WORD_LIST } from '../content/check/prose.ts'
import { MAX_TEXT_BYTES } from '../content/load/readSource.ts'
import { RULES, type Rule } from '../content/problems.ts'
import type { Facts, Site } from '../content/schema.ts'
import { entryProblems } from './entryRules.ts'
import { entryProseProblems } from './entryProse.ts'
import { stableText } from './entryText.ts'
import { refusalLine, refusalsFor, type Refusal } from './refusalWords.ts'
import { guardSave } from './saveGuard.ts'

// Every rule of the content check (RULES), broken once as an editor's save could break it, through
// the paths that refuse a save in the web editor: the local server's whole check (guardSave), and
// for the rules of one entry the editor's own check in the browser (entryProblems, the prose
// rules). Each refusal names the field as the form labels it, a list item by its title, and says
// what to do with none of a developer's words. The cases are tests/support/brokenRules.ts, which
// tests/e2e/editor-refusals.spec.ts saves in the browser too: a rule added to RULES needs one there.

let root: string
let site: Omit<Site, 'facts'>
let facts: Facts
beforeAll(() => {
  root = copyContent('refusal-words')
  site = parse(fs.readFileSync('content/site.yaml', 'utf8')) as Omit<Site, 'facts'>
  facts = parse(fs.readFileSync('content/facts.yaml', 'utf8')) as Facts
})
afterAll(removeCopies)

/** The refusals of a save as the local server words them, and as the editor's own check in the browser does. */
function refusalsOf(broken: Case): { server: Refusal[]; browser: Refusal[] } {
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
  const raw = broken.change(read(broken.from ?? broken.file))
  const others = Object.entries(broken.also ?? {}).map(([file, change]) => ({ path: file, raw: change(read(file)), slug: '' }))
  const [upload, bytes] = broken.upload ?? []
  if (upload) fs.writeFileSync(path.join(root, upload), Buffer.alloc(bytes!, 1))
  try {
    const outcome = guardSave(root, [{ path: broken.file, raw, slug: '' }, ...others], upload ? [upload] : [])
    const text = stableText(broken.file, raw, broken.from ? undefined : read(broken.file))
    // The browser's rules on a text over the limit take a minute; what it would say, the local check says.
    if (text.length > MAX_TEXT_BYTES) return { server: outcome.ok ? [] : outcome.refusals, browser: [] }
    const proofRead = (source: string, format: 'markdown' | 'text' | 'html') => proseFindings(source, { format, wordList: read(WORD_LIST) })
    const problems = [...entryProblems(broken.file, text, site, facts), ...entryProseProblems(broken.file, text, site, facts, proofRead)]
    return { server: outcome.ok ? [] : outcome.refusals, browser: refusalsFor(problems, (file) => (file === broken.file ? text : read(file))) }
  } finally {
    if (upload) fs.rmSync(path.join(root, upload))
  }
}

describe('every refusal an editor can meet', () => {
  it('has a case for every rule of the content check, or says why no save of the editor breaks it', () => {
    expect(Object.keys(CASES).sort()).toEqual([...RULES].sort())
  })

  it.each(Object.entries(CASES).filter((entry): entry is [Rule, Case] => typeof entry[1] !== 'string'))(
    '%s: names the field as the form labels it and says what to do in the editor\'s words',
    (rule, broken) => {
      const { server, browser } = refusalsOf(broken)
      const mine = server.filter((refusal) => refusal.rule === rule)
      expect(mine.length, JSON.stringify(server.map(refusalLine), null, 1)).toBeGreaterThan(0)
      expect(mine.some(({ field, advice }) => (typeof broken.field === 'string' ? field === broken.field : broken.field.test(field)) && (typeof broken.says === 'string' ? advice.includes(broken.says) : broken.says.test(advice))), JSON.stringify(mine.map(refusalLine), null, 1)).toBe(true)
      // What the browser's own check finds of the same rule, it says in the same words.
      for (const refusal of browser.filter((candidate) => candidate.rule === rule && !candidate.field.includes(' of '))) expect(server.map(refusalLine)).toContain(refusalLine(refusal))
      for (const line of [...server, ...browser].map(refusalLine)) expect(developerWords(line), line).toEqual([])
    },
  )
})
