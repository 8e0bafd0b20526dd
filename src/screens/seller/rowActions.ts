import type { SellerProductRow } from '../../../contract/seller'
import { allowedEvents } from '../../../machines/lib/lifecycle'
import { listingLifecycle } from '../../../machines/lifecycles/listing'
import type { ProductAction } from '../../../machines/seller/productActions'

/** The quick actions a row offers: the listing lifecycle's moves for the owner in its status (the service's own rules), and a copy of any product. */
export function rowActions(row: Pick<SellerProductRow, 'listing'>): ProductAction[] {
  const moves = allowedEvents(listingLifecycle, row.listing, { edited: false })
  return [...(['UNLIST', 'RELIST', 'DELETE'] as const).filter((move) => moves.includes(move)), 'DUPLICATE']
}
