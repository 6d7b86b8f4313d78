import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { placeholders, placeholdersIn } from './placeholders.ts'

const roots: string[] = []
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })))

/** `npm run check:launch` as the deploy runs it, in the project at `root`. */
const checkLaunch = (root: string) => spawnSync(path.resolve('node_modules/.bin/node'), [path.resolve('scripts/check-launch.ts')], { cwd: root, encoding: 'utf8' })

test('on the demo company, the launch check fails and names each placeholder with its file, line and what to put there', () => {
  const { status, stdout, stderr } = checkLaunch(process.cwd())
  expect(status).toBe(1)
  // What the issue lists as the stand-in company's, each by the field it is in.
  for (const field of ['legal.abn', 'legal.entity', 'certifications.certifier', 'certifications.iso9001', 'phone.display', 'secondaryPhone.display', 'email', 'address.street', 'geo.latitude', 'profiles.googleMaps', 'profiles.social', 'testimonials.name', 'lastUpdated']) {
    expect(stdout, field).toContain(`: ${field}: `)
  }
  for (const { file, line, put } of placeholders(process.cwd())) {
    expect(stdout).toContain(`${file}:${line}: `)
    expect(stdout).toContain(put)
  }
  expect(stdout).toContain('content/pages/terms.md:5: lastUpdated: "January 2024" is a placeholder: put ')
  expect(stderr).toMatch(/Not ready to launch: \d+ placeholder\(s\) left/)
})

test('on a copy whose placeholders are replaced, the launch check passes', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'launch-check-'))
  roots.push(root)
  fs.cpSync('content', path.join(root, 'content'), { recursive: true })
  for (const { file } of placeholders(root)) {
    const full = path.join(root, file)
    // The owner's edit: a value of their own, and the marker gone.
    fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replace(/^(\s*(?:- )?[\w-]+:\s*)(.*?)\s+#\s*placeholder:.*$/gm, (_, key: string, value: string) => `${key}${value.replace(/Sparkwell|Example|sparkwell/g, 'Harbourline')}`))
  }
  const { status, stdout } = checkLaunch(root)
  expect(stdout).toContain('Ready to launch')
  expect(status).toBe(0)
})

test('a placeholder is read with its place in the YAML, its value unquoted, and what to put there', () => {
  const text = 'site:\n  phone:\n    tel: "+61491570156"  # placeholder: your number to dial\n  social:\n    - https://example.com/a  # placeholder: your page\n'
  expect(placeholdersIn('content/x.yaml', text)).toEqual([
    { file: 'content/x.yaml', line: 3, field: 'site.phone.tel', value: '+61491570156', put: 'your number to dial' },
    { file: 'content/x.yaml', line: 5, field: 'site.social', value: 'https://example.com/a', put: 'your page' },
  ])
})
