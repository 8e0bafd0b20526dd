import type { Article, ArticleType } from '../../contract/api'
import type { CategoryNode, FavouriteProduct, FavouriteShop, ShopCard } from '../../contract/catalog'
import { sampleBrands, sampleProducts } from './catalog'

const names = [
  'Galerie Sauvage',
  'Atelier Nord',
  'Maison Orée',
  'Sable & Fils',
  'Lune Studio',
  'Cinq Saisons',
  'Halden',
  'Kiyo',
  'Rue Verte',
  'Bottega Quieta',
  'Halcyon',
  'Folio',
]
const inks = ['#2f2a26', '#7d5a36', '#5b6b84', '#8c9a8e', '#b5645a', '#42301e']

/** A square monogram logo, inline (stories need no server). */
export function monogram(name: string, ink: string) {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><rect width="320" height="320" fill="#fbf9f6"/><circle cx="160" cy="160" r="118" fill="none" stroke="${ink}" stroke-width="3"/><text x="160" y="186" font-family="Georgia" font-size="84" text-anchor="middle" fill="${ink}">${initials}</text></svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

export const sampleShops: ShopCard[] = Array.from({ length: 24 }, (_, i) => {
  const shopname = names[i % names.length] + (i >= names.length ? ` ${['Paris', 'Milano'][i % 2]}` : '')
  return {
    id: i + 1,
    shopname,
    logo: monogram(shopname, inks[i % inks.length]),
    shopDesc:
      'Quiet luxury cut in small ateliers: coats, knitwear and tailoring that keep their shape for years, with a few pieces for the weekend.',
    favoriteCount: 40 + ((i * 137) % 2400),
    storeReputation: 4 + (i % 10) / 10,
  }
})

export const shopCategories: CategoryNode[] = [
  {
    id: 1,
    name: 'Clothing',
    parentId: 0,
    picUrl: null,
    child: ['Coats', 'Dresses', 'Knitwear'].map((name, i) => ({ id: 11 + i, name, parentId: 1, picUrl: null, child: [] })),
  },
  {
    id: 2,
    name: 'Clothing',
    parentId: 0,
    picUrl: null,
    child: ['Tailoring', 'Shirts'].map((name, i) => ({ id: 21 + i, name, parentId: 2, picUrl: null, child: [] })),
  },
]
export const shopBrands = sampleBrands.slice(0, 5)
export const shopRootPopulation = { 1: 'female', 2: 'male' } as const

export const favouriteProducts: FavouriteProduct[] = sampleProducts.slice(0, 7).map((p) => ({
  spuId: p.productId,
  shopId: p.shopId,
  picUrl: p.imglist[0],
  brandName: p.brandName,
  brandId: p.brandId,
  spuName: p.producctName,
  price: p.price,
  marketPrice: p.marketPrice,
  properties: 'Camel · M',
}))

export const favouriteShops: FavouriteShop[] = sampleShops
  .slice(0, 5)
  .map(({ id, logo, shopname, shopDesc }) => ({ id, logo, shopname, shopDesc }))

export const helpTypes: ArticleType[] = [
  { code: 'help', name: 'Help centre' },
  { code: 'legal', name: 'Policies' },
  { code: 'delivery', name: 'Delivery and returns' },
]

export const helpArticles: Article[] = [
  {
    code: 'how-to-buy',
    typeCode: 'help',
    linkType: 0,
    link: '',
    title: 'How to buy',
    content:
      '<p>Shopping here takes four steps:</p><ol><li>Browse Women, Men or Kids, or search for a piece, brand or shop.</li><li>Choose a colour and size, then select <strong>Add to bag</strong>.</li><li>Open your bag and select <strong>Settle</strong>.</li><li>Choose a payment method and confirm.</li></ol>',
  },
  {
    code: 'sizes',
    typeCode: 'help',
    linkType: 0,
    link: '',
    title: 'Size guide',
    content:
      '<table><thead><tr><th>Size</th><th>EU</th><th>UK</th></tr></thead><tbody><tr><td>S</td><td>36</td><td>8</td></tr><tr><td>M</td><td>38</td><td>10</td></tr></tbody></table>',
  },
  {
    code: 'payment',
    typeCode: 'help',
    linkType: 0,
    link: '',
    title: 'Paying for an order',
    content: '<p>Pay with your wallet balance or upload a payment receipt; the platform reviews receipts within 24 hours.</p>',
  },
  {
    code: 'gift-cards',
    typeCode: 'help',
    linkType: 4,
    link: 'https://example.test/gift-cards',
    title: 'Gift cards',
    content: '',
  },
  {
    code: 'returns',
    typeCode: 'help',
    linkType: 0,
    link: '',
    title: 'Returns and refunds',
    content: '<p>Ask for a refund from <em>My orders</em> once the order has shipped.</p>',
  },
]
