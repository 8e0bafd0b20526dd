import { linkOptions } from '@tanstack/react-router'
import { bannerType, type Banner } from '../../../contract/catalog'
import { integer } from '../../../contract/search'
import { brandTarget, categoryTarget, externalTarget, type LinkTarget, noTarget, pageTarget } from '../../lib/linkTarget'

/** The banner types (docs/behaviour.md#home): 1 product, 2 category, 3 brand, 4 description (article) page, 5 external link. */
export function bannerTarget({ type, buyId, shopId }: Pick<Banner, 'type' | 'buyId' | 'shopId'>): LinkTarget {
  const id = integer(buyId)
  switch (type) {
    case bannerType.product:
      return id ? pageTarget(linkOptions({ to: '/productDetail', search: { no: id, ...(shopId ? { shopId } : {}) } })) : noTarget
    case bannerType.category:
      return id ? categoryTarget(id) : noTarget
    case bannerType.brand:
      return id ? brandTarget(id) : noTarget
    case bannerType.article:
      return buyId ? pageTarget(linkOptions({ to: '/customerService', search: { code: buyId } })) : noTarget
    case bannerType.external:
      return externalTarget(buyId)
    default:
      return noTarget
  }
}
