import { intOption, positional } from '../args'
import { OpsError } from '../client'
import type { Command } from './types'

/** Writing to shoppers: system messages. */
export const messageCommands: Record<string, Command> = {
  'message:send': {
    usage: 'message:send <email> --title T --content C [--image] [--tenant N]',
    summary: 'a system message to one shopper (--image: the content is an image URL)',
    run: (args, api) => {
      const title = args.options.title
      const content = args.options.content
      if (!title || title === 'true') throw new OpsError('missing --title')
      if (!content || content === 'true') throw new OpsError('missing --content')
      return api.systemMessages.send({
        email: positional(args, 0, 'email'),
        tenant: intOption(args, 'tenant'),
        title,
        content,
        type: args.options.image === 'true' ? 3 : 1,
      })
    },
  },
}
