// A project module bundled as plain JavaScript into .cache/, for a worker thread to import: the
// caller may itself be a bundle (the build script, the Vite config), with no module file beside it,
// and a worker that loads plain JavaScript spends no time starting a TypeScript loader.
import type { Metafile } from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'
import { esbuild } from '../esbuild.mjs'
import { fingerprintFromBundle, knownFingerprint } from '../hashFiles.ts'
import { INLINE_PACKAGES } from '../nodeBundle.mjs'
import { projectPaths } from '../settings.ts'
import { writeWhole } from '../writeWhole.mjs'

/**
 * The bundle of `entry` in .cache/<folder>/, named by its fingerprint (codeFingerprint); under
 * node_modules' parent folder, so its packages resolve. Where the fingerprint is not known yet
 * (a fresh clone), the one bundling gives both: the bundle's own list of its files is the
 * fingerprint's.
 */
export function writeWorkerBundle(projectRoot: string, entry: string, folder: string): string {
  const fingerprint = knownFingerprint(projectRoot, entry)
  const known = fingerprint === undefined ? undefined : bundleFile(projectRoot, folder, fingerprint)
  if (known !== undefined && fs.existsSync(known)) return known
  const { outputFiles, metafile } = esbuild().buildSync(bundleOptions(projectRoot, entry))
  // esbuild's service would keep this bundling's memory (50 MB) through the check, its most crowded moment.
  void esbuild().stop()
  return kept(projectRoot, entry, folder, metafile, outputFiles[0]!.contents)
}

// The packages inside: a worker then loads one file, not the hundreds of modules remark or zod come
// in (its fingerprint still names them by the lock file's versions).
const bundleOptions = (projectRoot: string, entry: string) => ({ ...INLINE_PACKAGES, entryPoints: [entry], absWorkingDir: projectRoot, metafile: true as const })

const bundleFile = (projectRoot: string, folder: string, fingerprint: string) => path.join(projectPaths(projectRoot).cache(folder), `${fingerprint}.mjs`)

/** The bundle written under its fingerprint, in place of any bundle of earlier code (never loaded again). */
function kept(projectRoot: string, entry: string, folder: string, metafile: Metafile, code: Uint8Array): string {
  const file = bundleFile(projectRoot, folder, fingerprintFromBundle(projectRoot, entry, metafile))
  if (!fs.existsSync(file)) {
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
    // Whole or not at all: a build started meanwhile never loads half a bundle.
    writeWhole(file, code)
  }
  return file
}
