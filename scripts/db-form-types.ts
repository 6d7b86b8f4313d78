// npm run db:form-types: compares the form types the migrations allow with those the site's forms
// send (supabase/formTypes.ts) and, when they differ, writes a new migration that makes them agree.
// Applied migrations are never rewritten; apply the new one with `supabase db push`.
import fs from 'node:fs'
import path from 'node:path'
import { projectPaths } from '../lib/settings.ts'
import { derivedFormTypes, effectiveFormTypes, formTypesMigration, migrationName } from '../supabase/formTypes.ts'
import { openDatabase } from './local-backend/database.ts'

const db = await openDatabase()
const effective = await effectiveFormTypes(db)
await db.close()
const derived = derivedFormTypes()
const added = derived.filter((type) => !effective.includes(type))
const removed = effective.filter((type) => !derived.includes(type))
if (!added.length && !removed.length) {
  console.log(`The migrations allow exactly the ${derived.length} form types the forms send: nothing to write.`)
} else {
  const file = path.join(projectPaths(process.cwd()).migrations, migrationName(new Date(), 'form_types'))
  fs.writeFileSync(file, formTypesMigration(derived))
  console.log(`Wrote ${path.relative(process.cwd(), file)}: ${[...added.map((type) => `+ ${type}`), ...removed.map((type) => `- ${type}`)].join(', ')}. Commit it, and apply it with \`supabase db push\`.`)
}
