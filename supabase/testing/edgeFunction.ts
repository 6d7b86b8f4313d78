// The lead delivery Edge Function as Supabase runs it: its entry under real Deno (the binary the
// `deno` package ships), supabase-js from node_modules, served on a free port and invoked over HTTP
// as pg_net and pg_cron invoke it. For the delivery tests and the delivery benchmark.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { childEnv } from '../../lib/settings.ts'
import { freePort } from '../../scripts/postgres/cluster.ts'
import type { DeliveryRig } from './deliveryRig.ts'

export const DENO = path.resolve('node_modules/.bin/deno')
export const ENTRY = 'supabase/functions/deliver-leads/index.ts'
export const CONFIG = 'supabase/functions/deliver-leads/deno.json'
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
export function runDeno(env: Record<string, string>, port = 0): ChildProcess {
  const { PATH, HOME } = childEnv()
  return spawn(DENO, ['run', '--no-check', '--node-modules-dir=manual', '--config', CONFIG, '--allow-net', '--allow-env', '--allow-read', ENTRY], {
    env: { PATH, HOME, DENO_NO_UPDATE_CHECK: '1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
}

/** Starts the function; resolves once it answers (401 to a call without the token). */
export async function startEdgeFunction(env: Record<string, string>): Promise<EdgeFunction> {
  const port = await freePort()
  const child = runDeno(env, port)
  child.stderr!.pipe(process.stderr)
  const url = `http://127.0.0.1:${port}`
  // A start that fails or hangs is an error, not a wait.
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`deno exited (${code}) before serving`))))
  const deadline = Date.now() + 60_000
  for (;;) {
    const status = await Promise.race([fetch(url, { method: 'POST' }).then((response) => response.status, () => 0), exited])
    if (status === 401) break
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
