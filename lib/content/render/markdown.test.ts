import { describe, expect, test } from 'vitest'
import { renderMarkdown } from './markdown'
import { expandPictures } from './pictureMarkers'

describe('Markdown rendering', () => {
  test('tables can be focused to scroll, and column alignment becomes a class, not the obsolete align attribute', () => {
    const { html } = renderMarkdown('| Task | Minutes |\n|:--|--:|\n| Vacuum | 20 |\n')
    expect(html).toContain('<table tabindex="0">')
    expect(html).toContain('<td class="text-right">20</td>')
    expect(html).not.toContain('align=')
  })

  test('links to pages of the site are collected with their lines while rendering', () => {
    const { links } = renderMarkdown('Intro.\n\nSee [office cleaning](/services/office-cleaning) and [Google](https://google.com).\n')
    expect(links).toEqual([{ url: '/services/office-cleaning', line: 3 }])
  })

  test('a picture is marked while rendering and becomes an image when the page is put together', () => {
    const { html } = renderMarkdown('![A "clean" desk > a messy one](/images/desk.jpg)\n')
    expect(html).toContain('<!--picture ')
    const page = expandPictures(html)
    expect(page).toContain('<img src="/images/desk.jpg" alt="A &quot;clean&quot; desk > a messy one" loading="lazy" decoding="async">')
    expect(page).not.toContain('<!--picture')
  })
})
