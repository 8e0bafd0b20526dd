import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ListingStatus as L } from '../../contract/lifecycles'
import { startTestServer, type TestServer } from './harness'
import { runOpsCli } from './opsCli'
import { newOwner, saved, wholeProduct } from './sellerHelpers'
import { as } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const ops = (...args: string[]) => runOpsCli(server.base, args)
const json = (res: { stdout: string }) => JSON.parse(res.stdout)
type Listed = { id: number; shopId: number; name: string; status: number; statusName: string; rejectReason: string }

describe('the listings’ ops commands', () => {
  it('list products waiting for review, approve one, reject another with a reason; illegal moves exit non-zero naming the state', async () => {
    const owner = await newOwner(server)
    const first = await saved(server, owner, await wholeProduct(server, owner, 'Ops first'))
    const second = await saved(server, owner, await wholeProduct(server, owner, 'Ops second'))
    for (const id of [first, second]) await server.api.seller.productSubmit({ id }, as(owner))

    const waiting = json(await ops('listing:list', '--status', 'review', '--tenant', '1')) as Listed[]
    expect(waiting.filter((l) => l.shopId === owner.shopId).map((l) => [l.id, l.name, l.statusName])).toEqual([
      [first, 'Ops first', 'review'],
      [second, 'Ops second', 'review'],
    ])
    const byCode = json(await ops('listing:list', '--status', String(L.review), '--tenant', '1')) as Listed[]
    expect(byCode.map((l) => l.id)).toEqual(waiting.map((l) => l.id))
    expect((await ops('listing:list', '--status', 'sideways')).code).toBe(1)

    const approved = await ops('listing:approve', String(first))
    expect(json(approved)).toEqual({ id: first, status: L.live, statusName: 'live' })
    const again = await ops('listing:approve', String(first))
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/\(live\) \(code 1051\)/)

    const noReason = await ops('listing:reject', String(second))
    expect(noReason).toMatchObject({ code: 1, stdout: '' })
    expect(noReason.stderr).toMatch(/^ops: --reason is required/)
    expect(json(await ops('listing:reject', String(second), '--reason', 'Blurry pictures'))).toMatchObject({ statusName: 'rejected' })
    const rejected = json(await ops('listing:list', '--status', 'rejected', '--tenant', '1')) as Listed[]
    expect(rejected.find((l) => l.id === second)).toMatchObject({ rejectReason: 'Blurry pictures' })
    expect((await ops('listing:approve', '99999999')).code).toBe(1)
  })
})
