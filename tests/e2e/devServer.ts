// A development server (vike dev, or npm run dev's editor backend too) on a throwaway copy of the
// project, so a test can edit its files the way an editor would.
import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { removeDir, temporaryCopy } from '../../scripts/projectCopy'
import { SERVER_START_GUARD_MS } from '../hangGuards'

export interface DevServer {
  /** The copy's folder. */
  root: string
}

/**
 * Starts `command` (run in the copy, given its folder) before the file's tests and stops it after;
 * ready once `readyUrl` answers 200. The returned object's root is set by then.
 */
export function devServerOnCopy(name: string, readyUrl: string, command: (root: string) => { file: string; args: string[]; env?: NodeJS.ProcessEnv }): DevServer {
  const server: DevServer = { root: '' }
  let child: ChildProcess
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    server.root = temporaryCopy(name)
    const { file, args, env } = command(server.root)
    child = spawn(file, args, { cwd: server.root, env: env ?? process.env, stdio: 'ignore', detached: true })
    await expect.poll(async () => (await fetch(readyUrl).catch(() => null))?.status, { timeout: SERVER_START_GUARD_MS }).toBe(200)
  })
  test.afterAll(() => {
    if (child.pid) process.kill(-child.pid)
    removeDir(server.root)
  })
  return server
}
