// Webhook signatures in the style of Stripe's and GitHub's: HMAC-SHA256, with the shared secret,
// of the timestamp, a dot and the raw body, sent as `Sparkwell-Signature: t=<unix seconds>,v1=<hex>`.
// The timestamp inside the signed text lets the receiver refuse a replay of an old request.
// Web Crypto only, so the same code runs in Node, Deno and the receiver's own server.

export const SIGNATURE_HEADER = 'Sparkwell-Signature'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** How old a signed request may be before the receiver refuses it as a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300

const encoder = new TextEncoder()

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)))
  return [...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The signature header's value for a body sent at `timestamp` (unix seconds). */
export async function signatureHeader(secret: string, body: string, timestamp: number): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`
}

/** Compares in time that does not depend on where the two differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

export type Verification = { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' }

/** The receiver's check: a v1 signature of this body under the secret, made within the tolerance of now. */
export async function verifySignature(header: string | null | undefined, body: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<Verification> {
  if (!header) return { ok: false, reason: 'missing' }
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]))
  const timestamp = Number(parts.t)
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return { ok: false, reason: 'malformed' }
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'expired' }
  return sameText(await hmacHex(secret, `${timestamp}.${body}`), parts.v1!) ? { ok: true, timestamp } : { ok: false, reason: 'mismatch' }
}
