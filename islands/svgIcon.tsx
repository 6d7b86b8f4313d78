// The one way the site draws an icon: a 24x24 Lucide-style outline (or filled) SVG around the
// given shapes. Decorative: the text beside an icon carries the meaning, so it is hidden from
// assistive technology.
import type { ReactNode } from 'react'

export interface IconProps {
  className?: string
}
export type IconComponent = (props: IconProps) => ReactNode

export function svgIcon(shapes: ReactNode, { filled = false }: { filled?: boolean } = {}): IconComponent {
  return function Icon({ className }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        aria-hidden="true"
      >
        {shapes}
      </svg>
    )
  }
}
