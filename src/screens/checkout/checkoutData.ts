import type { Address } from '../../../contract/address'
import type { CountryRegion } from '../../../contract/api'
import type { Cart, PayChannel, PaySummary } from '../../../contract/order'
import type { CheckoutPlace } from '../../../machines/checkout/checkout'
import { allAddresses } from '../../api/address'
import { cartApi } from '../../api/cart'
import { checkoutApi } from '../../api/checkout'
import { settingsApi } from '../../api/settings'

/** What a step of /basket shows: the bag (steps 1 and 2, with the addresses for 2), or the orders to pay (step 3). */
export type CheckoutData =
  | { step: 1 | 2; cart: Cart; addresses: Address[]; countries: CountryRegion[] }
  | { step: 3; summary: PaySummary; channels: PayChannel[]; orders: number[] }

/** The pay step's data for some orders (checkout's step 3 and /paymentPage/{id}). */
export async function loadPay(orders: number[]) {
  const [summary, channels] = await Promise.all([checkoutApi.paySummary({ ids: orders }), checkoutApi.payChannels()])
  return { summary, channels, orders }
}

/** The data of the step the address bar asks for (a step that cannot be shown loads the bag: checkout goes back there). */
export async function loadCheckout(step: number, orders: number[]): Promise<CheckoutData> {
  if (step === 3 && orders.length > 0) return { step: 3, ...(await loadPay(orders)) }
  if (step === 2) {
    const [cart, addresses, countries] = await Promise.all([cartApi.cartList(), allAddresses(), settingsApi.countryRegions()])
    return { step: 2, cart, addresses, countries }
  }
  return { step: 1, cart: await cartApi.cartList(), addresses: [], countries: [] }
}

/** The address bar's search of a place (what /basket's validateSearch reads back). */
export function searchOf(place: CheckoutPlace) {
  const later = place.step > 1
  return {
    step: place.step,
    lines: later && place.lines.length > 0 ? place.lines : undefined,
    addressId: later ? (place.addressId ?? undefined) : undefined,
    remark: later && place.remark ? place.remark : undefined,
    orders: place.step === 3 && place.orders.length > 0 ? place.orders : undefined,
    key: later && place.key ? place.key : undefined,
  }
}

const draftKey = 'vitrine.checkout'

/** The checkout's place is kept for the tab too: the address book's round trip comes back with only step and ano. */
export function keepDraft(place: CheckoutPlace | null) {
  try {
    if (place) sessionStorage.setItem(draftKey, JSON.stringify(place))
    else sessionStorage.removeItem(draftKey)
  } catch {
    // Storage refused (private mode): the address bar alone carries the place.
  }
}

function readDraft(): Partial<CheckoutPlace> {
  try {
    return JSON.parse(sessionStorage.getItem(draftKey) ?? '{}') as Partial<CheckoutPlace>
  } catch {
    return {}
  }
}

export interface BasketSearch {
  step?: 1 | 2 | 3
  lines?: number[]
  addressId?: number
  ano?: number
  remark?: string
  orders?: number[]
  key?: string
}

/** The place the address bar names; what it lacks (after the address book) comes from the tab's draft. */
export function placeOf(search: BasketSearch): Partial<CheckoutPlace> {
  const draft = search.step && search.step > 1 && !search.lines ? readDraft() : {}
  return {
    step: search.step ?? 1,
    lines: search.lines ?? draft.lines ?? [],
    addressId: search.ano ?? search.addressId ?? draft.addressId ?? null,
    remark: search.remark ?? draft.remark ?? '',
    orders: search.orders ?? [],
    key: search.key ?? draft.key ?? '',
  }
}
