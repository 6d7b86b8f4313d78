// An Edge Function as Supabase runs it: its entry under real Deno (the binary the `deno` package
// ships), its packages from node_modules, served on a free port and called over HTTP. The lead
// delivery's (invoked as pg_net and pg_cron invoke it) for the delivery tests and benchmark; the
// editor gateway's for its browser test.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { childEnv } from '../../lib/settings.ts'
import { freePort } from '../../scripts/local-backend/localBackend.ts'
import type { DeliveryRig } from './deliveryRig.ts'

export const DENO = path.resolve('node_modules/.bin/deno')
/** An Edge Function's entry and Deno config, by its name. */
export const functionFiles = (name: string) => ({ entry: `supabase/functions/${name}/index.ts`, config: `supabase/functions/${name}/deno.json` })
/** The token the tests start the function with (LEAD_DELIVERY_TOKEN), which Vault must hold too. */
export const TOKEN = 'deno-test-invoke-token-0123456789'

export interface EdgeFunction {
  url: string
  /** Kills it at once, as a platform stopping it mid-run would. */
  kill(): Promise<void>
}

/** The function's secrets, as `supabase secrets set` gives them, for the rig's gateway and receivers. */
export const functionEnv = (rig: DeliveryRig): Record<string, string> => ({ ...rig.env, LEAD_DELIVERY_TOKEN: TOKEN })

/** Runs the entry under Deno with just these variables (and PATH and HOME): none of this shell's settings leak in. */
export function runDeno(env: Record<string, string>, port = 0, name = 'deliver-leads'): ChildProcess {
  const { PATH, HOME } = childEnv()
  const { entry, config } = functionFiles(name)
  return spawn(DENO, ['run', '--no-check', '--node-modules-dir=manual', '--config', config, '--allow-net', '--allow-env', '--allow-read', entry], {
    env: { PATH, HOME, DENO_NO_UPDATE_CHECK: '1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
}

/** Starts the function; resolves once it answers (any answer: each refuses a call without a token). */
export async function startEdgeFunction(env: Record<string, string>, name = 'deliver-leads'): Promise<EdgeFunction> {
  const port = await freePort()
  const child = runDeno(env, port, name)
  child.stderr!.pipe(process.stderr)
  const url = `http://127.0.0.1:${port}`
  // A start that fails or hangs is an error, not a wait.
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`deno exited (${code}) before serving`))))
  const deadline = Date.now() + 60_000
  for (;;) {
    const status = await Promise.race([fetch(url, { method: 'POST' }).then((response) => response.status, () => 0), exited])
    if (status > 0) break
    if (Date.now() > deadline) throw new Error('deno did not serve within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const gone = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await gone
    },
  }
}
