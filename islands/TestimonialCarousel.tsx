import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Quote from 'lucide-react/icons/quote'
import Star from 'lucide-react/icons/star'
import { useEffect, useRef, useState } from 'react'
import type { Testimonial } from '../lib/content/schema'

export interface TestimonialCarouselProps {
  testimonials: Testimonial[]
  /** Time each testimonial stays before the next one shows (docs/decisions.md, States: 5000 ms). */
  intervalMs?: number
  /** The demo's stand-ins (lib/content/placeholders.ts): each slide says it is an example, not a client's words. */
  examples?: boolean
}

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Milliseconds since the page first showed content; 0 where the browser does not say. */
function sinceShown() {
  const shown = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
  return shown === undefined ? 0 : Math.max(0, performance.now() - shown)
}

/**
 * Rotating testimonials. Auto-advance stops while the pointer or focus is inside, and never starts
 * for visitors who ask for reduced motion; previous and next wrap around.
 */
export default function TestimonialCarousel({ testimonials, intervalMs = 5000, examples = false }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(true)
  const count = testimonials.length
  const go = (step: number) => setIndex((current) => (current + step + count) % count)

  // Read on the client only: the server cannot know, and the first render must match its HTML.
  useEffect(() => setReducedMotion(prefersReducedMotion()), [])

  const rotating = !hovered && !focused && !reducedMotion && count > 1
  // The carousel hydrates some time after the page shows; its first turn still comes one interval
  // after the page showed, as if it had been live from the start. Later turns, and every turn after
  // a pause, wait a whole interval.
  const firstTurn = useRef(true)
  useEffect(() => {
    if (!rotating) return
    let timer: number
    const turnIn = (delay: number) => {
      timer = window.setTimeout(() => {
        setIndex((current) => (current + 1) % count)
        turnIn(intervalMs)
      }, delay)
    }
    turnIn(firstTurn.current ? Math.max(0, intervalMs - sinceShown()) : intervalMs)
    firstTurn.current = false
    return () => window.clearTimeout(timer)
  }, [rotating, count, intervalMs])

  const testimonial = testimonials[index]
  if (!testimonial) return null

  return (
    <section
      aria-roledescription="carousel"
      aria-label={examples ? 'Examples of client testimonials' : 'Client testimonials'}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className="relative rounded-2xl bg-white p-8 text-slate-800 shadow-xl md:p-12">
        <Quote className="absolute right-6 top-6 size-10 text-brand-100" />
        {/* Announce changes only when the visitor causes them, not on every automatic turn. */}
        <div aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
          {/* The slide is a group (ARIA's carousel pattern); a figure may not take that role, so it sits inside. */}
          <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
            <figure>
              {examples && <p className="mb-4 mr-12 inline-block rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900">Example testimonial, not a client's words</p>}
              <div className="flex gap-1 text-cta" role="img" aria-label={`Rated ${testimonial.rating} out of 5`}>
                {Array.from({ length: testimonial.rating }, (_, star) => (
                  <Star key={star} className="size-5 fill-current" />
                ))}
              </div>
              <blockquote className="mt-5 text-lg leading-relaxed md:text-xl">“{testimonial.text}”</blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold text-navy-900">{testimonial.name}</span>
                <span className="block text-sm text-slate-600">{testimonial.company}</span>
              </figcaption>
            </figure>
          </div>
        </div>
      </div>

      <div className="mt-6 flex items-center justify-center gap-4">
        <button type="button" onClick={() => go(-1)} aria-label="Previous testimonial" className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20">
          <ChevronLeft className="size-5" />
        </button>
        <div className="flex gap-1">
          {testimonials.map((item, dot) => (
            <button
              key={item.name}
              type="button"
              onClick={() => setIndex(dot)}
              aria-label={`Show testimonial ${dot + 1}`}
              aria-current={dot === index ? 'true' : undefined}
              className="flex size-6 items-center justify-center"
            >
              <span className={`block size-2.5 rounded-full ${dot === index ? 'bg-cta' : 'bg-white/50'}`} />
            </button>
          ))}
        </div>
        <button type="button" onClick={() => go(1)} aria-label="Next testimonial" className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20">
          <ChevronRight className="size-5" />
        </button>
      </div>
    </section>
  )
}
