import { assign, emit, setup } from 'xstate'
import { AfterSaleStatus, AfterSaleWay } from '../../contract/lifecycles'

/** What the refund list is filtered by (docs/behaviour.md#after-sales): mode, status, part of an order number; undefined is all. */
export interface RefundFilters {
  way?: number
  status?: number
  orderNo?: string
}

export type AfterSaleListFiltersEvent =
  | { type: 'WAY'; way: number | undefined }
  | { type: 'STATUS'; status: number | undefined }
  /** The order number box: typed, not yet applied. */
  | { type: 'TYPE'; text: string }
  /** The search is submitted: the typed order number applies. */
  | { type: 'SEARCH' }
  | { type: 'RESET' }
  /** The URL changed under the filters (back, forward, a link). */
  | { type: 'SYNC'; filters: RefundFilters }

export type AfterSaleListFiltersEmitted = { type: 'applied'; filters: RefundFilters }

const ways: readonly number[] = Object.values(AfterSaleWay)
const statuses: readonly number[] = Object.values(AfterSaleStatus)
/** The service's bound on the order number asked for (contract/schemas/afterSale.ts). */
export const orderNoMax = 40

/**
 * The filters a URL may carry, made ones the list knows: an unknown mode or status is all, an
 * order number is trimmed and bounded, an empty one is none. Keys are left out rather than undefined.
 */
export function knownFilters({ way, status, orderNo }: RefundFilters): RefundFilters {
  const no = orderNo?.trim().slice(0, orderNoMax)
  return {
    ...(way !== undefined && ways.includes(way) && { way }),
    ...(status !== undefined && statuses.includes(status) && { status }),
    ...(no && { orderNo: no }),
  }
}

const same = (a: RefundFilters, b: RefundFilters) => a.way === b.way && a.status === b.status && a.orderNo === b.orderNo

interface Context {
  applied: RefundFilters
  /** The order number box as typed. */
  typed: string
}

/** The filters once `event` applies, from what is applied and typed now. */
function next({ applied, typed }: Context, event: AfterSaleListFiltersEvent): RefundFilters {
  switch (event.type) {
    case 'WAY':
      return knownFilters({ ...applied, way: event.way })
    case 'STATUS':
      return knownFilters({ ...applied, status: event.status })
    case 'SEARCH':
      return knownFilters({ ...applied, orderNo: typed })
    default:
      return {}
  }
}

/**
 * The refund list's filters: the mode and the status apply as they are chosen, the order number
 * when the search is submitted, reset clears all three. Pure: every change is emitted as `applied`
 * for the route, which owns the URL, and the URL comes back in as SYNC. Nothing is emitted when
 * the filters would not change. `can({ type: 'RESET' })` says whether there is anything to reset.
 */
export const afterSaleListFiltersMachine = setup({
  types: {
    context: {} as Context,
    events: {} as AfterSaleListFiltersEvent,
    input: {} as { filters?: RefundFilters },
    emitted: {} as AfterSaleListFiltersEmitted,
  },
  actions: {
    apply: assign(({ context, event }) => {
      const applied = next(context, event)
      return { applied, typed: applied.orderNo ?? '' }
    }),
    announce: emit(({ context }) => ({ type: 'applied' as const, filters: context.applied })),
  },
  guards: {
    changes: ({ context, event }) => !same(next(context, event), context.applied),
    hasApplied: ({ context }) => Object.keys(context.applied).length > 0,
    hasTyped: ({ context }) => context.typed !== '',
  },
}).createMachine({
  id: 'afterSaleListFilters',
  context: ({ input }) => {
    const applied = knownFilters(input.filters ?? {})
    return { applied, typed: applied.orderNo ?? '' }
  },
  on: {
    WAY: { guard: 'changes', actions: ['apply', 'announce'] },
    STATUS: { guard: 'changes', actions: ['apply', 'announce'] },
    TYPE: { actions: assign(({ event }) => ({ typed: event.text.slice(0, orderNoMax) })) },
    SEARCH: [
      { guard: 'changes', actions: ['apply', 'announce'] },
      // Nothing new: the box shows what is applied again (trimmed).
      { actions: assign(({ context }) => ({ typed: context.applied.orderNo ?? '' })) },
    ],
    RESET: [
      { guard: 'hasApplied', actions: ['apply', 'announce'] },
      { guard: 'hasTyped', actions: assign({ typed: '' }) },
    ],
    SYNC: {
      actions: assign(({ event }) => {
        const applied = knownFilters(event.filters)
        return { applied, typed: applied.orderNo ?? '' }
      }),
    },
  },
})
