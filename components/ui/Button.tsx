import { cva, type VariantProps } from 'class-variance-authority'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-600 text-white hover:bg-brand-700',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        outline: 'border border-current bg-transparent hover:bg-white/10',
        secondary: 'bg-brand-50 text-navy-900 hover:bg-brand-100',
        ghost: 'hover:bg-slate-100',
        link: 'text-brand-700 underline-offset-4 hover:underline',
        premium: 'bg-gradient-to-r from-navy-900 to-brand-600 text-white shadow-lg hover:from-navy-800 hover:to-brand-700',
        cta: 'bg-cta text-navy-950 shadow-md hover:bg-cta-hover',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

type Variants = VariantProps<typeof buttonVariants>

/** A button, or a link styled as one when given an href. */
export function Button({ className, variant, size, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & Variants) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

export function ButtonLink({ className, variant, size, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & Variants & { href: string }) {
  return <a className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
