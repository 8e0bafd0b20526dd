import { parseArgs } from './args'
import { OpsError, opsClient, resolveToken } from './client'
import { environment } from '../config'
import { commands } from './commands'

/** What a run of the command line printed, and its exit code. */
export interface OpsRun {
  code: number
  stdout: string
  stderr: string
}

/**
 * One run of the operator's command line (`npm run ops -- <command> [args]`): talks to the
 * service's admin API (OPS_URL, default http://localhost:3000, with OPS_TOKEN or the token file of
 * `env`) and answers what it prints, JSON on success, `ops: <message>` and code 1 on failure.
 */
export async function runOps(argv: string[], env: NodeJS.ProcessEnv): Promise<OpsRun> {
  try {
    return { code: 0, stdout: await output(argv, env), stderr: '' }
  } catch (error) {
    const text = error instanceof OpsError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)
    return { code: 1, stdout: '', stderr: `ops: ${text}\n` }
  }
}

async function output([name, ...rest]: string[], env: NodeJS.ProcessEnv): Promise<string> {
  if (!name || name === 'help' || name === '--help') return helpText()
  const command = commands[name]
  if (!command) throw new OpsError(`unknown command "${name}" (npm run ops -- help lists them)`)
  const api = opsClient(env.OPS_URL || environment.OPS_URL.default, resolveToken(env))
  return `${JSON.stringify(await command.run(parseArgs(rest), api), null, 2)}\n`
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
