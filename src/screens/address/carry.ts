import { integer, text } from '../../../contract/search'

/**
 * The query parameters /myaddress and /addAddress carry through the round trip (docs/behaviour.md#addresses):
 * `t` 2 when checkout sent the shopper to choose an address, the rest kept for the page that asked.
 */
export const carriedSearch = { t: integer, a: text, ano: integer, ino: text, ista: text, fcode: text, vat: text, pec: text, sdi: text }

export interface AddressCarry {
  t?: number
  a?: string
  ano?: number
  ino?: string
  ista?: string
  fcode?: string
  vat?: string
  pec?: string
  sdi?: string
}

/** Only the carried parameters of a page's search (not its page number nor the address being edited). */
export const carryOf = (search: AddressCarry): AddressCarry =>
  Object.fromEntries(Object.keys(carriedSearch).map((key) => [key, search[key as keyof AddressCarry]])) as AddressCarry

/** docs/behaviour.md#addresses: "use this address" is offered when checkout (t = 2) sent the shopper here. */
export const choosingForCheckout = (carry: AddressCarry) => carry.t === 2
