import { describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client'
import { preferReplica, replicaRestMs } from '../../server/db/replica'

/** Stand-ins for the two pools: the read only says which one it was given. */
const replica = { name: 'replica' } as unknown as Db
const primary = { name: 'primary' } as unknown as Db
const nameOf = (db: Db) => (db as unknown as { name: string }).name

/** A read that fails on the replica with `error` while `failing` says so, and answers the pool's name otherwise. */
function reads(error: Error & { code?: string }) {
  const tried: string[] = []
  let failing = true
  const read = async (db: Db) => {
    tried.push(nameOf(db))
    if (db === replica && failing) throw error
    return nameOf(db)
  }
  return { read, tried, recover: () => (failing = false) }
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })

describe('a public read and the replica', () => {
  it('leaves an unreachable replica alone for a while, then tries it again', async () => {
    let clock = 1_000_000
    const now = () => clock
    const { read, tried, recover } = reads(refused())
    const other = { name: 'replica' } as unknown as Db

    expect(await preferReplica(replica, primary, read, now)).toBe('primary')
    expect(tried).toEqual(['replica', 'primary'])
    clock += replicaRestMs - 1
    expect(await preferReplica(replica, primary, read, now)).toBe('primary')
    expect(tried.slice(2)).toEqual(['primary'])
    recover()
    clock += 1
    expect(await preferReplica(replica, primary, read, now)).toBe('replica')
    expect(tried.slice(3)).toEqual(['replica'])
    // Each replica rests on its own.
    expect(await preferReplica(other, primary, async (db) => nameOf(db), now)).toBe('replica')
  })

  it('falls back once for a read the standby cancelled, without resting it', async () => {
    const conflict = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' })
    const { read, tried } = reads(conflict)
    const fresh = { name: 'replica' } as unknown as Db
    const onFresh = async (db: Db) => (db === fresh ? read(replica) : read(db))
    expect(await preferReplica(fresh, primary, onFresh)).toBe('primary')
    expect(await preferReplica(fresh, primary, onFresh)).toBe('primary')
    expect(tried).toEqual(['replica', 'primary', 'replica', 'primary'])
  })

  it('throws a read’s own error as it is, and reads the primary without a replica', async () => {
    const own = Object.assign(new Error('column "nope" does not exist'), { code: '42703' })
    await expect(preferReplica({ name: 'replica' } as unknown as Db, primary, () => Promise.reject(own))).rejects.toBe(own)
    expect(await preferReplica(undefined, primary, async (db) => nameOf(db))).toBe('primary')
  })
})
