import { Fragment } from 'react'
import type { NavLink } from '../../lib/navigation'

/** Where a page sits: links to its parents, then its own title. */
export function Breadcrumb({ parents, current, className }: { parents: NavLink[]; current: string; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex items-center gap-2 text-sm text-slate-600">
        {parents.map((link) => (
          <Fragment key={link.href}>
            <li>
              <a href={link.href} className="hover:text-brand-700">
                {link.label}
              </a>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page" className="truncate font-medium text-navy-900">
          {current}
        </li>
      </ol>
    </nav>
  )
}
