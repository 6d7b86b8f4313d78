// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Every route is written to static HTML at build time; dist/client deploys to any static host.
  prerender: true,
  // Each navigation is a real page load, so pages open at the top and carry no router.
  clientRouting: false,
  // There is no onRenderClient: a page is HTML-only unless its own +client.ts hydrates islands.
} satisfies Config
