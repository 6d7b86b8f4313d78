import { expect, test } from 'vitest'
import { adminFiles } from './adminBundle'

// The editor's rules are shared with the content check; a shared module that reaches the check's
// Node-only code (the store, the file walk, the dictionary loader) breaks the editor's bundle, which
// otherwise only a whole build shows.
test("the web editor bundles for the browser: its code reaches none of the content check's Node-only modules", { timeout: 120_000 }, async () => {
  const files = await adminFiles(process.cwd())
  expect(Object.keys(files)).toContain('index.html')
  expect(Object.keys(files).filter((name) => name.endsWith('.js')).length).toBeGreaterThan(0)
})
