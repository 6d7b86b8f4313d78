// https://vike.dev/onBeforePrerenderStart
import { reuseUnchangedPages } from '../../../../lib/build/incremental/previousBuild'
import { getContent } from '../../../../lib/content/getContent'
import { blogIndexPageInputs } from '../../../../lib/pages/blogIndex'

/** The blog index's pages after the first; unchanged ones move over from the previous build. */
export function onBeforePrerenderStart() {
  return reuseUnchangedPages(blogIndexPageInputs(getContent()))
}
