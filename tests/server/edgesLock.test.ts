import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { folderInUse } from '../../server/db/client'

const root = mkdtempSync(join(tmpdir(), 'vitrine-lock-'))
const folder = join(root, 'pglite')
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill()
  rmSync(root, { recursive: true, force: true })
})

/** A process opening `folder` (tests/server/edgesOpenFolder.ts); `said` resolves at the text awaited or at exit. */
function opener() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/edgesOpenFolder.ts', folder], { stdio: ['pipe', 'pipe', 'pipe'] })
  children.push(child)
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (out += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const said = (text: string) =>
    new Promise<string>((resolve) => {
      const check = () => out.includes(text) && resolve(out)
      child.stdout.on('data', check)
      child.stderr.on('data', check)
      void exited.then(() => resolve(out))
      check()
    })
  return { child, said, exited, output: () => out }
}

describe('the embedded database folder is locked', () => {
  it('a second process refuses at once with a clear message, and opens once the first has closed', async () => {
    const first = opener()
    expect(await first.said('opened')).toContain('opened')
    expect(existsSync(`${folder}.lock`)).toBe(true)

    const second = opener()
    expect(await second.exited).toBe(3)
    expect(second.output()).toContain(folderInUse)
    expect(second.output()).toContain(`process ${first.child.pid}`)

    first.child.stdin!.write('close\n')
    expect(await first.said('closed')).toContain('closed')
    expect(existsSync(`${folder}.lock`)).toBe(false)

    const third = opener()
    expect(await third.said('opened')).toContain('opened')
    third.child.stdin!.write('close\n')
    expect(await third.exited).toBe(0)
  }, 120_000)

  it('takes over a lock left by a process that no longer runs', async () => {
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.once('exit', resolve))
    writeFileSync(`${folder}.lock`, String(gone.pid))
    const next = opener()
    expect(await next.said('opened')).toContain('opened')
    next.child.stdin!.write('close\n')
    expect(await next.exited).toBe(0)
  }, 120_000)
})
