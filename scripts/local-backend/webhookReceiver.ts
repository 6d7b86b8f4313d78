// A local stand-in for the automation webhook: it checks each delivery's signature as the README
// shows a receiver should, records every request it gets, and can be told to misbehave (fail the
// first tries, answer 500, hang past the runner's timeout, or be down), so the local backend and
// the tests see delivery work against a receiver that is not always healthy.
import http from 'node:http'
import { text } from 'node:stream/consumers'
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, verifySignature, type Verification } from '../../supabase/functions/_shared/signature.ts'

/** How the receiver answers the next requests. */
export type Behaviour =
  | { kind: 'healthy' }
  /** 500 for the next `count` requests, then healthy. */
  | { kind: 'fail'; count: number }
  /** 500 until told otherwise. */
  | { kind: 'error' }
  /** Accept the connection and never answer. */
  | { kind: 'hang' }
  /** Drop every connection at once, as a host that is down. */
  | { kind: 'down' }

export interface Receipt {
  idempotencyKey: string | null
  attempt: number | null
  signature: Verification['ok'] | Exclude<Verification, { ok: true }>['reason']
  status: number | 'dropped' | 'unanswered'
  body: Record<string, unknown> | null
  receivedAt: number
}

export interface WebhookReceiver {
  server: http.Server
  /** Every request, in order of arrival. */
  receipts: Receipt[]
  /** The lead bodies answered with a 2xx, by idempotency key, in order of first success. */
  accepted(): Map<string, Receipt[]>
  behave(behaviour: Behaviour): void
}

/** `signed: false` takes unsigned requests too, as an alert channel (a chat webhook) does: the database's own alerts carry no signature. */
export function createWebhookReceiver({ secret, signed = true }: { secret: string; signed?: boolean }): WebhookReceiver {
  const receipts: Receipt[] = []
  let behaviour: Behaviour = { kind: 'healthy' }
  const hanging = new Set<http.ServerResponse>()

  const server = http.createServer(async (request, response) => {
    // A client gone before the end of its body gets no answer and leaves no receipt.
    const raw = await text(request).catch(() => null)
    if (raw === null) return
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/__admin/received' && request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      return response.end(JSON.stringify(receipts))
    }
    if (url.pathname === '/__admin/behaviour' && request.method === 'POST') {
      behaviour = JSON.parse(raw) as Behaviour
      response.writeHead(200, { 'Content-Type': 'application/json' })
      return response.end(JSON.stringify(behaviour))
    }
    const verification = await verifySignature(request.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined, raw, secret)
    const receipt: Receipt = {
      idempotencyKey: (request.headers[IDEMPOTENCY_HEADER.toLowerCase()] as string | undefined) ?? null,
      attempt: Number(request.headers['sparkwell-delivery-attempt']) || null,
      signature: verification.ok ? true : verification.reason,
      status: 'unanswered',
      body: parseObject(raw),
      receivedAt: Date.now(),
    }
    receipts.push(receipt)
    if (behaviour.kind === 'down') {
      receipt.status = 'dropped'
      return request.socket.destroy()
    }
    if (behaviour.kind === 'hang') {
      hanging.add(response)
      return
    }
    let status = verification.ok || !signed ? 200 : 401
    if (behaviour.kind === 'error') status = 500
    if (behaviour.kind === 'fail') {
      status = 500
      behaviour = behaviour.count > 1 ? { kind: 'fail', count: behaviour.count - 1 } : { kind: 'healthy' }
    }
    receipt.status = status
    response.writeHead(status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify({ received: status === 200 }))
  })
  server.on('close', () => hanging.forEach((response) => response.destroy()))

  return {
    server,
    receipts,
    accepted() {
      const byKey = new Map<string, Receipt[]>()
      for (const receipt of receipts) {
        if (receipt.status !== 200 || !receipt.idempotencyKey) continue
        byKey.set(receipt.idempotencyKey, [...(byKey.get(receipt.idempotencyKey) ?? []), receipt])
      }
      return byKey
    },
    behave(next) {
      behaviour = next
      if (next.kind !== 'hang') {
        for (const response of hanging) response.destroy()
        hanging.clear()
      }
    },
  }
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
