import { type LinkOptions, linkOptions } from '@tanstack/react-router'
import { categoryLink } from './categoryLink'

/** Where a link read from the tenant's content leads: a page of the shop, an outside address (new tab), or nowhere. */
export type LinkTarget = { kind: 'page'; link: LinkOptions } | { kind: 'external'; href: string } | { kind: 'none' }

export const noTarget: LinkTarget = { kind: 'none' }
export const pageTarget = (link: LinkOptions): LinkTarget => ({ kind: 'page', link })
/** Only http and https addresses are followed: a `javascript:` or `data:` link in the content leads nowhere. */
export const externalTarget = (href: string): LinkTarget => (/^https?:\/\//i.test(href) ? { kind: 'external', href } : noTarget)

/** A category's product list, a brand's page: what banners and articles lead to by id. */
export const categoryTarget = (id: number) => pageTarget(categoryLink({ id }))
export const brandTarget = (id: number) =>
  pageTarget(linkOptions({ to: '/brand/product/search/$brandId', params: { brandId: String(id) } }))
