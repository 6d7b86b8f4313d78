// npm run build starts here, in plain JavaScript: it bundles scripts/build.ts with the project
// code it imports (packages stay outside) into one file in .cache/, then runs that with plain Node.
// Run through tsx instead, every import, each package's included, would pass through tsx's module
// hooks: about 1 s of a 4 s content rebuild of a 4,000-article site. Vite loads its own config the
// same way.
import { buildSync } from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { NODE_BUNDLE } from '../lib/nodeBundle.mjs'

// A production build whatever the shell says: Vite keeps a NODE_ENV it finds set (Vitest sets
// 'test'), and would then build the server bundle with React's development JSX. Set here, before
// the build script's settings (lib/settings.ts) are read, and inherited by `vike build`.
process.env.NODE_ENV = 'production'

const outDir = path.resolve('.cache', 'build-script')
const bundle = path.join(outDir, 'build.mjs')
const [output] = buildSync({ ...NODE_BUNDLE, entryPoints: ['scripts/build.ts'] }).outputFiles
fs.mkdirSync(outDir, { recursive: true })
// Through a temporary file, so that a build started meanwhile never runs half a bundle.
const temporary = `${bundle}.${process.pid}.tmp`
fs.writeFileSync(temporary, output.contents)
fs.renameSync(temporary, bundle)
await import(pathToFileURL(bundle).href)
