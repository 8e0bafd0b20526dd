import { assign, setup } from 'xstate'
import { chosenPictures as picturesOfValues, type ProductDetail, type Sku } from '../../contract/catalog'

export type SkuProperties = ProductDetail['properties']
/** propertyId -> chosen valueId. */
export type Choice = Record<number, number>

export interface SkuSelectionContext {
  properties: SkuProperties
  skus: Sku[]
  chosen: Choice
  /** The SKU of a complete choice (every property chosen), else null. */
  sku: Sku | null
  quantity: number
}

export const maxQuantity = 99

const valueIdOf = (sku: Sku, propertyId: number) => sku.properties.find((p) => p.propertyId === propertyId)?.valueId
const matches = (sku: Sku, chosen: Choice) => Object.entries(chosen).every(([pid, vid]) => valueIdOf(sku, Number(pid)) === vid)

/** Whether `valueId` of `propertyId` can be bought together with the other chosen values (exists and in stock). */
export function isAvailable(context: Pick<SkuSelectionContext, 'skus' | 'chosen'>, propertyId: number, valueId: number): boolean {
  const others: Choice = { ...context.chosen, [propertyId]: valueId }
  return context.skus.some((sku) => sku.stock > 0 && matches(sku, others))
}

function skuOf(properties: SkuProperties, skus: Sku[], chosen: Choice): Sku | null {
  if (properties.some((p) => chosen[p.propertyId] === undefined)) return null
  return skus.find((sku) => matches(sku, chosen) && sku.stock > 0) ?? null
}

/** The chosen value that has pictures of its own (a colour) and its pictures; null while none is chosen. */
export const chosenPictures = <T extends { valueId: number }>(chosen: Choice, perValue: readonly T[]): T | null =>
  picturesOfValues(Object.values(chosen), perValue)

/** The gallery: the chosen colour's pictures first, then the product's others. */
export function galleryOf(images: readonly string[], colour: { imglist: readonly string[] } | null): string[] {
  if (!colour) return [...images]
  return [...colour.imglist, ...images.filter((src) => !colour.imglist.includes(src))]
}

/** Largest quantity allowed: 99, and no more than the SKU's stock. */
export const quantityLimit = (sku: Sku | null) => Math.max(1, Math.min(maxQuantity, sku?.stock ?? maxQuantity))
const clampQuantity = (quantity: number, sku: Sku | null) => Math.min(Math.max(1, Math.trunc(quantity) || 1), quantityLimit(sku))

function withChoice(context: SkuSelectionContext, chosen: Choice): Partial<SkuSelectionContext> {
  const sku = skuOf(context.properties, context.skus, chosen)
  return { chosen, sku, quantity: clampQuantity(context.quantity, sku) }
}

/**
 * Properties with a single in-stock value are chosen from the start, and so is `preferred` (the
 * colour a list card showed) when the product offers it and it can be bought with them.
 */
export function initialChoice(properties: SkuProperties, skus: Sku[], preferred?: number): Choice {
  const chosen: Choice = {}
  for (const p of properties) {
    const inStock = p.values.filter((v) => isAvailable({ skus, chosen: {} }, p.propertyId, v.valueId))
    if (p.values.length === 1 && inStock.length === 1) chosen[p.propertyId] = inStock[0].valueId
  }
  const offering = properties.find((p) => p.values.some((v) => v.valueId === preferred))
  if (offering && preferred !== undefined && isAvailable({ skus, chosen }, offering.propertyId, preferred))
    chosen[offering.propertyId] = preferred
  return chosen
}

/**
 * Choosing a product's specification value by value: values that cannot be bought with the
 * current choice are unavailable; a complete choice names one SKU; quantity 1..min(99, stock).
 */
export const skuSelectionMachine = setup({
  types: {
    context: {} as SkuSelectionContext,
    /** `preferred`: a value to start with (ignored when the product does not offer it or it cannot be bought). */
    input: {} as { properties: SkuProperties; skus: Sku[]; preferred?: number },
    events: {} as
      | { type: 'CHOOSE'; propertyId: number; valueId: number }
      | { type: 'SET_QUANTITY'; quantity: number }
      | { type: 'INCREMENT' }
      | { type: 'DECREMENT' },
  },
  guards: {
    complete: ({ context }) => context.sku !== null,
    /** Choosing a chosen value again un-chooses it. */
    isChosen: ({ context, event }) => event.type === 'CHOOSE' && context.chosen[event.propertyId] === event.valueId,
    exists: ({ context, event }) =>
      event.type === 'CHOOSE' &&
      context.properties.some((p) => p.propertyId === event.propertyId && p.values.some((v) => v.valueId === event.valueId)),
  },
  actions: {
    unchoose: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE') return {}
      const { [event.propertyId]: _, ...rest } = context.chosen
      return withChoice(context, rest)
    }),
    /** Other choices that cannot go with the new value are dropped. */
    choose: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE') return {}
      const chosen: Choice = { [event.propertyId]: event.valueId }
      for (const [pid, vid] of Object.entries(context.chosen)) {
        const id = Number(pid)
        if (id !== event.propertyId && isAvailable({ skus: context.skus, chosen }, id, vid)) chosen[id] = vid
      }
      return withChoice(context, chosen)
    }),
    setQuantity: assign(({ context, event }) => {
      const wanted =
        event.type === 'SET_QUANTITY' ? event.quantity : event.type === 'INCREMENT' ? context.quantity + 1 : context.quantity - 1
      return { quantity: clampQuantity(wanted, context.sku) }
    }),
  },
}).createMachine({
  id: 'skuSelection',
  context: ({ input }) => {
    const chosen = initialChoice(input.properties, input.skus, input.preferred)
    const sku = skuOf(input.properties, input.skus, chosen)
    return { properties: input.properties, skus: input.skus, chosen, sku, quantity: 1 }
  },
  initial: 'deciding',
  on: {
    CHOOSE: [
      { guard: 'isChosen', target: '.deciding', actions: 'unchoose' },
      { guard: 'exists', target: '.deciding', actions: 'choose' },
    ],
    SET_QUANTITY: { actions: 'setQuantity' },
    INCREMENT: { actions: 'setQuantity' },
    DECREMENT: { actions: 'setQuantity' },
  },
  states: {
    deciding: { always: [{ guard: 'complete', target: 'complete' }, { target: 'incomplete' }] },
    incomplete: {},
    complete: {},
  },
})
