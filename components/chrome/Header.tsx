import ChevronDown from 'lucide-react/icons/chevron-down'
import Menu from 'lucide-react/icons/menu'
import X from 'lucide-react/icons/x'
import type { Site } from '../../lib/content/schema'
import { cn } from '../../lib/cn'
import { MAIN_NAV, QUOTE_LINK, type NavLink } from '../../lib/navigation'
import { ButtonLink } from '../ui/Button'
import { Logo } from './Logo'
import { PhoneLink } from './PhoneLink'

interface HeaderProps {
  site: Site
  services: NavLink[]
  /** The link to mark as the current page's (see currentNavHref), if any. */
  currentHref?: string
}

// Closer set from 1024 to 1279 px, so the brand's name keeps to two lines beside the whole menu.
const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-900 lg:px-2 xl:px-3'

export function Header({ site, services, currentHref }: HeaderProps) {
  const current = (href: string) => href === currentHref
  const item = (link: NavLink) => (
    <li key={link.href}>
      <a href={link.href} className={cn(linkClass, current(link.href) && 'text-brand-700')} aria-current={current(link.href) ? 'page' : undefined}>
        {link.label}
      </a>
    </li>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo brand={site.brand} />

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.before.map(item)}
            {/* Opens on hover and whenever focus is inside it, so keyboard users reach every link without script. */}
            <li className="group relative">
              <button type="button" className={cn(linkClass, 'inline-flex items-center gap-1', services.some((service) => current(service.href)) && 'text-brand-700')}>
                Services
                <ChevronDown className="size-4 transition-transform group-focus-within:rotate-180 group-hover:rotate-180" aria-hidden="true" />
              </button>
              <div className="invisible absolute left-1/2 top-full w-[34rem] -translate-x-1/2 pt-2 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                <ul className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-xl" aria-label="Services">
                  {services.map((service) => (
                    <li key={service.href}>
                      <a href={service.href} className={cn('block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700', current(service.href) && 'text-brand-700')} aria-current={current(service.href) ? 'page' : undefined}>
                        {service.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
            {MAIN_NAV.after.map(item)}
          </ul>
        </nav>

        <div className="hidden items-center gap-3 lg:flex">
          {/* From 1024 to 1279 px the number would push Get Free Quote off the page: the icon stays, named by the number. */}
          <PhoneLink phone={site.phone} location="header" className="rounded-md p-2 text-sm font-semibold text-navy-900 hover:text-brand-700 xl:p-0">
            <span className="sr-only xl:not-sr-only">{site.phone.display}</span>
          </PhoneLink>
          <ButtonLink href={QUOTE_LINK.href} variant="cta">
            {QUOTE_LINK.label}
          </ButtonLink>
        </div>

        {/* Small screens: a native disclosure, so the menu opens by tap, Enter or Space with no script. */}
        <details className="group/menu lg:hidden">
          <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-navy-900 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
            <Menu className="size-6 group-open/menu:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-open/menu:block" aria-hidden="true" />
            <span className="sr-only">Menu</span>
          </summary>
          <nav aria-label="Mobile" className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-lg">
            <ul className="flex flex-col py-2">
              {MAIN_NAV.before.map(item)}
              <li>
                <details className="group/services">
                  <summary className={cn(linkClass, 'flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden')}>
                    Services
                    <ChevronDown className="size-4 group-open/services:rotate-180" aria-hidden="true" />
                  </summary>
                  <ul className="ml-3 border-l border-slate-200 pl-2">{services.map(item)}</ul>
                </details>
              </li>
              {MAIN_NAV.after.map(item)}
            </ul>
            <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
              <PhoneLink phone={site.phone} location="mobile-menu" className="justify-center rounded-md border border-slate-300 px-4 py-3 font-semibold text-navy-900" />
              <ButtonLink href={QUOTE_LINK.href} variant="cta" size="lg">
                {QUOTE_LINK.label}
              </ButtonLink>
            </div>
          </nav>
        </details>
      </div>
    </header>
  )
}
