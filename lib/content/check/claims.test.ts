import fs from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'
import { factTokens, tokenValues } from '../load/tokens.ts'
import { factsSchema } from '../schema.ts'
import { claimsIn, type Topic } from './claims.ts'

const facts = factsSchema.parse(parse(fs.readFileSync('content/facts.yaml', 'utf8')))
const values = tokenValues(undefined, facts)
const problemsOf = (text: string, topic: Topic) => claimsIn('content/blog/a.md', text, facts, values).filter((claim) => claim.topic === topic && claim.problem)

describe.each<[Topic, string, string]>([
  ['quote', 'Free quote within 24 hours on our mobile.', 'A fixed price follows in writing within 2 working days of the walk.'],
  ['emergency', 'Call us and a crew is on site within 2-4 hours.', 'We aim to have a crew on site within 2-4 hours of your call.'],
  ['emergency', 'We aim to have a crew on site within 48 hours.', 'We aim to have a crew on site within 2-4 hours of your call.'],
  ['quote', 'A fixed price follows in writing within five working days of the walk.', 'A fixed price follows in writing within two working days of the walk.'],
  ['gst', 'Daily maintenance from $60 per hour.', 'Daily maintenance from $60 per hour plus GST.'],
  ['booking', 'A one-off clean can be cancelled free up to 7 days before.', 'A one-off clean can be cancelled free up to 2 working days before.'],
  ['vetting', 'Police-checked staff for legal practices can be written into the scope.', 'Every cleaner passes a national police check before the first shift.'],
  ['screening', 'Staff in schools and aged care hold a Working With Children Check.', 'Staff in schools hold a Working With Children Check.'],
  ['licences', 'Every operator completes a 3-hour equipment certification.', 'Every operator completes our 3-hour equipment course.'],
])('%s', (topic, divergent, registered) => {
  test('a sentence that states it differently is refused, with what to write', () => {
    const [problem, ...rest] = problemsOf(divergent, topic)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ line: 1, problem: expect.stringContaining(`promises.${topic}`) })
  })

  test('the sentence as registered passes', () => {
    expect(problemsOf(registered, topic)).toEqual([])
  })
})

test("every promise's own statement passes its own rules", () => {
  const statements = factTokens(facts)
  for (const topic of Object.keys(facts.promises) as Topic[]) expect(problemsOf(statements[`promises.${topic}`]!, topic), topic).toEqual([])
})

test('a sentence is listed once per topic, on the line it starts, with its field', () => {
  const text = '---\ndescription: Reply within 24 hours.\n---\n\nWe walk your site free, and a\nfixed price follows within 2 working days.\n'
  const found = claimsIn('content/blog/a.md', text, facts, values, (line) => (line < 4 ? 'description' : '')).filter((claim) => claim.topic === 'quote')
  expect(found).toEqual([{ topic: 'quote', file: 'content/blog/a.md', line: 5, field: '', sentence: 'We walk your site free, and a fixed price follows within 2 working days.' }])
})

test('a table row is read with its header, so a price column that says GST covers every row', () => {
  const table = '| Package | Price per visit, plus GST |\n|---|---|\n| Essential | From $80/visit |\n'
  expect(problemsOf(table, 'gst')).toEqual([])
  expect(problemsOf(table.replace(', plus GST', ''), 'gst')).toHaveLength(1)
})
