import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Who made a move of an order's or an after-sale's timeline (server/modules/order/moves.ts `Actor`). */
export const actorLabels: Record<string, MessageDescriptor> = {
  shopper: msg`You`,
  platform: msg`The platform`,
  shop: msg`The shop`,
  system: msg`Automatic`,
}
