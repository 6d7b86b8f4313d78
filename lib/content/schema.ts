// Every content collection, declared once. Types are inferred from these schemas (z.infer), so a
// field added here is known to the loader, the check and the pages at the same time.
import { z } from 'zod'
import { COUNTS, META_DESCRIPTION_MAX } from './counts.ts'

/** Text an editor must write: surrounding spaces do not count as content. */
const text = z.string().trim().min(1, 'must not be empty')
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')
const metaDescription = text.max(META_DESCRIPTION_MAX, `must be at most ${META_DESCRIPTION_MAX} characters`)
/** A path under public/, as the browser asks for it. */
const publicPath = z.string().regex(/^\/[^\s]+\.(svg|png|jpe?g|webp|avif)$/, 'must be a path such as /images/name.svg')
const image = z.object({
  src: publicPath,
  /** What the picture shows, for people who cannot see it. */
  alt: text,
})
/** YAML turns 2025-01-15 into a Date; editors may also quote it. Both become '2025-01-15'. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().check((context) => {
    const problem = isoDateProblem(context.value)
    if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value })
  }),
)

/** Why a date is not year-month-day, with the date to write where the editor's one is clear. */
function isoDateProblem(value: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  // Australian order, day first: 15/01/2025, 15.1.2025, 15-01-2025.
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value)
  const [year, month, day] = iso ? [iso[1]!, iso[2]!, iso[3]!] : dayFirst ? [dayFirst[3]!, dayFirst[2]!.padStart(2, '0'), dayFirst[1]!.padStart(2, '0')] : []
  if (!year) return 'must be a date written year-month-day, such as 2025-01-15'
  const written = `${year}-${month}-${day}`
  const real = new Date(`${written}T00:00:00Z`)
  if (Number.isNaN(real.getTime()) || real.toISOString().slice(0, 10) !== written) return `${value} is not a date in the calendar: write a real one, such as 2025-01-15`
  return iso ? undefined : `the date must be written ${written} (year-month-day)`
}

/** Icons a benefit or card may name; components/ui/Icon.tsx draws each. */
export const ICON_NAMES = [
  'award', 'badge-check', 'building', 'calendar', 'car', 'clipboard-check', 'clock', 'droplets',
  'dumbbell', 'eye', 'gem', 'graduation-cap', 'hard-hat', 'heart-pulse', 'leaf', 'lock',
  'shield-check', 'sparkles', 'star', 'store', 'thumbs-up', 'trending-up', 'truck', 'users',
  'utensils', 'wrench', 'zap',
] as const
const icon = z.enum(ICON_NAMES)

/** Flags the spec puts on cards and packages. */
export const CARD_FLAGS = ['Most Popular', '24/7 Available', 'High Priority', 'Priority Areas'] as const

// ---------------------------------------------------------------------------------------------
// Site config: content/site.yaml

export const siteSchema = z.object({
  /** The one spelling of the company name, used on every page. */
  brand: text,
  /** Shown in the header, the floating call button and every call-to-action. */
  phone: z.object({ display: text, tel: z.string().regex(/^\+\d{6,15}$/, 'must be +61 followed by digits') }),
  /** The office landline, quoted in some meta descriptions. */
  secondaryPhone: z.object({ display: text, tel: z.string().regex(/^\+\d{6,15}$/, 'must be +61 followed by digits') }),
  email: z.email('must be an e-mail address'),
  address: z.object({
    street: text,
    locality: text,
    region: text,
    postcode: z.string().regex(/^\d{4}$/, 'must be four digits'),
    country: z.literal('AU'),
  }),
  hours: z.object({
    /** When the office answers the phone. */
    office: text,
    /** When cleaning and emergency call-outs run. */
    cleaning: text,
    /** The office hours for search engines: days, and times as HH:MM. */
    openingHours: z.array(
      z.object({
        days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
        opens: z.string().regex(/^\d{2}:\d{2}$/, 'must be a time such as 08:00'),
        closes: z.string().regex(/^\d{2}:\d{2}$/, 'must be a time such as 18:00'),
      }),
    ),
  }),
  /** Canonical origin, no trailing slash; the SITE_URL environment variable overrides it. */
  url: z.url('must be an absolute URL').refine((u) => !u.endsWith('/'), 'must not end with a slash'),
  /** Where the company works, for search engines. */
  areaServed: z.array(text).min(1),
  /**
   * Google Tag Manager container, e.g. GTM-ABC1234; leave out for no analytics at all. The
   * PUBLIC_ENV__GTM_ID environment variable overrides it at build time.
   */
  gtmId: z.string().regex(/^GTM-[A-Z0-9]+$/, 'must be a container ID such as GTM-ABC1234').optional(),
  /** Colour of the browser bar on phones. */
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour such as #0b1f3a'),
  /** The claims every page may quote (spec sections 1 and 9). */
  claims: z.object({
    clients: text,
    years: text,
    retention: text,
    response: text,
    liability: text,
    guarantee: text,
  }),
})
export type Site = z.infer<typeof siteSchema>

// ---------------------------------------------------------------------------------------------
// Testimonials: content/testimonials.yaml

export const testimonialSchema = z.object({
  name: text,
  company: text,
  rating: z.literal(COUNTS.testimonialRating),
  text,
})
export const testimonialsSchema = z.object({
  testimonials: z.array(testimonialSchema).length(COUNTS.testimonials, `must list exactly ${COUNTS.testimonials} testimonials`),
})
export type Testimonial = z.infer<typeof testimonialSchema>

// ---------------------------------------------------------------------------------------------
// Service pages: content/services/{slug}.md (front matter below, Markdown body = the long-form copy)

const faqItem = z.object({
  question: text,
  /** Markdown: links and emphasis are allowed. */
  answer: text,
})
export type FaqItem = z.infer<typeof faqItem>

const card = z.object({
  title: text,
  description: text,
  icon: icon.optional(),
  flag: z.enum(CARD_FLAGS).optional(),
  /** For packages: 'From $45/hour', 'Quoted per event'. */
  price: text.optional(),
  /** For packages and schedules: 'Daily', '2-3 times a week'. */
  frequency: text.optional(),
  items: z.array(text).optional(),
  idealFor: text.optional(),
})

const section = z.discriminatedUnion('kind', [
  /** A bulleted list: facility types, venues, equipment. */
  z.object({ kind: z.literal('list'), heading: text, intro: text.optional(), items: z.array(text).min(3, 'must list at least 3 items') }),
  /** Cards side by side: schedules, packages, protocol or area cards. */
  z.object({ kind: z.literal('cards'), heading: text, intro: text.optional(), cards: z.array(card).min(2, 'must hold at least 2 cards') }),
  /** A highlighted panel of one to three columns of points: compliance, safety, equipment. */
  z.object({
    kind: z.literal('panel'),
    heading: text,
    intro: text.optional(),
    columns: z.array(z.object({ title: text, items: z.array(text).min(2, 'must list at least 2 items') })).min(1).max(3),
  }),
])
export type ServiceSection = z.infer<typeof section>

export const serviceSchema = z.object({
  slug,
  /** Position in the header menu, the footer and the home grid. */
  order: z.number().int().positive(),
  /** Menu, footer and card label: 'Office Cleaning'. */
  name: text,
  /** Fills the page title: '{titleName} cleaning services in Sydney | {brand}'. */
  titleName: text,
  /** Stored with each quote as form_type 'service_quote_' + serviceName (DECISIONS.md). */
  serviceName: text,
  /** One or two sentences for the home grid card. */
  summary: text,
  description: metaDescription,
  image,
  hero: z.object({
    badge: text,
    heading: text,
    intro: text,
    /** The extra button beside Get Free Quote (office, retail and medical). */
    secondary: z.object({ label: text, href: z.string().regex(/^[/#]/, 'must be a path on this site or an #anchor') }).optional(),
    /** Show the call-us element in the hero. */
    phone: z.boolean().default(false),
  }),
  /** Hourly rate in AUD that the FAQ answers quote (spec section 9). */
  priceRange: z.object({ from: z.number().positive(), to: z.number().positive() }),
  checklistHeading: text,
  checklist: z.array(text).length(COUNTS.serviceChecklistItems, `must list exactly ${COUNTS.serviceChecklistItems} items`),
  benefits: z
    .array(z.object({ icon, title: text, description: text }))
    .length(COUNTS.serviceBenefitCards, `must list exactly ${COUNTS.serviceBenefitCards} cards`),
  /** The sector-specific lists, cards, packages and panels, in page order. */
  sections: z.array(section),
  faq: z.array(faqItem).length(COUNTS.serviceFaqItems, `must list exactly ${COUNTS.serviceFaqItems} questions`),
})
export type Service = z.infer<typeof serviceSchema>

// ---------------------------------------------------------------------------------------------
// FAQ groups of /faq: content/faq/{nn}-{name}.md (front matter only)

export const faqGroupSchema = z.object({
  title: text,
  /** Position on /faq. */
  order: z.number().int().positive(),
  items: z.array(faqItem).min(1, 'must hold at least one question'),
})
export type FaqGroup = z.infer<typeof faqGroupSchema>

// ---------------------------------------------------------------------------------------------
// Prose pages: content/pages/{about,privacy,terms}.md (Markdown body = the page)

export const proseSchema = z.object({
  /** The <title>, before ' | {brand}'. */
  title: text,
  description: metaDescription,
  heading: text,
  intro: text.optional(),
  /** Shown under the heading of legal pages: 'January 2024'. */
  lastUpdated: text.optional(),
})
export type Prose = z.infer<typeof proseSchema>

// ---------------------------------------------------------------------------------------------
// Blog articles: content/blog/{slug}.md (Markdown body = the article)

export const postSchema = z.object({
  slug,
  title: text,
  /** Link text neighbours use for this article, when it differs from the title. */
  navTitle: text.optional(),
  description: metaDescription,
  /** The index label, one per article (DECISIONS.md). */
  category: text,
  /** Minutes, shown as '5 min read'. */
  readTime: z.number().int().min(1).max(30),
  date: isoDate,
  heroImage: image,
  /** Slug of the previous article in its chain, or null for the first. */
  prev: slug.nullable(),
  /** Slug of the next article in its chain, or null for the last. */
  next: slug.nullable(),
  /** Old slugs that redirect here permanently. */
  aliases: z.array(slug).default([]),
})
export type Post = z.infer<typeof postSchema>

// ---------------------------------------------------------------------------------------------
// Contact page: content/pages/contact.md (front matter; Markdown body = the service-area text)

export const contactSchema = proseSchema.extend({
  /** Regions of Sydney covered, each with the suburbs or areas named under it. */
  coverage: z.array(z.object({ region: text, areas: z.array(text).min(3, 'must list at least 3 areas') })).min(4, 'must list at least 4 regions'),
})
export type ContactPage = z.infer<typeof contactSchema>

// ---------------------------------------------------------------------------------------------
// Careers page: content/pages/careers.md (front matter; Markdown body = the position details)

const iconCard = z.object({ icon, title: text, description: text })

export const careersSchema = proseSchema.extend({
  /** The hiring banner above the form. */
  banner: z.object({ heading: text, text }),
  /** What the job offers: pay, hours, equipment, training. */
  benefits: z.array(iconCard).min(3, 'must list at least 3 benefits').max(6, 'must list at most 6 benefits'),
  /** The spec's eight reasons to join. */
  reasons: z.array(iconCard).length(COUNTS.careerReasons, `must list exactly ${COUNTS.careerReasons} reasons`),
})
export type CareersPage = z.infer<typeof careersSchema>
