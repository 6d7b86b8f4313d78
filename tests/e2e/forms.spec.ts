import { expect, test, type Locator, type Page } from '@playwright/test'
import { MIN_FILL_MS } from '../../islands/forms/spam'
import { E2E_BACKEND_PORT } from '../../scripts/local-backend/env'
import { collectErrors, expectNoAxeViolations, site } from './support'

// The forms against the built site and the local backend (PGlite behind a PostgREST-speaking
// gateway, plus a webhook receiver). Serial: the webhook-down switch is shared by all.
test.describe.configure({ mode: 'serial' })

const BACKEND = `http://127.0.0.1:${E2E_BACKEND_PORT}`
type Row = Record<string, string | null>

async function storedRows(email: string): Promise<Row[]> {
  const rows = (await (await fetch(`${BACKEND}/__admin/submissions`)).json()) as Row[]
  return rows.filter((row) => row.email === email)
}
async function webhookRows(email: string): Promise<Row[]> {
  const rows = (await (await fetch(`${BACKEND}/__admin/webhook`)).json()) as Row[]
  return rows.filter((row) => row.email === email)
}
const setWebhookDown = (down: boolean) => fetch(`${BACKEND}/__admin/webhook`, { method: 'POST', body: JSON.stringify({ down }) })

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

async function fill(form: Locator, fields: FormCase['fields']) {
  for (const field of fields) {
    const control = form.getByLabel(field.label)
    if (field.select) await control.selectOption(field.value)
    else await control.fill(field.value)
  }
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

    test('a submission shows the submitting text, the success panel, and stores and forwards the exact row', async ({ page }) => {
      const email = uniqueEmail(name.split(' ')[0]!)
      const spec = cases(email).find((candidate) => candidate.name === name)!
      const errors = collectErrors(page)
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

      await expect.poll(() => webhookRows(email)).toHaveLength(1)
      const [forwarded] = await webhookRows(email)
      const { created_at: forwardedAt, ...forwardedFields } = forwarded!
      const { created_at: storedAt, ...storedFields } = stored!
      expect(forwardedFields).toEqual(storedFields)
      expect(new Date(forwardedAt!).getTime()).toBe(new Date(storedAt!).getTime())
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

    test('with the webhook down the visitor still sees success', async ({ page }) => {
      const email = uniqueEmail('webhook-down')
      const spec = cases(email).find((candidate) => candidate.name === name)!
      await setWebhookDown(true)
      try {
        await open(page, spec.path)
        const form = spec.form(page)
        await fill(form, spec.fields)
        await page.clock.fastForward(MIN_FILL_MS)
        await form.getByRole('button', { name: spec.submit }).click()
        await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
        await expect.poll(() => storedRows(email)).toHaveLength(1)
        expect(await webhookRows(email)).toHaveLength(0)
      } finally {
        await setWebhookDown(false)
      }
    })

    test('has no WCAG 2.1 AA violations', async ({ page }) => {
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
  await open(page, spec.path)
  await fill(spec.form(page), spec.fields)
  await page.clock.fastForward(MIN_FILL_MS)
  await spec.form(page).getByRole('button', { name: spec.submit }).dblclick()
  await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
  await page.waitForTimeout(500)
  expect(await storedRows(email)).toHaveLength(1)
})

test("the contact page's success panel offers another enquiry, which shows an empty form", async ({ page }) => {
  const email = uniqueEmail('again')
  const spec = cases(email)[1]!
  await open(page, spec.path)
  await fill(spec.form(page), spec.fields)
  await page.clock.fastForward(MIN_FILL_MS)
  await spec.form(page).getByRole('button', { name: spec.submit }).click()
  await page.getByRole('button', { name: 'Send Another Enquiry' }).click()
  for (const field of spec.fields) await expect(spec.form(page).getByLabel(field.label)).toHaveValue('')
  await expect(spec.form(page).getByRole('button', { name: spec.submit })).toBeDisabled()
})

test("the hero form's success panel has a Call Now link", async ({ page }) => {
  const email = uniqueEmail('call-now')
  const spec = cases(email)[0]!
  await open(page, spec.path)
  await fill(spec.form(page), spec.fields)
  await page.clock.fastForward(MIN_FILL_MS)
  await spec.form(page).getByRole('button', { name: spec.submit }).click()
  await expect(page.getByRole('link', { name: `Call Now: ${site.phone.display}` })).toHaveAttribute('href', `tel:${site.phone.tel}`)
})

test.describe('what the bot guards catch is stored, marked, and never forwarded', () => {
  test('a filled honeypot shows success, stores the row marked honeypot, and skips the webhook', async ({ page }) => {
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
    for (const field of spec.fields) expect(stored![field.column]).toBe(field.value)
    await page.waitForTimeout(500)
    expect(await webhookRows(email)).toHaveLength(0)
  })

  test('a form sent faster than a person could fill it shows success, stores the row marked too_fast, and skips the webhook', async ({ page }) => {
    const email = uniqueEmail('too-fast')
    const spec = cases(email)[1]!
    await open(page, spec.path)
    await fill(spec.form(page), spec.fields)
    await spec.form(page).getByRole('button', { name: spec.submit }).click()
    await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
    await expect.poll(() => storedRows(email)).toHaveLength(1)
    expect((await storedRows(email))[0]!.suspected_spam).toBe('too_fast')
    await page.waitForTimeout(500)
    expect(await webhookRows(email)).toHaveLength(0)
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

test('supabase-js is not loaded until the first submit', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text())
  })
  await open(page, '/contact')
  await page.waitForLoadState('networkidle')
  // supabase-js names itself in every request it sends.
  expect(scripts.some((code) => code.includes('supabase-js'))).toBe(false)

  const spec = cases(uniqueEmail('lazy'))[1]!
  await fill(spec.form(page), spec.fields)
  await page.clock.fastForward(MIN_FILL_MS)
  await spec.form(page).getByRole('button', { name: spec.submit }).click()
  await expect(page.getByRole('heading', { name: spec.success })).toBeVisible()
  // Response bodies are read after the fact: the last may still be on its way into the list.
  await expect.poll(() => scripts.some((code) => code.includes('supabase-js'))).toBe(true)
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
