// https://vike.dev/data
import { testimonialsAreExamples } from '../../lib/content/placeholders'
import { getCollection } from '../../lib/content/store'
import type { Head } from '../../renderer/PageContext'

export function data() {
  const site = getCollection('site')
  const head: Head = {
    title: `Commercial Cleaning Services Sydney | ${site.brand}`,
    titleIsFull: true,
    description: `Commercial cleaning across Sydney for offices, retail, warehouses, medical and more. ${site.claims.clients} clients, 24/7 emergency service. Free quote: ${site.phone.display}.`,
  }
  // Only what the page shows: the HTML is all that ships, but the build stays lean too.
  return {
    head,
    site,
    testimonials: getCollection('testimonials'),
    // Until the owner replaces the demo's testimonials, the page says they are examples.
    examples: testimonialsAreExamples(process.cwd()),
    services: getCollection('services').map(({ slug, name, summary, image }) => ({ slug, name, summary, image })),
  }
}

export type Data = ReturnType<typeof data>
