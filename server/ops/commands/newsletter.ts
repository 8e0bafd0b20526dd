import { readFileSync } from 'node:fs'
import { languages } from '../../../contract/locale'
import { choiceOption, intOption, requiredOption } from '../args'
import { OpsError } from '../client'
import type { Command } from './types'

/** The newsletter's subscribers, and campaigns to them. */
export const newsletterCommands: Record<string, Command> = {
  'newsletter:list': {
    usage: 'newsletter:list [--status waiting|confirmed|unsubscribed|<code>] [--tenant N] [--limit N]',
    summary: 'newsletter subscriptions, newest first: email, status, language, subscribed, confirmed and unsubscribed dates',
    run: (args, api) =>
      api.newsletter.subscriptions({ status: args.options.status, tenant: intOption(args, 'tenant'), limit: intOption(args, 'limit') }),
  },
  'newsletter:send': {
    usage: 'newsletter:send --subject S --body-file F [--lang en|zh|fr|ja|ko] [--tenant N]',
    summary: 'mails the text of F to every confirmed subscriber (of that language), each with their unsubscribe link; prints how many',
    run: (args, api) =>
      api.newsletter.send({
        subject: requiredOption(args, 'subject', 'the mail’s subject'),
        body: readBody(requiredOption(args, 'body-file', 'the file holding the mail’s text')),
        lang: choiceOption(args, 'lang', languages),
        tenant: intOption(args, 'tenant'),
      }),
  },
}

function readBody(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    throw new OpsError(`cannot read --body-file ${file}`)
  }
}
