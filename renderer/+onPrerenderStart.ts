// https://vike.dev/onPrerenderStart
import { planPrerender } from '../lib/build/incremental/fullBuild'

/**
 * Vike lists here every page it is about to prerender: the build plans them (which are unchanged
 * since the previous build and move over from it) and Vike renders only the rest.
 */
export async function onPrerenderStart(prerenderContext: { pageContexts: Parameters<typeof planPrerender>[0] }) {
  return { prerenderContext: { pageContexts: await planPrerender(prerenderContext.pageContexts) } }
}
