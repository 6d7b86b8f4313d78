import { describe, expect, test } from 'vitest'
import { parseDeliverySettings, retryDelaySeconds } from './serverConfig'
import { signatureHeader, verifySignature } from './signature'

const complete = {
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  LEAD_WEBHOOK_URL: 'https://hooks.example.com/leads',
  LEAD_WEBHOOK_SECRET: 'a-secret-of-24-characters',
  ALERT_WEBHOOK_URL: 'https://hooks.example.com/alerts',
}

describe('parseDeliverySettings', () => {
  test('reads the required variables, and retries for 24 hours by default', () => {
    const result = parseDeliverySettings(complete)
    expect(result).toMatchObject({ ok: true, settings: { webhookUrl: 'https://hooks.example.com/leads', alertUrl: 'https://hooks.example.com/alerts', policy: { firstRetrySeconds: 30, maxRetrySeconds: 3600, giveUpAfterSeconds: 86_400, timeoutSeconds: 10 } } })
  })

  test('an alert channel is required: without ALERT_WEBHOOK_URL the settings are refused, naming it', () => {
    expect(parseDeliverySettings({ ...complete, ALERT_WEBHOOK_URL: '' })).toEqual({ ok: false, problems: ['ALERT_WEBHOOK_URL is not set'] })
  })

  test('names every missing or malformed variable at once, never repeating a value', () => {
    const result = parseDeliverySettings({ ...complete, SUPABASE_URL: ' ', LEAD_WEBHOOK_URL: 'ftp://hooks', LEAD_WEBHOOK_SECRET: 'short-secret', LEAD_RETRY_FIRST_SECONDS: 'soon' })
    expect(result).toEqual({
      ok: false,
      problems: [
        'SUPABASE_URL is not set',
        'LEAD_WEBHOOK_URL must be an http(s) URL',
        'LEAD_WEBHOOK_SECRET must be at least 16 characters',
        'LEAD_RETRY_FIRST_SECONDS must be a number of seconds',
      ],
    })
    expect(JSON.stringify(result)).not.toContain('short-secret')
  })
})

test('the retry delay doubles from the first and stops growing at the longest; retries span the 24 hours', () => {
  const policy = { firstRetrySeconds: 30, maxRetrySeconds: 3600, giveUpAfterSeconds: 86_400, timeoutSeconds: 10, leaseSeconds: 120 }
  expect([1, 2, 3, 4, 8, 9, 20].map((attempt) => retryDelaySeconds(policy, attempt))).toEqual([30, 60, 120, 240, 3600, 3600, 3600])
  let elapsed = 0
  let attempts = 0
  while (elapsed < policy.giveUpAfterSeconds) elapsed += retryDelaySeconds(policy, ++attempts)
  expect(attempts).toBe(30)
})

describe('signatures', () => {
  const body = JSON.stringify({ id: 'abc', first_name: 'Priya' })
  const now = 1_750_000_000

  test('a signature made with the secret verifies', async () => {
    expect(await verifySignature(await signatureHeader('s3cret-s3cret-s3cret', body, now), body, 's3cret-s3cret-s3cret', now + 10)).toEqual({ ok: true, timestamp: now })
  })

  test.each([
    ['another secret', async () => verifySignature(await signatureHeader('another-secret-0000', body, now), body, 's3cret-s3cret-s3cret', now), 'mismatch'],
    ['a changed body', async () => verifySignature(await signatureHeader('s3cret-s3cret-s3cret', body, now), body.replace('Priya', 'Mallory'), 's3cret-s3cret-s3cret', now), 'mismatch'],
    ['a replay ten minutes later', async () => verifySignature(await signatureHeader('s3cret-s3cret-s3cret', body, now), body, 's3cret-s3cret-s3cret', now + 600), 'expired'],
    ['no header', async () => verifySignature(null, body, 's3cret-s3cret-s3cret', now), 'missing'],
    ['a header of another shape', async () => verifySignature('sha256=abc', body, 's3cret-s3cret-s3cret', now), 'malformed'],
  ])('%s is refused', async (_name, verify, reason) => {
    expect(await verify()).toEqual({ ok: false, reason })
  })
})
