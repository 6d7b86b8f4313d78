// The local lead delivery runner of `npm run serve` and `npm run dev`: the same module as the
// Edge Function (supabase/functions/_shared/leadDelivery.ts), run against the local gateway with
// the service role key, on a timer (as pg_cron does in production) and right after each insert
// (the outbox trigger's notification, as pg_net does in production). Runs never overlap.
import { deliverDueLeads } from '../../supabase/functions/_shared/leadDelivery.ts'
import type { DeliverySettings } from '../../supabase/functions/_shared/serverConfig.ts'
import type { Database } from './database.ts'

export interface DeliveryRunner {
  stop(): Promise<void>
}

export interface RunnerOptions {
  settings: DeliverySettings
  /** A run starts right after each committed insert into its outbox. */
  db: Database
  intervalMs?: number
  log?: (line: string) => void
}

export async function startDeliveryRunner({ settings, db, intervalMs = 5_000, log = () => {} }: RunnerOptions): Promise<DeliveryRunner> {
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
          await deliverDueLeads({ settings, log })
        } catch (error) {
          log(`lead delivery run failed, retried on the next tick: ${(error as Error).message}`)
        }
      } while (again && !stopped)
      running = null
    })()
    return running
  }

  const timer = setInterval(() => void run(), intervalMs)
  const unlisten = await db.listen('lead_deliveries', () => void run())
  void run()

  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await unlisten()
      while (running) await running
    },
  }
}
