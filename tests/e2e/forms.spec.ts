import { expect, test, type Locator, type Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { E2E_BACKEND_PORT, LOCAL_SERVICE_ROLE_KEY, LOCAL_WEBHOOK_SECRET, localReceiverPort } from '../../scripts/local-backend/env'
import type { Behaviour, Receipt } from '../../scripts/local-backend/webhookReceiver'
import { MIN_FILL_MS } from '../support/supabase/submissionCases'
import { collectErrors, expectNoAxeViolations, site } from './support'

// The forms against the built site and the local backend (PGlite behind a PostgREST-speaking
// gateway), whose delivery runner sends each lead to a local stand-in for the automation webhook.
// Serial: the receiver's behaviour is shared by all.
test.describe.configure({ mode: 'serial' })

const BACKEND = `http://127.0.0.1:${E2E_BACKEND_PORT}`
const RECEIVER = `http://127.0.0.1:${localReceiverPort(E2E_BACKEND_PORT)}`
type Row = Record<string, string | null>

async function storedRows(email: string): Promise<Row[]> {
  const rows = (await (await fetch(`${BACKEND}/__admin/submissions`)).json()) as Row[]
  return rows.filter((row) => row.email === email)
}
/** The leads the receiver accepted (answered 200), with their headers' verdicts. */
async function deliveredLeads(email: string): Promise<Receipt[]> {
  const receipts = (await (await fetch(`${RECEIVER}/__admin/received`)).json()) as Receipt[]
  return receipts.filter((receipt) => receipt.status === 200 && receipt.body?.email === email)
}
const setReceiver = (behaviour: Behaviour) => fetch(`${RECEIVER}/__admin/behaviour`, { method: 'POST', body: JSON.stringify(behaviour) })
/** What the outbox adds to a stored row in the admin view: not part of the lead. */
const DELIVERY_COLUMNS = ['delivery_status', 'skipped_reason', 'attempts', 'last_error', 'last_attempt_at', 'next_attempt_at', 'delivered_at', 'failed_at', 'alerted_at', 'suspected_spam']
const leadOf = (row: Row) => Object.fromEntries(Object.entries(row).filter(([column]) => !DELIVERY_COLUMNS.includes(column) && column !== 'created_at'))

// Every lead of these tests comes from 127.0.0.1, like an office behind one address.
test.beforeAll(async () => {
  await fetch(`${BACKEND}/__admin/limits`, { method: 'POST', body: JSON.stringify({ rule: 'rate_limit_client', max_submissions: 10_000 }) })
})

let counter = 0
/** A fresh address per submission, so each test finds its own rows. */
const uniqueEmail = (form: string) => `${form}.${Date.now()}.${counter++}@example.com`

interface FormCase {
  name: string
  path: string
  form: (page: Page) => Locator
  submit: string
  submitting: string
  formType: string
  error: string
  /** Typed values by label, and the stored column each lands in. */
  fields: { label: string; value: string; column: string; select?: boolean }[]
  success: string
}

const person = (email: string) => [
  { label: 'First name', value: 'Priya', column: 'first_name' },
  { label: 'Last name', value: 'Shah', column: 'last_name' },
  { label: 'Email address', value: email, column: 'email' },
  { label: 'Phone number', value: '0412 345 678', column: 'phone' },
]

const cases = (email: string): FormCase[] => [
  {
    name: 'hero quote form',
    path: '/',
    form: (page) => page.locator('#hero-quote'),
    submit: 'Get Free Quote',
    submitting: 'Submitting...',
    formType: 'hero',
    error: 'There was a problem submitting your form. Please try again.',
    fields: [...person(email), { label: 'What do you need cleaned?', value: 'Nightly clean of a 12-desk office in Surry Hills.', column: 'message' }],
    success: 'Thank you!',
  },
  {
    name: 'contact form',
    path: '/contact',
    form: (page) => page.locator('#contact'),
    submit: 'Send Message',
    submitting: 'Sending...',
    formType: 'contact',
    error: 'There was a problem submitting your form. Please try again.',
    fields: [...person(email), { label: 'Your message', value: 'Please call about a strata building in Chatswood.', column: 'message' }],
    success: 'Thank you for your enquiry',
  },
  {
    name: 'service quote form',
    path: '/services/warehouse-cleaning',
    form: (page) => page.locator('#service-quote'),
    submit: 'Get Free Quote',
    submitting: 'Submitting...',
    formType: 'service_quote_Warehouse & Industrial Cleaning',
    error: 'There was a problem submitting your form. Please try again.',
    fields: [
      ...person(email),
      { label: 'Floor area (sqm)', value: '4,000', column: 'facility_size' },
      { label: 'Cleaning frequency', value: 'monthly', column: 'cleaning_frequency', select: true },
      { label: 'Your requirements', value: 'High racking and a mezzanine in Erskine Park.', column: 'message' },
    ],
    success: 'Quote request received',
  },
  {
    name: 'careers form',
    path: '/careers',
    form: (page) => page.locator('#careers'),
    submit: 'Submit Application',
    submitting: 'Submitting Application...',
    formType: 'career',
    error: 'There was a problem submitting your application. Please try again.',
    fields: [
      ...person(email),
      { label: 'Cleaning experience', value: '3-5-years', column: 'experience', select: true },
      { label: 'Availability', value: 'early-mornings', column: 'availability', select: true },
      { label: 'About you', value: 'Three years cleaning offices in Parramatta; I live in Westmead.', column: 'message' },
    ],
    success: 'Application received',
  },
]

/**
 * Opens a page with a controllable clock, so the minimum fill time passes when the test says, and
 * starts on its form as a visitor would: the form hydrates at that first interaction.
 */
async function open(page: Page, path: string) {
  await page.clock.install()
  await page.goto(path)
  const island = page.locator('[data-island$="Form"]').first()
  await expect(island).not.toHaveAttribute('data-hydrated')
  await island.locator('input').first().focus()
  await expect(island).toHaveAttribute('data-hydrated', 'true')
}

/** Opens the form's page, fills it as a person would (past the minimum fill time) and sends it. */
async function send(page: Page, spec: FormCase, fields = spec.fields) {
  await open(page, spec.path)
  await fill(spec.form(page), fields)
  await page.clock.fastForward(MIN_FILL_MS)
  await spec.form(page).getByRole('button', { name: spec.submit }).click()
}

async function fill(form: Locator, fields: FormCase['fields']) {
  for (const field of fields) {
    const control = form.getByLabel(field.label)
    if (field.select) await control.selectOption(field.value)
    else await control.fill(field.value)
  }
}

/**
 * The addresses the page fetches, recorded in the page as each fetch is called. The forms make
 * their database call before they show their result, so once the result shows, a request that is
 * not in the record was never sent: no test has to wait and hope instead.
 */
async function recordFetches(page: Page): Promise<(part: string) => Promise<string[]>> {
  await page.addInitScript(() => {
    const sent: string[] = []
    const fetch = window.fetch.bind(window)
    Object.assign(window, { sentFetches: sent })
    window.fetch = (input, init) => {
      sent.push(input instanceof Request ? input.url : String(input))
      return fetch(input, init)
    }
  })
  return async (part) => (await page.evaluate(() => (window as unknown as { sentFetches: string[] }).sentFetches)).filter((url) => url.includes(part))
}

for (const name of ['hero quote form', 'contact form', 'service quote form', 'careers form']) {
  test.describe(name, () => {
    test('the button stays disabled until every field is filled, and whitespace counts as empty', async ({ page }) => {
      const spec = cases(uniqueEmail('disabled')).find((candidate) => candidate.name === name)!
      await open(page, spec.path)
      const form = spec.form(page)
      const button = form.getByRole('button', { name: spec.submit })
      await expect(button).toBeDisabled()
      for (const field of spec.fields) if (!field.select) await form.getByLabel(field.label).fill('   ')
      await expect(button).toBeDisabled()
      await fill(form, spec.fields.slice(0, -1))
      await expect(button).toBeDisabled()
      await fill(form, spec.fields)
      await expect(button).toBeEnabled()
      // Labels are real labels, not placeholders.
      for (const field of spec.fields) await expect(form.getByLabel(field.label)).toHaveAttribute('required', '')
    })

    test('a submission shows the submitting text, the success panel, and stores the exact row, which the server delivers', async ({ page }) => {
      const email = uniqueEmail(name.split(' ')[0]!)
      const spec = cases(email).find((candidate) => candidate.name === name)!
      const errors = collectErrors(page)
      const requested: string[] = []
      page.on('request', (request) => requested.push(request.url()))
      await open(page, spec.path)
      const form = spec.form(page)
      await fill(form, spec.fields)
      await page.clock.fastForward(MIN_FILL_MS)

      // Hold the database call so the in-between state can be seen.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/rest/v1/rpc/submit_form', async (route) => {
        await held
        await route.continue()
      })
      await form.getByRole('button', { name: spec.submit }).click()
      await expect(form.getByRole('button', { name: spec.submitting })).toBeDisabled()
      release()

      await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
      await expect.poll(() => storedRows(email)).toHaveLength(1)
      const [stored] = await storedRows(email)
      expect(stored!.form_type).toBe(spec.formType)
      for (const field of spec.fields) expect(stored![field.column]).toBe(field.value)
      const unused = ['experience', 'availability', 'facility_size', 'cleaning_frequency'].filter((column) => !spec.fields.some((field) => field.column === column))
      for (const column of unused) expect(stored![column]).toBeNull()

      expect(stored!.page_path).toBe(spec.path)

      // Delivered by the server, signed, keyed by the lead's id, as the row was stored.
      await expect.poll(() => deliveredLeads(email)).toHaveLength(1)
      const [delivered] = await deliveredLeads(email)
      expect(delivered).toMatchObject({ signature: true, idempotencyKey: stored!.id, attempt: 1 })
      expect(leadOf(delivered!.body as Row)).toEqual(leadOf(stored!))
      expect(new Date(String(delivered!.body!.created_at)).getTime()).toBe(new Date(stored!.created_at!).getTime())
      await expect.poll(async () => (await storedRows(email))[0]!.delivery_status).toBe('delivered')
      // The browser spoke to the site and Supabase only, never to the webhook.
      expect(requested.filter((url) => url.startsWith(RECEIVER))).toEqual([])
      expect(requested.every((url) => url.startsWith('http://127.0.0.1:4321/') || url.startsWith(BACKEND))).toBe(true)
      expect(errors).toEqual([])
    })

    test('a database error shows the error toast and keeps every typed value', async ({ page }) => {
      const email = uniqueEmail('refused')
      const spec = cases(email).find((candidate) => candidate.name === name)!
      await open(page, spec.path)
      const form = spec.form(page)
      // The browser accepts any text in a telephone field; the database's phone check does not.
      const fields = spec.fields.map((field) => (field.column === 'phone' ? { ...field, value: 'call after 5pm' } : field))
      await fill(form, fields)
      await page.clock.fastForward(MIN_FILL_MS)
      await form.getByRole('button', { name: spec.submit }).click()

      const toast = page.getByRole('alert')
      await expect(toast).toContainText('Error')
      await expect(toast).toContainText(spec.error)
      for (const field of fields) await expect(form.getByLabel(field.label)).toHaveValue(field.value)
      await expect(form.getByRole('button', { name: spec.submit })).toBeEnabled()
      expect(await storedRows(email)).toHaveLength(0)
      await expectNoAxeViolations(page)
    })

    test('with the webhook down the visitor still sees success, and the lead is delivered once it is back', async ({ page }) => {
      const email = uniqueEmail('webhook-down')
      const spec = cases(email).find((candidate) => candidate.name === name)!
      await setReceiver({ kind: 'down' })
      try {
        await open(page, spec.path)
        const form = spec.form(page)
        await fill(form, spec.fields)
        await page.clock.fastForward(MIN_FILL_MS)
        await form.getByRole('button', { name: spec.submit }).click()
        await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
        await expect.poll(() => storedRows(email)).toHaveLength(1)
        await expect.poll(async () => (await storedRows(email))[0]!.last_error).toMatch(/^connection failed/)
        expect((await storedRows(email))[0]!.delivery_status).toBe('pending')
        expect(await deliveredLeads(email)).toHaveLength(0)
      } finally {
        await setReceiver({ kind: 'healthy' })
      }
      await expect.poll(() => deliveredLeads(email), { timeout: 20_000 }).toHaveLength(1)
    })

    test('has no WCAG 2.2 AA violations and follows the axe best practices', async ({ page }) => {
      const spec = cases(uniqueEmail('axe')).find((candidate) => candidate.name === name)!
      await open(page, spec.path)
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('typed before the form hydrates', () => {
  for (const name of ['hero quote form', 'contact form', 'service quote form', 'careers form']) {
    test(`the ${name} keeps every value, the focus and the caret, and stores exactly what was typed`, async ({ page }) => {
      const email = uniqueEmail(`early-${name.split(' ')[0]}`)
      const spec = cases(email).find((candidate) => candidate.name === name)!
      const errors = collectErrors(page)
      await page.clock.install()
      // A slow connection: the islands' code (React included) is held until everything is typed;
      // all of the page's islands, as the home page's carousel shares React with its form.
      const html = await (await page.request.get(spec.path)).text()
      const islandChunks = new Set([...html.matchAll(/\sdata-chunks="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')))
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      const requested: string[] = []
      await page.route('**/assets/**', async (route) => {
        const path = new URL(route.request().url()).pathname
        if (islandChunks.has(path)) {
          requested.push(path)
          await held
        }
        await route.continue()
      })
      await page.goto(spec.path)
      const island = page.locator('[data-island$="Form"]').first()
      const formChunks = ((await island.getAttribute('data-chunks')) ?? '').split(' ')
      expect(formChunks.length).toBeGreaterThan(1)

      const form = spec.form(page)
      for (const field of spec.fields) {
        const control = form.getByLabel(field.label)
        if (field.select) await control.selectOption(field.value)
        else await control.pressSequentially(field.value)
      }
      // Back into the middle of the last field, as a visitor correcting a word would be.
      const last = form.getByLabel(spec.fields.at(-1)!.label)
      await last.click()
      await last.press('End')
      for (let step = 0; step < 7; step++) await last.press('ArrowLeft')
      const caret = spec.fields.at(-1)!.value.length - 7
      // The visitor's first touch asked for the island's code, all of it at once, and none has arrived.
      await expect.poll(() => formChunks.filter((chunk) => !requested.includes(chunk))).toEqual([])
      await expect(island).not.toHaveAttribute('data-hydrated')

      release()
      await expect(island).toHaveAttribute('data-hydrated', 'true')
      // At once, with no further keystroke: the button is enabled, focus and caret are where they were.
      const state = await page.evaluate(() => {
        const focused = document.activeElement as HTMLTextAreaElement
        const button = focused.form!.querySelector<HTMLButtonElement>('button[type="submit"]')!
        return { focused: focused.getAttribute('name'), start: focused.selectionStart, end: focused.selectionEnd, disabled: button.disabled }
      })
      expect(state).toEqual({ focused: 'message', start: caret, end: caret, disabled: false })
      for (const field of spec.fields) await expect(form.getByLabel(field.label)).toHaveValue(field.value)

      // Typing after hydration continues where the caret was.
      await page.keyboard.type('!')
      const message = spec.fields.at(-1)!
      const edited = `${message.value.slice(0, caret)}!${message.value.slice(caret)}`
      await expect(last).toHaveValue(edited)

      await page.clock.fastForward(MIN_FILL_MS)
      await form.getByRole('button', { name: spec.submit }).click()
      await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
      await expect.poll(() => storedRows(email)).toHaveLength(1)
      const [stored] = await storedRows(email)
      for (const field of spec.fields) expect(stored![field.column]).toBe(field === message ? edited : field.value)
      expect(errors).toEqual([])
    })
  }
})

test('a double click stores one row', async ({ page }) => {
  const email = uniqueEmail('double')
  const spec = cases(email)[1]!
  const sentTo = await recordFetches(page)
  await open(page, spec.path)
  await fill(spec.form(page), spec.fields)
  await page.clock.fastForward(MIN_FILL_MS)
  await spec.form(page).getByRole('button', { name: spec.submit }).dblclick()
  await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
  // A second click that got through would have sent its call while the first was on its way.
  expect(await sentTo('/rest/v1/rpc/submit_form')).toHaveLength(1)
  expect(await storedRows(email)).toHaveLength(1)
})

test("the contact page's success panel offers another enquiry, which shows an empty form", async ({ page }) => {
  const email = uniqueEmail('again')
  const spec = cases(email)[1]!
  await send(page, spec)
  await page.getByRole('button', { name: 'Send Another Enquiry' }).click()
  for (const field of spec.fields) await expect(spec.form(page).getByLabel(field.label)).toHaveValue('')
  await expect(spec.form(page).getByRole('button', { name: spec.submit })).toBeDisabled()
})

test("the hero form's success panel has a Call Now link", async ({ page }) => {
  const email = uniqueEmail('call-now')
  const spec = cases(email)[0]!
  await send(page, spec)
  await expect(page.getByRole('link', { name: `Call Now: ${site.phone.display}` })).toHaveAttribute('href', `tel:${site.phone.tel}`)
})

test.describe('what the bot guards catch is stored, marked, and never delivered', () => {
  test('a filled honeypot shows success, stores the row marked honeypot, and it is never delivered', async ({ page }) => {
    const email = uniqueEmail('honeypot')
    const spec = cases(email)[1]!
    await open(page, spec.path)
    await fill(spec.form(page), spec.fields)
    await spec.form(page).locator('input[name="website"]').fill('https://spam.example', { force: true })
    await page.clock.fastForward(MIN_FILL_MS)
    await spec.form(page).getByRole('button', { name: spec.submit }).click()
    await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
    await expect.poll(() => storedRows(email)).toHaveLength(1)
    const [stored] = await storedRows(email)
    expect(stored!.suspected_spam).toBe('honeypot')
    expect([stored!.delivery_status, stored!.skipped_reason]).toEqual(['skipped', 'honeypot'])
    for (const field of spec.fields) expect(stored![field.column]).toBe(field.value)
    // Skipped is final: the runner claims pending deliveries only (supabase/functions/leadDelivery.test.ts).
    expect(await deliveredLeads(email)).toHaveLength(0)
  })

  test('a form sent faster than a person could fill it shows success, stores the row marked too_fast, and it is never delivered', async ({ page }) => {
    const email = uniqueEmail('too-fast')
    const spec = cases(email)[1]!
    await open(page, spec.path)
    await fill(spec.form(page), spec.fields)
    await spec.form(page).getByRole('button', { name: spec.submit }).click()
    await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
    await expect.poll(() => storedRows(email)).toHaveLength(1)
    expect((await storedRows(email))[0]!.suspected_spam).toBe('too_fast')
    expect((await storedRows(email))[0]!.delivery_status).toBe('skipped')
    expect(await deliveredLeads(email)).toHaveLength(0)
  })
})

test.describe('input of any shape through the contact form', () => {
  const contact = (email: string) => cases(email)[1]!
  const withValue = (fields: FormCase['fields'], column: string, value: string) => fields.map((field) => (field.column === column ? { ...field, value } : field))

  // Each breaks one rule of the database; the browser's own checks let all of them through.
  const refusals: [string, string, string][] = [
    ['a first name past 100 characters', 'first_name', 'A'.repeat(101)],
    ['a right-to-left last name past 100 characters', 'last_name', '\u05E9\u05DC\u05D5\u05DD '.repeat(21)],
    ['a message past 5,000 characters of emoji', 'message', '\u{1F9FD}'.repeat(5001)],
    ['an e-mail address with no dot in its domain', 'email', 'priya@localhost'],
    ['a phone number with an emoji', 'phone', '\u{1F4DE} 0412 345 678'],
    ['a NUL character in the message', 'message', 'Nightly clean\u0000 please'],
  ]
  for (const [name, column, value] of refusals) {
    test(`${name} shows the error toast, keeps every typed value and stores nothing`, async ({ page }) => {
      const email = column === 'email' ? value : uniqueEmail('refused-shape')
      const spec = contact(email)
      const fields = withValue(spec.fields, column, value)
      await open(page, spec.path)
      await fill(spec.form(page), fields)
      await page.clock.fastForward(MIN_FILL_MS)
      await spec.form(page).getByRole('button', { name: spec.submit }).click()
      await expect(page.getByRole('alert')).toContainText(spec.error)
      for (const field of fields) await expect(spec.form(page).getByLabel(field.label)).toHaveValue(field.value)
      expect(await storedRows(email)).toHaveLength(0)
    })
  }

  test('emoji, right-to-left text, combining marks and markup are stored exactly as typed, trimmed', async ({ page }) => {
    const email = uniqueEmail('any-text')
    const spec = contact(email)
    const typed = withValue(withValue(withValue(spec.fields, 'first_name', '  Zoe\u0308 \u{1F469}\u200D\u{1F527}'), 'last_name', '\u05E9\u05DC\u05D5\u05DD'), 'message', `<script>alert("x")</script> Robert'); drop table form_submissions;-- \u{1F9FD}\u00A0`)
    await open(page, spec.path)
    await fill(spec.form(page), typed)
    await page.clock.fastForward(MIN_FILL_MS)
    await spec.form(page).getByRole('button', { name: spec.submit }).click()
    await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
    await expect.poll(() => storedRows(email)).toHaveLength(1)
    const [stored] = await storedRows(email)
    for (const field of typed) expect(stored![field.column]).toBe(field.value.trim())
    expect(stored!.suspected_spam).toBeNull()
  })
})

test('the submission code is not loaded until the first submit', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text())
  })
  await open(page, '/contact')
  await page.waitForLoadState('networkidle')
  // The code that sends a submission, supabase-js, names Supabase's REST API and its functions' path.
  const sendsSubmissions = () => scripts.some((code) => code.includes('rest/v1')) && scripts.some((code) => code.includes('/rpc/'))
  expect(sendsSubmissions()).toBe(false)

  const spec = cases(uniqueEmail('lazy'))[1]!
  await fill(spec.form(page), spec.fields)
  await page.clock.fastForward(MIN_FILL_MS)
  await spec.form(page).getByRole('button', { name: spec.submit }).click()
  await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
  // Response bodies are read after the fact: the last may still be on its way into the list.
  await expect.poll(sendsSubmissions).toBe(true)
})

test('with JavaScript off each form is in the page, with the phone and e-mail to use instead', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of ['/', '/contact', '/careers', '/services/office-cleaning']) {
    await page.goto(path)
    await expect(page.locator('form').first()).toBeVisible()
    // Playwright's text search skips <noscript>, so the fallback is found by its place.
    const fallback = page.locator('noscript p')
    await expect(fallback).toBeVisible()
    await expect(fallback).toContainText('This form needs JavaScript')
    await expect(fallback.locator(`a[href="tel:${site.phone.tel}"]`)).toHaveText(site.phone.display)
    await expect(fallback.locator(`a[href="mailto:${site.email}"]`)).toHaveText(site.email)
  }
  await context.close()
})

test('the quote forms point job seekers to careers, and the careers form points quotes to contact', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.locator('#contact')).toContainText('Looking for a cleaning job?')
  await expect(page.locator('#contact').getByRole('link', { name: 'careers page' })).toHaveAttribute('href', '/careers')
  await page.goto('/careers')
  await expect(page.locator('#careers').getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact')
})

test('the service quote form asks about that service', async ({ page }) => {
  await page.goto('/services/office-cleaning')
  const form = page.locator('#service-quote')
  await expect(form.getByLabel('Your requirements')).toHaveAttribute('placeholder', 'Tell us about your office cleaning requirements... *')
  await expect(form.getByLabel('Floor area (sqm)')).toHaveAttribute('placeholder', 'Floor Area (sqm) *')
  await expect(form.getByLabel('Cleaning frequency').locator('option')).toHaveText([
    'Cleaning Frequency Required *',
    'Daily',
    'Weekly',
    'Fortnightly',
    'Monthly',
    'One-time Service',
    'Emergency Cleaning',
  ])
})

test.describe('where the lead came from, and the analytics event', () => {
  test('a lead sent later in the visit carries the landing page\'s campaign and referrer, and the page it was sent from', async ({ page }) => {
    const email = uniqueEmail('attribution')
    const spec = cases(email)[1]!
    await page.clock.install()
    await page.goto('/blog?utm_source=google&utm_medium=cpc&utm_campaign=Spring%20clean&gclid=EAIaIQobChMI8-x_y', { referer: 'https://www.google.com/' })
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('sparkwell:landing'))).not.toBeNull()
    await send(page, spec)
    await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
    await expect.poll(() => storedRows(email)).toHaveLength(1)
    expect((await storedRows(email))[0]).toMatchObject({
      page_path: '/contact',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Spring clean',
      utm_term: null,
      gclid: 'EAIaIQobChMI8-x_y',
    })
  })

  test('a stored lead pushes generate_lead to the data layer, with nothing the visitor typed; a bot-marked one does not', async ({ page }) => {
    await page.addInitScript(() => ((window as unknown as { dataLayer: unknown[] }).dataLayer = []))
    const email = uniqueEmail('event')
    const spec = cases(email)[1]!
    await send(page, spec)
    await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
    const events = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer)
    expect(events).toEqual([{ event: 'generate_lead', form_type: 'contact', page_path: '/contact' }])

    await page.getByRole('button', { name: 'Send Another Enquiry' }).click()
    await fill(spec.form(page), cases(uniqueEmail('event-bot'))[1]!.fields)
    await spec.form(page).getByRole('button', { name: spec.submit }).click()
    await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer)).toHaveLength(1)
  })
})

test('no built file holds the webhook address, its secret or the service key', async () => {
  const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
  const secrets = [RECEIVER.replace('http://', ''), LOCAL_WEBHOOK_SECRET, LOCAL_SERVICE_ROLE_KEY, 'LEAD_WEBHOOK', 'SERVICE_ROLE']
  const built = files('dist/client')
  expect(built.length).toBeGreaterThan(40)
  const leaks = built.flatMap((file) => {
    const text = fs.readFileSync(file, 'latin1')
    return secrets.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret}`)
  })
  expect(leaks).toEqual([])
})
