// Generated submissions for the tests of submit_form, and what the database must answer to each:
// the row it stores (every field trimmed as JavaScript's trim() does) or the rules it may name
// when it refuses. The rules are written here from the migrations' text, independently of them,
// so a test can catch the database storing what it must refuse or refusing what it must store.
import { SERVICE_NAMES } from '../../../lib/content/counts.ts'
import type { Random } from '../seededRandom.ts'
import { AVAILABILITY_OPTIONS, EXPERIENCE_OPTIONS, FREQUENCY_OPTIONS } from '../../../lib/submissions/options.ts'

/**
 * Bots fill a form in well under this; people usually take longer. The form sends its fill time,
 * counted from hydration (or from the page opening when the visitor typed before it), and the
 * database function submit_form decides with the same threshold: supabase/form_submissions.test.ts
 * checks the two agree.
 */
export const MIN_FILL_MS = 3000

export const FORM_FIELDS = ['form_type', 'first_name', 'last_name', 'email', 'phone', 'message', 'experience', 'availability', 'facility_size', 'cleaning_frequency'] as const
/** Where the lead came from, each optional text with a rule of its own. */
export const ATTRIBUTION_FIELDS = ['page_path', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const
const SIGNAL_FIELDS = ['honeypot', 'fill_ms']
const REQUIRED = ['form_type', 'first_name', 'last_name', 'email', 'phone', 'message']
const FORM_TYPES = ['hero', 'contact', 'career', ...SERVICE_NAMES.map((name) => `service_quote_${name}`)]
const values = (options: readonly { value: string }[]) => options.map((option) => option.value)

export type Expected = { stored: Record<string, string | null> } | { refusedBy: string[] }

/** A generated case: what is sent as the `submission` argument, and why. */
export interface SubmissionCase {
  seed: number
  submission: unknown
  changes: string[]
}

/** What to write into a text field: many shapes of valid and invalid text, and other JSON types. */
function textVariant(random: Random, limit: number): unknown {
  const repeat = (unit: string, count: number) => unit.repeat(count)
  return random.pick<() => unknown>([
    () => '',
    () => random.pick(['   ', '\t\n', '\u00A0\u3000', '\r\n \u2028']),
    () => `${random.pick([' ', '\t', '\u00A0', '\n'])}Zo\u00EB${random.pick([' ', '\u3000', '\r\n'])}`,
    () => repeat('a', limit),
    () => repeat('a', limit + 1),
    // Emoji are two UTF-16 units but one character: the limit counts characters.
    () => repeat('\u{1F600}', limit),
    () => repeat('\u{1F600}', limit + 1),
    () => '\u{1F469}\u200D\u{1F527} Ana \u{1F1E6}\u{1F1FA}',
    () => random.pick(['\u05E9\u05DC\u05D5\u05DD \u05E2\u05DC\u05D9\u05DB\u05DD', '\u0645\u0631\u062D\u0628\u0627 \u0628\u0643', '\u202EevilRTL\u202C']),
    () => `Zoe\u0308 Ange\u0301lique ${repeat('a\u0301', 3)}`,
    () => `An\u0000a`,
    // Not valid Unicode: PostgreSQL text cannot hold half a surrogate pair.
    () => `Zo\uD800e`,
    // Which characters are space is said by code point: U+0085 is not (JavaScript keeps it), U+1680 is.
    () => random.pick(['\u0085', '\u1680', ' \u1680Zo\u0085e\u1680 ', '\u180E', '\u200B']),
    () => random.pick(["Robert'); drop table public.form_submissions;--", "' or 1=1 --", '$$; select 1; $$', '\\x00 \\\\ %s %d']),
    () => random.pick(['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '&amp; &lt;b&gt;', '{{brand}}']),
    () => random.pick([42, -1.5, 0, 1e21]),
    () => random.pick([['a', 'b'], [], [1]]),
    () => random.pick([{ text: 'x' }, {}]),
    () => random.pick([true, false]),
    () => null,
    () => undefined,
    () => repeat('x', 1024 * 1024),
  ])()
}

const VALID: Record<string, (random: Random) => string> = {
  first_name: (random) => random.pick(['Priya', 'Tom', 'Zo\u00EB', '\u674E', "O'Brien"]),
  last_name: (random) => random.pick(['Shah', 'Nguyen', 'M\u00FCller', 'Smith-Jones']),
  email: (random) => random.pick(['priya@harbourside.example', 'tom.nguyen+quotes@example.com', 'zo\u00EB@ex\u00E4mple.com.au']),
  phone: (random) => random.pick(['0412 345 678', '+61 412 345 678', '(02) 5550 4477', '0400-000-000']),
  message: (random) => random.pick(['Nightly cleaning for a 300 sqm office in North Sydney.', 'Quote please \u{1F642}', 'Line one\nLine two']),
  facility_size: (random) => random.pick(['3,200', '40000 sq ft', 'two floors']),
}

const EMAILS_AT_THE_EDGE = [
  'a@b', 'not-an-email', 'priya @example.com', `${'a'.repeat(242)}@example.com`, `${'a'.repeat(243)}@example.com`, 'a@@b.co', 'x@y.z',
  // Invisible characters inside an address: spaces of other kinds, zero-width and format characters, controls.
  'priya\u00A0shah@example.com', 'priya\u202F@example.com', 'priya@exam\uFEFFple.com', 'pri\u200Bya@example.com', 'priya\u0085@example.com', 'priya@example\u200D.com',
]

/** Where a lead came from, as a form sends it, and values no form sends. */
const ATTRIBUTION_VALUES: Record<(typeof ATTRIBUTION_FIELDS)[number], unknown[]> = {
  page_path: ['/', '/services/office-cleaning', '/blog/choose-commercial-cleaning-sydney', 'services', `/${'a'.repeat(299)}`, `/${'a'.repeat(300)}`, '/caf\u00E9', '/a b'],
  referrer: ['https://www.google.com/', 'http://example.com/a?b=c', 'javascript:alert(1)', `https://example.com/${'a'.repeat(480)}`, `https://example.com/${'a'.repeat(481)}`, 'https://ex ample.com'],
  utm_source: ['google', 'newsletter', 'x'.repeat(200), 'x'.repeat(201), '   ', 'spring\u200Bsale', '\u{1F9FD}'.repeat(200)],
  utm_medium: ['cpc', 'email', ' cpc '],
  utm_campaign: ['Spring office deep clean', 'caf\u00E9 owners', 'line\nbreak'],
  utm_term: ['office cleaning sydney', ''],
  utm_content: ['ad-2', 7],
  gclid: ['EAIaIQobChMI8-x_y', 'abc def', 'a'.repeat(200), 'a'.repeat(201), 'gclid\u00E9'],
}
const PHONES_AT_THE_EDGE = ['12345', '123456', '1234567890123456', '123456789012345', 'call me', '+61 (0) 412-345-678', `${'1 '.repeat(12)}`, '\u0660\u0661\u0662\u0663\u0664\u0665\u0666']

/** A submission as one of the forms would send it, then up to four random changes. */
export function makeSubmissionCase(seed: number, random: Random): SubmissionCase {
  const formType = random.pick(FORM_TYPES)
  const submission: Record<string, unknown> = {
    form_type: formType,
    first_name: VALID.first_name!(random),
    last_name: VALID.last_name!(random),
    email: VALID.email!(random),
    phone: VALID.phone!(random),
    message: VALID.message!(random),
    honeypot: '',
    fill_ms: 4000 + random.int(60_000),
  }
  if (formType === 'career') Object.assign(submission, { experience: random.pick(values(EXPERIENCE_OPTIONS)), availability: random.pick(values(AVAILABILITY_OPTIONS)) })
  if (formType.startsWith('service_quote_')) Object.assign(submission, { facility_size: VALID.facility_size!(random), cleaning_frequency: random.pick(values(FREQUENCY_OPTIONS)) })
  const changes: string[] = []
  const limits: Record<string, number> = { first_name: 100, last_name: 100, email: 254, message: 5000, facility_size: 100, phone: 24 }
  const set = (key: string, value: unknown, why: string) => {
    if (value === undefined) delete submission[key]
    else submission[key] = value
    changes.push(why)
  }
  for (let count = random.int(5); count > 0; count--) {
    const field = random.pick([...FORM_FIELDS, ...SIGNAL_FIELDS])
    random.pick<() => void>([
      () => set(field, textVariant(random, limits[field] ?? 100), `${field}: generated text`),
      () => field === 'email' && set(field, random.pick(EMAILS_AT_THE_EDGE), 'email at the edge'),
      () => field === 'phone' && set(field, random.pick(PHONES_AT_THE_EDGE), 'phone at the edge'),
      () => set('form_type', random.pick(['newsletter', 'HERO', ' contact ', 'service_quote_Window Cleaning', 'service_quote_', ...FORM_TYPES]), 'another form type'),
      () => set(random.pick(['experience', 'availability', 'cleaning_frequency']), random.pick(['expert', 'whenever', 'hourly', ' weekly ', ...values(FREQUENCY_OPTIONS), ...values(EXPERIENCE_OPTIONS)]), 'another option'),
      () => set(random.pick(['id', 'created_at', 'suspected_spam', 'role', 'first_name ', '']), random.pick(['x', null, 1]), 'an extra key'),
      () => set(random.pick(REQUIRED), undefined, 'a missing key'),
      () => set('honeypot', random.pick(['https://spam.example', ' ', 'x', 7]), 'the hidden field'),
      () => set('fill_ms', random.pick([0, 1200, MIN_FILL_MS - 1, MIN_FILL_MS, null, undefined, '5000', -5]), 'the fill time'),
      () => {
        const attribution = random.pick([...ATTRIBUTION_FIELDS])
        set(attribution, random.pick(ATTRIBUTION_VALUES[attribution]), `${attribution}: where the lead came from`)
      },
    ])()
  }
  if (random.next() < 0.04) return { seed, submission: random.pick([[submission], 'submission', 7, null, true]), changes: [...changes, 'not an object'] }
  return { seed, submission, changes }
}

const JS_TRIMMED = (value: string) => value.trim()
/** Controls and format characters, which no e-mail address or campaign word may hold. */
const INVISIBLE_CLASS = '\\u0001-\\u001F\\u007F-\\u009F\\u00AD\\u061C\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\uFFF9-\\uFFFB'
const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, 'u')
/** local@domain.tld with no @, space (JavaScript's \\s: the set trim() removes) or invisible character in any part. */
const EMAIL_PART = `[^@\\s${INVISIBLE_CLASS}]+`
const EMAIL = new RegExp(`^${EMAIL_PART}@${EMAIL_PART}\\.${EMAIL_PART}$`, 'u')
const characters = (value: string) => [...value].length

/** What submit_form must do with a submission. */
export function expectedAnswer(submission: unknown): Expected {
  // PostgreSQL text cannot hold NUL, nor half of a surrogate pair.
  if (JSON.stringify(submission)?.includes('\\u0000')) return { refusedBy: ['nul_character'] }
  if (/\\ud[89a-f][0-9a-f]{2}/i.test(JSON.stringify(submission) ?? '')) return { refusedBy: ['unicode_text'] }
  if (typeof submission !== 'object' || submission === null || Array.isArray(submission)) return { refusedBy: ['submission_is_object'] }
  const sent = submission as Record<string, unknown>
  const keys = Object.keys(sent)
  if (keys.some((key) => ![...FORM_FIELDS, ...ATTRIBUTION_FIELDS, ...SIGNAL_FIELDS].includes(key))) return { refusedBy: ['known_fields_only'] }
  const notText = [...FORM_FIELDS, ...ATTRIBUTION_FIELDS, 'honeypot'].find((key) => sent[key] !== undefined && sent[key] !== null && typeof sent[key] !== 'string')
  if (notText) return { refusedBy: ['text_fields'] }
  if (sent.fill_ms !== undefined && sent.fill_ms !== null && typeof sent.fill_ms !== 'number') return { refusedBy: ['fill_ms_number'] }

  const row = Object.fromEntries([...FORM_FIELDS, ...ATTRIBUTION_FIELDS].map((key) => [key, typeof sent[key] === 'string' ? JS_TRIMMED(sent[key]) : null])) as Record<string, string | null>
  const missing = REQUIRED.filter((key) => row[key] === null)
  if (missing.length) return { refusedBy: missing.map((key) => `${key} not null`) }

  const broken: string[] = []
  const rule = (name: string, holds: boolean) => holds || broken.push(name)
  type Required = 'form_type' | 'first_name' | 'last_name' | 'email' | 'phone' | 'message'
  const { form_type, first_name, last_name, email, phone, message, experience, availability, facility_size, cleaning_frequency } = row as Record<Required, string> & Record<'experience' | 'availability' | 'facility_size' | 'cleaning_frequency', string | null>
  rule('first_name_not_blank', first_name !== '')
  rule('first_name_length', characters(first_name) <= 100)
  rule('last_name_not_blank', last_name !== '')
  rule('last_name_length', characters(last_name) <= 100)
  rule('email_format', characters(email) <= 254 && EMAIL.test(email))
  rule('phone_format', /^\+?[0-9 ()-]{6,24}$/.test(phone) && phone.replace(/[^0-9]/g, '').length >= 6 && phone.replace(/[^0-9]/g, '').length <= 15)
  rule('message_not_blank', message !== '')
  rule('message_length', characters(message) <= 5000)
  rule('facility_size_not_blank', facility_size === null || facility_size !== '')
  rule('facility_size_length', facility_size === null || characters(facility_size) <= 100)
  rule('form_type_known', FORM_TYPES.includes(form_type))
  rule('experience_allowed', experience === null || values(EXPERIENCE_OPTIONS).includes(experience))
  rule('availability_allowed', availability === null || values(AVAILABILITY_OPTIONS).includes(availability))
  rule('cleaning_frequency_allowed', cleaning_frequency === null || values(FREQUENCY_OPTIONS).includes(cleaning_frequency))
  const isCareer = form_type === 'career'
  const isServiceQuote = form_type.startsWith('service_quote_')
  rule('career_fields', isCareer === (experience !== null && availability !== null))
  rule('career_fields_only', isCareer || (experience === null && availability === null))
  rule('service_quote_fields', isServiceQuote === (facility_size !== null && cleaning_frequency !== null))
  rule('service_quote_fields_only', isServiceQuote || (facility_size === null && cleaning_frequency === null))
  const { page_path = null, referrer = null, gclid = null } = row
  rule('page_path_format', page_path === null || (characters(page_path) <= 300 && /^\/[!-~]*$/.test(page_path)))
  rule('referrer_format', referrer === null || (characters(referrer) <= 500 && /^https?:\/\/[!-~]+$/.test(referrer)))
  for (const utm of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) {
    const value = row[utm]
    rule(`${utm}_text`, value === null || value === undefined || (characters(value) <= 200 && value !== '' && !INVISIBLE.test(value)))
  }
  rule('gclid_format', gclid === null || (characters(gclid) <= 200 && /^[A-Za-z0-9_-]+$/.test(gclid)))
  if (broken.length) return { refusedBy: broken }

  const honeypot = typeof sent.honeypot === 'string' ? sent.honeypot.trim() : ''
  const fillMs = typeof sent.fill_ms === 'number' ? sent.fill_ms : undefined
  const suspected_spam = honeypot ? 'honeypot' : fillMs === undefined ? 'no_form_signals' : fillMs < MIN_FILL_MS ? 'too_fast' : null
  return { stored: { ...row, suspected_spam } }
}

/** The rule a database error names: a constraint, a not-null column, or a rule of submit_form. */
export function ruleNamed(error: { code?: string; message?: string }): string | undefined {
  const message = error.message ?? ''
  if (message.includes('rate_limit_')) return /refused by rule "(\w+)"/.exec(message)?.[1]
  const notNull = /null value in column "(\w+)"/.exec(message)?.[1]
  if (notNull) return `${notNull} not null`
  return /violates check constraint "(\w+)"/.exec(message)?.[1] ?? /refused by rule "(\w+)"/.exec(message)?.[1]
}

/** The site's own words, which an error may name even when a visitor sent them too. */
const VOCABULARY = new Set([...FORM_TYPES, ...FORM_FIELDS, ...SIGNAL_FIELDS, 'submission', ...[EXPERIENCE_OPTIONS, AVAILABILITY_OPTIONS, FREQUENCY_OPTIONS].flatMap(values)])

/** Text of the submission long enough to be recognisable, which no error may repeat. */
export function visitorTexts(submission: unknown): string[] {
  const texts: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.trim().length >= 6 && !VOCABULARY.has(value.trim())) texts.push(value.trim())
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(submission)
  return texts
}
