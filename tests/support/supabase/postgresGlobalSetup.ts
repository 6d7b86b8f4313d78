// Vitest global setup: one throwaway PostgreSQL 15 cluster for the whole test run (not one per
// file: starting one takes seconds), which the SQL, submission and delivery tests run against
// beside PGlite (supabase/testing/backends.ts), with its cron database ready and ticking.
import type { TestProject } from 'vitest/node'
import { startCluster } from './postgres.ts'
import { prepareCronDatabase } from './cronDatabase.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: { host: string; port: number; logFile: string }
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startCluster()
  await prepareCronDatabase(cluster).catch(async (error: unknown) => {
    await cluster.stop()
    throw error
  })
  project.provide('postgres', { host: cluster.host, port: cluster.port, logFile: cluster.logFile })
  return () => cluster.stop()
}
