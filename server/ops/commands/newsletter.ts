import { intOption } from '../args'
import type { Command } from './types'

/** The newsletter's subscribers. */
export const newsletterCommands: Record<string, Command> = {
  'newsletter:list': {
    usage: 'newsletter:list [--status waiting|confirmed|unsubscribed|<code>] [--tenant N] [--limit N]',
    summary: 'newsletter subscriptions, newest first: email, status, language, subscribed, confirmed and unsubscribed dates',
    run: (args, api) =>
      api.get('/newsletter', { status: args.options.status, tenant: intOption(args, 'tenant'), limit: intOption(args, 'limit') }),
  },
}
