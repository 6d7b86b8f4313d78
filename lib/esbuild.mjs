// esbuild as every bundling of the project loads it: the build launcher (scripts/build.mjs), the
// fingerprints and worker bundles (lib/hashFiles.ts, lib/content/workerBundle.ts) and the web
// editor (lib/editor/adminBundle.ts). Plain JavaScript: the launcher needs it before TypeScript loads.
//
// esbuild's JavaScript API bundles in a service, a Go process meant to live long, so Go collects
// its garbage as it goes, from a small heap up; its command line, which bundles once and exits,
// turns the collector off. Every bundling here is one-off (the service is stopped after it), so
// the collecting mostly costs: the web editor's bundle took 1.8-1.9 CPU s with Go's default
// (GOGC=100), 1.3-1.4 s with GOGC=800 and 1.1-1.2 s with the collector off (1.05 s, 0.8 s and
// 0.7 s of wall time). Off, it held 390 MB at most against 300-320 MB, on top of what Vike's
// prerender holds meanwhile on a large site (a cold build of 4,000 articles then held 1.22 GB at
// once against 1.13-1.19 GB); at 800 it holds no more than with the default. The limit has Go
// collect more often in a service that is never stopped (a dev server's) once it grows past it.
// A service inherits the settings as it starts, after this; a setting already in the environment is kept.
import { createRequire } from 'node:module'

/** Go's settings for the esbuild service: collect once the heap is nine times what the last collection kept (Go's default: twice), and before it passes the limit. */
export const ONE_OFF_BUNDLING = { GOGC: '800', GOMEMLIMIT: '512MiB' }

/** esbuild, loaded when something must be bundled: a build whose bundles all hold loads none. */
export function esbuild() {
  for (const [name, value] of Object.entries(ONE_OFF_BUNDLING)) process.env[name] ??= value
  return createRequire(import.meta.url)('esbuild')
}
