import { afterSaleCommands } from './afterSale'
import { chatCommands } from './chat'
import { contentCommands } from './content'
import { listingCommands } from './listing'
import { messageCommands } from './messages'
import { newsletterCommands } from './newsletter'
import { orderCommands } from './orders'
import { platformCommands } from './platform'
import { settlementCommands } from './settlement'
import { shopApplicationCommands } from './shopApplication'
import type { Command } from './types'
import { walletCommands } from './wallet'

/** The commands by area, as `help` and docs/operations.md list them; a later area adds its own table here. */
export const commandGroups: Record<string, Record<string, Command>> = {
  'Tenants, mail, shoppers, catalog': platformCommands,
  'System messages': messageCommands,
  Wallet: walletCommands,
  Orders: orderCommands,
  Settlement: settlementCommands,
  'After-sales': afterSaleCommands,
  'Merchant applications': shopApplicationCommands,
  Newsletter: newsletterCommands,
  Chat: chatCommands,
  Listings: listingCommands,
  Articles: contentCommands,
}

/** Every command of `npm run ops`. */
export const commands: Record<string, Command> = Object.assign({}, ...Object.values(commandGroups))

export type { Command }
