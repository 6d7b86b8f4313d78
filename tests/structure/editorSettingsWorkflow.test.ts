// The workflows that build the site for the host (deploy, the daily publish, a pull request's
// preview) write /admin/'s config from the editor's settings (lib/editor/decapConfig.ts,
// backendFromEnv): a build without DECAP_GITHUB_REPO gives an editor that only works on a desk with
// the local backend. Each build's environment passes every setting of the editor's group.
import fs from 'node:fs'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { envSchema } from '../../lib/settings'

type Env = Record<string, string> | undefined
interface Workflow {
  env?: Env
  jobs: Record<string, { env?: Env; steps: { run?: string; env?: Env }[] }>
}

const EDITOR_SETTINGS = Object.entries(envSchema.shape)
  .filter(([, schema]) => (schema.meta() as { group?: string } | undefined)?.group === 'editor')
  .map(([name]) => name)

test.each(['deploy.yml', 'publish.yml', 'ci.yml'])('%s builds the site with every setting of the web editor', (name) => {
  const workflow = parse(fs.readFileSync(`.github/workflows/${name}`, 'utf8')) as Workflow
  const builds = Object.values(workflow.jobs).flatMap((job) =>
    job.steps.filter((step) => /npm run build\b/.test(step.run ?? '')).map((step) => ({ ...workflow.env, ...job.env, ...step.env })),
  )
  expect(builds.length).toBeGreaterThan(0)
  expect(EDITOR_SETTINGS).toContain('DECAP_GITHUB_REPO')
  for (const environment of builds) expect(Object.keys(environment).filter((setting) => EDITOR_SETTINGS.includes(setting)).sort()).toEqual([...EDITOR_SETTINGS].sort())
  // The repository is this one unless the owner names another.
  for (const environment of builds) expect(environment.DECAP_GITHUB_REPO).toBe('${{ vars.DECAP_GITHUB_REPO || github.repository }}')
})
