// npm run preview:pages -- FILE...: the routes of the pages that show these files (paths in the
// repository, or read one a line from stdin), one a line: what the pull request's deploy-preview
// comment links to (.github/workflows/ci.yml; lib/build/hosting/previewPages.ts).
import fs from 'node:fs'
import { previewPages } from '../lib/build/hosting/previewPages.ts'
import { staticRoutes } from '../lib/staticRoutes.ts'

const args = process.argv.slice(2)
const files = args.length ? args : fs.readFileSync(0, 'utf8').split('\n').map((line) => line.trim()).filter(Boolean)
for (const route of previewPages(files, new Set(staticRoutes()))) console.log(route)
