import type { Random } from '../../modules/media/random'
import type { Texts } from './categories'
import type { cities } from './names'

type City = (typeof cities)[number]

/** The cities of names.ts in every storefront language. */
const cityNames: Record<City, Texts> = {
  Paris: { en: 'Paris', zh: '巴黎', fr: 'Paris', ja: 'パリ', ko: '파리' },
  Lyon: { en: 'Lyon', zh: '里昂', fr: 'Lyon', ja: 'リヨン', ko: '리옹' },
  Copenhagen: { en: 'Copenhagen', zh: '哥本哈根', fr: 'Copenhague', ja: 'コペンハーゲン', ko: '코펜하겐' },
  Stockholm: { en: 'Stockholm', zh: '斯德哥尔摩', fr: 'Stockholm', ja: 'ストックホルム', ko: '스톡홀름' },
  Milan: { en: 'Milan', zh: '米兰', fr: 'Milan', ja: 'ミラノ', ko: '밀라노' },
  Florence: { en: 'Florence', zh: '佛罗伦萨', fr: 'Florence', ja: 'フィレンツェ', ko: '피렌체' },
  Lisbon: { en: 'Lisbon', zh: '里斯本', fr: 'Lisbonne', ja: 'リスボン', ko: '리스본' },
  Barcelona: { en: 'Barcelona', zh: '巴塞罗那', fr: 'Barcelone', ja: 'バルセロナ', ko: '바르셀로나' },
  Antwerp: { en: 'Antwerp', zh: '安特卫普', fr: 'Anvers', ja: 'アントワープ', ko: '안트베르펜' },
  Berlin: { en: 'Berlin', zh: '柏林', fr: 'Berlin', ja: 'ベルリン', ko: '베를린' },
  Tokyo: { en: 'Tokyo', zh: '东京', fr: 'Tokyo', ja: '東京', ko: '도쿄' },
  Kyoto: { en: 'Kyoto', zh: '京都', fr: 'Kyoto', ja: '京都', ko: '교토' },
  Seoul: { en: 'Seoul', zh: '首尔', fr: 'Séoul', ja: 'ソウル', ko: '서울' },
  Shanghai: { en: 'Shanghai', zh: '上海', fr: 'Shanghai', ja: '上海', ko: '상하이' },
  London: { en: 'London', zh: '伦敦', fr: 'Londres', ja: 'ロンドン', ko: '런던' },
  'New York': { en: 'New York', zh: '纽约', fr: 'New York', ja: 'ニューヨーク', ko: '뉴욕' },
  Melbourne: { en: 'Melbourne', zh: '墨尔本', fr: 'Melbourne', ja: 'メルボルン', ko: '멜버른' },
  'Mexico City': { en: 'Mexico City', zh: '墨西哥城', fr: 'Mexico', ja: 'メキシコシティ', ko: '멕시코시티' },
}

/** What a shop sells, as its description's sentence needs it (French with its article, Korean with its particle). */
export const shopFocus: Texts[] = [
  {
    en: 'slow-made womenswear',
    zh: '慢工细作的女装',
    fr: 'une mode femme fabriquée sans se presser',
    ja: 'ていねいに仕立てたウィメンズウェア',
    ko: '천천히 정성껏 만든 여성복을',
  },
  { en: 'tailoring and shirts', zh: '西装与衬衫', fr: 'du tailleur et des chemises', ja: 'テーラードとシャツ', ko: '테일러링과 셔츠를' },
  {
    en: 'knitwear from small mills',
    zh: '来自小型纺织厂的针织衫',
    fr: 'de la maille issue de petites filatures',
    ja: '小さな紡績工場のニットウェア',
    ko: '작은 방직 공장에서 온 니트웨어를',
  },
  {
    en: 'shoes and leather goods',
    zh: '鞋履与皮具',
    fr: 'des chaussures et de la maroquinerie',
    ja: 'シューズとレザーグッズ',
    ko: '신발과 가죽 소품을',
  },
  {
    en: 'children’s clothes that last',
    zh: '经穿耐用的童装',
    fr: 'des vêtements d’enfant qui durent',
    ja: '長く着られる子ども服',
    ko: '오래 입을 수 있는 아동복을',
  },
  {
    en: 'vintage-inspired denim',
    zh: '复古风牛仔',
    fr: 'du denim d’inspiration vintage',
    ja: 'ヴィンテージにインスパイアされたデニム',
    ko: '빈티지에서 영감을 받은 데님을',
  },
  {
    en: 'bags, hats and scarves',
    zh: '包袋、帽子与围巾',
    fr: 'des sacs, des chapeaux et des écharpes',
    ja: 'バッグ、帽子、スカーフ',
    ko: '가방, 모자, 스카프를',
  },
  {
    en: 'relaxed everyday basics',
    zh: '轻松自在的日常基本款',
    fr: 'des basiques décontractés pour tous les jours',
    ja: '肩の力が抜けた毎日のベーシック',
    ko: '편안한 데일리 베이직을',
  },
  {
    en: 'occasion dresses',
    zh: '礼服裙',
    fr: 'des robes pour les grandes occasions',
    ja: '特別な日のためのドレス',
    ko: '특별한 날을 위한 드레스를',
  },
  {
    en: 'outerwear for every season',
    zh: '四季外套',
    fr: 'des manteaux et des vestes pour chaque saison',
    ja: '季節を問わないアウター',
    ko: '사계절 아우터를',
  },
]

const shopPromise: Texts[] = [
  {
    en: 'Every order ships within two working days.',
    zh: '所有订单均在两个工作日内发货。',
    fr: 'Chaque commande part sous deux jours ouvrés.',
    ja: 'ご注文は2営業日以内に発送します。',
    ko: '모든 주문은 영업일 기준 2일 이내에 발송됩니다.',
  },
  {
    en: 'Free alterations on tailoring.',
    zh: '西装类商品提供免费修改。',
    fr: 'Retouches offertes sur le tailleur.',
    ja: 'テーラード製品のお直しは無料です。',
    ko: '테일러링 제품은 무료로 수선해 드립니다.',
  },
  {
    en: 'Gift wrapping on request.',
    zh: '可应要求提供礼品包装。',
    fr: 'Emballage cadeau sur demande.',
    ja: 'ご希望に応じてギフトラッピングを承ります。',
    ko: '요청하시면 선물 포장을 해 드립니다.',
  },
  {
    en: 'Repairs offered for life on everything we sell.',
    zh: '所售商品均享终身免费维修。',
    fr: 'Réparations offertes à vie sur tout ce que nous vendons.',
    ja: '販売したすべての商品を生涯無料で修理します。',
    ko: '판매하는 모든 제품을 평생 무상으로 수선해 드립니다.',
  },
  {
    en: 'Independent since day one.',
    zh: '从第一天起就坚持独立经营。',
    fr: 'Indépendante depuis le premier jour.',
    ja: '創業以来、独立経営を貫いています。',
    ko: '첫날부터 지금까지 독립적으로 운영하고 있습니다.',
  },
]

/** A seeded shop's description in every language; `city` is one of names.ts. */
export function shopDescriptions(r: Random, name: string, city: City): Texts {
  const at = cityNames[city]
  const focus = r.pick(shopFocus)
  const promise = r.pick(shopPromise)
  return {
    en: `${name} is an independent boutique from ${at.en} selling ${focus.en}. ${promise.en}`,
    zh: `${name}是一家来自${at.zh}的独立精品店，主营${focus.zh}。${promise.zh}`,
    fr: `Boutique indépendante née à ${at.fr}, ${name} propose ${focus.fr}. ${promise.fr}`,
    ja: `${name}は${at.ja}発のインディペンデントなブティック。${focus.ja}を扱っています。${promise.ja}`,
    ko: `${at.ko}에서 시작한 독립 부티크 ${name}. ${focus.ko} 선보입니다. ${promise.ko}`,
  }
}

/** What a designer is known for (Korean with its particle). */
const signatures: Texts[] = [
  {
    en: 'quiet tailoring',
    zh: '低调内敛的剪裁',
    fr: 'ses coupes tout en retenue',
    ja: '控えめで上品なテーラリング',
    ko: '절제된 테일러링으로',
  },
  { en: 'sculptural knitwear', zh: '富有雕塑感的针织', fr: 'sa maille sculpturale', ja: '彫刻のようなニット', ko: '조각 같은 니트웨어로' },
  { en: 'bold colour', zh: '大胆的用色', fr: 'ses couleurs audacieuses', ja: '大胆な色使い', ko: '과감한 색감으로' },
  {
    en: 'considered basics',
    zh: '用心打磨的基本款',
    fr: 'ses basiques pensés dans le détail',
    ja: 'こだわり抜いたベーシック',
    ko: '공들인 베이직으로',
  },
  {
    en: 'playful kidswear',
    zh: '俏皮的童装',
    fr: 'ses vêtements d’enfant pleins d’humour',
    ja: '遊び心のある子ども服',
    ko: '위트 있는 아동복으로',
  },
  { en: 'crafted leather', zh: '匠心皮具', fr: 'son travail du cuir', ja: '職人技が光るレザー', ko: '장인의 가죽 작업으로' },
  { en: 'fluid dresses', zh: '飘逸的连衣裙', fr: 'ses robes fluides', ja: '流れるようなドレス', ko: '흐르는 듯한 드레스로' },
]

/** A seeded designer's biography in every language; `city` is one of names.ts. */
export function designerBiographies(r: Random, name: string, city: City): Texts {
  const at = cityNames[city]
  const known = r.pick(signatures)
  return {
    en: `${name} is a designer based in ${at.en}, known for ${known.en}.`,
    zh: `${name}是常驻${at.zh}的设计师，以${known.zh}见长。`,
    fr: `Depuis son atelier à ${at.fr}, ${name} s’est fait un nom pour ${known.fr}.`,
    ja: `${at.ja}を拠点に活動するデザイナー、${name}。${known.ja}で知られています。`,
    ko: `${at.ko}에서 활동하는 디자이너 ${name}. ${known.ko} 잘 알려져 있습니다.`,
  }
}
