// The tests' time limits, in one place. They are hang guards, not expectations: every test waits
// for an event or a state, never for time to pass, and these only turn a wait that would last
// forever into a failure. Each is several times the slowest run measured on the 2-core test
// machine with both cores kept busy; there, with other builds running too, the load average reached 24 and work took ten times as long as when quiet.
// A child process a test waits for synchronously (a build) is given the same limit, since no
// runner can interrupt a test blocked in spawnSync.

/** A Vitest test or hook: the slowest, a cold build of the site for incrementalBuild.test.ts, took 363 s under load. */
export const UNIT_GUARD_MS = 20 * 60_000

/** A Playwright test or hook: the slowest start a dev server on a copy, or build one. */
export const BROWSER_GUARD_MS = 15 * 60_000

/** One state a browser test waits for after an action (Playwright's expect), a save answered included. */
export const STATE_GUARD_MS = 2 * 60_000

/** A server a test starts (the built site with its local backend, a dev server) answering its first request. */
export const SERVER_START_GUARD_MS = 10 * 60_000
