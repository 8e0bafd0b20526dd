import { addressLimits } from '../../contract/address'
import type { AddressDraft } from '../../machines/address/addressForm'
import { addressCall as call, apiCall } from './calls'

/** The address book's calls (docs/behaviour.md#addresses) and the country list its form offers. */
export const addressApi = {
  page: (pageNo: number) => call.list({ pageNo, pageSize: addressLimits.pageSize }),
  get: (id: number) => call.get({ id }),
  /** A new address (answers its id) or, with an id, the changes to one. */
  save: ({ id, needsProvince: _, ...form }: AddressDraft): Promise<number | true> =>
    id ? call.update({ id, ...form }) : call.create(form),
  remove: (id: number) => call.delete({ id }),
  setDefault: (id: number) => call.setDefault({ id }),
  countries: () => apiCall.countryRegions(),
}
