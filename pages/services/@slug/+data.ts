// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { movedTo } from '../../../lib/content/movedPages'
import { getCollection, getEntry } from '../../../lib/content/store'
import { faqPage, serviceData } from '../../../lib/structuredData'
import type { Head } from '../../../renderer/PageContext'

export function data(pageContext: PageContextServer) {
  const site = getCollection('site')
  const slug = pageContext.routeParams.slug ?? ''
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
    structuredData: [serviceData(site, service), faqPage(service.faq)],
  }
  return { head, site, service }
}

export type Data = Exclude<ReturnType<typeof data>, { redirectTo: string }>
