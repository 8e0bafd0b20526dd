import type { ProductDetail } from '../../contract/catalog'
import type { HeadContext } from '../../contract/head/page'
import { headMessages } from '../../contract/head/texts'
import type { Language } from '../../contract/locale'

/** A head context on https://shop.example with English texts filled from the messages themselves. */
export function contextAt(path: string, lang: Language = 'en', logo: string | null = 'https://shop.example/logo.png'): HeadContext {
  const url = new URL(path, 'https://shop.example')
  return {
    site: { origin: url.origin, name: 'Vitrine', logo },
    pathname: url.pathname,
    query: url.searchParams,
    lang,
    t: (m, values = {}) =>
      `${lang === 'en' ? '' : `[${lang}] `}${headMessages[m.id as keyof typeof headMessages].message.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]))}`,
  }
}

export const detail = (patch: Partial<ProductDetail> = {}): ProductDetail => ({
  productId: 12,
  shopId: 3,
  producctName: 'Linen wrap dress',
  brandName: 'Atelier Nord',
  brandId: 4,
  imglist: ['/media/product/12-a.svg', 'https://cdn.example/12-b.jpg'],
  marketPrice: 15900,
  price: 12950,
  collectflag: 0,
  newFlag: false,
  discountFlag: true,
  description: 'A wrap dress in washed linen.',
  categoryId: 30,
  categoryName: 'Wrap dresses',
  designerId: null,
  designerName: null,
  sex: 2,
  properties: [],
  skus: [
    { id: 121, properties: [], price: 12950, marketPrice: 15900, stock: 0 },
    { id: 122, properties: [], price: 13950, marketPrice: 15900, stock: 4 },
  ],
  colourImages: [],
  shop: {
    id: 3,
    shopname: 'Maison Lune',
    logo: '/uploads/lune.webp',
    shopDesc: 'Slow fashion from Lyon.',
    favoriteCount: 0,
    storeReputation: 5,
    favoriteFlag: 0,
    mno: 'S3',
    shopComment: 0,
    productCount: 10,
    holiday: null,
  },
  ...patch,
})
