// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Every route is written to static HTML at build time; dist/client deploys to any static host.
  // Partial: a parameterised route may have no page to write, as /blog/page/@page has until the
  // blog outgrows one page; every route the site links to is checked by the built-site tests.
  // dist/server stays (it is not deployed): a rebuild after content edits renders pages with it
  // instead of bundling again (lib/build/incremental/contentRebuild.ts).
  // Parallel: pages in progress at once. Rendering is synchronous, but each page then waits for its
  // folder and file to be written; with Vike's default (one per core) the renderer sat idle a
  // quarter of the prerender between writes, and the machine a third. 16 at 4,000 articles: 0.91x
  // the cold build's wall time and 0.94x its CPU (five paired runs); 64 gained a little more and
  // held 30 MB more at the build's peak.
  prerender: { partial: true, keepDistServer: true, parallel: 16 },
  // Each navigation is a real page load, so pages open at the top and carry no router.
  clientRouting: false,
  // There is no onRenderClient: a page is HTML-only unless its own +client.ts hydrates islands.
} satisfies Config
