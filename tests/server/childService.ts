import { type ChildProcess, spawn } from 'node:child_process'

/** The service as an operator starts it (`node server/main.ts`), in its own process. */
export interface ChildService {
  child: ChildProcess
  /** Everything it printed so far, both streams. */
  output(): string
  /** Its port once it says it is ready; rejects with its output when it exits first. */
  ready: Promise<number>
  /** Its exit code (or the signal that ended it). */
  exited: Promise<number | NodeJS.Signals>
}

/** `entry`: the source through tsx by default; the bench runs the bundle (`dist-server/main.mjs`) as `npm run serve` does. */
export function startChildService(env: Record<string, string>, entry = ['--import', 'tsx', 'server/main.ts']): ChildService {
  const child = spawn(process.execPath, entry, {
    env: { ...process.env, PORT: '0', DIST_DIR: '', SEED: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
  })
  let printed = ''
  child.stdout.on('data', (chunk) => (printed += chunk))
  child.stderr.on('data', (chunk) => (printed += chunk))
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code ?? -1)))
  const ready = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', () => {
      const port = printed.match(/Storefront: +http:\/\/localhost:(\d+)\//)?.[1]
      if (port) resolve(Number(port))
    })
    exited.then((how) => reject(new Error(`the service ended (${how}) before it was ready:\n${printed}`)))
  })
  return { child, output: () => printed, ready, exited }
}
