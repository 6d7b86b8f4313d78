// The site's navigation, in one place: the header, the mobile menu and the footer read it.
import { serviceRoute } from './routes.ts'

export interface NavLink {
  label: string
  href: string
}

/** Header links, in order; the Services dropdown sits after About and lists the service pages. */
export const MAIN_NAV: { before: NavLink[]; after: NavLink[] } = {
  before: [
    { label: 'Home', href: '/' },
    { label: 'About', href: '/about' },
  ],
  after: [
    { label: 'Blog', href: '/blog' },
    { label: 'FAQ', href: '/faq' },
    { label: 'Careers', href: '/careers' },
    { label: 'Contact', href: '/contact' },
  ],
}

/** The footer's: the header's links after About, under the longer name About Us. */
export const COMPANY_LINKS: NavLink[] = [{ label: 'About Us', href: '/about' }, ...MAIN_NAV.after]

export const LEGAL_LINKS: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
]

export const QUOTE_LINK: NavLink = { label: 'Get Free Quote', href: '/contact' }

/** The service pages' links, in menu order: the header's dropdown and the footer list them. */
export const serviceLinks = (services: { name: string; slug: string }[]): NavLink[] =>
  services.map((service) => ({ label: service.name, href: serviceRoute(service.slug) }))

/** The header link a page marks as current: its own, or its section's (every article marks Blog). */
export function currentNavHref(path: string, services: NavLink[]): string | undefined {
  const links = [...MAIN_NAV.before, ...MAIN_NAV.after, ...services]
  const matches = (href: string) => (href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`))
  return links.find((link) => matches(link.href))?.href
}
