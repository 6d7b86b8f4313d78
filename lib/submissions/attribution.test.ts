import { describe, expect, test } from 'vitest'
import { seededRandom } from '../../tests/support/seededRandom'
import { attributionOf, LANDING_KEY, storedLanding } from './attribution'

const page = (pathname: string, search = '') => ({ pathname, search, origin: 'https://www.sparkwell.example' })

describe('attributionOf', () => {
  test('the page, the campaign and the external referrer of the landing page', () => {
    const landing = { search: '?utm_source=google&utm_medium=cpc&utm_campaign=Spring%20clean&gclid=EAIaIQobChMI8-x_y', referrer: 'https://www.google.com/' }
    expect(attributionOf(page('/contact'), landing, 'https://www.sparkwell.example/blog')).toEqual({
      page_path: '/contact',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Spring clean',
      gclid: 'EAIaIQobChMI8-x_y',
    })
  })

  test("without a kept landing page, the current page's query and referrer; the site's own pages are no referrer", () => {
    expect(attributionOf(page('/services/office-cleaning', '?utm_source=newsletter'), null, 'https://www.sparkwell.example/')).toEqual({ page_path: '/services/office-cleaning', utm_source: 'newsletter' })
  })

  test.each([
    ['a campaign word past 200 characters is cut to 200 (emoji count one)', { search: `?utm_campaign=${encodeURIComponent('\u{1F9FD}'.repeat(250))}`, referrer: '' }, { utm_campaign: '\u{1F9FD}'.repeat(200) }],
    ['invisible characters in a campaign word become spaces, then trimmed', { search: `?utm_source=${encodeURIComponent('\u200Bgoo\u00ADgle\u0000 ')}`, referrer: '' }, { utm_source: 'goo gle' }],
    ['a blank campaign word is left out', { search: '?utm_source=%20%20&utm_term=', referrer: '' }, {}],
    ['a gclid of other characters is left out', { search: '?gclid=abc%20def', referrer: '' }, {}],
    ['a referrer that is not a web page is left out', { search: '', referrer: 'android-app://com.google.android.gm/' }, {}],
    ['a long referrer is cut to 500 characters', { search: '', referrer: `https://example.com/${'a'.repeat(600)}` }, { referrer: `https://example.com/${'a'.repeat(480)}` }],
  ])('%s', (_name, landing, expected) => {
    expect(attributionOf(page('/'), landing, '')).toEqual({ page_path: '/', ...expected })
  })

  test('a path past 300 characters is cut', () => {
    expect(attributionOf(page(`/${'a'.repeat(400)}`), null, '').page_path).toHaveLength(300)
  })
})

describe('storedLanding', () => {
  test.each([
    ['nothing kept', null, null],
    ['what landing.js keeps', JSON.stringify({ search: '?utm_source=x', referrer: '' }), { search: '?utm_source=x', referrer: '' }],
    ['something else under the key', '"hello"', null],
    ['text that is not JSON', '{oops', null],
  ])('%s', (_name, stored, expected) => {
    expect(storedLanding({ getItem: (key: string) => (key === LANDING_KEY ? stored : null) })).toEqual(expected)
  })
})

test('whatever a landing URL holds, the attribution keeps to the rules the database checks', () => {
  // A URL cannot encode half a surrogate pair; such text is passed as it is.
  const encode = (text: string) => {
    try {
      return encodeURIComponent(text)
    } catch {
      return text
    }
  }
  const pieces = ['\u0000', '\uD800', '\u200B', ' ', '%', '%ZZ', '\u{1F9FD}', 'é', 'a'.repeat(150), '<script>', '\n', '+', '&utm_source=', '=']
  for (let seed = 1; seed <= 300; seed++) {
    const random = seededRandom(seed)
    const text = () => Array.from({ length: 1 + random.int(6) }, () => random.pick(pieces)).join('')
    const search = `?${['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'].map((key) => `${key}=${random.next() < 0.5 ? encode(text()) : text()}`).join('&')}`
    const attribution = attributionOf(page(`/${encode(text())}`), { search, referrer: random.pick(['', `https://example.com/${encode(text())}`, text()]) }, '')
    for (const [field, value] of Object.entries(attribution)) {
      const characters = [...value!].length
      if (field === 'page_path') expect(value, `seed ${seed}`).toMatch(/^\/[!-~]{0,299}$/)
      else if (field === 'referrer') expect(characters <= 500 && /^https?:\/\/[!-~]+$/.test(value!), `seed ${seed}: ${value}`).toBe(true)
      else if (field === 'gclid') expect(value, `seed ${seed}`).toMatch(/^[A-Za-z0-9_-]{1,200}$/)
      else {
        expect(characters, `seed ${seed}`).toBeLessThanOrEqual(200)
        expect(value!.trim(), `seed ${seed}`).toBe(value)
        expect(value, `seed ${seed}`).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200F\uD800-\uDFFF]|^$/u)
      }
    }
  }
})
