import { readFile } from 'node:fs/promises'
import { type Args, idArg, intOption, positional } from '../args'
import { OpsError } from '../client'
import type { Command } from './types'

/** The other side of chats: conversations to answer, and answers as the shop or as customer service. */

/** `--shop 0` is customer service. */
function shopOption(args: Args): number | undefined {
  const raw = args.options.shop
  if (raw === '0') return 0
  return intOption(args, 'shop')
}

/** Everything after the conversation id, as one text. */
function textArg(args: Args): string {
  const text = args.positional.slice(1).join(' ').trim()
  if (!text) throw new OpsError('missing <text>: what the shop answers')
  return text
}

async function fileArg(args: Args) {
  const path = positional(args, 1, 'file')
  try {
    return new File([new Uint8Array(await readFile(path))], path.split('/').pop() ?? 'image')
  } catch {
    throw new OpsError(`cannot read the file ${path}`)
  }
}

export const chatCommands: Record<string, Command> = {
  'chat:list': {
    usage: 'chat:list [--shop <id>|0] [--unanswered] [--tenant N] [--limit N]',
    summary:
      'conversations, latest first: id, tenant, the shopper’s email, the shop (0: customer service), the last message, what the shop has not read',
    run: (args, api) =>
      api.chat.chats({
        shop: shopOption(args),
        unanswered: args.options.unanswered === undefined ? undefined : true,
        tenant: intOption(args, 'tenant'),
        limit: intOption(args, 'limit'),
      }),
  },
  'chat:show': {
    usage: 'chat:show <conversationId>',
    summary: 'a conversation’s newest 200 messages in order: who wrote each, images as URLs, when it was read or retracted',
    run: (args, api) => api.chat.showChat({ id: idArg(args) }),
  },
  'chat:reply': {
    usage: 'chat:reply <conversationId> <text>',
    summary: 'answers as the shop (as customer service when the conversation has no shop); the shopper sees it at the next poll',
    run: (args, api) => api.chat.reply({ id: idArg(args), text: textArg(args) }),
  },
  'chat:image': {
    usage: 'chat:image <conversationId> <file>',
    summary: 'sends an image (jpg, png, gif or webp, judged by its content) as the shop’s or customer service’s answer',
    run: async (args, api) => api.chat.image({ id: idArg(args), file: await fileArg(args) }),
  },
}
