// Where a lead came from, sent with it: the page it was sent from, the referrer and the campaign
// (UTM parameters, Google Ads' gclid) of the visit's landing page, which public/landing.js keeps
// for the session. Cleaned here to what the database's rules accept (supabase/migrations/
// *_form_submissions.sql): a visitor's lead is never refused for where it came from.

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

export type Attribution = Partial<Record<'page_path' | 'referrer' | 'gclid' | (typeof UTM_FIELDS)[number], string>>

/** What public/landing.js keeps in sessionStorage under LANDING_KEY: the landing page's query and the referrer it came with. */
export const LANDING_KEY = 'sparkwell:landing'
export interface Landing {
  search: string
  referrer: string
}

const PATH_LIMIT = 300
const REFERRER_LIMIT = 500
const CAMPAIGN_LIMIT = 200
/** Controls and format characters (as public.invisible_characters()): dropped from campaign words. */
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/gu
/** Half of a surrogate pair, which PostgreSQL text cannot hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** At most `limit` characters (code points, as the database counts). */
const cut = (text: string, limit: number) => [...text].slice(0, limit).join('')

function campaignWord(value: string | null): string | undefined {
  const cleaned = cut((value ?? '').replace(LONE_SURROGATE, '').replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim(), CAMPAIGN_LIMIT).trim()
  return cleaned || undefined
}

/** An http(s) address from another site, as ASCII (the browser serializes it so), cut to the limit. */
function externalReferrer(referrer: string, ownOrigin: string): string | undefined {
  try {
    const url = new URL(referrer)
    if (!/^https?:$/.test(url.protocol) || url.origin === ownOrigin) return undefined
    const text = cut(url.href, REFERRER_LIMIT)
    return /^https?:\/\/[!-~]+$/.test(text) ? text : undefined
  } catch {
    return undefined
  }
}

/**
 * The lead's attribution, from the page it is sent from and the visit's landing page (when the
 * landing page carried no campaign, the current page's query counts).
 */
export function attributionOf(location: { pathname: string; search: string; origin: string }, landing: Landing | null, documentReferrer: string): Attribution {
  const path = cut(location.pathname, PATH_LIMIT)
  const campaign = new URLSearchParams(landing?.search || location.search)
  const attribution: Attribution = {
    page_path: /^\/[!-~]*$/.test(path) ? path : undefined,
    referrer: externalReferrer(landing ? landing.referrer : documentReferrer, location.origin),
  }
  for (const field of UTM_FIELDS) attribution[field] = campaignWord(campaign.get(field))
  const gclid = campaign.get('gclid') ?? ''
  if (/^[A-Za-z0-9_-]{1,200}$/.test(gclid)) attribution.gclid = gclid
  return Object.fromEntries(Object.entries(attribution).filter(([, value]) => value !== undefined))
}

/** The landing page public/landing.js kept, if any (storage may be off or full of someone else's). */
export function storedLanding(storage: Pick<Storage, 'getItem'> | undefined): Landing | null {
  try {
    const value = JSON.parse(storage?.getItem(LANDING_KEY) ?? 'null') as Partial<Landing> | null
    return value && typeof value.search === 'string' && typeof value.referrer === 'string' ? { search: value.search, referrer: value.referrer } : null
  } catch {
    return null
  }
}

/** The attribution of a lead sent from this page now. */
export function currentAttribution(): Attribution {
  let storage: Storage | undefined
  try {
    storage = window.sessionStorage
  } catch {
    storage = undefined
  }
  return attributionOf(window.location, storedLanding(storage), document.referrer)
}
