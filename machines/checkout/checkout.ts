import { assign, fromPromise, setup } from 'xstate'
import type { Address } from '../../contract/address'
import type { CountryRegion } from '../../contract/api'
import type { CreateOrdersInput } from '../../contract/order'
import { validateCheckoutAddress, validateToPay } from '../../contract/orderForms'
import { failureMessage } from '../lib/formFields'
import { provincesOf } from '../../contract/address'
import { createFormMachine } from '../lib/form'

export type CheckoutStep = 1 | 2 | 3

/** What the checkout keeps in the address bar (and a copy in the tab's storage), so a reload or Back lands on the same step. */
export interface CheckoutPlace {
  step: CheckoutStep
  /** The cart lines being bought. */
  lines: number[]
  addressId: number | null
  remark: string
  /** The orders created at "to pay". */
  orders: number[]
  /** One per checkout: a doubled or retried "to pay" answers the same orders. */
  key: string
}

export type OrderLine = CreateOrdersInput['items'][number]

export interface CheckoutContext extends Omit<CheckoutPlace, 'step'> {
  /** The service's refusal of the last "to pay" (out of stock, own shop). */
  failure: string | null
  /** The step the address bar asked for. */
  asked: CheckoutStep
}

export type CheckoutEvent =
  /** The bag was settled with these lines. */
  | { type: 'SETTLED'; lines: number[] }
  /** Back to the bag. */
  | { type: 'BACK' }
  | { type: 'CHOOSE_ADDRESS'; id: number }
  /** The addresses of step 2 arrived: the chosen one if still there, else the default. */
  | { type: 'ADDRESSES'; list: Address[] }
  | { type: 'EDIT_REMARK'; remark: string }
  | { type: 'ADD_ADDRESS' }
  | { type: 'CLOSE_ADDRESS' }
  | { type: 'ADDRESS_ADDED'; id: number }
  /** "To pay" with the lines as they are now (the view reads them from the bag it shows). */
  | { type: 'TO_PAY'; items: OrderLine[] }
  /** The address bar moved (Back, Forward, a link). */
  | { type: 'URL'; place: Partial<CheckoutPlace> }

/** A key for one checkout, from the browser's random numbers (randomUUID needs a secure page). */
export function newCheckoutKey(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

const placeOf = (context: CheckoutContext, step: CheckoutStep): CheckoutPlace => ({
  step,
  lines: context.lines,
  addressId: context.addressId,
  remark: context.remark,
  orders: context.orders,
  key: context.key,
})

const land = {
  type: 'go',
  params: ({ context }: { context: CheckoutContext }) => ({ place: placeOf(context, landing(context)), replace: true }),
} as const

/**
 * The three steps of /basket (docs/behaviour.md#checkout): 1 bag, 2 delivery address, 3 pay method,
 * each a state tagged `step1`..`step3`. Every move is guarded: settling needs lines, "to pay" needs
 * lines and an address (and a remark within 200), step 3 needs orders. Each move tells the app
 * where the shopper now is (`go`, which writes the address bar: pushed for a move, replaced when a
 * place asked for could not be reached); URL events follow the address bar when the shopper goes
 * Back or Forward. "To pay" runs `createOrders` with the checkout's key (made once, at settle).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as Partial<CheckoutPlace> & { ano?: number },
  },
  actors: {
    createOrders: fromPromise<number[], CreateOrdersInput>(async () => {
      throw new Error('createOrders is provided by the app')
    }),
  },
  actions: {
    /** Shows the place in the address bar (and keeps it for the address book's round trip); provided by the app. */
    go: (_, _to: { place: CheckoutPlace; replace: boolean }) => {},
    /** The address list changed (an address was added): the app reloads it. */
    addressesChanged: () => {},
    notifyFailure: (_, _message: string | null) => {},
    takeLines: assign(({ context, event }) =>
      event.type === 'SETTLED' ? { lines: event.lines, key: context.key || newCheckoutKey(), orders: [], failure: null } : {},
    ),
    chooseAddress: assign(({ event }) =>
      event.type === 'CHOOSE_ADDRESS' || event.type === 'ADDRESS_ADDED' ? { addressId: event.id, failure: null } : {},
    ),
    pickAddress: assign(({ context, event }) => {
      if (event.type !== 'ADDRESSES') return {}
      if (event.list.some((a) => a.id === context.addressId)) return {}
      return { addressId: (event.list.find((a) => a.defaultStatus) ?? event.list[0])?.id ?? null }
    }),
    editRemark: assign(({ event }) => (event.type === 'EDIT_REMARK' ? { remark: event.remark.slice(0, 200) } : {})),
    followUrl: assign(({ context, event }) => {
      if (event.type !== 'URL') return {}
      const p = event.place
      return {
        lines: p.lines ?? context.lines,
        addressId: p.addressId ?? context.addressId,
        remark: p.remark ?? context.remark,
        orders: p.orders ?? context.orders,
        key: p.key ?? context.key,
        asked: p.step ?? 1,
      }
    }),
  },
  guards: {
    settledLines: ({ event }) => event.type === 'SETTLED' && event.lines.length > 0,
    hasLines: ({ context }) => context.lines.length > 0,
    hasOrders: ({ context }) => context.orders.length > 0,
    canPay: ({ context, event }) =>
      event.type === 'TO_PAY' &&
      event.items.length > 0 &&
      context.lines.length > 0 &&
      validateToPay({ addressId: context.addressId, remark: context.remark }) === null,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    lines: input.lines ?? [],
    addressId: input.ano ?? input.addressId ?? null,
    remark: input.remark ?? '',
    orders: input.orders ?? [],
    key: input.key ?? '',
    failure: null,
    asked: input.step ?? 1,
  }),
  initial: 'arriving',
  states: {
    // Where the address bar asked to be, if the checkout can be there, else the nearest step before it;
    // the address bar then says where the shopper landed (replaced, so Back skips the refused place).
    arriving: {
      always: [
        { guard: ({ context }) => landing(context) === 3, target: 'pay', actions: land },
        { guard: ({ context }) => landing(context) === 2, target: 'address', actions: land },
        { target: 'cart', actions: land },
      ],
    },
    cart: {
      tags: 'step1',
      on: {
        SETTLED: {
          guard: 'settledLines',
          target: 'address',
          actions: ['takeLines', { type: 'go', params: ({ context }) => ({ place: placeOf(context, 2), replace: false }) }],
        },
      },
    },
    address: {
      tags: 'step2',
      initial: 'editing',
      on: {
        BACK: { target: 'cart', actions: { type: 'go', params: ({ context }) => ({ place: placeOf(context, 1), replace: false }) } },
        ADDRESSES: { actions: 'pickAddress' },
      },
      states: {
        editing: {
          on: {
            CHOOSE_ADDRESS: { actions: 'chooseAddress' },
            EDIT_REMARK: { actions: 'editRemark' },
            ADD_ADDRESS: 'adding',
            TO_PAY: { guard: 'canPay', target: 'creating' },
          },
        },
        adding: {
          tags: 'addressDialog',
          on: {
            CLOSE_ADDRESS: 'editing',
            ADDRESS_ADDED: { target: 'editing', actions: ['chooseAddress', 'addressesChanged'] },
          },
        },
        creating: {
          tags: 'busy',
          // While orders are being created the address bar waits for their answer.
          on: { URL: {} },
          invoke: {
            src: 'createOrders',
            input: ({ context, event }) => ({
              items: event.type === 'TO_PAY' ? event.items : [],
              addressId: context.addressId ?? 0,
              remark: context.remark.trim(),
              idempotencyKey: context.key,
            }),
            onDone: {
              target: '#checkout.pay',
              actions: [
                assign({ orders: ({ event }) => event.output, failure: null }),
                { type: 'go', params: ({ context }) => ({ place: placeOf(context, 3), replace: false }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                assign({ failure: ({ event }) => failureMessage(event.error) }),
                { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
              ],
            },
          },
        },
      },
    },
    pay: { tags: 'step3' },
  },
  on: {
    URL: { target: '.arriving', actions: 'followUrl' },
  },
})

/** The step the checkout can show of the one asked: step 3 needs orders, step 2 lines. */
function landing(context: CheckoutContext): CheckoutStep {
  if (context.asked === 3 && context.orders.length > 0) return 3
  return context.asked >= 2 && context.lines.length > 0 ? 2 : 1
}

/** The checkout address dialog's form (docs/behaviour.md#checkout: its own required fields, email required, no picture code). */
export interface CheckoutAddressDraft {
  firstname: string
  surname: string
  mobile: string
  email: string
  detailAddress: string
  countryRegion: string
  province: string
  city: string
  zipcode: string
  remark: string
  defaultStatus: boolean
}

export const blankCheckoutAddress = (): CheckoutAddressDraft => ({
  firstname: '',
  surname: '',
  mobile: '',
  email: '',
  detailAddress: '',
  countryRegion: '',
  province: '',
  city: '',
  zipcode: '',
  remark: '',
  defaultStatus: false,
})

/** The countries whose provinces the dialog offers. */
export const checkoutProvinces = (countries: readonly CountryRegion[], cno: string) => provincesOf(countries, cno)

/**
 * The checkout's "add address" dialog: validated by `validateCheckoutAddress` (the service runs the
 * same rules), saved by `submit` (orderCall.checkoutAddress, answering the new id); ends on success.
 */
export const checkoutAddressMachine = createFormMachine({
  types: {} as { result: number },
  id: 'checkoutAddress',
  blank: blankCheckoutAddress,
  validate: (form) => validateCheckoutAddress(form),
  afterSubmit: 'end',
})
