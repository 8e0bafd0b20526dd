import type * as z from 'zod/mini'
import type { CountryRegion } from './api'
import { defineWires, pathsOf } from './call'
import type { Page } from './envelope'
import type * as s from './schemas/address'

/**
 * The address book's /app-api calls (docs/behaviour.md#addresses): the shopper's delivery
 * addresses, one of them the default. Create and update carry a picture code (yzcode + uuid).
 */
export const addressWires = defineWires({
  list: 'GET /member/address-first/list',
  get: 'GET /member/address-first/get',
  create: 'POST /member/address-first/create',
  delete: 'POST /member/address-first/delete',
  setDefault: 'POST /member/address-first/defaultAddress',
  update: 'PUT /member/address-first/update',
})
export const addressPaths = /* @__PURE__ */ pathsOf(addressWires)

/** docs/behaviour.md#addresses: the address book's pages of 10; a shopper keeps at most 50 addresses. */
export const addressLimits = { pageSize: 10, maxPerUser: 50 } as const

export type Address = z.output<typeof s.address>
export type AddressPage = Page<Address>

/** The provinces of a country of the list (none for an unknown code). */
export const provincesOf = (countries: readonly CountryRegion[], cno: string) => countries.find((c) => c.cno === cno)?.childlist ?? []
