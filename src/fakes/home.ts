import type { Banner, CategoryNode, HomeData, PromoVideo } from '../../contract/catalog'
import { picture, sampleProducts } from './catalog'

/** A calm banner picture with a quiet area for its title (left when landscape, top when portrait), as an inline SVG. */
export function bannerPicture(width: number, height: number, ground: string, block: string) {
  const landscape = width > height
  const art = landscape
    ? `<rect x="${width * 0.5}" y="0" width="${width * 0.5}" height="${height}" fill="${block}"/><circle cx="${width * 0.75}" cy="${height * 0.55}" r="${height * 0.3}" fill="${ground}" opacity="0.5"/>`
    : `<rect x="0" y="${height * 0.4}" width="${width}" height="${height * 0.6}" fill="${block}"/><circle cx="${width / 2}" cy="${height * 0.7}" r="${width * 0.25}" fill="${ground}" opacity="0.5"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${ground}"/>${art}</svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

const brandMark = (name: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><rect width="480" height="160" fill="#fff"/><text x="240" y="96" text-anchor="middle" font-family="Georgia" font-size="40" letter-spacing="8" fill="#171513">${name.toUpperCase()}</text></svg>`)}`

const banner = (title: string, type: number, buyId: string, img: string): Banner => ({
  img,
  title,
  type,
  buyId,
  shopId: type === 1 ? 2 : null,
})

export const sampleBrands: Banner[] = [
  'Isola',
  'Rowan',
  'Brume',
  'Hanok',
  'Atlas Row',
  'Saint Clair',
  'Ravel',
  'Marlowe',
  'Umi',
  'Calloway',
].map((name, i) => banner(name, 3, String(i + 1), brandMark(name)))

export const sampleVideos: PromoVideo[] = [
  {
    url: 'https://example.com/lookbook.mp4',
    webm: null,
    poster: bannerPicture(1600, 900, '#2a2622', '#4a443e'),
    title: 'The autumn lookbook',
    captions: null,
  },
  { url: null, webm: null, poster: bannerPicture(1600, 900, '#1f2a44', '#3d5a80'), title: 'Behind the seams', captions: null },
]

export const sampleHome: HomeData = {
  promotional1: [banner('Up to 40% off', 2, '11', bannerPicture(1600, 900, '#f2ede1', '#d4a42c'))],
  publicize1: sampleBrands,
  promotionalvideo1: sampleVideos,
  productSpuList1: { title: '', productSpuDTOList: sampleProducts.slice(0, 12) },
  publicize2: [banner('The linen edit', 2, '12', bannerPicture(2100, 900, '#efe6da', '#c9a27e'))],
  publicize3: [
    banner('New tailoring for him', 2, '13', bannerPicture(1600, 900, '#e8ece6', '#8fa58a')),
    banner('Little wardrobes', 2, '14', bannerPicture(1600, 900, '#f3e7e4', '#d9a6a0')),
  ],
  productSpuList2: { title: '', productSpuDTOList: sampleProducts.slice(8, 20) },
  publicize4: [
    banner('Sneaker season', 1, '101', bannerPicture(800, 1000, '#e6e9ef', '#8fb8de')),
    banner('Free returns, always', 4, 'returns', bannerPicture(800, 1000, '#f2ede1', '#d4a42c')),
    banner('The lookbook', 5, 'https://example.com/lookbook', bannerPicture(800, 1000, '#ece6ee', '#7a4b63')),
  ],
}

/** The phone's home: the same blocks, a portrait hero. */
export const sampleMobileHome: HomeData = {
  ...sampleHome,
  promotional1: [banner('Up to 40% off', 2, '11', bannerPicture(800, 1000, '#f2ede1', '#d4a42c'))],
}

let nextId = 1000
const node = (name: string, child: CategoryNode[] = [], extra: Partial<CategoryNode> = {}): CategoryNode => ({
  id: nextId++,
  name,
  parentId: 0,
  picUrl: null,
  child,
  ...extra,
})
const leaves = (...names: string[]) => names.map((n) => node(n))

/** A three-level tree like the seed's, with a few pieces on the first branch. */
export const sampleTree: CategoryNode[] = [
  node(
    'Clothing',
    [
      node('Dresses', leaves('Midi dresses', 'Maxi dresses', 'Mini dresses')),
      node('Coats & jackets', leaves('Coats', 'Jackets', 'Blazers')),
      node('Knitwear', leaves('Sweaters', 'Cardigans')),
      node('Trousers & jeans', leaves('Trousers', 'Jeans', 'Shorts')),
    ],
    {
      productSpu: sampleProducts
        .slice(0, 3)
        .map((p) => ({ spuId: p.productId, shopId: p.shopId, picUrl: p.imglist[0] ?? picture('#ccc'), name: p.producctName })),
    },
  ),
  node('Shoes', [node('Sneakers', leaves('Low-top sneakers', 'High-top sneakers')), node('Boots', leaves('Ankle boots', 'Knee boots'))]),
  node('Accessories', [node('Bags', leaves('Tote bags', 'Shoulder bags')), node('Scarves', leaves('Silk scarves', 'Wool scarves'))]),
]
