// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../../../lib/content/getContent'
import type { Head } from '../../../renderer/PageContext'

export function data(pageContext: PageContextServer) {
  const { site, services } = getContent()
  const service = services.find((candidate) => candidate.slug === pageContext.routeParams.slug)
  if (!service) throw render(404)
  const head: Head = {
    title: `${service.titleName} cleaning services in Sydney | ${site.brand}`,
    titleIsFull: true,
    description: service.description,
  }
  return { head, site, service }
}

export type Data = ReturnType<typeof data>
