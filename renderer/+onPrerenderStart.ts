// https://vike.dev/onPrerenderStart
import { planPrerender } from '../lib/build/pagePlan'

/** Vike lists here every page it is about to prerender: the build plans them (lib/build/pagePlan.ts). */
export function onPrerenderStart(prerenderContext: { pageContexts: Parameters<typeof planPrerender>[0] }) {
  planPrerender(prerenderContext.pageContexts)
}
