// The `vike build` side of the channel to the build script that started it (lib/build/besideVike.ts
// is the other): the results it asks for, and the asking. Kept apart from the build script's side,
// which runs the content check: the Vite config imports this file, and Vite's bundle of the config
// carries every package its files import, even dynamically, into each `vike build`.
import type { Content } from '../content/entries.ts'
import { env } from '../settings.ts'

/** What the build script does for `vike build`, by name, and what each gives. */
export interface Jobs {
  /** The published content, or undefined once the check's problems are printed (by the build script). */
  'checked-content': Content | undefined
  /** The files of /admin/ (lib/editor/adminBundle.ts). */
  'admin-files': Record<string, string | Uint8Array>
}
export type Job = keyof Jobs

export type Request = { beside: Job }
export type Answer = { beside: Job; value?: unknown; error?: string }

const pending = new Map<Job, (answer: Answer) => void>()

function onAnswer(answer: Answer): void {
  pending.get(answer.beside)?.(answer)
  pending.delete(answer.beside)
  // With no listener left the channel no longer keeps this process alive.
  if (!pending.size) process.off('message', onAnswer)
}

/**
 * In `vike build` started by vikeBuildBesideJobs: the build script's result of `job`. Undefined
 * when `vike build` runs on its own: the caller then does the work itself. The variable, not the
 * channel alone, says who started it: a test runner's worker has an IPC channel of its own.
 */
export function fromBuildScript<J extends Job>(job: J): Promise<Jobs[J]> | undefined {
  const send = env.BUILD_SCRIPT_IPC === '1' ? process.send?.bind(process) : undefined
  if (!send) return undefined
  stopWithBuildScript()
  return new Promise((resolve, reject) => {
    if (!pending.size) process.on('message', onAnswer)
    pending.set(job, ({ value, error }) => (error === undefined ? resolve(value as Jobs[J]) : reject(new Error(`${job} (in the build script): ${error}`))))
    send({ beside: job } satisfies Request)
  })
}

let watching = false

/**
 * A `vike build` whose build script has stopped (killed, or crashed) stops too: nothing would
 * answer it, and it waited for an answer for ever. The channel closes only when the build script
 * exits: while it runs, it waits for this process to end.
 */
function stopWithBuildScript(): void {
  if (watching) return
  watching = true
  const stop = () => {
    console.error('The build script that started this `vike build` has stopped, so it stops too.')
    process.exit(1)
  }
  if (process.connected) process.once('disconnect', stop)
  else stop() // stopped while this one loaded
}
