// Every content collection, declared once. Types are inferred from these schemas (z.infer), so a
// field added here is known to the loader, the check and the pages at the same time.
// The web editor's forms are generated from them too (lib/editor/schemaFields.ts): a field's
// .describe() text is its hint there, and .meta({ editor }) / .meta({ references }) pick a widget
// ('image', 'markdown') or a relation to another collection's slugs.
import * as z from 'zod'
import { COUNTS, META_DESCRIPTION_MAX } from './counts.ts'
import { areaBand, bandProblems, clockBand, SCALES, staffBand, type Band } from './factBands.ts'

/** Text an editor must write: surrounding spaces do not count as content. */
const text = z.string().trim().min(1, 'must not be empty')
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens')
/** A page's old slugs: each old address answers with a permanent redirect (collections.ts `pages.aliases`). */
const aliases = z.array(slug).default([]).describe('Earlier addresses of this page, kept when it was renamed: visitors and search engines who use them are sent here.')
const metaDescription = text.max(META_DESCRIPTION_MAX, `must be at most ${META_DESCRIPTION_MAX} characters`)
/** A path under public/, as the browser asks for it. */
const publicPath = z
  .string()
  .regex(/^\/[^\s]+\.(svg|png|jpe?g|webp|avif)$/, 'must be a path such as /images/name.svg')
  .meta({ editor: 'image' })
/**
 * A picture and the shape of its space on the page (`frame`, the Tailwind class the pages draw it
 * with): a photo of another shape is cropped to it by the browser (object-fit: cover), around `focus`,
 * the part to keep as CSS object-position, which the editor sets by a click (admin/photoFocus.tsx).
 */
const image = (frame: string) =>
  z.object({
    src: publicPath,
    alt: text.describe('What the picture shows, for people who cannot see it.'),
    focus: z
      .string()
      .regex(/^(100|[1-9]?[05])% (100|[1-9]?[05])%$/, 'must be the part of the photo to keep, across then down in steps of 5, such as "50% 30%": click that part of the photo')
      .optional()
      .meta({ editor: 'hidden' }),
  }).meta({ frame })
/** The shapes of the pictures' spaces on the page. */
export const FRAMES = { article: 'aspect-[16/9]', service: 'aspect-[8/5]' } as const
/** YAML turns 2025-01-15 into a Date; editors may also quote it. Both become '2025-01-15'. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().check((context) => {
    const problem = isoDateProblem(context.value)
    if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value })
  }).meta({ editor: 'date' }),
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

/**
 * The blog index's categories (docs/decisions.md, Blog): one per article, so the
 * editor picks from a list and the index never shows two spellings of one label.
 */
export const BLOG_CATEGORIES = [
  'Office Cleaning', 'Service Guide', 'Business Tips', 'Business Benefits', 'Health & Wellness', 'Service Types',
  'Eco-Friendly', 'Preparation Guide', 'Pricing Guide', 'Deep Cleaning', 'Legal & Insurance', 'Scheduling',
  'Security', 'Quality Assurance', 'Customisation', 'Time Management', 'Health & Safety', 'Safety & Compliance',
] as const

/** Icons a benefit or card may name; components/ui/Icon.tsx draws each. */
export const ICON_NAMES = [
  'award', 'badge-check', 'building', 'calendar', 'car', 'clipboard-check', 'clock', 'droplets',
  'dumbbell', 'eye', 'gem', 'graduation-cap', 'hard-hat', 'heart-pulse', 'leaf', 'lock',
  'shield-check', 'sparkles', 'star', 'store', 'thumbs-up', 'trending-up', 'truck', 'users',
  'utensils', 'wrench', 'zap',
] as const
const icon = z.enum(ICON_NAMES)

/** Flags the spec puts on cards and packages (docs/decisions.md, Service pages). */
export const CARD_FLAGS = ['Most Popular', '24/7 Available', 'High Priority', 'Priority Areas'] as const

// ---------------------------------------------------------------------------------------------
// Site config: content/site.yaml

export const siteSchema = z.object({
  brand: text.describe('The one spelling of the company name, used on every page.'),
  phone: z.object({ display: text, tel: z.string().regex(/^\+\d{6,15}$/, 'must be +61 followed by digits') }).describe('Shown in the header, the floating call button and every call-to-action.'),
  secondaryPhone: z.object({ display: text, tel: z.string().regex(/^\+\d{6,15}$/, 'must be +61 followed by digits') }).describe('The office landline, quoted in some meta descriptions.'),
  email: z.email('must be an e-mail address'),
  address: z.object({
    street: text,
    locality: text,
    region: text,
    postcode: z.string().regex(/^\d{4}$/, 'must be four digits'),
    country: z.literal('AU'),
  }),
  hours: z.object({
    office: text.describe('When the office answers the phone.'),
    cleaning: text.describe('When cleaning and emergency call-outs run.'),
    openingHours: z.array(
      z.object({
        days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
        opens: z.string().regex(/^\d{2}:\d{2}$/, 'must be a time such as 08:00'),
        closes: z.string().regex(/^\d{2}:\d{2}$/, 'must be a time such as 18:00'),
      }),
    ).describe('The office hours for search engines: days, and times as HH:MM.'),
  }),
  url: z.url('must be an absolute URL').refine((u) => !u.endsWith('/'), 'must not end with a slash').describe('The website\'s address, such as https://www.example.com.au, with no slash at the end.'),
  areaServed: z
    .array(
      z.object({
        name: text,
        type: z.enum(['City', 'AdministrativeArea', 'State']).describe('What kind of place it is, in schema.org terms.'),
        sameAs: z.url('must be an address such as https://en.wikipedia.org/wiki/Sydney').describe('A page that says which place this is, such as its Wikipedia article.'),
      }),
    )
    .min(1)
    .describe('Where the company works, as places, for search engines and maps.'),
  geo: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .describe('Where the office is on a map, in decimal degrees.'),
  profiles: z
    .object({
      googleMaps: z.url('must be the Maps address of the Google Business Profile').describe('The Google Business Profile on Google Maps; also the business map.'),
      social: z.array(z.url('must be an address such as https://www.linkedin.com/company/...')).describe('Social and directory pages of the company.'),
    })
    .describe('The company pages elsewhere that search engines match the business with (schema.org sameAs).'),
  gtmId: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must be a container ID such as GTM-ABC1234')
    .optional()
    .describe('The Google Tag Manager container, such as GTM-ABC1234. Leave it empty for no analytics at all.'),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour such as #0b1f3a').describe('Colour of the browser bar on phones.'),
  claims: z.object({
    clients: text,
    years: text,
    retention: text,
  }).describe('The claims every page may quote.'),
})
/** The site config with the company's figures of content/facts.yaml, read beside it. */
export type Site = z.infer<typeof siteSchema> & { facts: Facts }

// ---------------------------------------------------------------------------------------------
// The company's own figures and credentials: content/facts.yaml. Each leaf becomes a token named by
// its path ({{rates.office}}); the descriptions fill docs/tokens.md.

/** Money as the site shows it: $80, $30-60, $1,000-5,000, $20M. */
const money = z.string().regex(/^\$\d[\d,]*(-\d[\d,]*)?M?$/, 'must be an amount such as $80, $30-60 or $20M')
const percent = z.string().regex(/^\d+(-\d+)?%$/, 'must be a percentage such as 15% or 10-25%')
const staff = z.string().regex(/^\d+(-\d+|\+)$/, 'must be a staff count such as 1-10 or 50+')
const duration = z.string().regex(/^\d+(-\d+)? (hours|days|working days|weeks)$/, 'must be a time such as 24 hours, 2 working days or 1-2 weeks')
const area = z.string().regex(/^(up to \d+|\d+-\d+|over \d+)$/, 'must be square metres such as up to 200, 201-800 or over 800')
const clockSpan = z.string().regex(/^\d{1,2}( ?[ap]m)?-\d{1,2} ?[ap]m$/, 'must be a span of the clock such as 6-10 pm')

/** The ATO's check: subtract 1 from the first digit, weight the digits, and the sum divides by 89. */
export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/ /g, '')
  if (!/^\d{11}$/.test(digits)) return false
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
  const sum = [...digits].reduce((total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * weights[index]!, 0)
  return sum % 89 === 0
}

/** Sectors with an hourly rate of their own, and how the editor's guide names each. */
const SECTOR_LABELS = {
  office: 'offices',
  retail: 'retail',
  warehouse: 'warehouses and industrial sites',
  hospital: 'hospitals and day surgeries',
  clinic: 'clinics and practices',
  education: 'schools and campuses',
  hospitality: 'restaurants and venues',
  gym: 'gyms',
  highrise: 'high-rise and strata',
  event: 'events',
  carpark: 'car parks and outdoor areas',
  construction: 'construction sites',
  showroom: 'showrooms',
} as const
const RATE_SECTORS = Object.keys(SECTOR_LABELS) as (keyof typeof SECTOR_LABELS)[]
/** A sector whose hourly rate a service page quotes. */
export const rateSector = z.enum(RATE_SECTORS as [keyof typeof SECTOR_LABELS, ...(keyof typeof SECTOR_LABELS)[]])
export type RateSector = z.infer<typeof rateSector>

const sizeKeys = <T extends z.ZodType>(value: T, what: string) =>
  z.object({ small: value.describe(`${what}, small office`), medium: value.describe(`${what}, medium office`), large: value.describe(`${what}, large office`) })

/** How often we advise a clean: 'every working day', 'two or three times a week'. */
const often = (what: string) => text.describe(what)

/** A regular expression, matched without regard to case; a pattern, so never proof-read as prose. */
const pattern = z.string().regex(/^[^\n]+$/, 'must be one line').refine(isPattern, 'must be a regular expression, such as fixed[- ]price')
function isPattern(source: string): boolean {
  try {
    return Boolean(new RegExp(source))
  } catch {
    return false
  }
}

/**
 * One promise or policy as the company states it, and how the check recognises other statements of
 * it (lib/content/check/claims.ts). The description is the topic, as `npm run claims` heads it.
 */
const promise = (topic: string) =>
  z
    .object({
      says: text.describe('The one statement of this promise, which pages quote whole. It may name other company figures in double curly brackets, as pages do.'),
      find: z.array(pattern).min(1).describe('Words that put a sentence on this topic (regular expressions).'),
      holds: z
        .array(z.object({ after: pattern.describe('Words just before a figure: "quote within".'), is: z.array(text).min(1).describe('The figures allowed there, each named in double curly brackets as pages name it.') }))
        .optional()
        .describe('A figure right after these words must be one of these.'),
      must: z
        .array(z.object({ where: pattern.optional().describe('Only sentences with these words.'), say: pattern.describe('Words each such sentence must hold.'), write: text.describe('What to add, in the words of the advice.') }))
        .optional()
        .describe('Words every sentence on the topic must hold.'),
      never: z.array(z.object({ pattern, write: text.describe('What to write instead.') })).optional().describe('Wording that states the topic wrongly.'),
    })
    .describe(topic)

const factFields = z.object({
  legal: z.object({
    entity: text.describe('legal entity, as on invoices and contracts'),
    abn: z.string().refine(isValidAbn, 'must be an ABN of 11 digits that passes the ATO checksum, written 53 824 753 565').describe('Australian Business Number'),
  }),
  certifications: z.object({
    certifier: text.describe('body that certifies and audits our ISO systems'),
    iso9001: text.describe('ISO 9001 (quality) certificate number'),
    iso14001: text.describe('ISO 14001 (environment) certificate number'),
    iso45001: text.describe('ISO 45001 (health and safety) certificate number'),
  }),
  insurance: z.object({
    publicLiability: money.describe('public liability cover'),
    professionalIndemnity: money.describe('professional indemnity cover'),
    workersCompensation: text.describe('workers compensation insurer'),
  }),
  rates: z.object(Object.fromEntries(RATE_SECTORS.map((sector) => [sector, money.describe(`our hourly rate, ${SECTOR_LABELS[sector]}`)])) as Record<RateSector, typeof money>),
  sizes: sizeKeys(staff, 'staff on site').extend({ dailyFrom: staff.describe('staff from which we advise daily cleaning') }),
  areas: sizeKeys(area, 'floor area in sqm'),
  frequency: z.object({
    officeSmall: often('how often we advise cleaning a small office'),
    officeMedium: often('how often we advise cleaning an office from the medium band up to the daily threshold'),
    officeDaily: often('how often we advise cleaning an office from the daily threshold'),
    officeDeepClean: often('how often we advise an office deep clean'),
    officeDeepCleanDaily: often('how often we advise a deep clean for an office cleaned daily'),
    retail: often('how often we advise cleaning a shop'),
    medical: often('how often we advise cleaning a medical practice'),
    gym: often('how often we advise cleaning a gym'),
    school: often('how often we advise cleaning a school'),
    kitchenDeepClean: often('how often we advise deep cleaning a busy commercial kitchen'),
    kitchenDeepCleanLight: often('how often we advise deep cleaning a light kitchen or cafe'),
    warehouse: often('how often we advise cleaning warehouse floors'),
    carpark: often('how often we advise sweeping a car park'),
    vacuum: often('how often the whole floor of an office cleaned daily is vacuumed (walkways every visit)'),
    carpetExtraction: often('how often we advise hot-water extraction of carpets'),
    floorStrip: often('how often we advise stripping and resealing vinyl and sealed timber floors'),
  }),
  perVisit: sizeKeys(money, 'regular clean per visit').extend({ minimum: money.describe('the least a visit costs') }),
  packages: z.object({
    essential: money.describe('Essential Clean, from, per visit (weekly)'),
    professional: money.describe('Professional Clean, from, per visit (2-3 times a week)'),
    premium: money.describe('Premium Clean, from, per visit (daily)'),
  }),
  slots: z.object({
    evening: clockSpan.describe('evening slot, at the standard rate'),
    night: z.string().regex(/^\d{1,2} ?[ap]m-\d{1,2} ?[ap]m$/, 'must be a span of the clock such as 10 pm-5 am').describe('night slot'),
    earlyMorning: clockSpan.describe('early-morning slot'),
  }),
  premiums: z.object({
    night: percent.describe('night premium on the hourly rate'),
    earlyMorning: percent.describe('early-morning premium'),
    weekend: percent.describe('weekend premium'),
  }),
  times: z.object({
    reply: duration.describe('reply to an enquiry or quote request (not the fixed price)'),
    writtenQuote: duration.describe('fixed-price quote in writing, after the site walk'),
    emergency: duration.describe('emergency crew on site, 24/7'),
    acknowledge: duration.describe('a complaint acknowledged'),
    siteVisit: duration.describe('site visit after a complaint'),
    bookRegular: duration.describe('book a regular clean this far ahead'),
    bookOneOff: duration.describe('book a one-off clean this far ahead'),
  }),
  guarantee: z.object({
    satisfaction: percent.describe('satisfaction guarantee'),
    reportWithin: duration.describe('report a miss within this time for a free re-clean'),
    windowOpens: text.describe('when the report window starts'),
    recleanBy: text.describe('when a reported miss is re-cleaned'),
  }),
  setup: z.object({
    included: text.describe('what setting up a regular service includes at no charge'),
    advanced: money.describe('set-up fee, advanced custom checklist'),
    complete: money.describe('set-up fee, complete bespoke scope'),
  }),
  billing: z.object({
    cycle: text.describe('how often we invoice'),
    due: duration.describe('an invoice is due within'),
    methods: text.describe('ways to pay'),
  }),
  contract: z.object({
    notice: duration.describe('written notice that ends a regular service'),
    cancelOneOff: duration.describe('notice to cancel a one-off job free'),
    reportDamage: duration.describe('report damage in writing within'),
  }),
  promises: z.object({
    quote: promise('when the site walk and the written price happen'),
    setup: promise('set-up and scope fees'),
    areas: promise('the areas we serve'),
    vetting: promise('staff vetting and police checks'),
    booking: promise('booking lead times and cancelling'),
    rate: promise('what the hourly rate includes'),
    gst: promise('GST on every price'),
    guarantee: promise('what the guarantee covers'),
    emergency: promise('the emergency response, an aim'),
    deepClean: promise('how often to deep clean, extract carpets, strip floors and vacuum'),
    infectionPlan: promise('whose infection control plan it is'),
    currency: promise('certificates of currency'),
    insurance: promise('the insurance we hold, beside what we recommend'),
    screening: promise('NSW screening: Working With Children Checks and aged care'),
    licences: promise('licences and certification, beside our own training'),
  }),
})

/** The bands that divide a scale, in order, so none overlaps the next or leaves a gap before it. */
function checkBands(facts: z.infer<typeof factFields>, context: z.RefinementCtx) {
  const scales: [group: 'sizes' | 'areas' | 'slots', keys: string[], read: (text: string) => Band | undefined, show: (value: number) => string, first?: number][] = [
    ['sizes', ['small', 'medium', 'large'], staffBand, SCALES.staff, 1],
    ['areas', ['small', 'medium', 'large'], areaBand, SCALES.area, 1],
    ['slots', ['evening', 'night', 'earlyMorning'], clockBand, SCALES.clock],
  ]
  for (const [group, keys, read, show, first] of scales) {
    const values = facts[group] as Record<string, string>
    for (const { key, message } of bandProblems(keys.map((key) => [key, values[key]!, read(values[key]!)]), show, first)) {
      context.addIssue({ code: 'custom', path: [group, key], message })
    }
  }
  // The daily threshold splits the bands above the small one: it must leave that middle band some staff.
  const small = staffBand(facts.sizes.small)
  const daily = staffBand(facts.sizes.dailyFrom)
  if (small && daily && daily.from <= small.to + 1) {
    context.addIssue({ code: 'custom', path: ['sizes', 'dailyFrom'], message: `must start above ${SCALES.staff(small.to + 1)}, so offices between the small band (${facts.sizes.small}) and daily cleaning keep advice of their own` })
  }
}

export const factsSchema = factFields.superRefine(checkBands)
export type Facts = z.infer<typeof factsSchema>

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
  answer: text.meta({ editor: 'markdown', description: 'Markdown: links and emphasis are allowed.' }),
})
export type FaqItem = z.infer<typeof faqItem>

const card = z.object({
  title: text,
  description: text,
  icon: icon.optional(),
  flag: z.enum(CARD_FLAGS).optional(),
  price: text.optional().describe("For packages: 'From $45/hour', 'Quoted per event'."),
  frequency: text.optional().describe("For packages and schedules: 'Daily', '2-3 times a week'."),
  items: z.array(text).optional(),
  idealFor: text.optional(),
})

const section = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('list'), heading: text, intro: text.optional(), items: z.array(text).min(3, 'must list at least 3 items') })
    .describe('A bulleted list: facility types, venues, equipment.'),
  z
    .object({ kind: z.literal('cards'), heading: text, intro: text.optional(), cards: z.array(card).min(2, 'must hold at least 2 cards') })
    .describe('Cards side by side: schedules, packages, protocol or area cards.'),
  z.object({
    kind: z.literal('panel'),
    heading: text,
    intro: text.optional(),
    columns: z.array(z.object({ title: text, items: z.array(text).min(2, 'must list at least 2 items') })).min(1).max(3),
  }).describe('A highlighted panel of one to three columns of points: compliance, safety, equipment.'),
])
export type ServiceSection = z.infer<typeof section>

export const serviceSchema = z.object({
  slug,
  aliases,
  order: z.number().int().positive().describe('Position in the header menu, the footer and the home grid.'),
  name: text.describe("Menu, footer and card label: 'Office Cleaning'."),
  titleName: text.describe("Fills the page title: '{titleName} cleaning services in Sydney | {brand}'."),
  serviceName: text.describe('The service\'s short name: each quote sent from this page is labelled with it for the office.'),
  summary: text.describe('One or two sentences for the home grid card.'),
  description: metaDescription,
  image: image(FRAMES.service),
  hero: z.object({
    badge: text,
    heading: text,
    intro: text,
    secondary: z.object({ label: text, href: z.string().regex(/^[/#]/, 'must be a path on this site or an #anchor') }).optional().describe('The extra button beside Get Free Quote (office, retail and medical).'),
    phone: z.boolean().default(false).describe('Show the call-us element in the hero.'),
  }),
  rates: z.array(rateSector).min(1, 'must name at least one sector of the hourly rates').describe('The sectors whose hourly rates this page quotes, as named under Company facts, Rates: office, or clinic and hospital.'),
  checklistHeading: text,
  checklist: z.array(text).length(COUNTS.serviceChecklistItems, `must list exactly ${COUNTS.serviceChecklistItems} items`),
  benefits: z
    .array(z.object({ icon, title: text, description: text }))
    .length(COUNTS.serviceBenefitCards, `must list exactly ${COUNTS.serviceBenefitCards} cards`),
  sections: z.array(section).describe('The sector-specific lists, cards, packages and panels, in page order.'),
  faq: z.array(faqItem).length(COUNTS.serviceFaqItems, `must list exactly ${COUNTS.serviceFaqItems} questions`),
})
export type Service = z.infer<typeof serviceSchema>

// ---------------------------------------------------------------------------------------------
// FAQ groups of /faq: content/faq/{nn}-{name}.md (front matter only)

export const faqGroupSchema = z.object({
  title: text,
  order: z.number().int().positive().describe('Position on /faq.'),
  items: z.array(faqItem).min(1, 'must hold at least one question'),
})

// ---------------------------------------------------------------------------------------------
// Prose pages: content/pages/{about,privacy,terms}.md (Markdown body = the page)

export const proseSchema = z.object({
  title: text.describe("The <title>, before ' | {brand}'."),
  description: metaDescription,
  heading: text,
  intro: text.optional(),
  lastUpdated: text.optional().describe("Shown under the heading of legal pages: 'January 2024'."),
})

// ---------------------------------------------------------------------------------------------
// Blog articles: content/blog/{slug}.md (Markdown body = the article)

export const postSchema = z.object({
  // Left empty in the editor, these two are filled in on save (lib/editor/filledFields.ts).
  slug: slug.meta({ filledFrom: 'title', description: 'The last part of the article\'s address, after /blog/. Left empty, it is made from the title when you first save.' }),
  title: text,
  navTitle: text.optional().describe('Link text neighbours use for this article, when it differs from the title.'),
  description: metaDescription,
  category: z.enum(BLOG_CATEGORIES).describe('The label the blog page shows on this article.'),
  readTime: z.number().int().min(1).max(30).meta({ filledFrom: 'body', description: "Minutes, shown as '5 min read'. Left empty, it is worked out from the text when you save." }),
  date: isoDate,
  heroImage: image(FRAMES.article),
  prev: slug.nullable().meta({ references: 'blog', description: 'The article before this one in its series; empty for the first.' }),
  next: slug.nullable().meta({ references: 'blog', description: 'The article after this one in its series; empty for the last.' }),
  aliases,
  draft: z.boolean().default(false).describe('On: shown in the preview only, never published. Turn it off to publish the article (on its date).'),
})
export type Post = z.infer<typeof postSchema>

// ---------------------------------------------------------------------------------------------
// Contact page: content/pages/contact.md (front matter; Markdown body = the service-area text)

export const contactSchema = proseSchema.extend({
  coverage: z.array(z.object({ region: text, areas: z.array(text).min(3, 'must list at least 3 areas') })).min(4, 'must list at least 4 regions').describe('Regions of Sydney covered, each with the suburbs or areas named under it.'),
})

// ---------------------------------------------------------------------------------------------
// Careers page: content/pages/careers.md (front matter; Markdown body = the position details)

const iconCard = z.object({ icon, title: text, description: text })

export const careersSchema = proseSchema.extend({
  banner: z.object({ heading: text, text }).describe('The hiring banner above the form.'),
  benefits: z.array(iconCard).min(3, 'must list at least 3 benefits').max(6, 'must list at most 6 benefits').describe('What the job offers: pay, hours, equipment, training.'),
  reasons: z.array(iconCard).length(COUNTS.careerReasons, `must list exactly ${COUNTS.careerReasons} reasons`).describe("The spec's eight reasons to join."),
})
