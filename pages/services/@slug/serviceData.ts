// What a service page shows, by slug, or where an old address moved: +data.ts returns it in `vike
// dev` and for a content rebuild's pages, +onBeforePrerenderStart.ts for every service page at once
// when a full build prerenders, and the build reuses a page whose data did not change (an edit to
// an article leaves the twelve service pages as they were).
import { render } from 'vike/abort'
import { movedTo } from '../../../lib/content/movedPages.ts'
import { getCollection, getEntry } from '../../../lib/content/store.ts'
import { faqPage, serviceData as serviceStructuredData } from '../../../lib/structuredData.ts'
import type { Head } from '../../../renderer/PageContext'

export function serviceData(slug: string) {
  const site = getCollection('site')
  const service = getEntry('services', slug)
  if (!service) {
    // An old address: its page redirects (renderer/+onRenderHtml.tsx), as _redirects does on hosts that read it.
    const redirectTo = movedTo('services', slug)
    if (redirectTo) return { redirectTo }
    throw render(404)
  }
  const head: Head = {
    title: `${service.titleName} cleaning services in Sydney | ${site.brand}`,
    titleIsFull: true,
    description: service.description,
    structuredData: [serviceStructuredData(site, service), faqPage(service.faq)],
  }
  return { head, site, service }
}

export type ServiceData = Exclude<ReturnType<typeof serviceData>, { redirectTo: string }>
