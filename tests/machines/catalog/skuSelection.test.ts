import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { Sku } from '../../../contract/catalog'
import { chosenPictures, galleryOf, isAvailable, skuSelectionMachine, type SkuProperties } from '../../../machines/catalog/skuSelection'

const colour = 1
const size = 2
const [black, ivory] = [11, 12]
const [s, m, l] = [21, 22, 23]
const properties: SkuProperties = [
  {
    propertyId: colour,
    name: 'Colour',
    values: [
      { valueId: black, name: 'Black' },
      { valueId: ivory, name: 'Ivory' },
    ],
  },
  {
    propertyId: size,
    name: 'Size',
    values: [
      { valueId: s, name: 'S' },
      { valueId: m, name: 'M' },
      { valueId: l, name: 'L' },
    ],
  },
]
const sku = (id: number, c: number, z: number, stock: number): Sku => ({
  id,
  price: 10000,
  marketPrice: 12000,
  stock,
  properties: [
    { propertyId: colour, propertyName: 'Colour', valueId: c, valueName: '' },
    { propertyId: size, propertyName: 'Size', valueId: z, valueName: '' },
  ],
})
// Black in S (3 left) and M (sold out); ivory in S, M (120 left) and L; there is no black L.
const skus = [sku(1, black, s, 3), sku(2, black, m, 0), sku(3, ivory, s, 5), sku(4, ivory, m, 120), sku(5, ivory, l, 1)]

const start = (props = properties, list = skus) => {
  const actor = createActor(skuSelectionMachine, { input: { properties: props, skus: list } }).start()
  return { actor, context: () => actor.getSnapshot().context, state: () => actor.getSnapshot().value }
}

describe('skuSelection', () => {
  it('starts incomplete with nothing chosen', () => {
    const { context, state } = start()
    expect(state()).toBe('incomplete')
    expect(context()).toMatchObject({ chosen: {}, sku: null, quantity: 1 })
  })

  it('marks sold-out and missing combinations unavailable', () => {
    const { actor, context } = start()
    actor.send({ type: 'CHOOSE', propertyId: colour, valueId: black })
    expect(isAvailable(context(), size, s)).toBe(true)
    expect(isAvailable(context(), size, m)).toBe(false) // out of stock
    expect(isAvailable(context(), size, l)).toBe(false) // does not exist
    // Colours are judged against the chosen size only, not against the chosen colour.
    expect(isAvailable(context(), colour, ivory)).toBe(true)
  })

  it('a complete choice names its SKU', () => {
    const { actor, context, state } = start()
    actor.send({ type: 'CHOOSE', propertyId: colour, valueId: ivory })
    actor.send({ type: 'CHOOSE', propertyId: size, valueId: m })
    expect(state()).toBe('complete')
    expect(context().sku?.id).toBe(4)
  })

  it('choosing a chosen value again un-chooses it', () => {
    const { actor, context, state } = start()
    actor.send({ type: 'CHOOSE', propertyId: colour, valueId: ivory })
    actor.send({ type: 'CHOOSE', propertyId: size, valueId: m })
    actor.send({ type: 'CHOOSE', propertyId: size, valueId: m })
    expect(state()).toBe('incomplete')
    expect(context().chosen).toEqual({ [colour]: ivory })
  })

  it('drops another choice that cannot go with the new value', () => {
    const { actor, context, state } = start()
    actor.send({ type: 'CHOOSE', propertyId: colour, valueId: ivory })
    actor.send({ type: 'CHOOSE', propertyId: size, valueId: l })
    actor.send({ type: 'CHOOSE', propertyId: colour, valueId: black })
    expect(context().chosen).toEqual({ [colour]: black })
    expect(state()).toBe('incomplete')
  })

  it('ignores values the product does not have', () => {
    const { actor, context } = start()
    actor.send({ type: 'CHOOSE', propertyId: size, valueId: 999 })
    expect(context().chosen).toEqual({})
  })

  it('keeps quantity between 1 and the stock (at most 99)', () => {
    const { actor, context } = start()
    actor.send({ type: 'DECREMENT' })
    expect(context().quantity).toBe(1)
    actor.send({ type: 'SET_QUANTITY', quantity: 500 })
    expect(context().quantity).toBe(99)
    actor.send({ type: 'CHOOSE', propertyId: colour, valueId: ivory })
    actor.send({ type: 'CHOOSE', propertyId: size, valueId: m })
    expect(context().quantity).toBe(99) // 120 in stock
    actor.send({ type: 'INCREMENT' })
    expect(context().quantity).toBe(99)
    actor.send({ type: 'CHOOSE', propertyId: colour, valueId: black })
    actor.send({ type: 'CHOOSE', propertyId: size, valueId: s })
    expect(context().quantity).toBe(3) // clamped to the new SKU's stock
    actor.send({ type: 'SET_QUANTITY', quantity: Number.NaN })
    expect(context().quantity).toBe(1)
    actor.send({ type: 'INCREMENT' })
    expect(context().quantity).toBe(2)
  })

  it('chooses single-valued properties from the start', () => {
    const oneColour = [properties[0], { ...properties[1], values: [{ valueId: s, name: 'S' }] }]
    const { context, state } = start(oneColour as SkuProperties, [sku(1, black, s, 2), sku(2, ivory, s, 0)])
    expect(context().chosen).toEqual({ [size]: s })
    expect(state()).toBe('incomplete')
  })

  it('a product without properties is complete at once', () => {
    const single: Sku = { id: 9, price: 100, marketPrice: 100, stock: 4, properties: [] }
    const { context, state } = start([], [single])
    expect(state()).toBe('complete')
    expect(context().sku?.id).toBe(9)
  })
})

describe('the gallery follows the chosen colour', () => {
  const pictures = [
    { valueId: black, imglist: ['black-front', 'black-back'] },
    { valueId: ivory, imglist: ['ivory-front', 'ivory-back'] },
  ]
  const images = ['black-front', 'black-back', 'flat']
  const gallery = (actor: ReturnType<typeof start>) => galleryOf(images, chosenPictures(actor.getSnapshot().context.chosen, pictures))
  const start = () => createActor(skuSelectionMachine, { input: { properties, skus } }).start()

  it('shows the product’s own pictures until a colour is chosen, a size alone changing nothing', () => {
    const actor = start()
    expect(gallery(actor)).toEqual(images)
    actor.send({ type: 'CHOOSE', propertyId: size, valueId: s })
    expect(gallery(actor)).toEqual(images)
  })

  it('puts the chosen colour’s pictures first, without repeating them, and goes back when it is un-chosen', () => {
    const actor = start()
    actor.send({ type: 'CHOOSE', propertyId: colour, valueId: ivory })
    expect(gallery(actor)).toEqual(['ivory-front', 'ivory-back', 'black-front', 'black-back', 'flat'])
    actor.send({ type: 'CHOOSE', propertyId: colour, valueId: black })
    expect(gallery(actor)).toEqual(['black-front', 'black-back', 'flat'])
    actor.send({ type: 'CHOOSE', propertyId: colour, valueId: black })
    expect(gallery(actor)).toEqual(images)
  })

  it('opens in the colour a list card showed, its pictures first; one the product lacks or cannot sell is ignored', () => {
    const opened = (preferred: number, list = skus) =>
      createActor(skuSelectionMachine, { input: { properties, skus: list, preferred } })
        .start()
        .getSnapshot().context.chosen
    expect(opened(ivory)).toEqual({ [colour]: ivory })
    expect(galleryOf(images, chosenPictures(opened(ivory), pictures))).toEqual([
      'ivory-front',
      'ivory-back',
      'black-front',
      'black-back',
      'flat',
    ])
    expect(opened(999)).toEqual({})
    expect(opened(ivory, [sku(1, black, s, 3), sku(3, ivory, s, 0)])).toEqual({})
  })

  it('keeps the same pictures object while the colour stays, so the gallery is not drawn again', () => {
    const actor = start()
    actor.send({ type: 'CHOOSE', propertyId: colour, valueId: ivory })
    const before = chosenPictures(actor.getSnapshot().context.chosen, pictures)
    actor.send({ type: 'CHOOSE', propertyId: size, valueId: m })
    expect(chosenPictures(actor.getSnapshot().context.chosen, pictures)).toBe(before)
  })
})
