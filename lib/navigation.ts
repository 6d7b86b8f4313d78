// The site's navigation, in one place: the header, the mobile menu and the footer read it.
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

export const COMPANY_LINKS: NavLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact', href: '/contact' },
]

export const LEGAL_LINKS: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
]

export const QUOTE_LINK: NavLink = { label: 'Get Free Quote', href: '/contact' }
