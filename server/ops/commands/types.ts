import type { Args } from '../args'
import type { OpsClient } from '../client'

/** One operator command: what `help` shows, and what it does through the admin API. */
export interface Command {
  usage: string
  summary: string
  run(args: Args, api: OpsClient): Promise<unknown>
}
