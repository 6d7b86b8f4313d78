// The two databases every SQL, submission and delivery test runs against, set up the same way
// (supabase/bootstrap/, then the migrations): PGlite, which the local backend uses, and a real
// PostgreSQL 15 as a hosted Supabase project runs. Tests iterate over BACKENDS with describe.each,
// so the two must agree on every case.
import { inject } from 'vitest'
import { openDatabase, type Database } from '../../../scripts/local-backend/database.ts'
import { createDatabase, postgresDatabase } from './postgres.ts'

export const BACKENDS = ['PGlite', 'PostgreSQL 15'] as const
export type Backend = (typeof BACKENDS)[number]

/** A fresh, migrated database of the given kind. */
export async function openBackend(backend: Backend): Promise<Database> {
  if (backend === 'PGlite') return openDatabase()
  return postgresDatabase(await createDatabase(inject('postgres')))
}
