// The pull request's deploy preview (.github/workflows/ci.yml, job `preview`), as far as it runs
// without GitHub and Netlify: the job's own guard script and its own github-script, run here with the
// inputs GitHub would give them and a stand-in for GitHub's API that records what they ask of it.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { DEPLOY_PREVIEW_CONTEXT } from '../../lib/editor/decapConfig'

type Step = { id?: string; name?: string; if?: string; uses?: string; run?: string; with?: Record<string, string>; env?: Record<string, string> }
interface Job {
  if?: string
  needs?: string
  permissions?: Record<string, string>
  steps: Step[]
}

const workflow = parse(fs.readFileSync('.github/workflows/ci.yml', 'utf8')) as { on: Record<string, unknown>; jobs: Record<string, Job> }
const job = workflow.jobs.preview!
const guard = job.steps.find((step) => step.id === 'secrets')!
const script = job.steps.find((step) => step.uses?.startsWith('actions/github-script@'))!
const runs = job.steps.map((step) => step.run ?? '').join('\n')

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-workflow-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** The guard's output and what it printed, with the secrets as given. */
function runGuard(secrets: { NETLIFY_AUTH_TOKEN?: string; NETLIFY_SITE_ID?: string; PREVIEWS_BY_HOST?: string }) {
  const output = path.join(dir, 'output')
  fs.writeFileSync(output, '')
  const printed = execFileSync('bash', ['-e', '-c', guard.run!], { env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, ...secrets }, encoding: 'utf8' })
  return { output: fs.readFileSync(output, 'utf8').trim(), printed }
}

/** What the job's github-script asks of GitHub's API, given the comments already on the pull request. */
async function runScript(existing: { id: number; body: string }[]) {
  const calls: { method: string; params: Record<string, unknown> }[] = []
  const record = (method: string) => async (params: Record<string, unknown>) => {
    calls.push({ method, params })
    return { data: {} }
  }
  const github = {
    rest: {
      repos: { createCommitStatus: record('createCommitStatus') },
      issues: { listComments: record('listComments'), createComment: record('createComment'), updateComment: record('updateComment') },
    },
    paginate: async () => existing,
  }
  const context = { repo: { owner: 'sparkwell', repo: 'site' }, payload: { pull_request: { number: 42, head: { sha: '0123456789abcdef' } } } }
  const files: Record<string, string> = { 'preview-pages.txt': '/blog/office-kitchen-hygiene\n/services/office-cleaning\n' }
  const fakeRequire = (name: string) => {
    if (name !== 'fs') throw new Error(`the script requires ${name}`)
    return { readFileSync: (file: string) => files[file] }
  }
  const env = { PREVIEW_URL: 'https://pr-42--sparkwell.netlify.app/' }
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>
  await new AsyncFunction('github', 'context', 'require', 'process', script.with!.script!)(github, context, fakeRequire, { env })
  return calls
}

describe('the deploy preview of a pull request', () => {
  test('runs on pull requests only, once the content check passed, and never deploys to production', () => {
    expect(Object.keys(workflow.on)).toContain('pull_request')
    expect(job.if).toBe("github.event_name == 'pull_request'")
    expect(job.needs).toBe('content')
    expect(runs).toMatch(/netlify-cli@\d+ deploy --dir dist\/client --alias "pr-\$\{\{ github\.event\.pull_request\.number \}\}"/)
    expect(runs).not.toMatch(/--prod/)
    expect(job.permissions).toMatchObject({ 'pull-requests': 'write', statuses: 'write' })
  })

  test('without the secrets (a fork) says so in a notice and skips every other step', () => {
    const { output, printed } = runGuard({})
    expect(output).toBe('ready=false')
    expect(printed).toMatch(/^::notice::No deploy preview: the secrets NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID are not set/)
    expect(runGuard({ NETLIFY_AUTH_TOKEN: 'token' }).output).toBe('ready=false')
    expect(runGuard({ NETLIFY_AUTH_TOKEN: 'token', NETLIFY_SITE_ID: 'site' }).output).toBe('ready=true')
    for (const step of job.steps.filter((step) => step !== guard)) expect(step.if, step.name ?? step.run ?? step.uses).toBe("steps.secrets.outputs.ready == 'true'")
  })

  test('leaves the preview to Netlify, with a notice, when Netlify makes it itself', () => {
    const { output, printed } = runGuard({ NETLIFY_AUTH_TOKEN: 'token', NETLIFY_SITE_ID: 'site', PREVIEWS_BY_HOST: 'true' })
    expect(output).toBe('ready=false')
    expect(printed).toMatch(/^::notice::No deploy preview from CI: Netlify makes this pull request's preview itself/)
  })

  test('lists the changed pages with npm run preview:pages, from the files the pull request adds or changes', () => {
    expect(runs).toContain('git diff --name-only --diff-filter=AMR HEAD^1 HEAD | npm run --silent preview:pages > preview-pages.txt')
    const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    expect(scripts['preview:pages']).toBe('node scripts/preview-pages.ts')
  })

  test("posts the preview's address as the commit status the web editor reads, and comments it with the changed pages' links", async () => {
    const calls = await runScript([{ id: 7, body: 'Looks good to me' }])
    expect(calls.find((call) => call.method === 'createCommitStatus')!.params).toEqual({
      owner: 'sparkwell',
      repo: 'site',
      sha: '0123456789abcdef',
      state: 'success',
      context: DEPLOY_PREVIEW_CONTEXT,
      target_url: 'https://pr-42--sparkwell.netlify.app',
      description: 'Deploy preview ready',
    })
    const comment = calls.find((call) => call.method === 'createComment')!.params
    expect(comment).toMatchObject({ owner: 'sparkwell', repo: 'site', issue_number: 42 })
    expect(comment.body).toContain('**Deploy preview** of 0123456: https://pr-42--sparkwell.netlify.app')
    expect(comment.body).toContain('- [/blog/office-kitchen-hygiene](https://pr-42--sparkwell.netlify.app/blog/office-kitchen-hygiene)')
    expect(comment.body).toContain('- [/services/office-cleaning](https://pr-42--sparkwell.netlify.app/services/office-cleaning)')
    expect(calls.map((call) => call.method)).not.toContain('updateComment')
  })

  test('updates its one comment on the next push instead of adding another', async () => {
    const first = (await runScript([])).find((call) => call.method === 'createComment')!.params.body as string
    const calls = await runScript([{ id: 7, body: 'Looks good to me' }, { id: 9, body: first }])
    expect(calls.map((call) => call.method)).not.toContain('createComment')
    expect(calls.find((call) => call.method === 'updateComment')!.params).toMatchObject({ comment_id: 9 })
  })
})
