import type { Language } from '../../../contract/locale'
import type { GarmentKind } from '../../modules/media/garments'

export type Texts = Record<Language, string>
/** [en, zh, fr, ja, ko] */
type T5 = readonly [string, string, string, string, string]
export const texts = ([en, zh, fr, ja, ko]: T5): Texts => ({ en, zh, fr, ja, ko })

export type SizeScale = 'clothing' | 'womenShoes' | 'menShoes' | 'kidsShoes' | 'kidsAges' | 'baby' | 'oneSize'

/** A level-3 category: what its products are, how they are named and priced. */
export interface Leaf {
  names: Texts
  /** One product of the category, e.g. "Midi Dress", "Robe midi". */
  item: Texts
  kind: GarmentKind
  styles: readonly string[]
}
export interface Branch { names: Texts; children: Leaf[] }
export interface Root { names: Texts; children: Branch[] }
export interface Population { sex: 1 | 2 | 3; roots: Root[] }

/** Plural and singular: [en plural, en item, zh, fr plural, fr item, ja, ko]. */
const leaf = (kind: GarmentKind, [en, enItem, zh, fr, frItem, ja, ko]: readonly [string, string, string, string, string, string, string], styles: readonly string[]): Leaf => ({
  names: { en, zh, fr, ja, ko },
  item: { en: enItem, zh, fr: frItem, ja, ko },
  kind,
  styles,
})
const branch = (names: T5, children: Leaf[]): Branch => ({ names: texts(names), children })
const root = (names: T5, children: Branch[]): Root => ({ names: texts(names), children })

const clothing: T5 = ['Clothing', '服装', 'Vêtements', '衣類', '의류']
const shoes: T5 = ['Shoes', '鞋履', 'Chaussures', 'シューズ', '신발']
const accessories: T5 = ['Accessories', '配饰', 'Accessoires', 'アクセサリー', '액세서리']
const knitwear: T5 = ['Knitwear', '针织衫', 'Maille', 'ニット', '니트웨어']
const trousersJeans: T5 = ['Trousers & jeans', '裤装', 'Pantalons et jeans', 'パンツ・ジーンズ', '팬츠 & 진']
const coatsJackets: T5 = ['Coats & jackets', '外套与夹克', 'Manteaux et vestes', 'コート・ジャケット', '코트 & 재킷']
const sneakers: T5 = ['Sneakers', '运动鞋', 'Baskets', 'スニーカー', '스니커즈']
const boots: T5 = ['Boots', '靴子', 'Bottes', 'ブーツ', '부츠']
const bags: T5 = ['Bags', '包袋', 'Sacs', 'バッグ', '가방']
const hats: T5 = ['Hats', '帽子', 'Chapeaux', '帽子', '모자']
const scarves: T5 = ['Scarves', '围巾', 'Écharpes', 'スカーフ・マフラー', '스카프']

const trousers = leaf('trousers', ['Trousers', 'Trousers', '长裤', 'Pantalons', 'Pantalon', 'パンツ', '팬츠'], ['Wide-Leg', 'Tapered', 'Pleated', 'Straight-Leg', 'Cropped', 'Drawstring', 'Cigarette'])
const jeans = leaf('jeans', ['Jeans', 'Jeans', '牛仔裤', 'Jeans', 'Jean', 'ジーンズ', '청바지'], ['Straight', 'Slim', 'Wide-Leg', 'Barrel', 'Bootcut', 'Relaxed', 'High-Rise'])
const shorts = leaf('shorts', ['Shorts', 'Shorts', '短裤', 'Shorts', 'Short', 'ショートパンツ', '반바지'], ['Tailored', 'Bermuda', 'Drawstring', 'Pleated', 'Cargo'])
const coats = leaf('coat', ['Coats', 'Coat', '大衣', 'Manteaux', 'Manteau', 'コート', '코트'], ['Double-Breasted', 'Wrap', 'Belted', 'Car', 'Longline', 'Trench', 'Cocoon'])
const jackets = leaf('jacket', ['Jackets', 'Jacket', '夹克', 'Vestes', 'Veste', 'ジャケット', '재킷'], ['Cropped', 'Chore', 'Field', 'Quilted', 'Boxy', 'Utility'])
const blazers = leaf('jacket', ['Blazers', 'Blazer', '西装外套', 'Blazers', 'Blazer', 'テーラードジャケット', '블레이저'], ['Single-Breasted', 'Double-Breasted', 'Relaxed', 'Tailored', 'Unstructured'])
const sweaters = leaf('knit', ['Sweaters', 'Sweater', '毛衣', 'Pulls', 'Pull', 'セーター', '스웨터'], ['Crew-Neck', 'Cable-Knit', 'V-Neck', 'Ribbed', 'Oversized', 'Fisherman'])
const cardigans = leaf('knit', ['Cardigans', 'Cardigan', '开衫', 'Cardigans', 'Cardigan', 'カーディガン', '카디건'], ['Cropped', 'Longline', 'Button-Through', 'Chunky', 'Fine-Knit'])
const lowTops = leaf('sneakers', ['Low-top sneakers', 'Low-Top Sneakers', '低帮运动鞋', 'Baskets basses', 'Baskets basses', 'ローカットスニーカー', '로우탑 스니커즈'], ['Court', 'Retro', 'Minimal', 'Running', 'Platform'])
const highTops = leaf('sneakers', ['High-top sneakers', 'High-Top Sneakers', '高帮运动鞋', 'Baskets montantes', 'Baskets montantes', 'ハイカットスニーカー', '하이탑 스니커즈'], ['Classic', 'Padded', 'Vintage', 'Skate'])
const totes = leaf('bag', ['Tote bags', 'Tote Bag', '托特包', 'Cabas', 'Cabas', 'トートバッグ', '토트백'], ['Everyday', 'Oversized', 'Structured', 'Market', 'Zip-Top'])
const scarvesLeaf = leaf('scarf', ['Scarves', 'Scarf', '围巾', 'Écharpes', 'Écharpe', 'マフラー', '머플러'], ['Fringed', 'Oversized', 'Ribbed', 'Blanket', 'Skinny'])

export const catalogTree: Population[] = [
  {
    sex: 2,
    roots: [
      root(clothing, [
        branch(['Dresses', '连衣裙', 'Robes', 'ワンピース', '원피스'], [
          leaf('dress', ['Midi dresses', 'Midi Dress', '中长连衣裙', 'Robes midi', 'Robe midi', 'ミディ丈ワンピース', '미디 원피스'], ['Wrap', 'Slip', 'Shirt', 'Pleated', 'Bias-Cut', 'Puff-Sleeve', 'Tiered']),
          leaf('dress', ['Maxi dresses', 'Maxi Dress', '长款连衣裙', 'Robes longues', 'Robe longue', 'マキシ丈ワンピース', '맥시 원피스'], ['Tiered', 'Halter', 'Smocked', 'Empire', 'Column']),
          leaf('dress', ['Mini dresses', 'Mini Dress', '短款连衣裙', 'Robes courtes', 'Robe courte', 'ミニ丈ワンピース', '미니 원피스'], ['Shift', 'Smocked', 'Babydoll', 'Ruched', 'Sequinned']),
        ]),
        branch(['Skirts', '半身裙', 'Jupes', 'スカート', '스커트'], [
          leaf('skirt', ['Midi skirts', 'Midi Skirt', '中长半身裙', 'Jupes midi', 'Jupe midi', 'ミディスカート', '미디 스커트'], ['Pleated', 'A-Line', 'Wrap', 'Slip', 'Bias-Cut']),
          leaf('skirt', ['Mini skirts', 'Mini Skirt', '短裙', 'Minijupes', 'Minijupe', 'ミニスカート', '미니 스커트'], ['Pleated', 'A-Line', 'Wrap', 'Tailored']),
        ]),
        branch(['Tops', '上衣', 'Hauts', 'トップス', '상의'], [
          leaf('blouse', ['Blouses', 'Blouse', '女式衬衫', 'Blouses', 'Blouse', 'ブラウス', '블라우스'], ['Pussy-Bow', 'Ruffled', 'Puff-Sleeve', 'Wrap', 'Peasant', 'Pintucked']),
          leaf('shirt', ['Shirts', 'Shirt', '衬衫', 'Chemises', 'Chemise', 'シャツ', '셔츠'], ['Oversized', 'Poplin', 'Striped', 'Boyfriend', 'Cropped']),
          leaf('tshirt', ['T-shirts', 'T-Shirt', 'T恤', 'T-shirts', 'T-shirt', 'Tシャツ', '티셔츠'], ['Crew-Neck', 'V-Neck', 'Boxy', 'Fitted', 'Ringer', 'Pocket']),
        ]),
        branch(knitwear, [sweaters, cardigans]),
        branch(trousersJeans, [trousers, jeans, shorts]),
        branch(coatsJackets, [coats, jackets, blazers]),
      ]),
      root(shoes, [
        branch(sneakers, [lowTops, highTops]),
        branch(boots, [
          leaf('boots', ['Ankle boots', 'Ankle Boots', '短靴', 'Bottines', 'Bottines', 'ショートブーツ', '앵클부츠'], ['Chelsea', 'Heeled', 'Lace-Up', 'Western', 'Lug-Sole']),
          leaf('boots', ['Knee-high boots', 'Knee-High Boots', '及膝靴', 'Bottes hautes', 'Bottes hautes', 'ロングブーツ', '롱부츠'], ['Riding', 'Slouch', 'Block-Heel', 'Stretch']),
        ]),
        branch(['Heels', '高跟鞋', 'Talons', 'ヒール', '힐'], [
          leaf('heels', ['Pumps', 'Pumps', '浅口高跟鞋', 'Escarpins', 'Escarpins', 'パンプス', '펌프스'], ['Pointed', 'Almond-Toe', 'Kitten-Heel', 'Block-Heel']),
          leaf('heels', ['Slingbacks', 'Slingbacks', '露跟鞋', 'Slingbacks', 'Slingbacks', 'スリングバック', '슬링백'], ['Pointed', 'Square-Toe', 'Buckled', 'Kitten-Heel']),
        ]),
      ]),
      root(accessories, [
        branch(bags, [
          totes,
          leaf('bag', ['Shoulder bags', 'Shoulder Bag', '单肩包', 'Sacs porté épaule', 'Sac porté épaule', 'ショルダーバッグ', '숄더백'], ['Baguette', 'Hobo', 'Quilted', 'Saddle', 'Crescent']),
          leaf('bag', ['Crossbody bags', 'Crossbody Bag', '斜挎包', 'Sacs bandoulière', 'Sac bandoulière', 'クロスボディバッグ', '크로스백'], ['Mini', 'Camera', 'Pouch', 'Phone', 'Flap']),
        ]),
        branch(hats, [
          leaf('hat', ['Sun hats', 'Sun Hat', '遮阳帽', 'Chapeaux de soleil', 'Chapeau de soleil', 'サンハット', '썬햇'], ['Wide-Brim', 'Packable', 'Woven', 'Bucket']),
          leaf('hat', ['Fedoras', 'Fedora', '礼帽', 'Fedoras', 'Fedora', '中折れハット', '페도라'], ['Classic', 'Wide-Brim', 'Felted', 'Banded']),
        ]),
        branch(scarves, [
          scarvesLeaf,
          leaf('scarf', ['Silk scarves', 'Silk Scarf', '丝巾', 'Foulards', 'Foulard', 'シルクスカーフ', '실크 스카프'], ['Printed', 'Square', 'Twilly', 'Hand-Rolled']),
        ]),
      ]),
    ],
  },
  {
    sex: 1,
    roots: [
      root(clothing, [
        branch(['Shirts', '衬衫', 'Chemises', 'シャツ', '셔츠'], [
          leaf('shirt', ['Formal shirts', 'Formal Shirt', '正装衬衫', 'Chemises habillées', 'Chemise habillée', 'ドレスシャツ', '드레스 셔츠'], ['Poplin', 'Twill', 'Cutaway-Collar', 'Slim-Fit', 'Double-Cuff']),
          leaf('shirt', ['Casual shirts', 'Casual Shirt', '休闲衬衫', 'Chemises décontractées', 'Chemise décontractée', 'カジュアルシャツ', '캐주얼 셔츠'], ['Oxford', 'Camp-Collar', 'Band-Collar', 'Overshirt', 'Button-Down', 'Flannel']),
        ]),
        branch(['T-shirts & sweatshirts', 'T恤与卫衣', 'T-shirts et sweats', 'Tシャツ・スウェット', '티셔츠 & 스웨트'], [
          leaf('tshirt', ['T-shirts', 'T-Shirt', 'T恤', 'T-shirts', 'T-shirt', 'Tシャツ', '티셔츠'], ['Crew-Neck', 'Heavyweight', 'Pocket', 'Boxy', 'Long-Sleeve', 'Henley']),
          leaf('hoodie', ['Hoodies', 'Hoodie', '连帽卫衣', 'Sweats à capuche', 'Sweat à capuche', 'パーカー', '후디'], ['Zip-Through', 'Oversized', 'Brushed', 'Pullover', 'Loopback']),
        ]),
        branch(knitwear, [sweaters, cardigans]),
        branch(trousersJeans, [trousers, jeans, shorts]),
        branch(coatsJackets, [coats, jackets]),
        branch(['Suits', '西装', 'Costumes', 'スーツ', '수트'], [
          leaf('suit', ['Suits', 'Suit', '西装套装', 'Costumes', 'Costume', 'スーツ', '수트'], ['Single-Breasted', 'Double-Breasted', 'Slim', 'Relaxed', 'Three-Piece']),
          blazers,
        ]),
      ]),
      root(shoes, [
        branch(sneakers, [lowTops, highTops]),
        branch(boots, [
          leaf('boots', ['Chelsea boots', 'Chelsea Boots', '切尔西靴', 'Chelsea boots', 'Chelsea boots', 'チェルシーブーツ', '첼시 부츠'], ['Classic', 'Lug-Sole', 'Round-Toe', 'Crepe-Sole']),
          leaf('boots', ['Lace-up boots', 'Lace-Up Boots', '系带靴', 'Bottes à lacets', 'Bottes à lacets', 'レースアップブーツ', '레이스업 부츠'], ['Derby', 'Work', 'Hiking', 'Combat']),
        ]),
      ]),
      root(accessories, [
        branch(bags, [
          totes,
          leaf('bag', ['Messenger bags', 'Messenger Bag', '邮差包', 'Besaces', 'Besace', 'メッセンジャーバッグ', '메신저백'], ['Canvas', 'Waxed', 'Flap', 'Compact']),
        ]),
        branch(hats, [
          leaf('hat', ['Caps & hats', 'Hat', '帽子', 'Casquettes et chapeaux', 'Chapeau', 'キャップ・ハット', '캡 & 햇'], ['Bucket', 'Felt', 'Trilby', 'Panama']),
        ]),
        branch(scarves, [scarvesLeaf]),
      ]),
    ],
  },
  {
    sex: 3,
    roots: [
      root(['Girls', '女童', 'Filles', 'ガールズ', '여아'], [
        branch(['Dresses & skirts', '连衣裙与半身裙', 'Robes et jupes', 'ワンピース・スカート', '원피스 & 스커트'], [
          leaf('dress', ['Dresses', 'Dress', '连衣裙', 'Robes', 'Robe', 'ワンピース', '원피스'], ['Party', 'Smocked', 'Floral', 'Tiered', 'Pinafore']),
          leaf('skirt', ['Skirts', 'Skirt', '半身裙', 'Jupes', 'Jupe', 'スカート', '스커트'], ['Pleated', 'Tutu', 'Denim', 'Twirl']),
        ]),
        branch(['Tops', '上衣', 'Hauts', 'トップス', '상의'], [
          leaf('tshirt', ['T-shirts', 'T-Shirt', 'T恤', 'T-shirts', 'T-shirt', 'Tシャツ', '티셔츠'], ['Graphic', 'Striped', 'Ruffle-Sleeve', 'Everyday']),
          leaf('knit', ['Jumpers', 'Jumper', '套头衫', 'Pulls', 'Pull', 'セーター', '스웨터'], ['Fair Isle', 'Cable-Knit', 'Cosy', 'Heart']),
        ]),
        branch(['Outerwear', '外套', 'Manteaux', 'アウター', '아우터'], [
          leaf('coat', ['Coats', 'Coat', '大衣', 'Manteaux', 'Manteau', 'コート', '코트'], ['Duffle', 'Pea', 'Padded', 'Hooded']),
          leaf('jacket', ['Jackets', 'Jacket', '夹克', 'Vestes', 'Veste', 'ジャケット', '재킷'], ['Denim', 'Quilted', 'Rain', 'Bomber']),
        ]),
      ]),
      root(['Boys', '男童', 'Garçons', 'ボーイズ', '남아'], [
        branch(['Tops', '上衣', 'Hauts', 'トップス', '상의'], [
          leaf('tshirt', ['T-shirts', 'T-Shirt', 'T恤', 'T-shirts', 'T-shirt', 'Tシャツ', '티셔츠'], ['Graphic', 'Striped', 'Pocket', 'Everyday']),
          leaf('hoodie', ['Hoodies', 'Hoodie', '连帽卫衣', 'Sweats à capuche', 'Sweat à capuche', 'パーカー', '후디'], ['Zip-Through', 'Pullover', 'Fleece', 'Colour-Block']),
          leaf('shirt', ['Shirts', 'Shirt', '衬衫', 'Chemises', 'Chemise', 'シャツ', '셔츠'], ['Oxford', 'Check', 'Chambray', 'Party']),
        ]),
        branch(['Bottoms', '下装', 'Bas', 'ボトムス', '하의'], [
          leaf('trousers', ['Trousers', 'Trousers', '长裤', 'Pantalons', 'Pantalon', 'パンツ', '팬츠'], ['Jogger', 'Chino', 'Cargo', 'Pull-On']),
          leaf('jeans', ['Jeans', 'Jeans', '牛仔裤', 'Jeans', 'Jean', 'ジーンズ', '청바지'], ['Slim', 'Straight', 'Relaxed']),
          leaf('shorts', ['Shorts', 'Shorts', '短裤', 'Shorts', 'Short', 'ショートパンツ', '반바지'], ['Cargo', 'Chino', 'Swim', 'Jersey']),
        ]),
        branch(['Outerwear', '外套', 'Manteaux', 'アウター', '아우터'], [
          leaf('jacket', ['Jackets', 'Jacket', '夹克', 'Vestes', 'Veste', 'ジャケット', '재킷'], ['Puffer', 'Rain', 'Denim', 'Fleece']),
        ]),
      ]),
      root(['Baby & shoes', '婴儿与童鞋', 'Bébé et chaussures', 'ベビー・シューズ', '베이비 & 신발'], [
        branch(['Baby', '婴儿', 'Bébé', 'ベビー', '베이비'], [
          leaf('romper', ['Rompers', 'Romper', '连体衣', 'Barboteuses', 'Barboteuse', 'ロンパース', '롬퍼'], ['Snap', 'Ruffled', 'Short-Sleeve', 'Knitted', 'Organic']),
          leaf('hat', ['Baby hats', 'Baby Hat', '婴儿帽', 'Bonnets bébé', 'Bonnet bébé', 'ベビー帽子', '아기 모자'], ['Sun', 'Bucket', 'Knitted']),
        ]),
        branch(['Kids’ shoes', '童鞋', 'Chaussures enfant', 'キッズシューズ', '아동 신발'], [
          leaf('sneakers', ['Sneakers', 'Sneakers', '运动鞋', 'Baskets', 'Baskets', 'スニーカー', '스니커즈'], ['Velcro', 'Light-Up', 'Canvas', 'Running']),
          leaf('boots', ['Boots', 'Boots', '靴子', 'Bottes', 'Bottes', 'ブーツ', '부츠'], ['Rain', 'Snow', 'Chelsea', 'Hiking']),
        ]),
      ]),
    ],
  },
]

/** The size scale of a category's products. */
export function sizeScaleOf(sex: 1 | 2 | 3, kind: GarmentKind): SizeScale {
  const shoe = kind === 'sneakers' || kind === 'boots' || kind === 'heels'
  if (kind === 'bag' || kind === 'scarf' || (kind === 'hat' && sex !== 3)) return 'oneSize'
  if (sex === 3) return shoe ? 'kidsShoes' : kind === 'romper' || kind === 'hat' ? 'baby' : 'kidsAges'
  if (shoe) return sex === 2 ? 'womenShoes' : 'menShoes'
  return 'clothing'
}
