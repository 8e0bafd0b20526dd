import type { Language } from '../../../contract/locale'
import { type MessageKey, message } from '../../http/messages'
import { escapeHtml } from '../../seo/render'
import type { Mail } from './service'

/** A moment as mails and system messages write it: to the minute, in UTC. */
export const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** Who a shopper's mail goes to, in which language, and the tenant it speaks for. */
export interface Recipient {
  email: string
  lang: Language
  tenant: string
  /** The tenant's site, which the mail's links open (scheme and host). */
  origin: string
}

/** A storefront page the mail links to, and the words of its link. */
export interface Link {
  path: string
  label: MessageKey
}

/** One paragraph: its lines, already in the recipient's language, and a link under them. */
export interface Block {
  lines: string[]
  link?: Link
}

export interface Letter {
  title: string
  blocks: Block[]
}

/**
 * A shopper's mail in plain text and HTML, from the same words: a greeting, the blocks, the
 * tenant's signature. Every text is escaped into the HTML (remarks and product names are user
 * text); the links point to the tenant's site.
 */
export function letterMail(to: Recipient, letter: Letter): Mail {
  const { lang, tenant, origin } = to
  const greeting = message('mailGreeting', lang)
  const signature = message('mailSignature', lang, { tenant })
  const linkText = (link: Link) => message('mailLinkLine', lang, { label: message(link.label, lang), link: origin + link.path })
  const textBlock = (b: Block) => [...b.lines, ...(b.link ? [linkText(b.link)] : [])].join('\n')
  const anchor = (link: Link) => `<a href="${escapeHtml(origin + link.path)}">${escapeHtml(message(link.label, lang))}</a>`
  const htmlBlock = (b: Block) => `<p>${[...b.lines.map(escapeHtml), ...(b.link ? [anchor(b.link)] : [])].join('<br>')}</p>`
  return {
    to: to.email,
    subject: message('mailSubject', lang, { title: letter.title, tenant }),
    body: [greeting, ...letter.blocks.map(textBlock), signature].join('\n\n'),
    html: [
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(letter.title)}</title></head>`,
      `<body style="font-family:sans-serif;line-height:1.5"><p>${escapeHtml(greeting)}</p>`,
      ...letter.blocks.map(htmlBlock),
      `<p>${escapeHtml(signature)}</p></body></html>`,
    ].join('\n'),
  }
}
