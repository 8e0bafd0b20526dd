import * as z from 'zod/mini'
import { addressLimits, addressWires } from '../address'
import { defineCalls } from '../call'
import { done, flag, formText, id, pageOf, paging } from '../fields'

/** Request and response schemas of the address book (contract/address.ts). */

/**
 * `countryRegion` is a country's `cno` (GET /system/country-region/list), `province` one of its
 * children's (empty when the country has none); the names are in the request's language.
 */
export const address = z.object({
  id: z.number(),
  firstname: z.string(),
  surname: z.string(),
  mobile: z.string(),
  email: z.string(),
  zipcode: z.string(),
  detailAddress: z.string(),
  city: z.string(),
  countryRegion: z.string(),
  countryRegionName: z.string(),
  province: z.string(),
  provinceName: z.string(),
  defaultStatus: z.boolean(),
  remark: z.string(),
})

/** The fields arrive as text; their rules (contract/addressForm.ts) run once they are parsed. */
export const addressFields = z.object({
  firstname: formText(50),
  surname: formText(50),
  mobile: formText(30),
  email: formText(254),
  detailAddress: formText(200),
  countryRegion: formText(16),
  province: formText(16),
  city: formText(64),
  zipcode: formText(20),
  remark: formText(200),
  /** Make this the default address (the first address always is). */
  defaultStatus: z._default(flag(), false),
  /** The picture code and its captcha's uuid. */
  yzcode: formText(16),
  uuid: formText(64),
})

const byId = z.object({ id: id() })

export const addressCalls = defineCalls(addressWires, {
  list: {
    summary: `The shopper's addresses, the default first, then the newest (pageSize ${addressLimits.pageSize})`,
    auth: 'member',
    input: z.object(paging(addressLimits.pageSize, addressLimits.maxPerUser)),
    output: pageOf(address),
  },
  get: { summary: 'One address of the shopper', auth: 'member', input: byId, output: address },
  create: {
    summary: `Add an address (with a picture code; at most ${addressLimits.maxPerUser}); the first becomes the default. Answers its id`,
    auth: 'member',
    input: addressFields,
    output: z.number(),
  },
  delete: {
    summary: 'Remove an address; when it was the default, the newest remaining one becomes the default',
    auth: 'member',
    input: byId,
    output: done(),
  },
  setDefault: { summary: 'Make an address the default (the old default stops being one)', auth: 'member', input: byId, output: done() },
  update: {
    summary: 'Change an address (with a picture code)',
    auth: 'member',
    input: z.object({ id: id(), ...addressFields.shape }),
    output: done(),
  },
})
