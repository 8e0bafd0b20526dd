import type { GarmentKind } from '../../modules/media/garments'
import type { FabricPattern } from '../../modules/media/product'
import { type SizeScale, type Texts, texts } from './categories'

export interface Colour {
  key: string
  hex: string
  names: Texts
}
const colour = (key: string, hex: string, n: readonly [string, string, string, string, string]): Colour => ({ key, hex, names: texts(n) })

export const colours: Colour[] = [
  colour('black', '#1f1f1f', ['Black', '黑色', 'Noir', 'ブラック', '블랙']),
  colour('white', '#f4f1ea', ['White', '白色', 'Blanc', 'ホワイト', '화이트']),
  colour('ivory', '#efe6d2', ['Ivory', '象牙白', 'Ivoire', 'アイボリー', '아이보리']),
  colour('navy', '#1f2a44', ['Navy', '藏青色', 'Marine', 'ネイビー', '네이비']),
  colour('camel', '#c19a6b', ['Camel', '驼色', 'Camel', 'キャメル', '카멜']),
  colour('olive', '#6b6b3a', ['Olive', '橄榄绿', 'Olive', 'オリーブ', '올리브']),
  colour('burgundy', '#6d1f2e', ['Burgundy', '酒红色', 'Bordeaux', 'ボルドー', '버건디']),
  colour('sage', '#9caf88', ['Sage', '鼠尾草绿', 'Sauge', 'セージ', '세이지']),
  colour('blush', '#e8b4b0', ['Blush', '浅粉色', 'Rose poudré', 'ブラッシュピンク', '블러시']),
  colour('sky', '#8fb8de', ['Sky blue', '天蓝色', 'Bleu ciel', 'スカイブルー', '스카이 블루']),
  colour('grey', '#9a9a9a', ['Grey', '灰色', 'Gris', 'グレー', '그레이']),
  colour('chocolate', '#5a3e2b', ['Chocolate', '巧克力色', 'Chocolat', 'チョコレート', '초콜릿']),
  colour('rust', '#b5532c', ['Rust', '铁锈红', 'Rouille', 'ラスト', '러스트']),
  colour('emerald', '#2e6b4f', ['Emerald', '祖母绿', 'Émeraude', 'エメラルド', '에메랄드']),
  colour('lilac', '#b9a6d3', ['Lilac', '淡紫色', 'Lilas', 'ライラック', '라일락']),
  colour('mustard', '#d4a42c', ['Mustard', '芥末黄', 'Moutarde', 'マスタード', '머스터드']),
  colour('denim', '#3d5a80', ['Denim blue', '牛仔蓝', 'Bleu denim', 'デニムブルー', '데님 블루']),
  colour('charcoal', '#3a3a3a', ['Charcoal', '炭灰色', 'Anthracite', 'チャコール', '차콜']),
  colour('red', '#b3262e', ['Red', '红色', 'Rouge', 'レッド', '레드']),
  colour('fuchsia', '#c94f7c', ['Fuchsia', '紫红色', 'Fuchsia', 'フューシャ', '푸시아']),
]

const denimColours = ['denim', 'navy', 'black', 'ivory', 'grey', 'sky']
const leatherColours = ['black', 'chocolate', 'camel', 'burgundy', 'ivory', 'olive', 'navy']
export const coloursFor = (kind: GarmentKind) => {
  if (kind === 'jeans') return colours.filter((c) => denimColours.includes(c.key))
  if (kind === 'boots' || kind === 'heels' || kind === 'bag') return colours.filter((c) => leatherColours.includes(c.key))
  return colours
}

export interface Material {
  key: string
  names: Texts
}
const material = (key: string, n: readonly [string, string, string, string, string]): Material => ({ key, names: texts(n) })
export const materials: Material[] = [
  material('cotton', ['Cotton', '棉质', 'Coton', 'コットン', '코튼']),
  material('linen', ['Linen', '亚麻', 'Lin', 'リネン', '린넨']),
  material('silk', ['Silk', '真丝', 'Soie', 'シルク', '실크']),
  material('wool', ['Wool', '羊毛', 'Laine', 'ウール', '울']),
  material('merino', ['Merino', '美利奴羊毛', 'Laine mérinos', 'メリノウール', '메리노 울']),
  material('cashmere', ['Cashmere', '羊绒', 'Cachemire', 'カシミヤ', '캐시미어']),
  material('denim', ['Denim', '牛仔布', 'Denim', 'デニム', '데님']),
  material('leather', ['Leather', '皮革', 'Cuir', 'レザー', '가죽']),
  material('suede', ['Suede', '麂皮', 'Daim', 'スエード', '스웨이드']),
  material('canvas', ['Canvas', '帆布', 'Toile', 'キャンバス', '캔버스']),
  material('jersey', ['Jersey', '平纹针织', 'Jersey', 'ジャージー', '저지']),
  material('satin', ['Satin', '缎面', 'Satin', 'サテン', '새틴']),
  material('tweed', ['Tweed', '粗花呢', 'Tweed', 'ツイード', '트위드']),
  material('poplin', ['Poplin', '府绸', 'Popeline', 'ポプリン', '포플린']),
  material('recycled', ['Recycled Nylon', '再生尼龙', 'Nylon recyclé', 'リサイクルナイロン', '재활용 나일론']),
  material('straw', ['Straw', '草编', 'Paille', 'ストロー', '스트로']),
  material('fleece', ['Fleece', '抓绒', 'Polaire', 'フリース', '플리스']),
]

const materialsByKind: Record<GarmentKind, string[]> = {
  tshirt: ['cotton', 'jersey', 'linen'],
  shirt: ['cotton', 'poplin', 'linen', 'silk'],
  blouse: ['silk', 'satin', 'cotton', 'linen', 'poplin'],
  knit: ['merino', 'cashmere', 'wool', 'cotton'],
  hoodie: ['cotton', 'fleece', 'jersey'],
  coat: ['wool', 'cashmere', 'tweed', 'cotton'],
  jacket: ['cotton', 'denim', 'leather', 'tweed', 'recycled', 'wool'],
  suit: ['wool', 'linen', 'tweed'],
  dress: ['linen', 'silk', 'cotton', 'satin', 'jersey', 'poplin'],
  skirt: ['linen', 'satin', 'wool', 'cotton', 'denim', 'leather'],
  trousers: ['wool', 'linen', 'cotton', 'tweed'],
  jeans: ['denim'],
  shorts: ['cotton', 'linen', 'denim'],
  sneakers: ['leather', 'suede', 'canvas', 'recycled'],
  boots: ['leather', 'suede'],
  heels: ['leather', 'suede', 'satin'],
  bag: ['leather', 'canvas', 'suede', 'recycled'],
  hat: ['straw', 'wool', 'cotton', 'canvas'],
  scarf: ['wool', 'cashmere', 'silk', 'merino'],
  romper: ['cotton', 'jersey', 'linen'],
}
export const materialsFor = (kind: GarmentKind) => materials.filter((m) => materialsByKind[kind].includes(m.key))

/** Fabrics a garment may be drawn in (solid the most likely). */
const patternsByKind: Partial<Record<GarmentKind, FabricPattern[]>> = {
  shirt: ['solid', 'solid', 'stripe', 'check'],
  tshirt: ['solid', 'solid', 'stripe'],
  dress: ['solid', 'solid', 'dot', 'stripe'],
  blouse: ['solid', 'solid', 'dot'],
  skirt: ['solid', 'solid', 'check'],
  knit: ['rib', 'rib', 'stripe'],
  scarf: ['check', 'stripe', 'solid'],
  jeans: ['twill'],
  romper: ['solid', 'stripe', 'dot'],
  suit: ['solid', 'solid', 'check'],
}
export const patternsFor = (kind: GarmentKind): FabricPattern[] => patternsByKind[kind] ?? ['solid']

/** Prices in whole USD, [low, high], before the kids' discount. */
export const priceRange: Record<GarmentKind, readonly [number, number]> = {
  tshirt: [25, 95],
  shirt: [60, 240],
  blouse: [60, 280],
  knit: [80, 460],
  hoodie: [60, 220],
  coat: [220, 1200],
  jacket: [150, 820],
  suit: [380, 1500],
  dress: [80, 520],
  skirt: [60, 280],
  trousers: [70, 340],
  jeans: [70, 280],
  shorts: [40, 160],
  sneakers: [80, 360],
  boots: [160, 720],
  heels: [150, 680],
  bag: [120, 1800],
  hat: [30, 260],
  scarf: [40, 420],
  romper: [25, 90],
}

/** Sizes per scale, smallest first; each value has one name in every language unless given. */
export const sizeScales: Record<SizeScale, Texts[]> = {
  clothing: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map(same),
  womenShoes: range(35, 42).map((n) => same(`EU ${n}`)),
  menShoes: range(39, 46).map((n) => same(`EU ${n}`)),
  kidsShoes: range(24, 34)
    .filter((n) => n % 2 === 0)
    .map((n) => same(`EU ${n}`)),
  kidsAges: [2, 4, 6, 8, 10, 12].map((n) => texts([`${n} years`, `${n}岁`, `${n} ans`, `${n}歳`, `${n}세`])),
  baby: ['0–3', '3–6', '6–12', '12–24'].map((m) => texts([`${m} months`, `${m}个月`, `${m} mois`, `${m}ヶ月`, `${m}개월`])),
  oneSize: [texts(['One size', '均码', 'Taille unique', 'フリーサイズ', '프리 사이즈'])],
}
function same(name: string): Texts {
  return texts([name, name, name, name, name])
}
function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

export const propertyNames = {
  colour: texts(['Colour', '颜色', 'Couleur', 'カラー', '색상']),
  size: texts(['Size', '尺码', 'Taille', 'サイズ', '사이즈']),
  material: texts(['Material', '材质', 'Matière', '素材', '소재']),
}
