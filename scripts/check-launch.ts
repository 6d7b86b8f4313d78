// Before a production deploy: every stand-in of the demo company still in the content (the ABN,
// certificate numbers, phone numbers, testimonials...), each with its file, line and what to put
// there, and a failure while any remains. Run by the deploy and publish workflows, not by builds or
// tests; docs/launch-checklist.md is the owner's guide. `npm run check:launch`.
import { placeholders } from '../lib/content/placeholders.ts'

const left = placeholders(process.cwd())
for (const { file, line, field, value, put } of left) console.log(`${file}:${line}: ${field}: "${value}" is a placeholder: put ${put}`)
if (left.length) {
  console.error(`\nNot ready to launch: ${left.length} placeholder(s) left. Replace each value and delete its "# placeholder:" comment (docs/launch-checklist.md).`)
  process.exitCode = 1
} else console.log('Ready to launch: no placeholder left in content/.')
