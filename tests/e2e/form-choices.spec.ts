import { expect, test, type Locator } from '@playwright/test'

// The forms' drop-down choices as a visitor sees them, at a phone's, a tablet's, a small laptop's
// and a desktop's width: the whole placeholder in the box (a half-width box cut "Cleaning
// Frequency Required *" to "Cleaning Frequency R" on a desktop and "Cleaning Fr" on a small laptop), in
// the grey of an empty text field's placeholder until a choice is made, then in the text's colour.

/** Every page with a form. */
const FORM_PAGES = ['/', '/contact', '/services/office-cleaning', '/careers']
const WIDTHS = [390, 768, 1024, 1280]
/** What Chromium draws its drop-down arrow in, beyond the box's padding, with room to spare. */
const ARROW_PX = 24

/** The select's shown text, its colour, and whether that text fits its box beside the arrow (measured in its own font). */
const shown = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement, arrow) => {
    const style = getComputedStyle(element)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = style.font
    const text = element.options[element.selectedIndex]!.text
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow
    return { text, color: style.color, width: Math.ceil(context.measureText(text).width), room: Math.floor(room) }
  }, ARROW_PX)

test('every choice in a form shows its whole placeholder in the placeholder grey, and its choice in the text colour, at every width', async ({ page }) => {
  const seen: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of FORM_PAGES) {
      await page.goto(path)
      const form = page.locator('form[aria-describedby]').first()
      const input = form.locator('input[placeholder]').first()
      const placeholderGrey = await input.evaluate((element) => getComputedStyle(element, '::placeholder').color)
      const textColour = await input.evaluate((element) => getComputedStyle(element).color)
      for (const select of await form.locator('select').all()) {
        const name = `${path} ${await select.getAttribute('name')} at ${width} px`
        seen.push(name)
        const empty = await shown(select)
        expect(empty.color, `${name}: "${empty.text}" is not in the placeholder grey`).toBe(placeholderGrey)
        expect(empty.width, `${name}: "${empty.text}" needs ${empty.width} px, the box has ${empty.room}`).toBeLessThanOrEqual(empty.room)
        const longest = await select.evaluate((element: HTMLSelectElement) => [...element.options].slice(1).sort((a, b) => b.text.length - a.text.length)[0]!.value)
        await select.selectOption(longest)
        // The island reads the choice when it wakes, which the choice itself may be what wakes it.
        await expect.poll(async () => (await shown(select)).color, { message: `${name}: the choice is not in the text colour` }).toBe(textColour)
        const chosen = await shown(select)
        expect(chosen.width, `${name}: "${chosen.text}" needs ${chosen.width} px, the box has ${chosen.room}`).toBeLessThanOrEqual(chosen.room)
      }
    }
  }
  // The service quote form's frequency and the careers form's experience and availability, at each width.
  expect(seen.length).toBe(3 * WIDTHS.length)
})
