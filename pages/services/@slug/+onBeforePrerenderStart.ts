// https://vike.dev/onBeforePrerenderStart
import { movedPages } from '../../../lib/content/movedPages'
import { getCollection } from '../../../lib/content/store'
import { serviceRoute } from '../../../lib/routes'
import { serviceData } from './serviceData'

/**
 * One page per Markdown file in content/services with its data, so a build reuses the page when the
 * data did not change (lib/build/incremental/pagePlan.ts), and a redirect page per alias.
 */
export function onBeforePrerenderStart() {
  return [...getCollection('services').map((service) => ({ url: serviceRoute(service.slug), pageContext: { data: serviceData(service.slug) } })), ...movedPages(['services']).map(({ from }) => from)]
}
