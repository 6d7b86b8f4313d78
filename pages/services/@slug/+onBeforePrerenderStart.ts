// https://vike.dev/onBeforePrerenderStart
import { getContent } from '../../../lib/content/getContent'
import { serviceRoute } from '../../../lib/routes'

/** One page per Markdown file in content/services. */
export function onBeforePrerenderStart() {
  return getContent().services.map((service) => serviceRoute(service.slug))
}
