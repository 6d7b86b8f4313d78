// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Every route is written to static HTML at build time; dist/client deploys to any static host.
  // Partial: a parameterised route may have no page to write, as /blog/page/@page has until the
  // blog outgrows one page; every route the site links to is checked by the built-site tests.
  // dist/server stays (it is not deployed): a rebuild after content edits prerenders with it
  // instead of bundling again (scripts/build.ts).
  prerender: { partial: true, keepDistServer: true },
  // Each navigation is a real page load, so pages open at the top and carry no router.
  clientRouting: false,
  // There is no onRenderClient: a page is HTML-only unless its own +client.ts hydrates islands.
} satisfies Config
