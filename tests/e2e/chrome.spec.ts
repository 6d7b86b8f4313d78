import { expect, test, type Page } from '@playwright/test'
import { collectErrors, content, ONE_PAGE_OF_EACH_KIND, site } from './support'

async function expectCallButtonClearOfFooter(page: Page) {
  await page.goto('/about')
  const button = page.getByRole('link', { name: `Call ${site.brand} on ${site.phone.display}` })
  await expect(button).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const box = (await button.boundingBox())!
  for (const text of await page.locator('footer a, footer p, footer address, footer dd').all()) {
    const other = await text.boundingBox()
    if (!other) continue
    const overlaps = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height
    expect(overlaps, `call button covers "${await text.innerText()}"`).toBe(false)
  }
}

test.describe('header on a wide screen', () => {
  test('the floating call button never covers the footer there either', async ({ page }) => {
    await expectCallButtonClearOfFooter(page)
  })

  test('the Services dropdown opens on hover and lists the twelve services', async ({ page }) => {
    await page.goto('/about')
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Services' })
    await expect(menu).toBeHidden()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).hover()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link')).toHaveCount(12)
    await expect(menu.getByRole('link', { name: 'Office Cleaning' })).toHaveAttribute('href', '/services/office-cleaning')
    await page.mouse.move(5, 600)
    await expect(menu).toBeHidden()
  })

  test('the Services dropdown opens on keyboard focus and Tab walks through its links', async ({ page }) => {
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'About' }).focus()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('button', { name: 'Services' })).toBeFocused()
    const menu = nav.getByRole('list', { name: 'Services' })
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link').first()).toBeFocused()
    await expect(menu.getByRole('link').first()).toBeVisible()
  })

  test('the header shows every main link, the phone number and Get Free Quote', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header')
    for (const [name, href] of [['Home', '/'], ['About', '/about'], ['Blog', '/blog'], ['FAQ', '/faq'], ['Careers', '/careers'], ['Contact', '/contact']]) {
      await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })).toHaveAttribute('href', href!)
    }
    await expect(header.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.tel}`)
    await expect(header.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact')
  })
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu toggle opens and closes the navigation by tap and by keyboard', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    // The toggle is a native <summary>: screen readers hear a button named Menu with its state.
    const toggle = page.locator('header summary', { hasText: 'Menu' })
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobileNav).toBeHidden()
    await toggle.click()
    await expect(mobileNav).toBeVisible()
    await expect(mobileNav.getByRole('link', { name: 'Contact' })).toBeVisible()
    await toggle.click()
    await expect(mobileNav).toBeHidden()

    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(mobileNav).toBeVisible()
    await expect(page.locator('header details').first()).toHaveAttribute('open', '')
    const services = mobileNav.locator('summary', { hasText: 'Services' })
    await services.click()
    await expect(mobileNav.getByRole('link', { name: 'Showroom Cleaning' })).toBeVisible()
  })

  test('the floating call button never covers the footer', async ({ page }) => {
    await expectCallButtonClearOfFooter(page)
  })
})

test.describe('phone-click tracking', () => {
  test('a tap on a phone link pushes phone_click to the data layer', async ({ page }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { dataLayer: unknown[] }).dataLayer = []
    })
    await page.goto('/about')
    // Stop the browser from trying to dial; the tracker runs before the default action.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await page.locator('footer').getByRole('link', { name: site.phone.display }).click()
    const events = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, string>[] }).dataLayer)
    expect(events).toEqual([{ event: 'phone_click', phone_number: site.phone.tel, link_location: 'footer', page_path: '/about' }])
  })

  test('without a data layer a tap on a phone link does nothing and throws nothing', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/about')
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await page.locator('footer').getByRole('link', { name: site.phone.display }).click()
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
    expect(errors).toEqual([])
  })
})

test('the footer names the legal entity, the ABN, each ISO certificate with its certifier, and the covers', async ({ page }) => {
  const { legal, certifications, insurance } = content.site.facts
  await page.goto('/blog')
  const footer = page.locator('footer')
  await expect(footer).toContainText(`${legal.entity}, ABN ${legal.abn}`)
  await expect(footer).toContainText(
    `Certified by ${certifications.certifier}: ISO 9001 no. ${certifications.iso9001}, ISO 14001 no. ${certifications.iso14001}, ISO 45001 no. ${certifications.iso45001}`,
  )
  await expect(footer).toContainText(
    `${insurance.publicLiability} public liability, ${insurance.professionalIndemnity} professional indemnity, workers compensation through ${insurance.workersCompensation}`,
  )
})

test('no page of any kind is wider than the screen, from a 320 px phone to a 1440 px desktop', async ({ page }) => {
  const pages = [...ONE_PAGE_OF_EACH_KIND, '/no-such-page']
  for (const width of [320, 390, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    for (const route of pages) {
      await page.goto(route)
      const wide = await page.evaluate(() => document.documentElement.scrollWidth)
      // At 1024 px the header's phone number once pushed Get Free Quote 5 px off every page; at 320 px the contact page's e-mail address widened its card.
      expect(wide, `${route} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width)
    }
  }
})
