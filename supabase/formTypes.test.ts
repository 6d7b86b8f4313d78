import { afterAll, beforeAll, expect, test } from 'vitest'
import { openDatabase, type Database } from '../scripts/local-backend/database'
import { derivedFormTypes, effectiveFormTypes, formTypesMigration, migrationName } from './formTypes'

// The database accepts exactly the form types the site sends: the forms' own and those of the
// collections' pages, derived from lib/content/collections.ts, not kept in step by hand.
let db: Database

beforeAll(async () => {
  db = await openDatabase()
})
afterAll(() => db.close())

test('the migrations allow exactly the form types the forms send (on a failure: npm run db:form-types writes the migration)', async () => {
  const derived = derivedFormTypes()
  expect(derived).toEqual(expect.arrayContaining(['hero', 'contact', 'career', 'service_quote_Warehouse & Industrial Cleaning']))
  expect((await effectiveFormTypes(db)).sort()).toEqual([...derived].sort())
})

test('the migration it writes, applied after the others, makes the constraint allow the new list and no other', async () => {
  const wanted = [...derivedFormTypes().filter((type) => type !== 'career'), "service_quote_Pool & Spa Cleaning", "service_quote_O'Brien's Cleaning"]
  await db.exec('begin')
  try {
    await db.exec(formTypesMigration(wanted))
    expect((await effectiveFormTypes(db)).sort()).toEqual([...wanted].sort())
  } finally {
    await db.exec('rollback')
  }
})

test('a new migration is named as the Supabase CLI names one: the UTC time to the second, then what it does', () => {
  expect(migrationName(new Date('2031-02-03T04:05:06Z'), 'form_types')).toBe('20310203040506_form_types.sql')
})
