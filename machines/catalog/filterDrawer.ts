import { assign, emit, setup } from 'xstate'
import { noPrice, type PriceText, priceProblem } from './priceRange'

/** Chosen value ids per filter group (e.g. `brand`, `category`, `property:12`). Empty groups are left out. */
export type FilterSelection = Record<string, number[]>
/** How many values a group keeps at once; null or 0: any number. docs/behaviour.md#catalog: limit 1 keeps only the last choice. */
export type GroupLimits = Record<string, number | null | undefined>

export interface FilterDrawerContext {
  limits: GroupLimits
  /** What the list currently shows. */
  applied: FilterSelection
  /** What the open drawer shows, applied only by APPLY. */
  draft: FilterSelection
  /** The price range the list shows, and the one the open drawer shows (as typed, in the shopper's currency). */
  appliedPrice: PriceText
  price: PriceText
}

export type FilterDrawerEvent =
  | { type: 'OPEN' }
  | { type: 'CANCEL' }
  | { type: 'TOGGLE'; group: string; value: number }
  | { type: 'CLEAR' }
  | { type: 'PRICE'; end: keyof PriceText; text: string }
  /** Applies the draft; refused while the typed price range has a problem (priceProblem). */
  | { type: 'APPLY' }
  /** The list changed under the drawer (back/forward, a new result set). */
  | { type: 'SYNC'; applied: FilterSelection; limits?: GroupLimits; price?: PriceText }

export type FilterDrawerEmitted = { type: 'applied'; selection: FilterSelection; price: PriceText }

/** Drops empty groups, so equal selections compare equal. */
export function normalise(selection: FilterSelection): FilterSelection {
  return Object.fromEntries(Object.entries(selection).filter(([, values]) => values.length > 0))
}

/** Adds or removes one value; a full group drops its oldest value (limit 1: the last choice wins). */
export function toggleValue(selection: FilterSelection, limits: GroupLimits, group: string, value: number): FilterSelection {
  const current = selection[group] ?? []
  const limit = limits[group]
  let next: number[]
  if (current.includes(value)) next = current.filter((v) => v !== value)
  else next = limit && current.length >= limit ? [...current.slice(current.length - limit + 1), value] : [...current, value]
  return normalise({ ...selection, [group]: next })
}

export const filterDrawerMachine = setup({
  types: {
    context: {} as FilterDrawerContext,
    events: {} as FilterDrawerEvent,
    input: {} as { limits?: GroupLimits; applied?: FilterSelection; price?: PriceText },
    emitted: {} as FilterDrawerEmitted,
  },
  actions: {
    restoreDraft: assign(({ context }) => ({ draft: context.applied, price: context.appliedPrice })),
    sync: assign(({ context, event }) => {
      if (event.type !== 'SYNC') return {}
      const applied = normalise(event.applied)
      const appliedPrice = event.price ?? context.appliedPrice
      return { applied, draft: applied, limits: event.limits ?? context.limits, appliedPrice, price: appliedPrice }
    }),
    /** An open drawer keeps the shopper's unapplied choices; untouched price inputs follow the list (its range may come after opening). */
    syncKeepingDraft: assign(({ context, event }) => {
      if (event.type !== 'SYNC') return {}
      const appliedPrice = event.price ?? context.appliedPrice
      const untouched = context.price.min === context.appliedPrice.min && context.price.max === context.appliedPrice.max
      return {
        applied: normalise(event.applied),
        limits: event.limits ?? context.limits,
        appliedPrice,
        price: untouched ? appliedPrice : context.price,
      }
    }),
  },
  guards: {
    priceTyped: ({ context }) => priceProblem(context.price) === undefined,
  },
}).createMachine({
  id: 'filterDrawer',
  context: ({ input }) => {
    const applied = normalise(input.applied ?? {})
    const price = input.price ?? noPrice
    return { limits: input.limits ?? {}, applied, draft: applied, appliedPrice: price, price }
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { target: 'open', actions: 'restoreDraft' },
        SYNC: { actions: 'sync' },
      },
    },
    open: {
      on: {
        TOGGLE: {
          actions: assign(({ context, event }) => ({ draft: toggleValue(context.draft, context.limits, event.group, event.value) })),
        },
        PRICE: { actions: assign(({ context, event }) => ({ price: { ...context.price, [event.end]: event.text } })) },
        CLEAR: { actions: assign({ draft: {}, price: noPrice }) },
        APPLY: {
          guard: 'priceTyped',
          target: 'closed',
          actions: [
            assign(({ context }) => ({ applied: context.draft, appliedPrice: context.price })),
            emit(({ context }) => ({ type: 'applied' as const, selection: context.draft, price: context.price })),
          ],
        },
        CANCEL: { target: 'closed', actions: 'restoreDraft' },
        SYNC: { actions: 'syncKeepingDraft' },
      },
    },
  },
})
