// https://vike.dev/data
import { getCollection } from '../../lib/content/store'
import { faqPage } from '../../lib/structuredData'
import type { Head } from '../../renderer/PageContext'

export function data() {
  const site = getCollection('site')
  const faqGroups = getCollection('faqGroups')
  const head: Head = {
    title: 'Frequently Asked Questions',
    description: `Answers on pricing, billing, products, scheduling, insurance, staff and COVID-19 safety from ${site.brand}, commercial cleaners across Sydney.`,
    structuredData: [faqPage(faqGroups.flatMap((group) => group.items))],
  }
  return { head, site, faqGroups }
}

export type Data = ReturnType<typeof data>
