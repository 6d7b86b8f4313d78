// schema.org JSON-LD for search engines, built from the same content the pages show, so the
// structured data can never disagree with what a visitor reads.
import { shareImagePath } from './build/render/shareImage.ts'
import { serviceRateRange } from './content/check/figures.ts'
import type { FaqItem, Post, RateSector, Service, Site } from './content/schema.ts'
import { postRoute, serviceRoute } from './routes.ts'

export type JsonLd = Record<string, unknown>

const CONTEXT = 'https://schema.org'

/** Where the company works, as places with their kind and the page that identifies each. */
const places = (site: Site) => site.areaServed.map(({ name, type, sameAs }) => ({ '@type': type, name, sameAs }))

/** Our hourly rates, lowest to highest across every sector of facts.yaml, before GST as every price on the site: '$50-105 per hour plus GST'. */
export function priceRange(facts: Site['facts']): string {
  const { from, to } = serviceRateRange(facts, Object.keys(facts.rates) as RateSector[])
  return `$${from}-${to} per hour plus GST`
}

/**
 * The company, on every page; other blocks point at it by its @id. It carries what a Google Business
 * Profile is matched on (profiles, map, coordinates, price range, a photo) and no review stars: ratings
 * a business gives itself are ignored by Google and may count against it.
 */
export function localBusiness(site: Site): JsonLd {
  const { street, locality, region, postcode, country } = site.address
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${site.url}/#business`,
    name: site.brand,
    url: `${site.url}/`,
    telephone: site.phone.tel,
    email: site.email,
    // No photograph of the company exists yet: the home page's share image, a 1200x630 PNG drawn at
    // build time, is the best honest raster the site has (favicon.svg was a 32-pixel icon).
    image: site.url + shareImagePath('home'),
    address: { '@type': 'PostalAddress', streetAddress: street, addressLocality: locality, addressRegion: region, postalCode: postcode, addressCountry: country },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    hasMap: site.profiles.googleMaps,
    sameAs: [site.profiles.googleMaps, ...site.profiles.social],
    priceRange: priceRange(site.facts),
    areaServed: places(site),
    openingHoursSpecification: site.hours.openingHours.map(({ days, opens, closes }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes })),
    ...credentials(site.facts),
  }
}

/** The legal name, ABN and ISO certificates, in the properties schema.org has for them. */
function credentials({ legal, certifications }: Site['facts']): JsonLd {
  const certifier = { '@type': 'Organization', name: certifications.certifier }
  const iso = [
    ['ISO 9001', 'quality management', certifications.iso9001],
    ['ISO 14001', 'environmental management', certifications.iso14001],
    ['ISO 45001', 'occupational health and safety management', certifications.iso45001],
  ] as const
  return {
    legalName: legal.entity,
    taxID: legal.abn,
    identifier: [{ '@type': 'PropertyValue', propertyID: 'ABN', name: 'Australian Business Number', value: legal.abn }],
    hasCredential: iso.map(([standard, system, number]) => ({
      '@type': 'EducationalOccupationalCredential',
      name: `${standard} certificate`,
      credentialCategory: 'certification',
      about: `${standard} ${system} system`,
      identifier: { '@type': 'PropertyValue', propertyID: standard, value: number },
      recognizedBy: certifier,
    })),
  }
}

const businessRef = (site: Site) => ({ '@id': `${site.url}/#business` })

export function serviceData(site: Site, service: Pick<Service, 'slug' | 'name' | 'serviceName' | 'description' | 'rates'>): JsonLd {
  const price = serviceRateRange(site.facts, service.rates)
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.serviceName,
    serviceType: service.name,
    description: service.description,
    url: site.url + serviceRoute(service.slug),
    provider: businessRef(site),
    areaServed: places(site),
    offers: {
      '@type': 'Offer',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'AUD',
        minPrice: price.from,
        maxPrice: price.to,
        unitText: 'hour',
      },
    },
  }
}

/** FAQ answers as plain text: search engines show them as snippets. */
export function faqPage(items: (FaqItem & { answerHtml: string })[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answerHtml) },
    })),
  }
}

export function blogPosting(site: Site, post: Pick<Post, 'slug' | 'title' | 'description' | 'date' | 'category' | 'heroImage'>): JsonLd {
  const url = site.url + postRoute(post.slug)
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    image: site.url + post.heroImage.src,
    url,
    mainEntityOfPage: url,
    inLanguage: 'en-AU',
    author: { '@type': 'Organization', name: site.brand, url: `${site.url}/` },
    publisher: businessRef(site),
  }
}

export function breadcrumbList(site: Site, trail: { name: string; path: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: site.url + crumb.path })),
  }
}

/** HTML to text: tags dropped, the few entities Markdown produces decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A JSON-LD block that cannot close its own <script> element. */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
