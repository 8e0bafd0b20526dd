import { defineWires, pathsOf } from './call'

/**
 * The newsletter (docs/behaviour.md#newsletter, home page: "newsletter email input"; the call is not
 * shown there, so it is chosen here). Double opt-in: subscribing mails a link that confirms;
 * every mail carries a link that unsubscribes, without logging in. Both links open small pages
 * the service writes itself (`newsletterPages`), in the language the shopper subscribed in.
 *
 * - One subscription per address and tenant, whatever its case; subscribing again while a
 *   confirmation waits mails a new link (at most one a minute), after unsubscribing starts over.
 * - The answer is the same whether the address was new, waiting or already confirmed, so the
 *   call does not tell who subscribes.
 */
export const newsletterWires = defineWires({
  subscribe: 'POST /promotion/newsletter/subscribe',
})
export const newsletterPaths = /* @__PURE__ */ pathsOf(newsletterWires)

/** A subscription's `status`: waiting for its confirmation, confirmed, unsubscribed. */
export const newsletterStatus = { waiting: 0, confirmed: 1, unsubscribed: 2 } as const
export type NewsletterStatus = (typeof newsletterStatus)[keyof typeof newsletterStatus]

/** The pages the mails' links open (service pages, outside /app-api), with `?token=`. */
export const newsletterPages = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const

/** How long a confirmation link stays valid. */
export const confirmLinkDays = 7
