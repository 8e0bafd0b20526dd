import { afterSaleCommands } from './afterSale'
import { chatCommands } from './chat'
import { messageCommands } from './messages'
import { newsletterCommands } from './newsletter'
import { orderCommands } from './orders'
import { platformCommands } from './platform'
import { shopApplicationCommands } from './shopApplication'
import type { Command } from './types'
import { walletCommands } from './wallet'

/** Every command of `npm run ops`; a later area adds its own table here. */
export const commands: Record<string, Command> = {
  ...platformCommands,
  ...messageCommands,
  ...walletCommands,
  ...orderCommands,
  ...afterSaleCommands,
  ...shopApplicationCommands,
  ...newsletterCommands,
  ...chatCommands,
}

export type { Command }
