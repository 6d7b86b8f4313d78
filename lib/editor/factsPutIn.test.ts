import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import type { Facts, Site } from '../content/schema.ts'
import { dataOf } from './formPlace.ts'
import { entryProblems } from './entryRules.ts'
import { entryText } from './entryText.ts'
import { factsPutIn } from './factsPutIn.ts'

// What the editor's save writes for a figure of ours typed out: the fact in its place, so the page
// follows Company facts; and what it leaves for the editor to decide.
const read = (file: string) => fs.readFileSync(file, 'utf8')
const site = parse(read('content/site.yaml')) as Omit<Site, 'facts'>
const facts = parse(read('content/facts.yaml')) as Facts
const ARTICLE = 'content/blog/how-often-office-cleaning.md'
const SERVICE = 'content/services/office-cleaning.md'

/** The entry's data after the save put its facts in, and what the rules then find in it. */
function saved(file: string, change: (data: Record<string, unknown>) => void) {
  const previous = read(file)
  const data: Record<string, unknown> = { ...dataOf(file, previous), body: previous.split(/^---$/m).slice(2).join('---') }
  change(data)
  const text = entryText(file, data, previous)
  const valueAt = (path: (string | number)[]) => path.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], data)
  for (const { path, value } of factsPutIn(file, text, entryProblems(file, text, site, facts), valueAt)) {
    const parent = path.slice(0, -1).reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data) as Record<string | number, unknown>
    parent[path.at(-1)!] = value
  }
  return { data, problems: entryProblems(file, entryText(file, data, previous), site, facts) }
}

type Fields = Record<string, unknown>
const firstCard = (data: Fields) => ((data.sections as Fields[])[0]!.cards as Fields[])[0]!

describe('a figure of ours typed out', () => {
  it('is put in as its fact where the sentence names it, in the text or a card, and the save then passes', () => {
    const { data, problems } = saved(SERVICE, (data) => {
      data.body = `Offices pay ${facts.rates.office} per hour plus GST.\n\n${String(data.body)}`
      firstCard(data).description = `From ${facts.rates.office} per hour plus GST for offices, or $550-850 a month.`
    })
    expect(String(data.body)).toMatch(/^Offices pay \{\{rates\.office\}\} per hour plus GST\./)
    expect(firstCard(data).description).toBe('From {{rates.office}} per hour plus GST for offices, or $550-850 a month.')
    expect(problems).toEqual([])
  })

  it('is put in as the credential it is', () => {
    const { data, problems } = saved(ARTICLE, (data) => (data.body = `${facts.legal.entity} cleans offices.\n\n${String(data.body)}`))
    expect(String(data.body)).toMatch(/^\{\{legal\.entity\}\} cleans offices\./)
    expect(problems).toEqual([])
  })

  it('is left, and refused, where two facts have that value and the sentence names neither, or it differs from the one it names', () => {
    for (const sentence of [`It costs ${facts.rates.office} per hour plus GST.`, 'Offices pay $10 per hour plus GST.']) {
      const { data, problems } = saved(ARTICLE, (data) => (data.body = `${sentence}\n\n${String(data.body)}`))
      expect(String(data.body).startsWith(sentence)).toBe(true)
      expect(problems.map((problem) => problem.rule)).toEqual(['figure'])
    }
  })
})
