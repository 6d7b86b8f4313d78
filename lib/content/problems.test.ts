import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { UNIT_GUARD_MS } from '../../tests/hangGuards.ts'
import { formatAnnotation, formatProblem } from './problems.ts'

describe('content problems for CI', () => {
  it('become GitHub annotations on the file and line, with the usual message', () => {
    const problem = { rule: 'field' as const, file: 'content/services/office-cleaning.md', field: 'checklist', message: 'must list exactly 12, found 11: see, counts', line: 30 }
    expect(formatAnnotation(problem)).toBe(
      '::error file=content/services/office-cleaning.md,line=30,title=Content check%3A checklist::checklist: must list exactly 12, found 11: see, counts',
    )
    expect(formatAnnotation({ rule: 'faqGroupCount', file: 'content/faq', field: '', message: 'two\nlines 100%' })).toBe('::error file=content/faq,title=Content check::two%0Alines 100%25')
    // A missing field has no line of its own: the annotation points at the front matter's first line.
    expect(formatAnnotation({ rule: 'field', file: 'content/blog/new.md', field: 'next', message: 'is required' })).toBe('::error file=content/blog/new.md,line=1,title=Content check%3A next::next: is required')
  })

  it('are printed as annotations by npm run check:content when GITHUB_ACTIONS is set, as lines otherwise', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-annotations-'))
    try {
      fs.cpSync(path.resolve('content'), path.join(root, 'content'), { recursive: true })
      for (const linked of ['pages', 'public', 'lib', 'package-lock.json']) fs.symlinkSync(path.resolve(linked), path.join(root, linked))
      const file = path.join(root, 'content/blog/how-often-office-cleaning.md')
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^readTime: 5$/m, 'readTime: 45'))
      const run = (env: Record<string, string>) =>
        spawnSync(path.resolve('node_modules/.bin/node'), [path.resolve('scripts/check-content.ts')], { cwd: root, env: { ...process.env, GITHUB_ACTIONS: '', ...env }, encoding: 'utf8', timeout: UNIT_GUARD_MS })
      const annotated = run({ GITHUB_ACTIONS: 'true' })
      expect(annotated.status).toBe(1)
      expect(annotated.stderr).toContain('::error file=content/blog/how-often-office-cleaning.md,line=6,title=Content check%3A readTime::readTime: must be at most 30')
      const plain = run({})
      expect(plain.stderr).toContain(formatProblem({ rule: 'field', file: 'content/blog/how-often-office-cleaning.md', line: 6, field: 'readTime', message: 'must be at most 30' }))
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
