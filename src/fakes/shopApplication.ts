import type { Article } from '../../contract/api'
import type { CategoryNode } from '../../contract/catalog'
import { IdCardType, ShopApplicationStatus } from '../../contract/lifecycles'
import { blankApplicationFields, type ShopApplication } from '../../contract/shopApplication'
import { picture } from './catalog'

/** Merchant applications for the application page's stories and the form machine's tests. */

export const blankApplication: ShopApplication = {
  id: null,
  sta: ShopApplicationStatus.none,
  ...blankApplicationFields,
  applyFailReason: '',
  cardFrontUrl: '',
  cardBackUrl: '',
  shopId: null,
  submitTime: null,
  updateTime: null,
}

/** Every field filled in and valid: submitting it reaches the service. */
export const completeApplication: ShopApplication = {
  ...blankApplication,
  id: 5,
  userName: 'Ann',
  surname: 'Lindqvist',
  mobile: '+46 70 123 45 67',
  email: 'ann@example.com',
  cardType: IdCardType.passport,
  cardFront: 'identity/5-front.png',
  cardBack: 'identity/5-back.png',
  inviteCode: 'VITRINE-2026',
  shopName: 'Atelier Lind',
  shopAddress: 'Hornsgatan 12, Stockholm',
  logo: picture('#2f2a26', 'AL'),
  shopDesc: 'Hand-finished knitwear and linen from a small studio in Stockholm.',
  saleCategory: [11, 21],
  agreement: true,
  cardFrontUrl: picture('#d9cbb3', 'front'),
  cardBackUrl: picture('#c8b79a', 'back'),
  updateTime: Date.UTC(2026, 10, 24, 9, 30),
}

export const waitingApplication: ShopApplication = {
  ...completeApplication,
  sta: ShopApplicationStatus.waiting,
  submitTime: Date.UTC(2026, 10, 24, 9, 42),
}

export const passedApplication: ShopApplication = { ...waitingApplication, sta: ShopApplicationStatus.passed, shopId: 42 }

export const failedApplication: ShopApplication = {
  ...waitingApplication,
  sta: ShopApplicationStatus.failed,
  applyFailReason: 'The back of the passport is blurred; please upload a sharper photo.',
}

const node = (id: number, name: string, parentId = 0, child: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  parentId,
  picUrl: null,
  child,
})

/** The tenant's category trees per population, as the loader gives them. */
export const applicationCategories = [
  { population: 'female' as const, tree: [node(11, 'Dresses'), node(12, 'Knitwear'), node(13, 'Bags'), node(14, 'Shoes')] },
  { population: 'male' as const, tree: [node(21, 'Shirts'), node(22, 'Outerwear'), node(23, 'Accessories')] },
  { population: 'children' as const, tree: [node(31, 'Baby'), node(32, 'Girls'), node(33, 'Boys')] },
]

export const shopAgreement: Article = {
  code: 'shop-agreement',
  typeCode: 'policies',
  linkType: 0,
  link: '',
  title: 'Shop agreement',
  content:
    '<h3>1. Your shop</h3><p>You sell only goods you are entitled to sell, described truthfully.</p><h3>2. Orders</h3><p>Orders are shipped within three working days, with tracking.</p><h3>3. Returns</h3><p>Shoppers may return goods as the platform’s after-sale rules allow.</p>',
}
