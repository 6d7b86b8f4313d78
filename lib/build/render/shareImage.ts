// The share image a page's head names (Open Graph and Twitter): one 1200x630 PNG per page type,
// its address, alt text and the words on it. Drawing the images is a step of its own at the end of
// the build (lib/build/shareImages.ts), never a side effect of rendering a page.

export const SHARE_IMAGE = { width: 1200, height: 630 } as const

export interface ShareImageText {
  /** The page's own title, the large text. */
  title: string
  /** What kind of page it is: 'Office Cleaning service', 'Blog · Pricing Guide'. */
  label: string
  brand: string
  /** A line at the foot: phone number and service area. */
  footer: string
}

/** A page's type: its first path segment, 'home' for /. Articles are 'blog-article'. */
export function pageType(route: string): string {
  if (route === '/') return 'home'
  const [first, second] = route.slice(1).split('/')
  return first === 'blog' && second ? 'blog-article' : first === 'services' ? 'service' : (first ?? 'home')
}

/** Where a page type's share image is served. */
export const shareImagePath = (type: string) => `/og/${type}.png`

/** The big line of each type's image: singleton pages use their own title. */
const TYPE_TITLES: Record<string, string> = {
  home: 'Commercial cleaning Sydney businesses rely on',
  service: 'Commercial cleaning for every kind of site in Sydney',
  'blog-article': 'Commercial cleaning advice for Sydney businesses',
}

const TYPE_LABELS: Record<string, string> = {
  home: 'Offices · Retail · Warehouses · Medical · Schools · Venues',
  service: 'Our services',
  blog: 'Blog',
  'blog-article': 'Blog',
  faq: 'FAQ',
  contact: 'Contact us',
  careers: 'Careers',
  about: 'About us',
  privacy: 'Legal',
  terms: 'Legal',
}

export function shareImageText(type: string, pageTitle: string, site: { brand: string; phone: { display: string }; url: string }): ShareImageText {
  return {
    title: TYPE_TITLES[type] ?? pageTitle,
    label: TYPE_LABELS[type] ?? 'Sydney & Greater Sydney',
    brand: site.brand,
    footer: `${site.phone.display} · Sydney & Greater Sydney · ${new URL(site.url).host.replace(/^www\./, '')}`,
  }
}
