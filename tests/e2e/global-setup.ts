import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    port: number
    opsToken: string
    chromePath: string
    /** How often the storefront polls (unread counts, an open chat): STOREFRONT_POLL_MS. */
    pollMs: number
  }
}

const opsToken = 'e2e-ops-token'
/** Short enough that waiting for a poll costs little; long enough that "at once" is told apart from "at the next poll". */
const pollMs = 1500

/** Starts the built product as `npm start` would (without rebuilding), on a fresh data folder. */
export default async function setup(project: TestProject) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'))
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: {
      ...process.env,
      // As `npm start` runs it (Vitest's NODE_ENV=test would draw first views with React's development build).
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      OPS_TOKEN: opsToken,
      DATABASE_URL: '',
      DATABASE_REPLICA_URL: '',
      STOREFRONT_POLL_MS: String(pollMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await waitForReady(child).catch((error: unknown) => {
    child.kill('SIGKILL')
    throw error
  })
  project.provide('port', port)
  project.provide('opsToken', opsToken)
  project.provide('pollMs', pollMs)
  project.provide('chromePath', process.env.CHROME_PATH ?? '/usr/bin/chromium')
  return async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function waitForReady(child: ChildProcess) {
  return new Promise<void>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`product did not start:\n${output}`)), 240_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Vitrine is ready')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`product exited with ${code}:\n${output}`)))
  })
}

function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
