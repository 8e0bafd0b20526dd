import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type PromiseActorLogic } from 'xstate'
import type { RecentlyViewedMerge, ViewedCard } from '../../../contract/recentlyViewed'
import { recentlyViewedMachine } from '../../../machines/recentlyViewed/recentlyViewed'
import { mergeViews, restoreViews, type StoredViews, type ViewedProduct } from '../../../machines/recentlyViewed/viewedProducts'
import { flush, pending, resolving } from '../fakes'

const view = (spuId: number, viewedAt: number): ViewedProduct => ({
  spuId,
  shopId: 7,
  name: `Product ${spuId}`,
  brandName: 'Nordlys',
  picUrl: `/media/p/${spuId}.svg`,
  viewedAt,
})
const card = (spuId: number, viewedAt: number): ViewedCard => ({
  productId: spuId,
  shopId: 7,
  producctName: `Product ${spuId}`,
  brandName: 'Nordlys',
  brandId: 1,
  imglist: [`/media/p/${spuId}.svg`],
  marketPrice: 1000,
  price: 1000,
  collectflag: 0,
  newFlag: false,
  discountFlag: false,
  viewedAt,
})

type MergeLogic = PromiseActorLogic<ViewedCard[], RecentlyViewedMerge>
type LoadLogic = PromiseActorLogic<ViewedCard[]>

function start(input: { stored?: unknown; member: number | null }, actors: { merge?: MergeLogic; load?: LoadLogic } = {}) {
  const persist = vi.fn<(views: StoredViews) => void>()
  const record = vi.fn<(spuId: number) => void>()
  const machine = recentlyViewedMachine.provide({
    actions: { persist: (_, views) => persist(views), record: (_, { spuId }) => record(spuId) },
    actors: {
      merge: actors.merge ?? resolving<ViewedCard[], RecentlyViewedMerge>([]).logic,
      load: actors.load ?? resolving<ViewedCard[]>([]).logic,
    },
  })
  const actor = createActor(machine, { input: { stored: input.stored ?? null, member: input.member } }).start()
  return { actor, persist, record }
}

const spuIds = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.items.map((i) => i.spuId)

describe('recently viewed lists', () => {
  it('merge by time: each product once at its newer time, newest first, at most 20', () => {
    expect(mergeViews([view(1, 10), view(2, 30)], [view(1, 40), view(3, 20)]).map((v) => [v.spuId, v.viewedAt])).toEqual([
      [1, 40],
      [2, 30],
      [3, 20],
    ])
    const many = Array.from({ length: 25 }, (_, i) => view(i + 1, i))
    const merged = mergeViews(many, [])
    expect(merged).toHaveLength(20)
    expect(merged[0].spuId).toBe(25)
  })

  it('restore only valid entries and owners from storage', () => {
    expect(restoreViews('junk')).toEqual({ owner: null, items: [] })
    expect(restoreViews({ owner: -3, items: [view(1, 5), { spuId: 'x' }, null, { ...view(2, 6), picUrl: 3 }] })).toEqual({
      owner: null,
      items: [view(1, 5)],
    })
    expect(restoreViews({ owner: 12, items: [] }).owner).toBe(12)
  })
})

describe('recently viewed machine', () => {
  it('keeps a guest’s views in the browser only, newest first, once each', () => {
    const { actor, persist, record } = start({ member: null })
    actor.send({ type: 'VIEWED', product: view(1, 100) })
    actor.send({ type: 'VIEWED', product: view(2, 200) })
    actor.send({ type: 'VIEWED', product: view(1, 300) })
    expect(spuIds(actor)).toEqual([1, 2])
    expect(persist).toHaveBeenLastCalledWith({ owner: null, items: [view(1, 300), view(2, 200)] })
    expect(record).not.toHaveBeenCalled()
  })

  it('merges the guest’s list into the account at login and keeps the merged list as the member’s', async () => {
    const merge = resolving<ViewedCard[], RecentlyViewedMerge>([card(2, 500), card(9, 400), card(1, 100)])
    const { actor, persist } = start({ member: null }, { merge: merge.logic })
    actor.send({ type: 'VIEWED', product: view(1, 100) })
    actor.send({ type: 'VIEWED', product: view(2, 200) })
    actor.send({ type: 'SESSION', member: 42 })
    await flush()
    expect(merge.calls).toEqual([
      {
        items: [
          { spuId: 2, viewedAt: 200 },
          { spuId: 1, viewedAt: 100 },
        ],
      },
    ])
    expect(spuIds(actor)).toEqual([2, 9, 1])
    expect(persist).toHaveBeenLastCalledWith(expect.objectContaining({ owner: 42 }))
  })

  it('merges a guest’s list found at start when a member is already signed in (the store was not running at login)', async () => {
    const merge = resolving<ViewedCard[], RecentlyViewedMerge>([card(3, 300)])
    const load = resolving<ViewedCard[]>([])
    const { actor } = start({ stored: { owner: null, items: [view(3, 300)] }, member: 42 }, { merge: merge.logic, load: load.logic })
    await flush()
    expect(merge.calls).toHaveLength(1)
    expect(load.calls).toHaveLength(0)
    expect(actor.getSnapshot().context.owner).toBe(42)
  })

  it('keeps a failed merge’s list marked as a guest’s, to merge it at the next start', async () => {
    const merge = fromPromise<ViewedCard[], RecentlyViewedMerge>(async () => {
      throw new Error('offline')
    })
    const { actor, persist } = start({ member: null }, { merge })
    actor.send({ type: 'VIEWED', product: view(5, 50) })
    actor.send({ type: 'SESSION', member: 42 })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ owner: null, items: [view(5, 50)] })
    expect(persist).toHaveBeenLastCalledWith({ owner: null, items: [view(5, 50)] })
  })

  it('loads a member’s list from the account at start, keeping views not yet there', async () => {
    const load = resolving<ViewedCard[]>([card(8, 800), card(4, 400)])
    const { actor } = start({ stored: { owner: 42, items: [view(6, 900), view(4, 400)] }, member: 42 }, { load: load.logic })
    await flush()
    expect(load.calls).toHaveLength(1)
    expect(spuIds(actor)).toEqual([6, 8, 4])
  })

  it('records a member’s views on the account, also while the account’s list is loading', async () => {
    const load = pending<ViewedCard[]>()
    const { actor, record } = start({ member: 42 }, { load: load.logic })
    actor.send({ type: 'VIEWED', product: view(7, 700) })
    expect(record).toHaveBeenCalledWith(7)
    load.settle([card(3, 300)])
    await flush()
    expect(spuIds(actor)).toEqual([7, 3])
  })

  it('never shows one member’s list to another, and forgets it when the member signs out', async () => {
    const load = resolving<ViewedCard[]>([card(11, 1100)])
    const { actor, persist } = start({ stored: { owner: 41, items: [view(1, 100)] }, member: 42 }, { load: load.logic })
    expect(spuIds(actor)).toEqual([])
    await flush()
    expect(spuIds(actor)).toEqual([11])
    actor.send({ type: 'SESSION', member: null })
    expect(actor.getSnapshot().value).toBe('guest')
    expect(spuIds(actor)).toEqual([])
    expect(persist).toHaveBeenLastCalledWith({ owner: null, items: [] })
  })

  it('forgets a member’s list found in storage when the shopper is a guest now (signed out while the store was not running)', () => {
    const { actor, persist } = start({ stored: { owner: 42, items: [view(1, 100)] }, member: null })
    expect(spuIds(actor)).toEqual([])
    expect(persist).toHaveBeenCalledWith({ owner: null, items: [] })
  })

  it('ignores a session event that changes nothing', async () => {
    const load = resolving<ViewedCard[]>([])
    const { actor } = start({ member: 42 }, { load: load.logic })
    await flush()
    actor.send({ type: 'SESSION', member: 42 })
    await flush()
    expect(load.calls).toHaveLength(1)
  })
})
