import fs from 'node:fs'
import { expect, test } from 'vitest'
import { loadContent } from './checkContent.ts'
import { withTokenTables } from './tokenTable.ts'

const GUIDE = 'content/README.md'

test("the editor's guide lists exactly the tokens there are, with today's figures", () => {
  const { content } = loadContent(process.cwd(), { render: false })
  const guide = fs.readFileSync(GUIDE, 'utf8')
  const expected = withTokenTables(guide, content.site.facts)
  expect(expected, `${GUIDE} has lost its token markers`).toBeDefined()
  // On failure: run `npm run docs:tokens` and commit content/README.md.
  expect(guide).toBe(expected)
})
