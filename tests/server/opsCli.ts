import { spawn } from 'node:child_process'
import { type OpsRun, runOps } from '../../server/ops/run'

const testEnv = (base: string, env: Record<string, string>) => ({ ...process.env, OPS_URL: base, OPS_TOKEN: 'test-ops-token', ...env })

/**
 * `npm run ops -- <args>` against a test server (its base URL; the harness's ops token), as an
 * operator runs it, in this process: what it prints and its exit code, without a Node start per command.
 */
export function runOpsCli(base: string, args: string[], env: Record<string, string> = {}): Promise<OpsRun> {
  return runOps(args, testEnv(base, env))
}

/** The same as its own process (`node server/ops/cli.ts`): the entry point's output streams and exit code. */
export function spawnOpsCli(base: string, args: string[], env: Record<string, string> = {}): Promise<OpsRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', ...args], { env: testEnv(base, env) })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }))
  })
}
