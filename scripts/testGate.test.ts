import fs from 'node:fs'
import { expect, test } from 'vitest'
import { stepsOf } from './test-gate.mjs'

test("the gate's steps are npm test's own, each `npm run x` opened into x's steps", () => {
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
  const steps = stepsOf('test', scripts)
  expect(steps.map((step) => step.command).join(' && ')).not.toMatch(/npm run /)
  // Every step comes from a script that npm test runs, in npm test's order.
  expect(steps.map((step) => step.script)).toEqual(['check', 'check', 'check:content', 'test:unit', 'test:unit', 'test:e2e', 'test:e2e', 'check:built', 'test:e2e'])
  expect(steps.filter((step) => step.script === 'test:unit').map((step) => step.command).join(' && ')).toBe(scripts['test:unit'])
})

test('a script that names a missing one is refused by name', () => {
  expect(() => stepsOf('test', { test: 'npm run lint && vitest run' })).toThrow('package.json has no script "lint"')
})
