import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { ProductDetail } from '../../../contract/catalog'
import { quickViewImages, quickViewMachine, type QuickViewEvent, type QuickViewTarget } from '../../../machines/catalog/quickView'
import { sampleDetail } from '../../../src/fakes/catalog'
import { type ActorsOf, fakesOf } from '../fakes'

const server = fakesOf(quickViewMachine)

const product = (images: number): ProductDetail =>
  ({
    productId: 7,
    shopId: 3,
    producctName: 'Wool coat',
    brandName: 'Atelier',
    brandId: 1,
    imglist: Array.from({ length: images }, (_, i) => `/media/p7-${i}.svg`),
    price: 12900,
    marketPrice: 15900,
    collectflag: 0,
    properties: [],
    skus: [],
    colourImages: [],
  }) as unknown as ProductDetail

const start = (loadProduct: ActorsOf<typeof quickViewMachine>['loadProduct'] = server.resolving('loadProduct', product(3)).logic) =>
  createActor(quickViewMachine.provide({ actors: { loadProduct } })).start()

const open: QuickViewEvent = { type: 'OPEN', productId: 7, shopId: 3 }

describe('quickView', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts closed and loads the product it is opened on', async () => {
    const fake = server.pending('loadProduct')
    const actor = start(fake.logic)
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send(open)
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fake.calls).toEqual([{ productId: 7, shopId: 3 }])
    fake.settle(product(3))
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toEqual({ open: 'playing' })
    expect(actor.getSnapshot().context.product?.producctName).toBe('Wool coat')
    expect(actor.getSnapshot().context.slide).toBe(0)
  })

  it('autoplays every 2 s and wraps around', async () => {
    const actor = start()
    actor.send(open)
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(1999)
    expect(actor.getSnapshot().context.slide).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().context.slide).toBe(1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().context.slide).toBe(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().context.slide).toBe(0)
  })

  it('does not move a single image', async () => {
    const actor = start(server.resolving('loadProduct', product(1)).logic)
    actor.send(open)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(actor.getSnapshot().context.slide).toBe(0)
    actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot().context.slide).toBe(0)
  })

  it('holds while hovered and resumes after release with a fresh 2 s', async () => {
    const actor = start()
    actor.send(open)
    await vi.advanceTimersByTimeAsync(1500)
    actor.send({ type: 'HOLD' })
    expect(actor.getSnapshot().value).toEqual({ open: 'held' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(actor.getSnapshot().context.slide).toBe(0)
    actor.send({ type: 'RELEASE' })
    await vi.advanceTimersByTimeAsync(1999)
    expect(actor.getSnapshot().context.slide).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().context.slide).toBe(1)
  })

  it('stays stopped by the shopper, through hover and release, until play', async () => {
    const actor = start()
    actor.send(open)
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'STOP' })
    actor.send({ type: 'HOLD' })
    actor.send({ type: 'RELEASE' })
    expect(actor.getSnapshot().value).toEqual({ open: 'stopped' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(actor.getSnapshot().context.slide).toBe(0)
    actor.send({ type: 'PLAY' })
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().context.slide).toBe(1)
  })

  it('can be stopped while held', async () => {
    const actor = start()
    actor.send(open)
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'HOLD' })
    actor.send({ type: 'STOP' })
    expect(actor.getSnapshot().value).toEqual({ open: 'stopped' })
  })

  it('moves by hand in every mode; a move while playing restarts the wait', async () => {
    const actor = start()
    actor.send(open)
    await vi.advanceTimersByTimeAsync(1500)
    actor.send({ type: 'PREV' })
    expect(actor.getSnapshot().context.slide).toBe(2)
    await vi.advanceTimersByTimeAsync(1500)
    expect(actor.getSnapshot().context.slide).toBe(2)
    await vi.advanceTimersByTimeAsync(500)
    expect(actor.getSnapshot().context.slide).toBe(0)
    actor.send({ type: 'GO', index: 2 })
    expect(actor.getSnapshot().context.slide).toBe(2)
    actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot().context.slide).toBe(0)
    actor.send({ type: 'HOLD' })
    actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot().context.slide).toBe(1)
    actor.send({ type: 'STOP' })
    actor.send({ type: 'PREV' })
    actor.send({ type: 'GO', index: 5 })
    expect(actor.getSnapshot().context.slide).toBe(2)
    expect(actor.getSnapshot().value).toEqual({ open: 'stopped' })
  })

  it('closes from open and from loading; a late answer is ignored', async () => {
    const fake = server.pending('loadProduct')
    const actor = start(fake.logic)
    actor.send(open)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
    fake.settle(product(3))
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.product).toBeNull()

    const loaded = start()
    loaded.send(open)
    await vi.advanceTimersByTimeAsync(0)
    loaded.send({ type: 'CLOSE' })
    expect(loaded.getSnapshot().value).toBe('closed')
  })

  it('opens on another product from any state, from the first image', async () => {
    const calls: QuickViewTarget[] = []
    const actor = start(
      fromPromise<ProductDetail, QuickViewTarget>(async ({ input }) => {
        calls.push(input)
        return { ...product(3), productId: input.productId }
      }),
    )
    actor.send(open)
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().context.slide).toBe(1)
    actor.send({ type: 'OPEN', productId: 8, shopId: 3 })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.slide).toBe(0)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.product?.productId).toBe(8)
    expect(calls.map((c) => c.productId)).toEqual([7, 8])
  })

  it('shows a failure, retries it, and can close from it', async () => {
    const failing = server.rejecting('loadProduct', 'This product is no longer on sale')
    const actor = start(failing.logic)
    actor.send(open)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure).toBe('This product is no longer on sale')
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().value).toBe('loading')
    await vi.advanceTimersByTimeAsync(0)
    expect(failing.calls).toHaveLength(2)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('keeps no failure message for a transport error', async () => {
    const actor = start(server.rejecting('loadProduct', 'fetch failed', 'network').logic)
    actor.send(open)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure).toBeNull()
  })
})

const coat = sampleDetail
const [colourId, sizeId] = [1, 2]
const [black, ivory, camel] = [11, 12, 13]
const [small, medium] = [22, 23]
const picturesOf = (valueId: number) => coat.colourImages.find((c) => c.valueId === valueId)!.imglist
const choose = (propertyId: number, valueId: number) => ({ type: 'CHOOSE', propertyId, valueId }) as const

/** The shop page's sample coat: black, ivory and camel, each with 3 pictures of its own, in XS to L; black M is sold out. */
describe('quickView quick buy', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  async function opened(detail: ProductDetail = coat) {
    const actor = start(server.resolving('loadProduct', detail).logic)
    actor.send(open)
    await vi.advanceTimersByTimeAsync(0)
    const selection = () => actor.getSnapshot().children.selection!
    return { actor, selection, images: () => quickViewImages(actor.getSnapshot().context) }
  }

  it("chooses the product's specification with the product page's SKU selection", async () => {
    const { selection } = await opened()
    expect(selection().getSnapshot().value).toBe('incomplete')
    selection().send(choose(colourId, camel))
    selection().send(choose(sizeId, small))
    expect(selection().getSnapshot().value).toBe('complete')
    expect(
      selection()
        .getSnapshot()
        .context.sku?.properties.map((p) => p.valueName),
    ).toEqual(['Camel', 'S'])
    selection().send(choose(colourId, black))
    selection().send(choose(sizeId, medium))
    // Black M is sold out.
    expect(selection().getSnapshot().value).toBe('incomplete')
  })

  it("shows a newly chosen colour's pictures first, from the first, with a fresh 2 s", async () => {
    const { actor, selection, images } = await opened()
    expect(images()).toEqual(coat.imglist)
    await vi.advanceTimersByTimeAsync(3500)
    expect(actor.getSnapshot().context.slide).toBe(1)
    selection().send(choose(colourId, black))
    expect(images()).toEqual([...picturesOf(black), ...coat.imglist])
    expect(actor.getSnapshot().context.slide).toBe(0)
    await vi.advanceTimersByTimeAsync(1999)
    expect(actor.getSnapshot().context.slide).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().context.slide).toBe(1)
    // The slider wraps over the longer gallery: seven pictures now.
    actor.send({ type: 'GO', index: 6 })
    actor.send({ type: 'NEXT' })
    expect(actor.getSnapshot().context.slide).toBe(0)
    actor.send({ type: 'PREV' })
    expect(actor.getSnapshot().context.slide).toBe(6)
    selection().send(choose(colourId, camel))
    expect(images().slice(0, 3)).toEqual(picturesOf(camel))
    expect(actor.getSnapshot().context.slide).toBe(0)
  })

  it('leaves the picture on show when a size or quantity is chosen', async () => {
    const { actor, selection } = await opened()
    selection().send(choose(colourId, ivory))
    actor.send({ type: 'GO', index: 3 })
    selection().send(choose(sizeId, medium))
    selection().send({ type: 'INCREMENT' })
    expect(actor.getSnapshot().context.slide).toBe(3)
    expect(selection().getSnapshot().context.quantity).toBe(2)
  })

  it('goes back to the first picture when the colour is un-chosen', async () => {
    const { actor, selection, images } = await opened()
    selection().send(choose(colourId, black))
    actor.send({ type: 'GO', index: 2 })
    selection().send(choose(colourId, black))
    expect(actor.getSnapshot().context.colour).toBeNull()
    expect(images()).toEqual(coat.imglist)
    expect(actor.getSnapshot().context.slide).toBe(0)
  })

  it('stays stopped or held when a colour is chosen', async () => {
    const { actor, selection } = await opened()
    actor.send({ type: 'STOP' })
    actor.send({ type: 'GO', index: 2 })
    selection().send(choose(colourId, black))
    expect(actor.getSnapshot().value).toEqual({ open: 'stopped' })
    expect(actor.getSnapshot().context.slide).toBe(0)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(actor.getSnapshot().context.slide).toBe(0)
    actor.send({ type: 'PLAY' })
    actor.send({ type: 'HOLD' })
    selection().send(choose(colourId, camel))
    expect(actor.getSnapshot().value).toEqual({ open: 'held' })
  })

  it('opens a product made in one colour on that colour', async () => {
    const ivoryOnly = {
      ...coat,
      properties: [{ ...coat.properties[0], values: coat.properties[0].values.filter((v) => v.valueId === ivory) }, coat.properties[1]],
      skus: coat.skus.filter((s) => s.properties[0].valueId === ivory),
    }
    const { images, selection } = await opened(ivoryOnly)
    expect(selection().getSnapshot().context.chosen).toEqual({ [colourId]: ivory })
    expect(images().slice(0, 3)).toEqual(picturesOf(ivory))
  })

  it('starts a new choice for each product and keeps none once closed', async () => {
    const { actor, selection } = await opened()
    selection().send(choose(colourId, black))
    actor.send({ type: 'OPEN', productId: 8, shopId: 3 })
    expect(actor.getSnapshot().children.selection).toBeUndefined()
    expect(actor.getSnapshot().context.colour).toBeNull()
    await vi.advanceTimersByTimeAsync(0)
    expect(selection().getSnapshot().context.chosen).toEqual({})
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().children.selection).toBeUndefined()
  })
})

/**
 * Model-based: every state of the machine (with the image on show) is reached by a shortest
 * event path, and each path replayed on a real actor (fake loader, fake timers) passes through
 * the same states the model does.
 */
describe('quickView model', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const loaded = product(2)
  const done = 'xstate.done.actor.0.quickView.loading'
  const error = 'xstate.error.actor.0.quickView.loading'
  const tick = 'xstate.after.autoplay.quickView.open.playing'
  const events = [
    open,
    { type: done, output: loaded },
    { type: error, error: new Error('gone') },
    { type: tick },
    ...(['CLOSE', 'RETRY', 'NEXT', 'PREV', 'HOLD', 'RELEASE', 'STOP', 'PLAY'] as const).map((type) => ({ type })),
  ] as unknown as QuickViewEvent[]

  const key = (s: { value: unknown; context: { slide: number } }) => `${JSON.stringify(s.value)}:${s.context.slide}`
  const paths = getShortestPaths(quickViewMachine, { events, serializeState: key as never })

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => key(p.state)))).toEqual(
      new Set([
        '"closed":0',
        // Closing keeps the last image index: the popup fades out on it.
        '"closed":1',
        '"loading":0',
        '"failed":0',
        '{"open":"playing"}:0',
        '{"open":"playing"}:1',
        '{"open":"held"}:0',
        '{"open":"held"}:1',
        '{"open":"stopped"}:0',
        '{"open":"stopped"}:1',
      ]),
    )
  })

  for (const path of paths) {
    const route = path.steps.map((s) => s.event.type).join(' > ')
    it(`replays ${key(path.state)} via ${route}`, async () => {
      let fail = false
      const actor = start(
        fromPromise(async () => {
          if (fail) throw new Error('gone')
          return loaded
        }),
      )
      for (const { event, state } of path.steps) {
        const type: string = event.type
        if (type === done) await vi.advanceTimersByTimeAsync(0)
        else if (type === error) {
          // The running load succeeds: replay the failure from a fresh, failing attempt.
          fail = true
          actor.send(open)
          await vi.advanceTimersByTimeAsync(0)
          fail = false
        } else if (type === tick) await vi.advanceTimersByTimeAsync(2000)
        else if (type !== 'xstate.init') actor.send(event)
        expect(key(actor.getSnapshot())).toBe(key(state))
      }
      expect(key(actor.getSnapshot())).toBe(key(path.state))
    })
  }
})
