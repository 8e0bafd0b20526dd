import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ListingStatus } from '../../../contract/lifecycles'
import { blankSellerProduct, type ListingMove, type SellerProduct, sellerLimits } from '../../../contract/seller'
import { draftDelay } from '../../../machines/lib/draftRegion'
import type { ColourPicturesEvent } from '../../../machines/seller/colourPictures'
import { type ProductEditorCalls, productEditorFor, unsavedProduct } from '../../../machines/seller/productEditor'
import { bulkEdit, editSku, movePicture, skuGrid } from '../../../machines/seller/skuGrid'
import { flush, pending } from '../fakes'

const red = 101
const blue = 102
const [small, medium, large] = [201, 202, 203]
const png = (name: string) => new File(['x'], name, { type: 'image/png' })

/** A product ready to submit: English name, category, brand, one colour with a picture, two priced sizes. */
const complete: SellerProduct = {
  ...blankSellerProduct,
  id: 40,
  listing: ListingStatus.draft,
  categoryId: 33,
  brandId: 5,
  names: { en: 'Linen shirt' },
  colours: [{ valueId: red, pictures: ['/u/red-1.webp'] }],
  sizes: [small, medium],
  skus: [
    { colourId: red, sizeId: small, price: 4900, marketPrice: 0, stock: 3, stockRead: 3 },
    { colourId: red, sizeId: medium, price: 4900, marketPrice: 0, stock: 2, stockRead: 2 },
  ],
}

function start(product: SellerProduct, over: Partial<ProductEditorCalls> = {}) {
  const calls = {
    save: vi.fn(
      over.save ?? (async (p: SellerProduct): Promise<ListingMove> => ({ id: p.id ?? 77, listing: p.listing ?? ListingStatus.draft })),
    ),
    submit: vi.fn(over.submit ?? (async (id: number): Promise<ListingMove> => ({ id, listing: ListingStatus.review }))),
    upload: over.upload ?? fromPromise<string, File>(async ({ input }) => `/u/${input.name}`),
  }
  const actor = createActor(productEditorFor(product, calls), { input: { product } }).start()
  const edit = <K extends keyof SellerProduct>(field: K, value: SellerProduct[K]) => actor.send({ type: 'EDIT', field, value })
  const form = () => actor.getSnapshot().context.form
  const uploads = (event: ColourPicturesEvent) => actor.getSnapshot().children.uploads?.send(event)
  return { actor, calls, edit, form, uploads }
}

describe('product editor: the SKU grid', () => {
  it('makes a SKU per colour and size, in the order chosen, each at 0', () => {
    const { edit, form } = start(blankSellerProduct)
    edit('colours', [
      { valueId: red, pictures: [] },
      { valueId: blue, pictures: [] },
    ])
    expect(form().skus).toEqual([])
    edit('sizes', [small, large])
    expect(form().skus.map((s) => [s.colourId, s.sizeId, s.price, s.marketPrice, s.stock])).toEqual([
      [red, small, 0, 0, 0],
      [red, large, 0, 0, 0],
      [blue, small, 0, 0, 0],
      [blue, large, 0, 0, 0],
    ])
  })

  it('keeps the values of the SKUs that stay when a size or colour comes or goes', () => {
    const { edit, form } = start(complete)
    edit('sizes', [small, medium, large])
    expect(form().skus).toEqual([...complete.skus, { colourId: red, sizeId: large, price: 0, marketPrice: 0, stock: 0 }])
    edit('colours', [{ valueId: blue, pictures: [] }, ...complete.colours])
    expect(form().skus.filter((s) => s.colourId === red)).toEqual([
      ...complete.skus,
      { colourId: red, sizeId: large, price: 0, marketPrice: 0, stock: 0 },
    ])
    edit('sizes', [medium])
    expect(form().skus).toEqual([{ colourId: blue, sizeId: medium, price: 0, marketPrice: 0, stock: 0 }, complete.skus[1]])
  })

  it('edits a column at once: sets every price, adds to every stock, never below 0 nor above the limit', () => {
    const skus = skuGrid(complete.colours, [small, medium, large], complete.skus)
    expect(bulkEdit(skus, { column: 'price', set: 5500 }).map((s) => s.price)).toEqual([5500, 5500, 5500])
    expect(bulkEdit(skus, { column: 'stock', add: 5 }).map((s) => s.stock)).toEqual([8, 7, 5])
    expect(bulkEdit(skus, { column: 'stock', add: -3 }).map((s) => s.stock)).toEqual([0, 0, 0])
    expect(bulkEdit(skus, { column: 'stock', add: sellerLimits.stockMax }).map((s) => s.stock)).toEqual([
      sellerLimits.stockMax,
      sellerLimits.stockMax,
      sellerLimits.stockMax,
    ])
    expect(bulkEdit(skus, { column: 'stock', add: 5 })[0].stockRead).toBe(3)
    expect(editSku(skus, { colourId: red, sizeId: large }, 'marketPrice', 6900).map((s) => s.marketPrice)).toEqual([0, 0, 6900])
  })

  it('a new population empties the category, whose tree it no longer is in', () => {
    const { edit, form } = start(complete)
    edit('sex', 1)
    expect(form().categoryId).toBe(0)
  })
})

describe('product editor: validation in order', () => {
  const problems: [string, Partial<SellerProduct>, string, string][] = [
    ['the English name', { names: { en: '  ', fr: 'Chemise' } }, 'names', 'productNameRequired'],
    ['the category', { categoryId: 0, brandId: 0 }, 'categoryId', 'productCategoryRequired'],
    ['the brand', { brandId: 0, skus: [] }, 'brandId', 'productBrandRequired'],
    ['a SKU', { skus: [], colours: [{ valueId: red, pictures: [] }] }, 'skus', 'productSkuRequired'],
    ['a price above 0 on every SKU', { skus: [{ ...complete.skus[0], price: 0 }], colours: [] }, 'skus', 'productPriceRequired'],
    ['a picture for each colour', { colours: [{ valueId: red, pictures: [] }] }, 'colours', 'productPictureRequired'],
  ]

  it.each(problems)('stops first at %s, sending nothing', async (_, change, field, error) => {
    const { actor, calls } = start({ ...complete, ...change })
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true)
    expect(actor.getSnapshot().context.problem).toEqual({ field, error })
    expect(calls.submit).not.toHaveBeenCalled()
  })

  it('fixing the field in question clears its message', () => {
    const { actor, edit } = start({ ...complete, names: { en: '' } })
    actor.send({ type: 'SUBMIT' })
    edit('names', { en: 'Linen shirt' })
    expect(actor.getSnapshot().context.problem).toBeNull()
  })

  it('a complete product is saved, then submitted, and the form is kept as sent', async () => {
    const { actor, calls } = start(complete)
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(calls.save).toHaveBeenCalledWith(complete)
    expect(calls.submit).toHaveBeenCalledWith(40)
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    expect(actor.getSnapshot().context.result).toEqual({ id: 40, listing: ListingStatus.review })
  })

  it('a live product is saved only (its change goes to review), never submitted', async () => {
    const live = { ...complete, listing: ListingStatus.live }
    const { actor, calls } = start(live)
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(calls.save).toHaveBeenCalledWith(live)
    expect(calls.submit).not.toHaveBeenCalled()
  })
})

describe('product editor: the draft', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const draft = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().children.draft?.getSnapshot()

  it('keeps the draft 1 s after the last change, once', async () => {
    const { actor, calls, edit } = start(complete)
    edit('names', { en: 'Linen shir' })
    await vi.advanceTimersByTimeAsync(600)
    edit('names', { en: 'Linen shirt!' })
    await vi.advanceTimersByTimeAsync(draftDelay - 1)
    expect(calls.save).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.save).toHaveBeenCalledTimes(1)
    expect(calls.save.mock.calls[0][0].names).toEqual({ en: 'Linen shirt!' })
    expect(draft(actor)?.hasTag('draftSaved')).toBe(true)
  })

  it('a new product is created by its first save; the next saves update it, and the id coming back saves nothing', async () => {
    const { actor, calls, edit, form } = start(blankSellerProduct)
    edit('categoryId', 33)
    edit('brandId', 5)
    await vi.advanceTimersByTimeAsync(draftDelay)
    expect(calls.save.mock.calls[0][0].id).toBeUndefined()
    expect(form().id).toBe(77)
    await vi.advanceTimersByTimeAsync(draftDelay * 3)
    expect(calls.save).toHaveBeenCalledTimes(1)
    edit('names', { en: 'Wool coat' })
    await vi.advanceTimersByTimeAsync(draftDelay)
    expect(calls.save).toHaveBeenCalledTimes(2)
    expect(calls.save.mock.calls[1][0]).toMatchObject({ id: 77, names: { en: 'Wool coat' } })
    expect(unsavedProduct(actor.getSnapshot())).toBeNull()
  })

  it('a change made while the first save is out goes into the created product, not a second one', async () => {
    // The first save takes 500 ms; the next ones answer at once with the id they were given.
    const save = vi.fn(async (p: SellerProduct) =>
      save.mock.calls.length === 1
        ? new Promise<ListingMove>((resolve) => setTimeout(() => resolve({ id: 78, listing: ListingStatus.draft }), 500))
        : { id: p.id ?? -1, listing: ListingStatus.draft },
    )
    const { edit } = start({ ...blankSellerProduct, categoryId: 33, brandId: 5 }, { save })
    edit('names', { en: 'Wool' })
    await vi.advanceTimersByTimeAsync(draftDelay + 100)
    edit('names', { en: 'Wool coat' })
    await vi.advanceTimersByTimeAsync(400 + draftDelay)
    expect(save).toHaveBeenCalledTimes(2)
    expect(save.mock.calls[1][0]).toMatchObject({ id: 78, names: { en: 'Wool coat' } })
  })

  it('a SKU saved by a draft moves by the stock typed after it: the form learns the stock each save kept', async () => {
    const { calls, edit, form } = start({ ...blankSellerProduct, categoryId: 33, brandId: 5 })
    edit('colours', [{ valueId: red, pictures: [] }])
    edit('sizes', [small])
    await vi.advanceTimersByTimeAsync(draftDelay)
    expect(calls.save.mock.calls[0][0].skus[0].stock).toBe(0)
    expect(calls.save.mock.calls[0][0].skus[0].stockRead).toBeUndefined()
    expect(form().skus[0].stockRead).toBe(0)
    await vi.advanceTimersByTimeAsync(draftDelay * 3)
    expect(calls.save, 'what the form learnt saves nothing').toHaveBeenCalledTimes(1)
    edit('skus', editSku(form().skus, { colourId: red, sizeId: small }, 'stock', 5))
    await vi.advanceTimersByTimeAsync(draftDelay)
    // The service moves the saved SKU by 5 - 0.
    expect(calls.save.mock.calls[1][0].skus[0]).toMatchObject({ stock: 5, stockRead: 0 })
    expect(form().skus[0].stockRead).toBe(5)
  })

  it('a draft without a category or brand is not sent, and stays to be kept on leaving', async () => {
    const { actor, calls, edit } = start(blankSellerProduct)
    edit('names', { en: 'Wool coat' })
    await vi.advanceTimersByTimeAsync(draftDelay)
    expect(calls.save).not.toHaveBeenCalled()
    expect(draft(actor)?.hasTag('unsaved')).toBe(true)
    expect(unsavedProduct(actor.getSnapshot())?.names).toEqual({ en: 'Wool coat' })
  })

  it('a listed product keeps no draft: nothing is saved as the owner types', async () => {
    const { actor, calls, edit } = start({ ...complete, listing: ListingStatus.live })
    edit('names', { en: 'Linen shirt, washed' })
    await vi.advanceTimersByTimeAsync(draftDelay * 3)
    expect(calls.save).not.toHaveBeenCalled()
    expect(actor.getSnapshot().children.draft).toBeUndefined()
  })
})

describe('product editor: pictures per colour', () => {
  it('uploads picked pictures into their colour, up to 8, and SUBMIT waits for them', async () => {
    const slow = pending<string, File>()
    const { actor, uploads, form } = start(
      { ...complete, colours: [...complete.colours, { valueId: blue, pictures: [] }] },
      { upload: slow.logic },
    )
    uploads({ type: 'PICK_PICTURES', colourId: blue, files: Array.from({ length: 9 }, (_, i) => png(`b${i}.png`)) })
    expect(slow.calls).toHaveLength(sellerLimits.picturesPerColour)
    expect(actor.getSnapshot().children.uploads?.getSnapshot().context.notice).toEqual({
      colourId: blue,
      error: 'tooMany',
      failure: null,
    })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true)
    slow.settle('/u/b0.png')
    await flush()
    expect(form().colours[1].pictures).toEqual(['/u/b0.png'])
    expect(form().colours[0]).toEqual(complete.colours[0])
  })

  it('pictures landing one after another are all kept, in order', async () => {
    const { uploads, form } = start(complete)
    uploads({ type: 'PICK_PICTURES', colourId: red, files: [png('a.png'), png('b.png'), png('c.png')] })
    await flush()
    await flush()
    expect(form().colours[0].pictures).toEqual(['/u/red-1.webp', '/u/a.png', '/u/b.png', '/u/c.png'])
  })

  it('a colour taken out stops its uploads, never heard', async () => {
    const slow = pending<string, File>()
    const { actor, edit, uploads, form } = start(complete, { upload: slow.logic })
    uploads({ type: 'PICK_PICTURES', colourId: red, files: [png('late.png')] })
    edit('colours', [{ valueId: blue, pictures: ['/u/blue.webp'] }])
    await flush()
    slow.settle('/u/late.png')
    await flush()
    expect(form().colours).toEqual([{ valueId: blue, pictures: ['/u/blue.webp'] }])
    expect(actor.getSnapshot().context.regions.uploads?.busy).toBe(false)
  })

  it('reorders a colour’s pictures by drag or one step by keyboard; out of range moves nothing', () => {
    const colours = [{ valueId: red, pictures: ['a', 'b', 'c'] }]
    expect(movePicture(colours, red, 2, 0)[0].pictures).toEqual(['c', 'a', 'b'])
    expect(movePicture(colours, red, 0, 1)[0].pictures).toEqual(['b', 'a', 'c'])
    expect(movePicture(colours, red, 0, -1)).toEqual(colours)
    expect(movePicture(colours, blue, 0, 1)).toEqual(colours)
  })
})
