import type { Language } from '../../../contract/locale'
import { message, type MessageKey } from '../../http/messages'
import type { Outcome } from './landing'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Per outcome: the page's heading, its text, and the button of a question. */
const wording: Record<Outcome['kind'], { title: MessageKey; text: MessageKey; button?: MessageKey }> = {
  askConfirm: { title: 'newsletterConfirmTitle', text: 'newsletterConfirmPrompt', button: 'newsletterConfirmButton' },
  confirmed: { title: 'newsletterConfirmTitle', text: 'newsletterConfirmed' },
  expired: { title: 'newsletterConfirmTitle', text: 'newsletterLinkExpired' },
  wasUnsubscribed: { title: 'newsletterConfirmTitle', text: 'newsletterWasUnsubscribed' },
  askUnsubscribe: { title: 'newsletterUnsubscribeTitle', text: 'newsletterUnsubscribePrompt', button: 'newsletterUnsubscribeButton' },
  unsubscribed: { title: 'newsletterUnsubscribeTitle', text: 'newsletterUnsubscribed' },
  invalid: { title: 'newsletterUnsubscribeTitle', text: 'newsletterLinkInvalid' },
}

const styles = `body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1c1a17;background:#f6f3ee}
main{max-width:30rem;margin:12vh auto;padding:2.5rem 2rem;background:#fff}
.brand{margin:0 0 2rem;font:600 .75rem/1 system-ui,sans-serif;letter-spacing:.2em;text-transform:uppercase}
h1{margin:0 0 1rem;font:400 1.75rem/1.2 Georgia,serif}
button{margin:1rem 0;padding:.8rem 1.6rem;border:0;background:#1c1a17;color:#fff;font:inherit;cursor:pointer}
button:focus-visible,a:focus-visible{outline:2px solid #1c1a17;outline-offset:3px}
a{color:inherit}`

/**
 * The small page a mail's link opens, in the link's language: a question with a button that
 * posts to the same address (its token in the query), or how the subscription stands.
 */
export function landingPage(outcome: Outcome, { lang, tenant, nonce }: { lang: Language; tenant: string; nonce: string }): string {
  const words = wording[outcome.kind]
  const params = { tenant, email: 'email' in outcome ? outcome.email : '' }
  const say = (key: MessageKey) => escapeHtml(message(key, lang, params))
  const form = words.button ? `<form method="post"><button type="submit">${say(words.button)}</button></form>` : ''
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${say(words.title)} · ${escapeHtml(tenant)}</title><style nonce="${nonce}">${styles}</style></head>
<body><main><p class="brand">${escapeHtml(tenant)}</p><h1>${say(words.title)}</h1><p>${say(words.text)}</p>${form}
<p><a href="/">${say('newsletterBackToShop')}</a></p></main></body></html>`
}
