import type { ReactNode } from 'react'
import { FloatingCallButton } from '../components/chrome/FloatingCallButton'
import { Footer } from '../components/chrome/Footer'
import { Header } from '../components/chrome/Header'
import type { Site } from '../lib/content/schema'
import type { NavLink } from '../lib/navigation'
import './style.css'

interface LayoutProps {
  site: Site
  services: NavLink[]
  /** The header link marked as the current page's (see currentNavHref). */
  currentHref: string | undefined
  children: ReactNode
}

/** The chrome every page shares: skip link, sticky header, footer and the floating call button. */
export function Layout({ site, services, currentHref, children }: LayoutProps) {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg">
        Skip to main content
      </a>
      <Header site={site} services={services} currentHref={currentHref} />
      <main id="main">{children}</main>
      <Footer site={site} services={services} />
      <FloatingCallButton site={site} />
    </>
  )
}
