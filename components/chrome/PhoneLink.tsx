import Phone from 'lucide-react/icons/phone'
import type { ReactNode } from 'react'
import type { Site } from '../../lib/content/schema'
import { cn } from '../../lib/cn'

interface PhoneLinkProps {
  phone: Site['phone']
  /** Where the link sits, reported with each phone_click event ('header', 'footer', 'hero'...). */
  location: string
  className?: string
  icon?: boolean
  children?: ReactNode
  'aria-label'?: string
}

/** A tel: link; public/phone-click.js reports every click on it to the analytics data layer. */
export function PhoneLink({ phone, location, className, icon = true, children, ...rest }: PhoneLinkProps) {
  return (
    // nowrap: a phone number broken over two lines is misread and mis-tapped.
    <a href={`tel:${phone.tel}`} data-phone-location={location} className={cn('inline-flex items-center gap-2 whitespace-nowrap', className)} {...rest}>
      {icon && <Phone className="size-4 shrink-0" aria-hidden="true" />}
      {children ?? phone.display}
    </a>
  )
}
