import type * as z from 'zod/mini'
import { validateCheckoutAddress } from '../../../contract/orderForms'
import type { checkoutCalls } from '../../../contract/schemas/order'
import type { Tx } from '../../db/client'
import { enforce } from '../../http/input'
import type { MemberScope } from '../../http/scope'
import { insertAddress, knownRegion } from '../address/public'

type CheckoutAddressForm = z.output<(typeof checkoutCalls)['checkoutAddress']['input']>

/**
 * The checkout dialog's new address (docs/behaviour.md#checkout: email required, no picture code), added to
 * the address book like any other (the first becomes the default); answers its id.
 */
export async function checkoutAddress(tx: Tx, scope: Pick<MemberScope, 'tenantId' | 'userId'>, form: CheckoutAddressForm): Promise<number> {
  const region = await knownRegion(tx, form.countryRegion, form.province)
  const checked = { ...form, countryRegion: region.countryRegion, province: region.province }
  enforce(validateCheckoutAddress(checked))
  const { defaultStatus, ...fields } = checked
  return insertAddress(tx, scope, fields, defaultStatus)
}
