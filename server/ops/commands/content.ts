import { linkTypes } from '../../../contract/navigation'
import { choiceOption, intOption, requiredOption } from '../args'
import type { Command } from './types'

/** The help centre's and the footer's articles. */
export const contentCommands: Record<string, Command> = {
  'article:link': {
    usage: `article:link --code C --type ${Object.keys(linkTypes).join('|')} [--to ID|URL] [--tenant N]`,
    summary:
      "where the article's entry in the footer and the help centre leads: itself (article), a category, brand or designer by id, or an http(s) address (expandUrl)",
    run: (args, api) =>
      api.content.articleLink({
        code: requiredOption(args, 'code', 'the article’s code'),
        type: choiceOption(args, 'type', Object.keys(linkTypes) as (keyof typeof linkTypes)[]) ?? 'article',
        to: args.options.to,
        tenant: intOption(args, 'tenant'),
      }),
  },
}
