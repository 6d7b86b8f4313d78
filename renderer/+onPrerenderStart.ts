// https://vike.dev/onPrerenderStart
import { planPrerender } from '../lib/build/incremental/pagePlan'

/**
 * Vike lists here every page it is about to prerender: the build plans them, moves the ones
 * unchanged since the previous build over from it, and leaves Vike only the rest to render.
 */
export async function onPrerenderStart(prerenderContext: { pageContexts: Parameters<typeof planPrerender>[0] }) {
  await planPrerender(prerenderContext.pageContexts)
}
