import type { NavEntry } from '../../contract/api'
import type { CurrencyCode, Language, Population } from '../../contract/locale'
import type { NewUser } from '../modules/auth/service'
import type { Palette } from './brand'
import type { ArticleSeed, ArticleTypeSeed } from './data/help'

type Texts = Record<Language, string>

export interface NoticeSeed {
  titles: Texts
  contents: Texts
  url?: string
}

/** Everything that makes one demo tenant look and read like its own shop. */
export interface TenantProfile {
  name: string
  websites: string[]
  palette: Palette
  fontFamily: string
  email: string
  weekdayHours: string
  weekendHours: string
  contactRemark: Texts
  welcome: Texts
  trademark: Texts
  copyright: Texts
  currencies: CurrencyCode[]
  notices: NoticeSeed[]
  populations: Population[]
  navigation: NavEntry[]
  /** The tenant's own article types and articles, beside the shared help centre. */
  types: ArticleTypeSeed[]
  articles: ArticleSeed[]
  shoppers: NewUser[]
}

const nav = (type: NavEntry['type'], nameLocal: Texts, population?: Population): NavEntry => ({
  switch: 1,
  type,
  id: 0,
  ...(population ? { population } : {}),
  nameLocal,
})

const newIn = nav('newGood', { en: 'New in', zh: '新品', fr: 'Nouveautés', ja: '新着', ko: '신상품' })
const women = nav('category', { en: 'Women', zh: '女装', fr: 'Femme', ja: 'レディース', ko: '여성' }, 'female')
const men = nav('category', { en: 'Men', zh: '男装', fr: 'Homme', ja: 'メンズ', ko: '남성' }, 'male')
const kids = nav('category', { en: 'Kids', zh: '童装', fr: 'Enfant', ja: 'キッズ', ko: '키즈' }, 'children')
const designers = nav('designer', { en: 'Designers', zh: '设计师', fr: 'Créateurs', ja: 'デザイナー', ko: '디자이너' })
const brands = nav('brand', { en: 'Brands', zh: '品牌', fr: 'Marques', ja: 'ブランド', ko: '브랜드' })
const sale = nav('discount', { en: 'Sale', zh: '特惠', fr: 'Soldes', ja: 'セール', ko: '세일' })

const aboutType = (): ArticleTypeSeed => ({
  code: 'about',
  names: { en: 'About us', zh: '关于我们', fr: 'À propos', ja: '私たちについて', ko: '회사 소개' },
})

export const vitrine: TenantProfile = {
  name: 'Vitrine',
  websites: ['localhost', '127.0.0.1'],
  palette: { ink: '#1d1b19', accent: '#b5532c', surface: '#faf7f2', muted: '#8a8178' },
  fontFamily: "Didot, 'Bodoni 72', 'Playfair Display', Georgia, serif",
  email: 'care@vitrine.test',
  weekdayHours: '09:00–19:00',
  weekendHours: '10:00–17:00',
  contactRemark: {
    en: 'We answer every message within one working day (Paris time).',
    zh: '我们会在一个工作日内回复所有消息（巴黎时间）。',
    fr: 'Nous répondons à chaque message sous un jour ouvré (heure de Paris).',
    ja: 'すべてのお問い合わせに 1 営業日以内に返信します（パリ時間）。',
    ko: '모든 문의에 영업일 기준 하루 이내에 답변드립니다(파리 시간).',
  },
  welcome: {
    en: 'Hello! How can Vitrine help you today?',
    zh: '您好！Vitrine 今天能为您做些什么？',
    fr: 'Bonjour ! Comment Vitrine peut-elle vous aider aujourd’hui ?',
    ja: 'こんにちは。Vitrine がお手伝いできることはありますか？',
    ko: '안녕하세요! Vitrine이 무엇을 도와드릴까요?',
  },
  trademark: {
    en: 'Vitrine and the Vitrine wordmark are trademarks of Vitrine Marketplace SAS. Brand names belong to their owners.',
    zh: 'Vitrine 及其文字标识是 Vitrine Marketplace SAS 的商标。各品牌名称归其所有者所有。',
    fr: 'Vitrine et le logotype Vitrine sont des marques de Vitrine Marketplace SAS. Les noms de marques appartiennent à leurs titulaires.',
    ja: 'Vitrine および Vitrine のロゴは Vitrine Marketplace SAS の商標です。各ブランド名はそれぞれの権利者に帰属します。',
    ko: 'Vitrine 및 Vitrine 워드마크는 Vitrine Marketplace SAS의 상표입니다. 브랜드명은 각 소유자에게 있습니다.',
  },
  copyright: {
    en: '© 2026 Vitrine. All rights reserved.',
    zh: '© 2026 Vitrine 版权所有。',
    fr: '© 2026 Vitrine. Tous droits réservés.',
    ja: '© 2026 Vitrine. All rights reserved.',
    ko: '© 2026 Vitrine. 모든 권리 보유.',
  },
  currencies: ['USD', 'EUR', 'CNY', 'JPY', 'KRW', 'INR', 'IDR'],
  notices: [
    {
      titles: {
        en: 'Free delivery over $150',
        zh: '满 150 美元免运费',
        fr: 'Livraison offerte dès 150 $',
        ja: '150 ドル以上で送料無料',
        ko: '150달러 이상 무료 배송',
      },
      contents: {
        en: 'Orders over $150 from a single shop ship free, worldwide.',
        zh: '同一店铺订单满 150 美元，全球免运费。',
        fr: 'Les commandes de plus de 150 $ dans une même boutique sont livrées gratuitement, partout.',
        ja: '同じショップで 150 ドル以上のご注文は、世界中どこへでも送料無料です。',
        ko: '한 숍에서 150달러 이상 주문하면 전 세계 무료 배송됩니다.',
      },
      url: '/customerService?code=help&collapseCode=shipping',
    },
    {
      titles: {
        en: 'The spring edit is in',
        zh: '春季精选已上新',
        fr: 'La sélection de printemps est arrivée',
        ja: '春のセレクションが入荷しました',
        ko: '봄 에디트가 도착했습니다',
      },
      contents: {
        en: 'Light tailoring, linen and colour from our newest designers.',
        zh: '轻盈剪裁、亚麻与缤纷色彩，来自我们最新的设计师。',
        fr: 'Tailleur léger, lin et couleurs de nos nouveaux créateurs.',
        ja: '新しいデザイナーによる軽やかなテーラリング、リネン、鮮やかな色。',
        ko: '새 디자이너들의 가벼운 테일러링, 리넨, 컬러.',
      },
    },
  ],
  populations: ['female', 'male', 'children'],
  navigation: [newIn, women, men, kids, designers, brands, sale],
  types: [aboutType()],
  articles: [
    {
      typeCode: 'about',
      code: 'about-vitrine',
      titles: { en: 'About Vitrine', zh: '关于 Vitrine', fr: 'À propos de Vitrine', ja: 'Vitrine について', ko: 'Vitrine 소개' },
      contents: {
        en: '<p>Vitrine brings together independent fashion shops from around the world in one window, with one bag and one checkout.</p>',
        zh: '<p>Vitrine 将世界各地的独立时装店铺汇聚在同一个橱窗里，一个购物袋，一次结账。</p>',
        fr: '<p>Vitrine réunit des boutiques de mode indépendantes du monde entier dans une seule vitrine, avec un seul panier et un seul paiement.</p>',
        ja: '<p>Vitrine は世界中の独立系ファッションショップを一つのウィンドウに集め、一つのカートとお会計でお買い物いただけます。</p>',
        ko: '<p>Vitrine은 전 세계 독립 패션 숍을 하나의 쇼윈도에 모아, 하나의 장바구니와 한 번의 결제로 쇼핑할 수 있게 합니다.</p>',
      },
    },
  ],
  shoppers: [{ email: 'demo@vitrine.test', password: 'Demo12345', firstName: 'Demo', lastName: 'Shopper' }],
}

export const maison: TenantProfile = {
  name: 'Maison',
  websites: ['maison.localhost'],
  palette: { ink: '#1f3a34', accent: '#c2a14d', surface: '#f5f3ec', muted: '#6f7d77' },
  fontFamily: "'Cormorant Garamond', Garamond, 'Times New Roman', serif",
  email: 'bonjour@maison.test',
  weekdayHours: '10:00–18:00',
  weekendHours: '11:00–16:00',
  contactRemark: {
    en: 'Our Paris atelier answers by email; alterations can be booked on weekdays.',
    zh: '我们的巴黎工坊通过邮件回复；工作日可预约修改服务。',
    fr: 'Notre atelier parisien répond par e-mail ; les retouches se réservent en semaine.',
    ja: 'パリのアトリエがメールでお答えします。お直しは平日にご予約いただけます。',
    ko: '파리 아틀리에가 이메일로 답변드리며, 수선은 평일에 예약할 수 있습니다.',
  },
  welcome: {
    en: 'Bonjour! The Maison atelier is here to help.',
    zh: '您好！Maison 工坊竭诚为您服务。',
    fr: 'Bonjour ! L’atelier Maison est à votre écoute.',
    ja: 'ボンジュール。Maison のアトリエがお手伝いします。',
    ko: '봉주르! Maison 아틀리에가 도와드리겠습니다.',
  },
  trademark: {
    en: 'Maison is a trademark of Maison Atelier SARL, Paris.',
    zh: 'Maison 是巴黎 Maison Atelier SARL 的商标。',
    fr: 'Maison est une marque de Maison Atelier SARL, Paris.',
    ja: 'Maison はパリの Maison Atelier SARL の商標です。',
    ko: 'Maison은 파리 Maison Atelier SARL의 상표입니다.',
  },
  copyright: {
    en: '© 2026 Maison Atelier, Paris.',
    zh: '© 2026 Maison Atelier，巴黎。',
    fr: '© 2026 Maison Atelier, Paris.',
    ja: '© 2026 Maison Atelier（パリ）',
    ko: '© 2026 Maison Atelier, 파리.',
  },
  currencies: ['EUR', 'USD', 'JPY', 'KRW', 'CNY', 'INR', 'IDR'],
  notices: [
    {
      titles: {
        en: 'Atelier week: free alterations',
        zh: '工坊周：免费修改',
        fr: 'Semaine de l’atelier : retouches offertes',
        ja: 'アトリエウィーク：お直し無料',
        ko: '아틀리에 위크: 무료 수선',
      },
      contents: {
        en: 'Hems and sleeves adjusted free on every tailored piece until Sunday.',
        zh: '周日前，所有剪裁单品均可免费修改裤脚和袖长。',
        fr: 'Ourlets et manches ajustés gratuitement sur chaque pièce tailleur jusqu’à dimanche.',
        ja: '日曜日まで、すべてのテーラードアイテムの裾・袖丈を無料でお直しします。',
        ko: '일요일까지 모든 테일러드 제품의 밑단과 소매 길이를 무료로 수선해 드립니다.',
      },
    },
  ],
  populations: ['female', 'male'],
  navigation: [newIn, women, men, designers, sale],
  types: [aboutType()],
  articles: [
    {
      typeCode: 'about',
      code: 'maison-atelier',
      titles: { en: 'The atelier', zh: '工坊', fr: 'L’atelier', ja: 'アトリエ', ko: '아틀리에' },
      contents: {
        en: '<p>Maison is a small Paris house: a few shops we know well, pieces made to last, and an atelier that alters them for you.</p>',
        zh: '<p>Maison 是一家巴黎小店：我们熟悉的几家店铺、经久耐穿的单品，以及为您量身修改的工坊。</p>',
        fr: '<p>Maison est une petite maison parisienne : quelques boutiques que nous connaissons bien, des pièces faites pour durer et un atelier qui les ajuste pour vous.</p>',
        ja: '<p>Maison はパリの小さなメゾンです。よく知るいくつかのショップ、長く着られるアイテム、そしてあなたに合わせてお直しするアトリエ。</p>',
        ko: '<p>Maison은 파리의 작은 하우스입니다. 잘 아는 몇몇 숍, 오래 입을 수 있는 옷, 그리고 당신에게 맞춰 수선하는 아틀리에.</p>',
      },
    },
  ],
  shoppers: [],
}

export const demoTenants = [vitrine, maison]
