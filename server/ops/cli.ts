import { parseArgs } from './args'
import { OpsError, opsClient, resolveToken } from './client'
import { environment } from '../config'
import { commands } from './commands'

/**
 * The operator's command line: `npm run ops -- <command> [args]`. Talks to the running
 * service's admin API (OPS_URL, default http://localhost:3000) and prints JSON.
 */
async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === 'help' || name === '--help') {
    process.stdout.write(helpText())
    return 0
  }
  const command = commands[name]
  if (!command) throw new OpsError(`unknown command "${name}" (npm run ops -- help lists them)`)
  const api = opsClient(process.env.OPS_URL || environment.OPS_URL.default, resolveToken())
  const result = await command.run(parseArgs(rest), api)
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  return 0
}

function helpText() {
  const width = Math.max(...Object.values(commands).map((c) => c.usage.length))
  const lines = Object.values(commands).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`)
  return [
    'Usage: npm run ops -- <command> [args]',
    '',
    'Commands:',
    ...lines,
    `  ${'help'.padEnd(width)}  this list`,
    '',
    `Environment: OPS_URL (default ${environment.OPS_URL.default}), OPS_TOKEN (default: <DATA_DIR or ./data>/ops-token)`,
    '',
  ].join('\n')
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const text = error instanceof OpsError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)
    process.stderr.write(`ops: ${text}\n`)
    process.exit(1)
  },
)
