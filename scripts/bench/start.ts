import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { serveArgs, serveEnv } from './serveEnv'

export interface StartRun {
  firstPageMs: number
  rssMb: number
}

/**
 * Starts the product on an existing data folder and times spawn -> first page served;
 * then lets it idle and reads its resident memory.
 */
export async function measureStart(env: Record<string, string>, port: number, idleMs = 3000): Promise<StartRun> {
  const started = performance.now()
  const child = spawn(process.execPath, serveArgs, {
    env: { ...process.env, ...serveEnv, ...env, PORT: String(port) },
    stdio: 'ignore',
  })
  try {
    const firstPageMs = await firstPage(`http://127.0.0.1:${port}/`, started)
    await fetch(`http://127.0.0.1:${port}/app-api/system/tenant/get-by-website?website=localhost`)
    await new Promise((r) => setTimeout(r, idleMs))
    return { firstPageMs, rssMb: rssMb(child.pid!) }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

async function firstPage(url: string, started: number) {
  for (;;) {
    try {
      const res = await fetch(url)
      if (res.ok) {
        await res.arrayBuffer()
        return Math.round(performance.now() - started)
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error('the product did not serve a page within 60 s')
    await new Promise((r) => setTimeout(r, 20))
  }
}

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0)
  return Math.round(kb / 102.4) / 10
}
