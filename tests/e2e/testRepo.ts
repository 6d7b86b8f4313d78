// The built editor on Decap's in-memory test-repo backend: the production code path (every save
// goes through the editor's own listeners and formats, as with GitHub) with no server. The test
// hands the built /admin/ a config naming test-repo, never written by a build, and fills the
// in-memory repository with the project's content/ before the page loads.
import type { Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { decapConfigYaml } from '../../lib/editor/decapConfig'
import { ADMIN_PATH } from '../../lib/editor/adminPath'
import { CONTENT_DIR } from '../../lib/settings'

/** Every file of content/ by its path in the repository. */
export function contentFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const name of fs.readdirSync(path.join(root, CONTENT_DIR), { recursive: true, encoding: 'utf8' })) {
    const full = path.join(root, CONTENT_DIR, name)
    if (/\.(md|yaml|txt)$/.test(name) && fs.statSync(full).isFile()) files[`${CONTENT_DIR}/${name.split(path.sep).join('/')}`] = fs.readFileSync(full, 'utf8')
  }
  return files
}

/** Opens /admin/ on test-repo, logged in, at `hash` (e.g. 'blog/entries/how-often-office-cleaning'). */
export async function openTestRepoEditor(page: Page, hash: string, root = process.cwd()): Promise<void> {
  await page.route(`**${ADMIN_PATH}config.yml`, (route) => route.fulfill({ contentType: 'text/yaml', body: decapConfigYaml(root, { testRepo: true }) }))
  await page.addInitScript((files: Record<string, string>) => {
    type Tree = { [key: string]: Tree | { content: string; path: string } }
    const tree: Tree = {}
    for (const [file, content] of Object.entries(files)) {
      const parts = file.split('/')
      let node = tree
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree
      node[parts.at(-1)!] = { content, path: file }
    }
    // test-repo lists a folder by its whole path as one key, and reads a file segment by segment:
    // both name the same objects, so a file written either way is seen either way.
    for (const file of Object.keys(files)) {
      const folder = file.split('/').slice(0, -1)
      if (folder.length > 1) tree[folder.join('/')] = folder.reduce((node, part) => node[part] as Tree, tree)
    }
    ;(window as unknown as { repoFiles: Tree }).repoFiles = tree
  }, contentFiles(root))
  await page.goto(ADMIN_PATH)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.goto(`${ADMIN_PATH}#/collections/${hash}`)
}

/** A file of the in-memory repository as the editor last wrote it. */
export const storedFile = (page: Page, file: string) =>
  page.evaluate((name) => {
    let node: unknown = (window as unknown as { repoFiles: unknown }).repoFiles
    for (const part of name.split('/')) node = (node as Record<string, unknown> | undefined)?.[part]
    return (node as { content?: string } | undefined)?.content
  }, file)

/** Every file of the in-memory repository by its path, as the editor last wrote them. */
export const storedFiles = (page: Page) =>
  page.evaluate(() => {
    const files: Record<string, string> = {}
    const walk = (node: Record<string, unknown>, at: string) => {
      for (const [name, child] of Object.entries(node)) {
        // A folder is also listed under its whole path (openTestRepoEditor): each file once, by its segments.
        if (name.includes('/') || !child || typeof child !== 'object') continue
        const file = child as { content?: unknown }
        if (typeof file.content === 'string') files[`${at}${name}`] = file.content
        else walk(child as Record<string, unknown>, `${at}${name}/`)
      }
    }
    walk((window as unknown as { repoFiles: Record<string, unknown> }).repoFiles, '')
    return files
  })
