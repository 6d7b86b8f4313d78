// The local lead delivery runner of `npm run serve` and `npm run dev`: the same module as the
// Edge Function (supabase/functions/_shared/leadDelivery.ts), run against the local gateway with
// the service role key, on a timer (as pg_cron does in production) and right after each insert
// (the outbox trigger's notification, as pg_net does in production). Runs never overlap.
import { createClient } from '@supabase/supabase-js'
import { deliverDueLeads, type DeliveryReport } from '../../supabase/functions/_shared/leadDelivery.ts'
import type { DeliverySettings } from '../../supabase/functions/_shared/serverConfig.ts'
import type { Database } from './database.ts'

export interface DeliveryRunner {
  /** Asks for a run now (or right after the one under way). */
  kick(): void
  /** Resolves once no run is under way or asked for. */
  idle(): Promise<void>
  stop(): Promise<void>
  reports: DeliveryReport[]
}

export interface RunnerOptions {
  settings: DeliverySettings
  /** When set, a run starts right after each committed insert into the outbox. */
  db?: Database
  intervalMs?: number
  log?: (line: string) => void
}

export async function startDeliveryRunner({ settings, db, intervalMs = 5_000, log = () => {} }: RunnerOptions): Promise<DeliveryRunner> {
  const supabase = createClient(settings.supabaseUrl, settings.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } })
  const reports: DeliveryReport[] = []
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  const run = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        try {
          reports.push(await deliverDueLeads({ supabase, settings, log }))
        } catch (error) {
          log(`lead delivery run failed, retried on the next tick: ${(error as Error).message}`)
        }
      } while (again && !stopped)
      running = null
    })()
    return running
  }

  const timer = setInterval(() => void run(), intervalMs)
  const unlisten = db ? await db.listen('lead_deliveries', () => void run()) : async () => {}
  void run()

  return {
    kick: () => void run(),
    idle: async () => {
      while (running) await running
    },
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await unlisten()
      while (running) await running
    },
    reports,
  }
}
