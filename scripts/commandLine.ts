// Command-line handling shared by the scripts: --help prints the usage and exits; a mistake
// in the options prints the message and the usage, and exits 2.
import { parseArgs, type ParseArgsConfig } from 'node:util'

export function commandLine(script: string, usage: string) {
  function fail(message: string): never {
    console.error(`${script}: ${message}\n\n${usage}`)
    process.exit(2)
  }
  /** parseArgs, with --help answered and an unknown option or a missing value reported like any other mistake. */
  function parse<T extends ParseArgsConfig>(config: T) {
    if (process.argv.slice(2).includes('--help')) {
      console.log(usage)
      process.exit(0)
    }
    try {
      return parseArgs(config)
    } catch (error) {
      return fail((error as Error).message)
    }
  }
  return { fail, parse }
}
