import { addressLimits, addressWires } from '../../contract/address'
import type { AddressDraft } from '../../machines/address/addressForm'

import type { addressCalls } from '../../contract/schemas/address'
import { clientOf } from './client'

/** The address book (server/modules/address). */
export const addressApi = clientOf<typeof addressCalls>(addressWires)

/** A new address (answers its id) or, with an id, the changes to one. */
export const saveAddress = ({ id, needsProvince: _, ...form }: AddressDraft): Promise<number | true> =>
  id ? addressApi.update({ id, ...form }) : addressApi.create(form)

/** Every address of the shopper's (one page of the most an account may have), for the checkout. */
export const allAddresses = async () => (await addressApi.list({ pageNo: 1, pageSize: addressLimits.maxPerUser })).list
