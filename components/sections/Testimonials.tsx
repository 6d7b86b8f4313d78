import TestimonialCarousel from '../../islands/TestimonialCarousel'
import { island } from '../Island'

/** The carousel island: its first testimonial is in the HTML; the script adds rotation. */
export const Testimonials = island('TestimonialCarousel', TestimonialCarousel)
