// The whole local backend of `npm run serve`, `npm start` and `npm run dev`: the database, the
// Supabase gateway, the webhook receiver standing in for the automation, and the delivery runner
// between them, as a hosted project's Edge Function would be.
import net, { type AddressInfo } from 'node:net'
import { openDatabase } from './database.ts'
import { startDeliveryRunner } from './deliveryRunner.ts'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, localDeliverySettings, localReceiverPort } from './env.ts'
import { createGateway } from './gateway.ts'
import { createWebhookReceiver } from './webhookReceiver.ts'

const HOST = '127.0.0.1'

export interface LocalBackend {
  close(): Promise<void>
}

/** Listens on 127.0.0.1 (port 0: a free one); resolves to the port. */
export const listen = (server: net.Server, port = 0) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, HOST, () => resolve((server.address() as AddressInfo).port))
  })

/** A port nothing listens on, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  const port = await listen(server)
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Starts the backend on `port` (the receiver on the next); `dataDir` keeps the database between runs. */
export async function startLocalBackend({ port, dataDir, log = console.log }: { port: number; dataDir?: string; log?: (line: string) => void }): Promise<LocalBackend> {
  const db = await openDatabase(dataDir)
  const settings = localDeliverySettings(port)
  const gateway = createGateway({ db, anonKey: LOCAL_ANON_KEY, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY })
  const receiver = createWebhookReceiver({ secret: settings.webhookSecret })
  await listen(gateway, port)
  const receiverPort = await listen(receiver.server, localReceiverPort(port))
  const runner = await startDeliveryRunner({ settings, db, log: (line) => log(`[delivery] ${line}`) })
  log(`Local Supabase gateway at http://${HOST}:${port}; leads are delivered to ${settings.webhookUrl}` + (settings.webhookUrl.includes(`:${receiverPort}/`) ? ' (the local receiver)' : ''))
  log('See stored leads and their delivery with `npm run submissions`')
  return {
    close: async () => {
      await runner.stop()
      await Promise.all([gateway, receiver.server].map((server) => new Promise((resolve) => server.close(resolve))))
      await db.close()
    },
  }
}
