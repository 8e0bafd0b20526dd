import { describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client'
import { pollRows } from '../../server/lib/pollStatement'

/** An embedded database that records what it is asked to run. */
function embedded() {
  const ran: string[] = []
  const $client = {
    query: async (text: string) => void ran.push(text),
    exec: async (text: string) => {
      ran.push(text)
      return [{ rows: [] }, { rows: [] }, { rows: [{ one: 1 }] }, { rows: [] }]
    },
  }
  return { session: { tenantId: 3, tokenHash: 'ab12', db: { $client } as unknown as Db, embedded: true }, ran }
}
const statement = (sql: string, params: unknown[]) => () => ({ toSQL: () => ({ sql, params }), getSQL: () => ({}) as never })

describe('a poll’s statement on PGlite', () => {
  it('is prepared once per shape, then executed with its values as literals in one call with the tenant and role', async () => {
    const { session, ran } = embedded()
    const poll = statement('select $1 as a, $2 as b', [7, 'ab12'])
    expect(await pollRows(session, poll)).toEqual([{ one: 1 }])
    await pollRows(session, poll)
    await pollRows(session, statement('select $1 as other', [8]))
    const named = ran.map((q) => q.replace(/poll_\w+/g, 'poll'))
    expect(named.filter((q) => q.startsWith('prepare'))).toEqual([
      'prepare poll as select $1 as a, $2 as b',
      'prepare poll as select $1 as other',
    ])
    expect(named.filter((q) => q.startsWith('begin'))[0]).toBe(
      "begin; select set_config('app.tenant_id', '3', true), set_config('role', 'vitrine_app', true); execute poll(7, 'ab12'); commit;",
    )
  })

  it('refuses any value that is not an integer or a plain token, rather than quoting it', async () => {
    const { session, ran } = embedded()
    for (const value of ["x'); drop table users; --", 1.5, null, 'a b', 2 ** 60]) {
      await expect(pollRows(session, statement('select $1', [value]))).rejects.toThrow(/integers and plain tokens/)
    }
    expect(ran).toEqual([])
  })
})
