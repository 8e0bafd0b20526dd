import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ListingStatus } from '../../../contract/lifecycles'
import { blankSellerProduct, type SellerProductRow } from '../../../contract/seller'
import { duplicateOf, type ProductAction, productActionsMachine } from '../../../machines/seller/productActions'
import { rowActions } from '../../../src/screens/seller/rowActions'
import { flush } from '../fakes'

const row = (listing: number): SellerProductRow => ({
  id: 9,
  picUrl: '',
  name: 'Linen shirt',
  listing,
  rejectReason: '',
  changeInReview: false,
  categoryId: 33,
  minPrice: 4900,
  maxPrice: 5900,
  stock: 12,
  skuCount: 4,
})

function start(fail = false) {
  const calls: { action: ProductAction; id: number }[] = []
  const changed = vi.fn()
  const done = vi.fn()
  const notifyFailure = vi.fn()
  const machine = productActionsMachine.provide({
    actors: {
      act: fromPromise(async ({ input }) => {
        calls.push(input)
        if (fail) throw Object.assign(new Error('This product has changed, reload'), { code: 1001 })
      }),
    },
    actions: { changed, done: (_, action) => done(action), notifyFailure: (_, message) => notifyFailure(message) },
  })
  return { actor: createActor(machine).start(), calls, changed, done, notifyFailure }
}

describe('the products list quick actions', () => {
  it('offers the listing lifecycle owner moves of each status, and a copy of any', () => {
    expect(rowActions(row(ListingStatus.draft))).toEqual(['DELETE', 'DUPLICATE'])
    expect(rowActions(row(ListingStatus.live))).toEqual(['UNLIST', 'DUPLICATE'])
    expect(rowActions(row(ListingStatus.changeReview))).toEqual(['UNLIST', 'DUPLICATE'])
    expect(rowActions(row(ListingStatus.unlisted))).toEqual(['RELIST', 'DUPLICATE'])
    expect(rowActions(row(ListingStatus.review))).toEqual(['DUPLICATE'])
    expect(rowActions(row(ListingStatus.rejected))).toEqual(['DUPLICATE'])
  })

  it('unlists at once, then the list reloads', async () => {
    const { actor, calls, changed, done } = start()
    actor.send({ type: 'UNLIST', product: row(ListingStatus.live) })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await flush()
    expect(calls).toEqual([{ action: 'UNLIST', id: 9 }])
    expect(done).toHaveBeenCalledWith('UNLIST')
    expect(changed).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches('idle')).toBe(true)
  })

  it('asks before deleting a draft; closing the question deletes nothing', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'DELETE', product: row(ListingStatus.draft) })
    expect(actor.getSnapshot().hasTag('deleteAsked')).toBe(true)
    actor.send({ type: 'CLOSE' })
    await flush()
    expect(calls).toEqual([])
    actor.send({ type: 'DELETE', product: row(ListingStatus.draft) })
    actor.send({ type: 'CONFIRM' })
    await flush()
    expect(calls).toEqual([{ action: 'DELETE', id: 9 }])
  })

  it('a refusal is told, and the list reloads all the same (the product moved meanwhile)', async () => {
    const { actor, changed, done, notifyFailure } = start(true)
    actor.send({ type: 'RELIST', product: row(ListingStatus.unlisted) })
    await flush()
    expect(notifyFailure).toHaveBeenCalledWith('This product has changed, reload')
    expect(done).not.toHaveBeenCalled()
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it('a copy is the product without its id, listing, review state or stock read', () => {
    const got = {
      ...blankSellerProduct,
      id: 9,
      listing: ListingStatus.live,
      rejectReason: '',
      changeInReview: true,
      categoryId: 33,
      skus: [{ colourId: 1, sizeId: 2, price: 4900, marketPrice: 0, stock: 3, stockRead: 3 }],
    }
    expect(duplicateOf(got)).toEqual({
      ...blankSellerProduct,
      categoryId: 33,
      skus: [{ colourId: 1, sizeId: 2, price: 4900, marketPrice: 0, stock: 3 }],
    })
  })
})
