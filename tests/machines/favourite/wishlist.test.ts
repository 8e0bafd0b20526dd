import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { FavouriteProduct, FavouriteShop } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import { favouriteProductsMachine, favouriteShopsMachine } from '../../../machines/favourite/wishlist'
import { type ActorsOf, fakesOf, flush } from '../fakes'

const item = (spuId: number): FavouriteProduct => ({
  spuId,
  shopId: 1,
  picUrl: `/media/${spuId}.svg`,
  brandName: 'Atelier',
  brandId: 1,
  spuName: `Piece ${spuId}`,
  price: 1000,
  marketPrice: 1000,
  properties: 'Black; M',
})

/** A server of `count` favourites, `pageSize` per page, that forgets removed ones. */
function fakeServer(count: number) {
  let rows = Array.from({ length: count }, (_, i) => item(i + 1))
  const loads: { pageNo: number; pageSize: number }[] = []
  const loadPage = fromPromise<Page<FavouriteProduct>, { pageNo: number; pageSize: number }>(async ({ input }) => {
    loads.push(input)
    return { list: rows.slice((input.pageNo - 1) * input.pageSize, input.pageNo * input.pageSize), total: rows.length }
  })
  const remove = fromPromise<unknown, { key: number }>(async ({ input }) => {
    rows = rows.filter((r) => r.spuId !== input.key)
    return true
  })
  return { loadPage, remove, loads }
}

const products = fakesOf(favouriteProductsMachine)
const shopsFake = fakesOf(favouriteShopsMachine)

function start(
  actors: Pick<ActorsOf<typeof favouriteProductsMachine>, 'loadPage'> & Partial<ActorsOf<typeof favouriteProductsMachine>>,
  pageSize = 2,
) {
  const loaded = vi.fn()
  const removed = vi.fn()
  const notifyFailure = vi.fn()
  const machine = favouriteProductsMachine.provide({
    actors: { loadPage: actors.loadPage, remove: actors.remove ?? products.resolving('remove', true).logic },
    actions: {
      loaded: (_, total) => loaded(total),
      removed: (_, key) => removed(key),
      notifyFailure: (_, message) => notifyFailure(message),
    },
  })
  const actor = createActor(machine, { input: { pageSize } }).start()
  return { actor, loaded, removed, notifyFailure }
}

describe('wishlist tab', () => {
  it('loads the first page, then another, telling the app the total each time', async () => {
    const server = fakeServer(5)
    const { actor, loaded } = start(server)
    expect(actor.getSnapshot().value).toBe('loading')
    await flush()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.items.map((i) => i.spuId)).toEqual([1, 2])
    expect(actor.getSnapshot().context.total).toBe(5)
    actor.send({ type: 'PAGE', pageNo: 3 })
    expect(actor.getSnapshot().value).toBe('loading')
    await flush()
    expect(actor.getSnapshot().context.items.map((i) => i.spuId)).toEqual([5])
    expect(server.loads).toEqual([
      { pageNo: 1, pageSize: 2 },
      { pageNo: 3, pageSize: 2 },
    ])
    expect(loaded.mock.calls).toEqual([[5], [5]])
  })

  it('shows a load failure and retries', async () => {
    const failing = products.rejecting('loadPage', 'Please log in again')
    const { actor } = start({ loadPage: failing.logic })
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure).toBe('Please log in again')
    actor.send({ type: 'REMOVE', key: 1 })
    expect(actor.getSnapshot().value).toBe('failed')
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().value).toBe('loading')
    await flush()
    expect(failing.calls).toHaveLength(2)
  })

  it('removes an item in place and tells the app once', async () => {
    const server = fakeServer(5)
    const remove = products.pending('remove')
    const { actor, removed } = start({ loadPage: server.loadPage, remove: remove.logic })
    await flush()
    actor.send({ type: 'REMOVE', key: 2 })
    expect(actor.getSnapshot().value).toBe('removing')
    expect(actor.getSnapshot().context.removing).toBe(2)
    // A second removal waits for the first.
    actor.send({ type: 'REMOVE', key: 1 })
    actor.send({ type: 'PAGE', pageNo: 2 })
    expect(remove.calls).toEqual([{ key: 2 }])
    remove.settle(true)
    await flush()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.items.map((i) => i.spuId)).toEqual([1])
    expect(actor.getSnapshot().context.total).toBe(4)
    expect(actor.getSnapshot().context.removing).toBeNull()
    expect(removed).toHaveBeenCalledExactlyOnceWith(2)
    expect(server.loads).toHaveLength(1)
  })

  it('keeps the item and says why when the removal fails', async () => {
    const server = fakeServer(2)
    const { actor, removed, notifyFailure } = start({
      loadPage: server.loadPage,
      remove: products.rejecting('remove', 'Not in your favourites').logic,
    })
    await flush()
    actor.send({ type: 'REMOVE', key: 1 })
    await flush()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.items).toHaveLength(2)
    expect(actor.getSnapshot().context.removing).toBeNull()
    expect(removed).not.toHaveBeenCalled()
    expect(notifyFailure).toHaveBeenCalledWith('Not in your favourites')
  })

  it('reloads an emptied page, stepping back from a last page that no longer exists', async () => {
    const server = fakeServer(3)
    const { actor } = start({ loadPage: server.loadPage, remove: server.remove })
    await flush()
    actor.send({ type: 'PAGE', pageNo: 2 })
    await flush()
    expect(actor.getSnapshot().context.items.map((i) => i.spuId)).toEqual([3])
    actor.send({ type: 'REMOVE', key: 3 })
    await flush()
    await flush()
    expect(actor.getSnapshot().context.pageNo).toBe(1)
    expect(actor.getSnapshot().context.items.map((i) => i.spuId)).toEqual([1, 2])
    expect(server.loads.at(-1)).toEqual({ pageNo: 1, pageSize: 2 })
  })

  it('reloads the same page when later pages fill it', async () => {
    const server = fakeServer(4)
    const { actor } = start({ loadPage: server.loadPage, remove: server.remove }, 1)
    await flush()
    actor.send({ type: 'REMOVE', key: 1 })
    await flush()
    await flush()
    expect(actor.getSnapshot().context.pageNo).toBe(1)
    expect(actor.getSnapshot().context.items.map((i) => i.spuId)).toEqual([2])
    expect(actor.getSnapshot().context.total).toBe(3)
  })

  it('ends empty, without reloading, when the last favourite goes', async () => {
    const server = fakeServer(1)
    const { actor } = start({ loadPage: server.loadPage, remove: server.remove })
    await flush()
    actor.send({ type: 'REMOVE', key: 1 })
    await flush()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.items).toEqual([])
    expect(actor.getSnapshot().context.total).toBe(0)
    expect(server.loads).toHaveLength(1)
  })

  it('keys shops by their id', async () => {
    const shops: FavouriteShop[] = [
      { id: 4, logo: '', shopname: 'North', shopDesc: '' },
      { id: 9, logo: '', shopname: 'South', shopDesc: '' },
    ]
    const machine = favouriteShopsMachine.provide({
      actors: {
        loadPage: shopsFake.resolving('loadPage', { list: shops, total: 2 }).logic,
        remove: shopsFake.resolving('remove', true).logic,
      },
    })
    const actor = createActor(machine, { input: { pageSize: 20 } }).start()
    await flush()
    actor.send({ type: 'REMOVE', key: 9 })
    await flush()
    expect(actor.getSnapshot().context.items.map((s) => s.shopname)).toEqual(['North'])
  })
})
