import type { Random } from '../../modules/media/random'
import type { Texts } from './categories'
import { shopFocus } from './makersCopy'
import type { Material } from './words'

/** The same sentence in each language, picked together. */
const notes: Texts[] = [
  {
    en: 'Cut for an easy, relaxed fit: take your usual size.',
    zh: '版型宽松舒适，建议选择平时的尺码。',
    fr: 'Coupe ample et facile : prenez votre taille habituelle.',
    ja: 'ゆったりとしたリラックスフィット。普段のサイズをお選びください。',
    ko: '여유 있는 릴랙스 핏이에요. 평소 사이즈를 선택하세요.',
  },
  {
    en: 'Tailored close to the body; size up for a looser fit.',
    zh: '修身剪裁，如需宽松效果请选大一码。',
    fr: 'Coupe près du corps ; prenez une taille au-dessus pour plus d’aisance.',
    ja: '体に沿うテーラードカット。ゆったり着たい場合はワンサイズ上を。',
    ko: '몸에 맞는 테일러드 핏이에요. 여유 있게 입으려면 한 사이즈 크게 선택하세요.',
  },
  {
    en: 'Made in small runs by a family workshop.',
    zh: '由家庭作坊小批量制作。',
    fr: 'Fabriqué en petites séries par un atelier familial.',
    ja: '家族経営の工房で少量生産されています。',
    ko: '가족 공방에서 소량 생산했습니다.',
  },
  {
    en: 'Finished by hand, with care for every seam.',
    zh: '手工收尾，每一道缝线都精心处理。',
    fr: 'Finitions à la main, chaque couture soignée.',
    ja: 'ひと針ひと針、手作業で仕上げています。',
    ko: '모든 솔기를 손으로 꼼꼼히 마감했습니다.',
  },
  {
    en: 'A wardrobe piece meant to be worn for years.',
    zh: '一件可以穿很多年的衣橱单品。',
    fr: 'Une pièce de garde-robe faite pour durer des années.',
    ja: '何年も愛用できるワードローブの定番です。',
    ko: '오래도록 입을 수 있는 워드로브 아이템입니다.',
  },
]
const care: Texts[] = [
  {
    en: 'Gentle machine wash at 30°C.',
    zh: '30°C 轻柔机洗。',
    fr: 'Lavage délicat en machine à 30 °C.',
    ja: '30°C のやさしい洗濯機洗い。',
    ko: '30°C 울 코스 세탁.',
  },
  { en: 'Dry clean only.', zh: '仅限干洗。', fr: 'Nettoyage à sec uniquement.', ja: 'ドライクリーニングのみ。', ko: '드라이클리닝 전용.' },
  {
    en: 'Wipe clean with a soft, dry cloth.',
    zh: '用柔软干布擦拭清洁。',
    fr: 'Nettoyer avec un chiffon doux et sec.',
    ja: '柔らかい乾いた布で拭いてください。',
    ko: '부드럽고 마른 천으로 닦아 주세요.',
  },
]

export function productDescription(r: Random, names: Texts, brand: string, material: Material): Texts {
  const n = r.pick(notes)
  const c = r.pick(care)
  const m = material.names
  return {
    en: `${names.en} from ${brand}, in ${m.en.toLowerCase()}. ${n.en} ${c.en}`,
    zh: `${brand}出品的${names.zh}，采用${m.zh}面料。${n.zh}${c.zh}`,
    fr: `${names.fr} signé ${brand}, en ${m.fr.toLowerCase()}. ${n.fr} ${c.fr}`,
    ja: `${brand}の${names.ja}。${m.ja}素材を使用。${n.ja}${c.ja}`,
    ko: `${brand}의 ${names.ko}. ${m.ko} 소재로 만들었습니다. ${n.ko} ${c.ko}`,
  }
}

export const brandDescription = (r: Random, name: string, city: string) =>
  `${name} was founded in ${city} in ${r.int(1987, 2022)} and makes ${r.pick(shopFocus).en} in limited runs.`
