// The form types the database accepts (the form_type_known constraint), derived rather than kept
// in step by hand: the forms' own (lib/submissions/payload.ts FORMS) and those each collection's
// pages submit (lib/content/collections.ts formTypes: a service page's quote form). An applied
// migration is never rewritten, so when the two part, `npm run db:form-types` writes a new one;
// supabase/formTypes.test.ts fails until it is there.
import { collectionNames, collections, type FolderCollection } from '../lib/content/collections.ts'
import { FORMS } from '../lib/submissions/payload.ts'

/** The constraint the migrations keep, on public.form_submissions. */
const CONSTRAINT = 'form_type_known'

export function derivedFormTypes(): string[] {
  const ofCollections = collectionNames.flatMap((name) => (collections[name] as FolderCollection).formTypes ?? [])
  return [...FORMS, ...ofCollections]
}

/** The form types the constraint allows in a database with every migration applied. */
export async function effectiveFormTypes(db: { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> }): Promise<string[]> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1 and conrelid = 'public.form_submissions'::regclass`,
    [CONSTRAINT],
  )
  if (!rows[0]) throw new Error(`the migrations define no constraint ${CONSTRAINT} on public.form_submissions`)
  // CHECK ((form_type = ANY (ARRAY['hero'::text, 'contact'::text, ...]))): each literal, quotes undoubled.
  return [...rows[0].definition.matchAll(/'((?:[^']|'')*)'::text/g)].map((match) => match[1]!.replace(/''/g, "'"))
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

/** A migration that makes the constraint allow exactly `formTypes`. */
export function formTypesMigration(formTypes: string[]): string {
  return `-- Written by \`npm run db:form-types\` (supabase/formTypes.ts): the form types the site's forms send,
-- the forms' own (lib/submissions/payload.ts) and those of each collection's pages
-- (lib/content/collections.ts formTypes). Edit those, then run it again; never edit this file.

alter table public.form_submissions
  drop constraint ${CONSTRAINT},
  add constraint ${CONSTRAINT} check (form_type in (
${formTypes.map((type) => `    ${literal(type)}`).join(',\n')}
  ));
`
}

/** The file name of a migration written now: the Supabase CLI's UTC timestamp, then its name. */
export const migrationName = (now: Date, name: string) => `${now.toISOString().replace(/\D/g, '').slice(0, 14)}_${name}.sql`
