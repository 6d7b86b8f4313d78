// Stand-ins for the two hosted-only parts the delivery migrations call, with their real names and
// signatures, so the migrations' own code is what runs. pg_net is not packaged for Debian: its
// net.http_post queues the request, as pg_net does, and `sendQueued` plays pg_net's background
// worker, sending each queued request and recording the answer in net._http_response. Vault keeps
// secrets in vault.decrypted_secrets, made with vault.create_secret.
import type { SqlClient } from '../../scripts/local-backend/database.ts'

export const NET_STAND_IN = `
  create schema net;
  create table net.http_request_queue (id bigserial primary key, method text not null, url text not null, headers jsonb, body jsonb, timeout_milliseconds integer);
  create table net._http_response (id bigint, status_code integer, content text, error_msg text, created timestamptz not null default now());
  create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{"Content-Type": "application/json"}', timeout_milliseconds integer default 5000)
    returns bigint language sql as $$ insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds) values ('POST', url, headers, body, timeout_milliseconds) returning id $$;`

export const VAULT_STAND_IN = `
  create schema vault;
  create table vault.secrets (name text primary key, decrypted_secret text not null);
  create view vault.decrypted_secrets as select name, decrypted_secret from vault.secrets;
  create function vault.create_secret(new_secret text, new_name text) returns void language sql
    as $$ insert into vault.secrets values (new_name, new_secret) on conflict (name) do update set decrypted_secret = excluded.decrypted_secret $$;`

export interface SentRequest {
  url: string
  headers: Record<string, string>
  body: Record<string, unknown>
  status: number | null
}

/** Sends every queued request, in order, as pg_net's worker does; records and returns each answer. */
export async function sendQueued(db: SqlClient): Promise<SentRequest[]> {
  const queued = await db.query<{ id: string; url: string; headers: Record<string, string>; body: Record<string, unknown>; timeout_milliseconds: number }>(
    'delete from net.http_request_queue returning *',
  )
  const sent: SentRequest[] = []
  for (const request of queued.rows.sort((a, b) => Number(a.id) - Number(b.id))) {
    let answer: { status: number | null; content: string | null; error: string | null }
    try {
      const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(request.body), signal: AbortSignal.timeout(request.timeout_milliseconds) })
      answer = { status: response.status, content: await response.text(), error: null }
    } catch (error) {
      answer = { status: null, content: null, error: String((error as { cause?: { code?: string } }).cause?.code ?? error) }
    }
    await db.query('insert into net._http_response (id, status_code, content, error_msg) values ($1, $2, $3, $4)', [request.id, answer.status, answer.content, answer.error])
    sent.push({ url: request.url, headers: request.headers, body: request.body, status: answer.status })
  }
  return sent
}
