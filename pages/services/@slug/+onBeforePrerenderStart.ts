// https://vike.dev/onBeforePrerenderStart
import { movedPages } from '../../../lib/content/movedPages'
import { getCollection } from '../../../lib/content/store'
import { serviceRoute } from '../../../lib/routes'

/** One page per Markdown file in content/services, and a redirect page per alias. */
export function onBeforePrerenderStart() {
  return [...getCollection('services').map((service) => serviceRoute(service.slug)), ...movedPages(['services']).map(({ from }) => from)]
}
