import { assign, fromPromise, raise, setup } from 'xstate'
import { type Cart, type CartLine, orderFreight, type SettleCheck } from '../../contract/order'
import { failureMessage } from '../lib/formFields'

/** How long a quantity waits for the next click before it is sent (one call for a run of clicks). */
export const countDebounce = 500

/** A line can be settled when it is on sale and its stock covers its count. */
export const settleable = (line: CartLine) => line.available && line.count <= line.sku.stock

/** The most of one line the shopper may ask for: its stock, and never above 99 (the wire's limit). */
export const maxCount = (line: CartLine) => Math.max(1, Math.min(99, line.sku.stock))

export interface CartTotals {
  /** Sale price times count of the chosen lines that can be settled. */
  subtotal: number
  /** Each chosen shop's freight once, none when its chosen goods reach its free-shipping threshold (docs/behaviour.md#checkout; 0 shows "exempt from postage"). */
  freight: number
  total: number
  /** Pieces and lines chosen. */
  pieces: number
  lines: number
}

/** docs/behaviour.md#checkout: subtotal, freight (one per shop), total = subtotal + freight, of the chosen lines. */
export function cartTotals(lines: readonly CartLine[], selected: readonly number[]): CartTotals {
  const chosen = lines.filter((l) => selected.includes(l.id) && settleable(l))
  const subtotal = chosen.reduce((sum, l) => sum + l.sku.saleprice * l.count, 0)
  const freight = groupByShop(chosen).reduce((sum, group) => sum + group.freight, 0)
  return { subtotal, freight, total: subtotal + freight, pieces: chosen.reduce((n, l) => n + l.count, 0), lines: chosen.length }
}

export interface ShopGroup {
  shopId: number
  shopName: string
  /** The order's freight for these lines (docs/behaviour.md#shop-settings: none once they reach the free-shipping threshold). */
  freight: number
  lines: CartLine[]
}

/** Lines grouped by shop, in the order their shop first appears (lines come newest first). */
export function groupByShop(lines: readonly CartLine[]): ShopGroup[] {
  const groups = new Map<number, ShopGroup>()
  for (const line of lines) {
    const group = groups.get(line.sku.shopId) ?? { shopId: line.sku.shopId, shopName: line.shopName, freight: 0, lines: [] }
    group.lines.push(line)
    groups.set(line.sku.shopId, group)
  }
  return [...groups.values()].map((group) => {
    const goods = group.lines.reduce((sum, l) => sum + l.sku.saleprice * l.count, 0)
    return { ...group, freight: orderFreight(group.lines[0], goods) }
  })
}

/** Why a line cannot be settled: its shop on holiday until `reopens`, off sale (or its shop closed), or only `left` in stock. */
export function unavailableReason(
  line: CartLine,
): { kind: 'holiday'; reopens: number } | { kind: 'offSale' } | { kind: 'soldOut' } | { kind: 'fewLeft'; left: number } | null {
  if (settleable(line)) return null
  if (line.reopens !== null) return { kind: 'holiday', reopens: line.reopens }
  if (line.sku.stock >= line.count) return { kind: 'offSale' }
  return line.sku.stock > 0 ? { kind: 'fewLeft', left: line.sku.stock } : { kind: 'soldOut' }
}

export interface CartContext {
  lines: CartLine[]
  /** Ids of the chosen lines (only lines that can be settled are ever chosen). */
  selected: number[]
  /** Counts typed but not yet sent, by line id. */
  unsent: Record<number, number>
  /** Counts being sent. */
  sending: { id: number; count: number }[]
  /** Lines that could not be settled when loaded (a count change may make them settleable: the service decides). */
  blocked: number[]
  /** Line ids waiting for the shopper to confirm their removal. */
  removing: number[]
  settle: SettleCheck | null
}

export type CartEvent =
  | { type: 'TOGGLE_LINE'; id: number }
  | { type: 'TOGGLE_SHOP'; shopId: number }
  | { type: 'TOGGLE_ALL' }
  | { type: 'SET_COUNT'; id: number; count: number }
  | { type: 'REMOVE'; ids: number[] }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'SETTLE' }
  | { type: 'CLOSE' }
  | { type: 'RELOAD' }

/** The settle check's answer carried by its done event. */
const settleOf = (event: unknown) => (event as { output?: SettleCheck }).output ?? null
const blockedOf = (lines: readonly CartLine[]) => lines.filter((l) => !settleable(l)).map((l) => l.id)
const choosable = (lines: readonly CartLine[]) => lines.filter(settleable).map((l) => l.id)
const toggled = (selected: readonly number[], ids: readonly number[]) => {
  const all = ids.length > 0 && ids.every((id) => selected.includes(id))
  return all ? selected.filter((id) => !ids.includes(id)) : [...new Set([...selected, ...ids])]
}
/** After a reload the choice survives for lines still there and settleable; new lines come chosen. */
function keepSelection(before: CartContext, lines: CartLine[]): number[] {
  const known = new Set(before.lines.map((l) => l.id))
  return choosable(lines).filter((id) => before.selected.includes(id) || !known.has(id))
}

/**
 * The bag (/basket step 1, docs/behaviour.md#checkout): lines chosen one by one, per shop or all;
 * quantities from 1 to the stock, sent after a pause (`countDebounce`) with `updateCount`;
 * removal asks first (`confirming`) then `remove`; both answer the cart's piece count
 * (`countChanged`, for the header). SETTLE needs a chosen line (`canSettle`) then runs
 * `settleCheck`: a balance of exactly 0 shows the recharge tips (tag `rechargeTips`), a chosen
 * line of the shopper's own shop the own-store dialog (tag `ownStore`), else the machine ends
 * (output: the chosen line ids) and checkout moves to step 2.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as { cart: Cart; selected?: number[] },
    output: {} as number[],
  },
  actors: {
    load: fromPromise<Cart>(async () => {
      throw new Error('load is provided by the app')
    }),
    updateCounts: fromPromise<number, { id: number; count: number }[]>(async () => {
      throw new Error('updateCounts is provided by the app')
    }),
    remove: fromPromise<number, number[]>(async () => {
      throw new Error('remove is provided by the app')
    }),
    settleCheck: fromPromise<SettleCheck>(async () => {
      throw new Error('settleCheck is provided by the app')
    }),
  },
  actions: {
    /** The cart now holds this many pieces (the header's count); provided by the app. */
    countChanged: (_, _pieces: number) => {},
    notifyFailure: (_, _message: string | null) => {},
    toggleLine: assign(({ context, event }) =>
      event.type === 'TOGGLE_LINE' && choosable(context.lines).includes(event.id)
        ? { selected: toggled(context.selected, [event.id]) }
        : {},
    ),
    toggleShop: assign(({ context, event }) =>
      event.type === 'TOGGLE_SHOP'
        ? { selected: toggled(context.selected, choosable(context.lines.filter((l) => l.sku.shopId === event.shopId))) }
        : {},
    ),
    toggleAll: assign(({ context }) => ({ selected: toggled(context.selected, choosable(context.lines)) })),
    setCount: assign(({ context, event }) => {
      if (event.type !== 'SET_COUNT') return {}
      const line = context.lines.find((l) => l.id === event.id)
      if (!line) return {}
      const count = Math.min(maxCount(line), Math.max(1, Math.floor(event.count) || 1))
      const lines = context.lines.map((l) => (l.id === line.id ? { ...l, count } : l))
      return {
        lines,
        selected: context.selected.filter((id) => choosable(lines).includes(id)),
        unsent: { ...context.unsent, [line.id]: count },
      }
    }),
    forgetUnsent: assign({ unsent: {}, sending: [] }),
    takeUnsent: assign(({ context }) => ({
      sending: Object.entries(context.unsent).map(([id, count]) => ({ id: Number(id), count })),
      unsent: {},
    })),
    askRemove: assign(({ event }) => (event.type === 'REMOVE' ? { removing: [...new Set(event.ids)] } : {})),
    forgetRemove: assign({ removing: [] }),
    dropRemoved: assign(({ context }) => ({
      lines: context.lines.filter((l) => !context.removing.includes(l.id)),
      selected: context.selected.filter((id) => !context.removing.includes(id)),
      removing: [],
    })),
    reload: raise({ type: 'RELOAD' }),
    rememberSettle: assign(({ event }) => ({ settle: settleOf(event) })),
  },
  guards: {
    canSettle: ({ context }) => cartTotals(context.lines, context.selected).lines > 0,
    hasUnsent: ({ context }) => Object.keys(context.unsent).length > 0,
    sentUnavailable: ({ context }) => context.sending.some((s) => context.blocked.includes(s.id)),
    hasRemoval: ({ event }) => event.type === 'REMOVE' && event.ids.length > 0,
    validCount: ({ context, event }) => event.type === 'SET_COUNT' && context.lines.some((l) => l.id === event.id),
    emptyBalance: ({ event }) => settleOf(event)?.balance === 0,
    ownShopChosen: ({ context, event }) =>
      context.lines.some((l) => context.selected.includes(l.id) && (l.ownShop || settleOf(event)?.ownShopIds.includes(l.sku.shopId))),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => {
    const can = choosable(input.cart.list)
    const selected = input.selected?.filter((id) => can.includes(id))
    return {
      lines: input.cart.list,
      selected: selected?.length ? selected : can,
      unsent: {},
      sending: [],
      blocked: blockedOf(input.cart.list),
      removing: [],
      settle: null,
    }
  },
  initial: 'ready',
  output: ({ context }) => context.selected,
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            lines: event.output.list,
            selected: keepSelection(context, event.output.list),
            blocked: blockedOf(event.output.list),
          })),
        },
        onError: { target: 'failed', actions: { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) } },
      },
    },
    failed: { tags: 'failed', on: { RELOAD: 'loading' } },
    ready: {
      type: 'parallel',
      on: { RELOAD: 'loading' },
      states: {
        lines: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                TOGGLE_LINE: { actions: 'toggleLine' },
                TOGGLE_SHOP: { actions: 'toggleShop' },
                TOGGLE_ALL: { actions: 'toggleAll' },
                REMOVE: { guard: 'hasRemoval', target: 'confirming', actions: 'askRemove' },
                SETTLE: { guard: 'canSettle', target: 'settling' },
              },
            },
            confirming: {
              tags: 'confirmRemove',
              on: { CONFIRM: 'removing', CANCEL: { target: 'idle', actions: 'forgetRemove' } },
            },
            removing: {
              tags: ['confirmRemove', 'busy'],
              invoke: {
                src: 'remove',
                input: ({ context }) => context.removing,
                onDone: { target: 'idle', actions: ['dropRemoved', { type: 'countChanged', params: ({ event }) => event.output }] },
                onError: {
                  target: 'idle',
                  actions: ['forgetRemove', { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) }],
                },
              },
            },
            settling: {
              tags: 'busy',
              invoke: {
                src: 'settleCheck',
                onDone: [
                  { guard: 'emptyBalance', target: 'rechargeTips', actions: 'rememberSettle' },
                  { guard: 'ownShopChosen', target: 'ownStore', actions: 'rememberSettle' },
                  { target: '#cart.settled', actions: 'rememberSettle' },
                ],
                onError: { target: 'idle', actions: { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) } },
              },
            },
            rechargeTips: { tags: 'rechargeTips', on: { CLOSE: 'idle' } },
            ownStore: { tags: 'ownStore', on: { CLOSE: 'idle' } },
          },
        },
        counts: {
          initial: 'idle',
          states: {
            idle: { on: { SET_COUNT: { guard: 'validCount', target: 'waiting', actions: 'setCount' } } },
            waiting: {
              tags: 'counting',
              on: { SET_COUNT: { guard: 'validCount', target: 'waiting', reenter: true, actions: 'setCount' } },
              after: { [countDebounce]: 'saving' },
            },
            saving: {
              tags: 'counting',
              entry: 'takeUnsent',
              on: { SET_COUNT: { guard: 'validCount', actions: 'setCount' } },
              invoke: {
                src: 'updateCounts',
                input: ({ context }) => context.sending,
                onDone: [
                  // A line that could not be settled may be again at its new count: the service says.
                  {
                    guard: 'sentUnavailable',
                    target: 'idle',
                    actions: [{ type: 'countChanged', params: ({ event }) => event.output }, 'reload'],
                  },
                  // Counts typed while the call ran are sent next.
                  { guard: 'hasUnsent', target: 'waiting', actions: { type: 'countChanged', params: ({ event }) => event.output } },
                  { target: 'idle', actions: { type: 'countChanged', params: ({ event }) => event.output } },
                ],
                onError: {
                  target: 'idle',
                  actions: ['forgetUnsent', { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) }, 'reload'],
                },
              },
            },
          },
        },
      },
    },
    settled: { type: 'final', tags: 'settled' },
  },
})
