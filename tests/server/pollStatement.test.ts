import { describe, expect, it } from 'vitest'
import type { Db, Tx } from '../../server/db/client'
import { pollRows } from '../../server/lib/pollStatement'

/** A transaction that records what it is asked to run. */
function recorder() {
  const ran: string[] = []
  const tx = {
    execute: async (query: { queryChunks?: { value?: string[] }[] }) => {
      ran.push((query.queryChunks ?? []).flatMap((c) => c.value ?? []).join(''))
      return { rows: [{ one: 1 }] }
    },
  }
  return { tx: tx as unknown as Tx, ran }
}
const statement = (sql: string, params: unknown[]) => ({ toSQL: () => ({ sql, params }), getSQL: () => ({}) as never })
const embedded = {} as Db

describe('a poll’s prepared statement on PGlite', () => {
  it('is prepared once per shape, then executed with its values as literals', async () => {
    const { tx, ran } = recorder()
    const session = { tenantId: 1, tokenHash: 'ab12', embedded }
    const poll = statement('select $1 as a, $2 as b', [7, 'ab12'])
    expect(await pollRows(tx, session, poll)).toEqual([{ one: 1 }])
    await pollRows(tx, session, poll)
    expect(ran.filter((q) => q.startsWith('prepare'))).toHaveLength(1)
    expect(ran.filter((q) => q.startsWith('execute')).map((q) => q.replace(/poll_\w+/, 'poll'))).toEqual([
      "execute poll(7, 'ab12')",
      "execute poll(7, 'ab12')",
    ])
  })

  it('refuses any value that is not an integer or a plain token, rather than quoting it', async () => {
    const { tx, ran } = recorder()
    const session = { tenantId: 1, tokenHash: 'x', embedded: {} as Db }
    for (const value of ["x'); drop table users; --", 1.5, null, 'a b', 2 ** 60]) {
      await expect(pollRows(tx, session, statement('select $1', [value]))).rejects.toThrow(/integers and plain tokens/)
    }
    expect(ran.some((q) => q.startsWith('execute'))).toBe(false)
  })
})
