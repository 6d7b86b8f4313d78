// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getCollection, getEntry } from '../../../lib/content/store'
import { faqPage, serviceData } from '../../../lib/structuredData'
import type { Head } from '../../../renderer/PageContext'

export function data(pageContext: PageContextServer) {
  const site = getCollection('site')
  const service = getEntry('services', pageContext.routeParams.slug ?? '')
  if (!service) throw render(404)
  const head: Head = {
    title: `${service.titleName} cleaning services in Sydney | ${site.brand}`,
    titleIsFull: true,
    description: service.description,
    structuredData: [serviceData(site, service), faqPage(service.faq)],
  }
  return { head, site, service }
}

export type Data = ReturnType<typeof data>
