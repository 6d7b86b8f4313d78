import fs from 'node:fs'
import { expect, test } from 'vitest'
import { AVAILABILITY_OPTIONS, EXPERIENCE_OPTIONS, FREQUENCY_OPTIONS } from './options'

const migration = fs.readdirSync('supabase/migrations').map((file) => fs.readFileSync(`supabase/migrations/${file}`, 'utf8')).join('\n')

/** The values a CHECK constraint allows, as written in the migration. */
function allowed(constraint: string): string[] {
  const clause = new RegExp(`constraint ${constraint} check \\(.* in \\(([^)]*)\\)\\)`).exec(migration)?.[1] ?? ''
  return [...clause.matchAll(/'([^']+)'/g)].map((match) => match[1]!)
}

test.each([
  ['experience_allowed', EXPERIENCE_OPTIONS],
  ['availability_allowed', AVAILABILITY_OPTIONS],
  ['cleaning_frequency_allowed', FREQUENCY_OPTIONS],
])('the form offers exactly what %s allows', (constraint, options) => {
  expect(options.map((option) => option.value)).toEqual(allowed(constraint))
})

test('the spec labels the two special frequencies', () => {
  expect(FREQUENCY_OPTIONS.find((option) => option.value === 'one-time')?.label).toBe('One-time Service')
  expect(FREQUENCY_OPTIONS.find((option) => option.value === 'emergency')?.label).toBe('Emergency Cleaning')
})
