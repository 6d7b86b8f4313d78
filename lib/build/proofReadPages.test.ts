import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { formatProblem } from '../content/problems.ts'
import { proofReadPages } from './proofReadPages.ts'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

/** A built site of the given pages, with the project's word list. */
function builtSite(pages: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'built-prose-'))
  roots.push(root)
  fs.cpSync('content/words.txt', path.join(root, 'content/words.txt'))
  for (const [file, body] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(root, 'dist/client', file)), { recursive: true })
    fs.writeFileSync(path.join(root, 'dist/client', file), `<!doctype html>\n<html lang="en-AU"><head><title>Sparkwell</title></head>\n<body>\n${body}\n</body></html>`)
  }
  return root
}

test('names the page, its line and the sentence; the web editor is no page of the site', () => {
  const root = builtSite({
    'index.html': '<p>We clean offices.</p>',
    'services/office-cleaning/index.html': '<section>\n<h2>Talk to a office cleaning specialist</h2>\n</section>',
    'admin/index.html': '<p>Decap CMS colorz</p>',
  })
  expect(proofReadPages(root).map(formatProblem)).toEqual([
    'dist/client/services/office-cleaning/index.html:5: page /services/office-cleaning: article: "a office": write "an office" (the article follows the sound of the next word) (in "Talk to a office cleaning specialist")',
  ])
})

test('the built site passes when its copy does', () => {
  expect(proofReadPages(builtSite({ 'index.html': '<p>Sparkwell cleans offices in Parramatta.</p>', '404.html': '<h1>Page not found</h1>' }))).toEqual([])
})
