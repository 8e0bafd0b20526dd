import { messageCommands } from './messages'
import { platformCommands } from './platform'
import type { Command } from './types'

/** Every command of `npm run ops`; a later area adds its own table here. */
export const commands: Record<string, Command> = {
  ...platformCommands,
  ...messageCommands,
}

export type { Command }
