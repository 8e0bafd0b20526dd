import { linkOptions, type LinkOptions } from '@tanstack/react-router'
import { bannerType, type Banner } from '../../../contract/catalog'
import { integer } from '../../../contract/search'
import { navigationCodes } from '../../../contract/navigation'

/** Where a banner leads: a page of the shop, an external address (new tab), or nowhere. */
export type BannerTarget = { kind: 'page'; link: LinkOptions } | { kind: 'external'; href: string } | { kind: 'none' }

const none: BannerTarget = { kind: 'none' }
const page = (link: LinkOptions): BannerTarget => ({ kind: 'page', link })

/** The banner types (docs/behaviour.md#home): 1 product, 2 category, 3 brand, 4 description (article) page, 5 external link. */
export function bannerTarget({ type, buyId, shopId }: Pick<Banner, 'type' | 'buyId' | 'shopId'>): BannerTarget {
  const id = integer(buyId)
  switch (type) {
    case bannerType.product:
      return id ? page(linkOptions({ to: '/productDetail', search: { no: id, ...(shopId ? { shopId } : {}) } })) : none
    case bannerType.category:
      return id
        ? page(linkOptions({ to: '/categoryIndex', search: { type: 'category', categoryId: id, navigation: navigationCodes.category } }))
        : none
    case bannerType.brand:
      return id ? page(linkOptions({ to: '/brand/product/search/$brandId', params: { brandId: String(id) } })) : none
    case bannerType.article:
      return buyId ? page(linkOptions({ to: '/customerService', search: { code: buyId } })) : none
    case bannerType.external:
      return /^https?:\/\//i.test(buyId) ? { kind: 'external', href: buyId } : none
    default:
      return none
  }
}
