// https://vike.dev/data
import { getContent } from '../../lib/content/getContent'
import { faqPage } from '../../lib/structuredData'
import type { Head } from '../../renderer/PageContext'

export function data() {
  const { site, faqGroups } = getContent()
  const head: Head = {
    title: 'Frequently Asked Questions',
    description: `Answers on pricing, billing, products, scheduling, insurance, staff and COVID-19 safety from ${site.brand}, commercial cleaners across Sydney.`,
    structuredData: [faqPage(faqGroups.flatMap((group) => group.items))],
  }
  return { head, site, faqGroups }
}

export type Data = ReturnType<typeof data>
