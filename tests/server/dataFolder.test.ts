import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config'
import { startServer } from '../../server/main'
import { diskStore } from '../../server/modules/file/store'
import { startChildService } from './childService'

const root = mkdtempSync(join(tmpdir(), 'vitrine-folder-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const modeOf = (path: string) => statSync(path).mode & 0o777

/** A data folder made by hand with `mode`, as an older version or another tool left it. */
function folderWith(name: string, mode: number) {
  const made = mkdtempSync(join(root, `${name}-`))
  chmodSync(made, mode)
  return made
}

describe('the data folder', () => {
  it('is made 0700 with its database folder, and the secrets written 0600; the start says PGlite runs without fsync', async () => {
    const dataDir = join(root, 'fresh', 'data')
    const service = startChildService({ DATA_DIR: dataDir })
    await service.ready
    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(join(dataDir, 'pglite'))).toBe(0o700)
    expect(modeOf(join(dataDir, 'ops-token'))).toBe(0o600)
    expect(modeOf(join(dataDir, 'code-secret'))).toBe(0o600)
    service.child.kill('SIGTERM')
    expect(await service.exited).toBe(0)
    expect(service.output().match(/without fsync/g)).toHaveLength(1)
    expect(service.output()).toContain('DATABASE_URL=postgres://')
  }, 90_000) // a first start migrates a database on disk: seconds, more on a loaded machine

  it('keeps uploads and identity documents 0600 in folders 0700', async () => {
    const store = diskStore(join(root, 'store', 'uploads'))
    await store.put('1/2026-11/a.png', new Uint8Array([1, 2, 3]), 'image/png')
    expect(modeOf(join(root, 'store', 'uploads', '1', '2026-11', 'a.png'))).toBe(0o600)
    expect(modeOf(join(root, 'store', 'uploads', '1', '2026-11'))).toBe(0o700)
    expect(modeOf(join(root, 'store', 'uploads'))).toBe(0o700)
  })

  it.each([
    ['readable by everyone (an older version’s 0755)', 0o755],
    ['open to its group', 0o750],
    ['writable by its group', 0o730],
  ])('refuses to start when it is %s, in one line naming the chmod that fixes it', async (_, mode) => {
    const dataDir = folderWith('open', mode)
    const service = startChildService({ DATA_DIR: dataDir })
    await expect(service.ready).rejects.toThrow()
    expect(await service.exited).toBe(1)
    expect(service.output().trim().split('\n')).toEqual([
      `Vitrine could not start: the data folder ${dataDir} is open to other users (mode 0${mode.toString(8)}); make it private with: chmod -R go-rwx ${dataDir}`,
    ])
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false)
    expect(existsSync(join(dataDir, 'ops-token'))).toBe(false)
  })

  it('refuses in startServer too, before opening anything', async () => {
    const dataDir = folderWith('open-in-process', 0o755)
    await expect(startServer(readConfig({ DATA_DIR: dataDir, PORT: '0', DIST_DIR: '', SEED: '0' }))).rejects.toThrow(
      `chmod -R go-rwx ${dataDir}`,
    )
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false)
  })
})
