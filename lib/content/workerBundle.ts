// A project module bundled as plain JavaScript into .cache/, for a worker thread to import: the
// caller may itself be a bundle (the build script, the Vite config), with no module file beside it,
// and a worker that loads plain JavaScript spends no time starting a TypeScript loader.
import fs from 'node:fs'
import path from 'node:path'
import { codeFingerprint, esbuild } from '../hashFiles.ts'
import { INLINE_PACKAGES } from '../nodeBundle.mjs'
import { projectPaths } from '../settings.ts'
import { writeWhole } from '../writeWhole.mjs'

/** The bundle of `entry` in .cache/<folder>/, named by its fingerprint; under node_modules' parent folder, so its packages resolve. */
export function writeWorkerBundle(projectRoot: string, entry: string, folder: string): string {
  const file = path.join(projectPaths(projectRoot).cache(folder), `${codeFingerprint(projectRoot, entry)}.mjs`)
  if (!fs.existsSync(file)) {
    // The packages inside: a worker then loads one file, not the hundreds of modules remark or
    // zod come in (its fingerprint still names them by the lock file's versions).
    const code = esbuild().buildSync({ ...INLINE_PACKAGES, entryPoints: [entry], absWorkingDir: projectRoot }).outputFiles[0]!.contents
    // esbuild's service would keep this bundling's memory (50 MB) through the check, its most crowded moment.
    void esbuild().stop()
    // Bundles of earlier code are never loaded again.
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
    // Whole or not at all: a build started meanwhile never loads half a bundle.
    writeWhole(file, code)
  }
  return file
}
