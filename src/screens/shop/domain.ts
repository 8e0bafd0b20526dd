import { linkOptions } from '@tanstack/react-router'
import { shopApi } from '../../api/shop'
import { pageOrigin } from '../../lib/page'

/**
 * docs/behaviour.md#shops, getShopInfoByDomain: a storefront opened on a shop's own domain shows
 * that shop. Returns where to go (its /shopProduct page), or null on the tenant's main host
 * or when the look-up fails (the home page then shows as usual).
 */
export async function shopForHost(origin: string = pageOrigin()) {
  const shop = await shopApi.shopByDomain({ url: origin }).catch(() => null)
  return shop ? linkOptions({ to: '/shopProduct', search: { no: shop.id, name: shop.shopname } }) : null
}
