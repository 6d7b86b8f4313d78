import TestimonialCarousel from '../../islands/TestimonialCarousel'
import type { Hydration } from '../../islands/moments'
import { island } from '../Island'

/** The carousel island: its first testimonial is in the HTML; the script adds rotation. */
export const Testimonials = island('TestimonialCarousel', TestimonialCarousel)

/**
 * When the carousel hydrates: as it nears the viewport, or as soon as the loaded page leaves the
 * browser idle, well before its first turn is due (5 s after the page shows, see the carousel).
 */
export const CAROUSEL_HYDRATION: Hydration = [{ on: 'visible', marginPx: 400 }, { on: 'idle' }]
