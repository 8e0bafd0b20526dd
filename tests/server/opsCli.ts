import { spawn } from 'node:child_process'

export interface OpsRun {
  code: number | null
  stdout: string
  stderr: string
}

/** `npm run ops -- <args>` against a test server (its base URL; the harness's ops token), as an operator runs it. */
export function runOpsCli(base: string, args: string[], env: Record<string, string> = {}): Promise<OpsRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', ...args], {
      env: { ...process.env, OPS_URL: base, OPS_TOKEN: 'test-ops-token', ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}
