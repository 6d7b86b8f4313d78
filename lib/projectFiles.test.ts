import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { codeFingerprint, projectFiles } from './projectFiles.ts'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

/** A small project: code, content, build output and packages, with a .gitignore. */
function project(): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'inputs-')))
  roots.push(root)
  const files: Record<string, string> = {
    '.gitignore': 'dist/\n.cache/\n',
    'vite.config.ts': 'export default {}\n',
    'lib/site.ts': 'export const site = 1\n',
    'content/blog/first.md': '---\ntitle: First\n---\nText.\n',
    'content/images/photo.jpg': 'not really a photo',
    'dist/client/index.html': '<!DOCTYPE html>',
    '.cache/front-matter.v8': 'cached results',
    'node_modules/remark/package.json': '{"version":"15.0.1"}',
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

const PROJECT_FILES = ['.gitignore', 'content/blog/first.md', 'content/images/photo.jpg', 'lib/site.ts', 'vite.config.ts']

test('without git, the project is every file its .gitignore does not exclude, node_modules left out', () => {
  expect(projectFiles(project()).sort()).toEqual(PROJECT_FILES)
})

test('in a git repository, the project is what git tracks plus new files it does not ignore', () => {
  const root = project()
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' })
  git('init', '-q')
  git('add', 'lib/site.ts', 'vite.config.ts')
  fs.writeFileSync(path.join(root, 'postcss.config.js'), 'export default {}\n')
  expect(projectFiles(root).sort()).toEqual([...PROJECT_FILES, 'postcss.config.js'].sort())
})

test('any new or changed file but content text changes the fingerprint; content text and build output do not', () => {
  const root = project()
  const before = codeFingerprint(root)
  fs.appendFileSync(path.join(root, 'content/blog/first.md'), 'More text.\n')
  fs.writeFileSync(path.join(root, 'content/blog/second.md'), '---\ntitle: Second\n---\n')
  fs.writeFileSync(path.join(root, 'dist/client/about.html'), '<!DOCTYPE html>')
  expect(codeFingerprint(root)).toBe(before)
  for (const [file, text] of [['hooks/useSite.ts', 'export {}\n'], ['content/images/photo.jpg', 'another photo'], ['node_modules/.package-lock.json', '{}']]) {
    const changed = codeFingerprint(root)
    fs.mkdirSync(path.dirname(path.join(root, file!)), { recursive: true })
    fs.writeFileSync(path.join(root, file!), text!)
    expect(codeFingerprint(root), file).not.toBe(changed)
  }
})
