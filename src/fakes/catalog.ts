import type { Brand, Designer, FilterOptions, ProductCard, ProductDetail, ShopInfo, Sku } from '../../contract/catalog'

const tones = ['#c9b79c', '#2f2a26', '#8c9a8e', '#b5645a', '#e7dfd3', '#5b6b84', '#d6b58a', '#7a5c4a']
const garments = [
  'Silk slip dress',
  'Wool overcoat',
  'Linen shirt',
  'Pleated midi skirt',
  'Cashmere crewneck',
  'Wide-leg trousers',
  'Leather loafers',
  'Cotton trench',
]
const brandNames = ['Maison Orée', 'Atelier Nord', 'Sable & Fils', 'Lune Studio']

/** A calm 3:4 picture: a garment silhouette on a tone, as an inline SVG (stories need no server). */
export function picture(tone: string, label = '') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><rect width="600" height="800" fill="#f3eee7"/><path d="M230 140 L370 140 L430 260 L400 280 L390 660 L210 660 L200 280 L170 260 Z" fill="${tone}"/><text x="300" y="740" font-family="Georgia" font-size="26" text-anchor="middle" fill="#6d655b">${label}</text></svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

const palette = [
  { name: 'Camel', swatch: '#c19a6b' },
  { name: 'Black', swatch: '#1f1f1f' },
  { name: 'Sage', swatch: '#9caf88' },
  { name: 'Burgundy', swatch: '#6d1f2e' },
  { name: 'Ivory', swatch: '#efe6d2' },
  { name: 'Navy', swatch: '#1f2a44' },
]

/** A card's colours: none, two, three or all six (four shown, "+2"), each with its picture. */
function cardColours(i: number): Pick<ProductCard, 'colours' | 'colourCount'> {
  const count = [0, 2, 3, 6][i % 4]
  const all = Array.from({ length: count }, (_, k) => {
    const c = palette[(i + k) % palette.length]
    return { valueId: 11 + ((i + k) % palette.length), name: c.name, swatch: c.swatch, picUrl: picture(c.swatch) }
  })
  return { colours: all.slice(0, 4), colourCount: count }
}

export const sampleProducts: ProductCard[] = Array.from({ length: 20 }, (_, i) => {
  const price = 8900 + ((i * 3700) % 42000)
  const discounted = i % 4 === 1
  const tinted = cardColours(i)
  return {
    productId: 100 + i,
    shopId: 1 + (i % 3),
    producctName: garments[i % garments.length],
    brandName: brandNames[i % brandNames.length],
    brandId: 1 + (i % brandNames.length),
    imglist: tinted.colours?.length
      ? [tinted.colours[0].picUrl, picture(tones[(i + 3) % tones.length])]
      : [picture(tones[i % tones.length]), picture(tones[(i + 3) % tones.length])],
    price,
    marketPrice: discounted ? Math.round(price * 1.4) : price,
    collectflag: i % 7 === 2 ? 1 : 0,
    newFlag: i % 5 === 0,
    discountFlag: discounted,
    ...tinted,
  }
})

export const [plainProduct, discountedProduct, favouriteProduct] = [sampleProducts[0], sampleProducts[1], sampleProducts[2]]

export const sampleOptions: FilterOptions = {
  categoryBaseVOList: [
    { categoryId: 11, name: 'Dresses', count: 86 },
    { categoryId: 12, name: 'Coats', count: 54 },
    { categoryId: 13, name: 'Knitwear', count: 47 },
  ],
  productBrands: brandNames.map((name, i) => ({ id: i + 1, name, count: [64, 0, 71, 52][i] })),
  designerSaveReqVOList: [
    { id: 1, name: 'Inès Marchand', count: 23 },
    { id: 2, name: 'Kenji Mori', count: 9 },
  ],
  productPropertyListVos: [
    {
      title: 'Size',
      propertyId: 2,
      limit: 1,
      productPropertyVoList: ['XS', 'S', 'M', 'L', 'XL'].map((valueName, i) => ({
        valueName,
        valueId: 21 + i,
        count: [0, 41, 63, 58, 25][i],
      })),
    },
    {
      title: 'Colour',
      propertyId: 1,
      limit: null,
      productPropertyVoList: ['Black', 'Ivory', 'Camel'].map((valueName, i) => ({ valueName, valueId: 11 + i, count: [92, 38, 57][i] })),
    },
  ],
}

export const sampleShop: ShopInfo = {
  id: 1,
  shopname: 'Galerie Sauvage',
  logo: picture('#2f2a26'),
  shopDesc: 'Quiet luxury from Paris ateliers.',
  favoriteCount: 1280,
  storeReputation: 4.8,
  favoriteFlag: 0,
  mno: 'S-0001',
  shopComment: 0,
  productCount: 214,
  holiday: null,
}

const colours = [
  { valueId: 11, name: 'Black', swatch: '#1d1b19' },
  { valueId: 12, name: 'Ivory', swatch: '#efe8da' },
  { valueId: 13, name: 'Camel', swatch: '#b8864e' },
]
const sizes = ['XS', 'S', 'M', 'L'].map((name, i) => ({ valueId: 21 + i, name }))

/** Every colour in every size, except camel XS (never made) and black M (sold out). */
const skus: Sku[] = colours.flatMap((c, ci) =>
  sizes
    .filter((s) => !(c.name === 'Camel' && s.name === 'XS'))
    .map((s, si) => ({
      id: 1000 + ci * 10 + si,
      price: 42000,
      marketPrice: 56000,
      stock: c.name === 'Black' && s.name === 'M' ? 0 : 3 + si,
      properties: [
        { propertyId: 1, propertyName: 'Colour', valueId: c.valueId, valueName: c.name },
        { propertyId: 2, propertyName: 'Size', valueId: s.valueId, valueName: s.name },
      ],
    })),
)

export const sampleDetail: ProductDetail = {
  ...sampleProducts[1],
  producctName: 'Double-faced wool overcoat',
  imglist: [picture('#b8864e', 'front'), picture('#b8864e', 'back'), picture('#1d1b19', 'detail'), picture('#efe8da', 'styled')],
  price: 42000,
  marketPrice: 56000,
  collectflag: 0,
  description:
    'A long, softly structured overcoat in double-faced wool, cut with dropped shoulders and hand-finished seams.\nDry clean only.',
  categoryId: 12,
  categoryName: 'Coats',
  designerId: 1,
  designerName: 'Inès Marchand',
  sex: 2,
  properties: [
    { propertyId: 1, name: 'Colour', values: colours },
    { propertyId: 2, name: 'Size', values: sizes },
  ],
  skus,
  colourImages: colours.map((c) => ({
    valueId: c.valueId,
    imglist: [picture(c.swatch, `${c.name} front`), picture(c.swatch, `${c.name} back`), picture(c.swatch, `${c.name} detail`)],
  })),
  shop: sampleShop,
}

export const sampleBrands: Brand[] = [...brandNames, 'Bottega Quieta', 'Cinq Saisons', 'Halden', 'Kiyo', 'Rue Verte', '8 Degrés'].map(
  (name, i) => ({
    id: i + 1,
    name,
    logo: picture(tones[i % tones.length]),
    description: '',
    productCount: 12 + i * 7,
  }),
)

export const sampleDesigners: Designer[] = ['Inès Marchand', 'Kenji Mori', 'Ada Okafor', 'Lars Holm', 'Mei Lin', 'Sofia Reyes'].map(
  (name, i) => ({
    id: i + 1,
    name,
    avatar: picture(tones[(i + 2) % tones.length]),
    description: 'Tailoring with a soft hand and a long memory.',
    productCount: 8 + i * 5,
  }),
)
