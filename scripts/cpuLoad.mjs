// A bounded background load, to run the tests the way a busy machine runs them: one busy process
// per core, at normal priority. Bounded three ways, so no run can leave spinners behind: the
// caller stops them, each stops by itself after a time limit, and each stops when the process
// that started it goes away (its IPC channel closes), even one killed with SIGKILL.
// Plain JavaScript: scripts/test-gate.mjs uses it on a fresh clone before `npm install`.
import { spawn } from 'node:child_process'
import os from 'node:os'

// Spins in 50 ms slices and yields between them, so that it sees its parent leave.
const SPINNER = `
const end = Date.now() + Number(process.argv[1])
process.on('disconnect', () => process.exit(0))
const spin = () => {
  const slice = Date.now() + 50
  while (Date.now() < slice);
  if (Date.now() < end) setImmediate(spin)
  else process.exit(0)
}
spin()
`

/**
 * Starts one spinner per core (or `workers`), each ending after `maxMs` at the latest.
 * @param {{ workers?: number, maxMs?: number }} [options]
 * @returns {{ workers: number, stop: () => void }}
 */
export function startCpuLoad({ workers = os.availableParallelism(), maxMs = 2 * 60 * 60_000 } = {}) {
  const children = Array.from({ length: workers }, () => {
    const child = spawn(process.execPath, ['-e', SPINNER, String(maxMs)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
    // The spinners never keep the caller alive: when it ends, their channel closes and they end too.
    child.unref()
    child.channel?.unref()
    return child
  })
  return {
    workers,
    stop() {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill()
    },
  }
}
