// https://vike.dev/onBeforePrerenderStart
import { getCollection } from '../../../lib/content/store'
import { serviceRoute } from '../../../lib/routes'

/** One page per Markdown file in content/services. */
export function onBeforePrerenderStart() {
  return getCollection('services').map((service) => serviceRoute(service.slug))
}
