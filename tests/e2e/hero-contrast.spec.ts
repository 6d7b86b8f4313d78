import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { content, ONE_PAGE_OF_EACH_KIND } from './support'

// Text over the pages' opening bands, where it lies on an illustration or a photo under a tint:
// axe cannot tell its contrast ("incomplete"), so this measures it as a reader meets it. Each text
// is hidden, the band photographed, and the pixels behind the text compared with its colour; the
// darkest 5% may fall short (an edge, a highlight), the rest must reach WCAG AA (4.5:1, or 3:1 for
// large text). A light photo given to a service page in the editor fails here, not on the site.

/** Every service page, each with an illustration of its own, and one page of every other kind. */
const PAGES = [...new Set([...ONE_PAGE_OF_EACH_KIND, ...content.services.map((service) => `/services/${service.slug}`)])]
const WIDTHS = [390, 1280]
/** The share of a text's background allowed below the ratio. */
const ALLOWED_SHORT = 0.05

interface Text {
  text: string
  color: [number, number, number]
  box: { x: number; y: number; width: number; height: number }
  large: boolean
}

/** The texts of the page's first band in view, then the band with them hidden (and the fixed call button, which floats over it). */
async function bandTexts(page: Page): Promise<Text[]> {
  return page.evaluate(() => {
    const band = document.querySelector('main')!.firstElementChild!
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    const rgb = (color: string) => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = color
      context.fillRect(0, 0, 1, 1)
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)] as [number, number, number]
    }
    const texts = [...band.querySelectorAll<HTMLElement>('*')].flatMap((element) => {
      if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())) return []
      // Not what a reader sees: the bot trap's label, hidden off the page.
      if (element.closest('[aria-hidden="true"]')) return []
      const box = element.getBoundingClientRect()
      if (!box.width || box.right <= 0 || box.bottom > innerHeight) return []
      const style = getComputedStyle(element)
      const size = parseFloat(style.fontSize)
      // WCAG's large text: 18 pt, or 14 pt bold.
      const large = size >= 24 || (size >= 18.66 && parseInt(style.fontWeight) >= 700)
      return [{ text: element.textContent!.trim().slice(0, 40), color: rgb(style.color), box: { x: box.x, y: box.y, width: box.width, height: box.height }, large }]
    })
    // Style properties, not a stylesheet: the page's CSP refuses an added <style>.
    for (const element of band.querySelectorAll<HTMLElement>('*')) {
      element.style.transition = 'none'
      element.style.color = 'transparent'
    }
    for (const element of document.querySelectorAll<HTMLElement>('body *')) if (getComputedStyle(element).position === 'fixed') element.style.visibility = 'hidden'
    return texts
  })
}

const luminance = (red: number, green: number, blue: number) => {
  const linear = (channel: number) => (channel / 255 <= 0.03928 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4)
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

test('text over every page opening band keeps WCAG AA contrast against what lies behind it, on a phone and a desktop', async ({ page }) => {
  test.setTimeout(120_000)
  let measured = 0
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (const route of PAGES) {
      await page.goto(route)
      const texts = await bandTexts(page)
      const { data, info } = await sharp(await page.screenshot()).raw().toBuffer({ resolveWithObject: true })
      for (const { text, color, box, large } of texts) {
        const front = luminance(...color)
        const ratios: number[] = []
        // Three pixels in from the box's edges: its rounded corners show what is around it.
        for (let y = Math.ceil(box.y + 3); y < Math.min(info.height, box.y + box.height - 3); y++) {
          for (let x = Math.ceil(box.x + 3); x < Math.min(info.width, box.x + box.width - 3); x++) {
            const at = (y * info.width + x) * info.channels
            const back = luminance(data[at]!, data[at + 1]!, data[at + 2]!)
            ratios.push((Math.max(front, back) + 0.05) / (Math.min(front, back) + 0.05))
          }
        }
        if (!ratios.length) continue
        measured++
        ratios.sort((a, b) => a - b)
        const ratio = ratios[Math.floor(ratios.length * ALLOWED_SHORT)]!
        expect(ratio, `${route} at ${width} px: "${text}" at ${ratio.toFixed(2)}:1 over its background`).toBeGreaterThanOrEqual(large ? 3 : 4.5)
      }
    }
  }
  expect(measured).toBeGreaterThan(PAGES.length * WIDTHS.length * 2)
})
