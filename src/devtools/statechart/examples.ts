import type { Currency, LoginResult, Tenant, UserInfo } from '../../../contract/api'
import type { FavouriteProduct, ProductDetail, Sku } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import { sampleConversations } from '../../fakes/chatScreen'
import { chatMessage, chatNow, sampleConversation, samplePeer } from '../../fakes/chat'
import { refundableCoat } from '../../fakes/refundable'

/** Example data for one machine: its input, payloads of events that carry fields, outputs of its actors. */
export interface MachineExample {
  input?: unknown
  /** Event type -> the fields sent with it (the `type` is added). */
  events?: Record<string, Record<string, unknown>>
  /** Actor name -> what a resolved call returns. */
  outputs?: Record<string, unknown>
}

const user: UserInfo = {
  id: 7,
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lima',
  phone: '+33 6 12 34 56 78',
  address: '12 rue des Lilas',
  houseNumber: '3B',
  country: 'FR',
  province: 'Île-de-France',
  city: 'Paris',
  postalCode: '75011',
  sex: 2,
  payPasswordFlag: false,
}
const tenant: Tenant = { id: 1, name: 'Vitrine' }
const loggedIn: LoginResult = { accessToken: 'demo-token', email: user.email, userId: user.id }
const currencies: Currency[] = [
  { code: 'USD', symbol: '$', name: 'US dollar', rate: 1 },
  { code: 'EUR', symbol: '€', name: 'Euro', rate: 0.92 },
  { code: 'JPY', symbol: '¥', name: 'Yen', rate: 151 },
]

const size = (valueId: number, valueName: string) => ({ propertyId: 2, propertyName: 'Size', valueId, valueName })
const colour = { propertyId: 1, propertyName: 'Colour', valueId: 11, valueName: 'Ecru' }
const skus: Sku[] = [
  { id: 101, properties: [colour, size(21, 'S')], price: 12900, marketPrice: 15900, stock: 4 },
  { id: 102, properties: [colour, size(22, 'M')], price: 12900, marketPrice: 15900, stock: 0 },
  { id: 103, properties: [colour, size(23, 'L')], price: 12900, marketPrice: 15900, stock: 12 },
]
const properties: ProductDetail['properties'] = [
  { propertyId: 1, name: 'Colour', values: [{ valueId: 11, name: 'Ecru' }] },
  { propertyId: 2, name: 'Size', values: [21, 22, 23].map((valueId, i) => ({ valueId, name: ['S', 'M', 'L'][i] })) },
]
const product: ProductDetail = {
  productId: 42,
  shopId: 3,
  producctName: 'Linen overshirt',
  brandName: 'Atelier Nord',
  brandId: 5,
  imglist: ['/media/product/42/1.svg', '/media/product/42/2.svg', '/media/product/42/3.svg'],
  marketPrice: 15900,
  price: 12900,
  collectflag: 0,
  newFlag: true,
  discountFlag: true,
  description: 'A loose overshirt in washed linen.',
  categoryId: 12,
  categoryName: 'Shirts',
  designerId: null,
  designerName: null,
  sex: 2,
  properties,
  skus,
  colourImages: [],
  shop: {
    id: 3,
    shopname: 'Maison Vert',
    logo: '/media/shop/3.svg',
    shopDesc: 'Linen and cotton',
    favoriteCount: 120,
    storeReputation: 5,
    favoriteFlag: 0,
    mno: 'S0003',
    shopComment: 1,
    productCount: 48,
    holiday: null,
  },
}
const favourite: FavouriteProduct = {
  spuId: 42,
  shopId: 3,
  picUrl: product.imglist[0],
  brandName: product.brandName,
  brandId: 5,
  spuName: product.producctName,
  price: 12900,
  marketPrice: 15900,
  properties: 'Ecru / S',
}
const favouritesPage: Page<FavouriteProduct> = { list: [favourite], total: 1 }
const viewedAt = 1_790_000_000_000
const viewed = { spuId: 42, shopId: 3, name: product.producctName, brandName: product.brandName, picUrl: product.imglist[0], viewedAt }
const viewedCard = {
  productId: 42,
  shopId: 3,
  producctName: product.producctName,
  brandName: product.brandName,
  brandId: 5,
  imglist: product.imglist,
  marketPrice: 15900,
  price: 12900,
  collectflag: 0,
  newFlag: false,
  discountFlag: true,
  viewedAt,
}

const email = { email: 'ana@example.com' }
const edit = { field: 'mailbox', value: 'ana@example.com' }
const captcha = { img: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', uuid: 'c0ffee' }

const upload = '/uploads/1/2026-11/ab12.png'
/** A picked file, as the statechart's payload editor can write it. */
const picked = { name: 'photo.png', type: 'image/png' }
const rechargeOptions = {
  moneyTypes: [5_000, 10_000],
  payTypes: [],
  platformWallets: [{ payAppId: 1, type: 1, name: 'USDT', englishName: 'USDT', address: 'TXk3pZ8mQv2n', addressUrl: '', remark: '' }],
  minMoney: 1_000,
  maxMoney: 1_000_000,
}
const payoutAddress = { id: 9, type: 2, fullname: 'Ana Lima', mobile: '+33 6', bankname: '', bankno: '', address: 'TQ4x9z', remark: '' }

/** Keyed by story name: the export's name without `Machine`. */
export const examples: Record<string, MachineExample> = {
  addressForm: {
    input: { countries: [{ cno: 'GB', cname: 'United Kingdom', childlist: [] }] },
    events: { EDIT: { field: 'firstname', value: 'Ana' } },
    outputs: { loadCaptcha: captcha, submit: 12 },
  },
  addToCart: { events: { ADD: { line: { spuId: 42, skuId: 101, count: 1, shopId: 3 } } }, outputs: { addToCart: 3 } },
  carousel: { input: { count: 8, perPage: 5 }, events: { SET_COUNT: { count: 12 }, SET_PER_PAGE: { perPage: 3 } } },
  chat: {
    input: { target: { shopId: 3 }, keyPrefix: 'demo' },
    events: {
      TYPE: { text: 'Is the coat lined?' },
      RETRY: { key: 'demo-1' },
      DISCARD: { key: 'demo-1' },
      WITHDRAW: { id: 1002 },
      PICK_IMAGE: { file: { name: 'coat.png', type: 'image/png' } },
    },
    outputs: {
      loadPage: { peer: samplePeer({ shopLogo: '' }), list: sampleConversation(), total: 11 },
      fetchNewer: [chatMessage(1030, 2, 'Anything else we can help with?', chatNow)],
      fetchWithdrawn: [],
      upload,
      send: chatMessage(1031, 1, 'Thank you!', chatNow),
      markRead: true,
      withdraw: true,
    },
  },
  changePassword: { input: email, events: { EDIT: { field: 'password', value: 'n3w-Secret' } }, outputs: { loadCaptcha: captcha } },
  codeCountdown: { input: { seconds: 5 }, events: { SEND: email }, outputs: { sendCode: true } },
  favouriteProducts: {
    input: { pageSize: 12 },
    events: { PAGE: { pageNo: 2 }, REMOVE: { key: 42 } },
    outputs: { loadPage: favouritesPage },
  },
  favouriteShops: {
    input: { pageSize: 12 },
    events: { PAGE: { pageNo: 2 }, REMOVE: { key: 3 } },
    outputs: { loadPage: { list: [], total: 0 } },
  },
  favouriteToggle: { input: { kind: 'product', id: 42, shopId: 3, initial: 0 }, events: { RESET: { flag: 1, count: 10 } } },
  filterDrawer: { input: { limits: { brand: 1 }, applied: {} }, events: { TOGGLE: { group: 'brand', value: 5 }, SYNC: { applied: {} } } },
  forgotForm: { input: email, events: { EDIT: edit } },
  forgotPassword: { events: { OPEN: email } },
  imageUpload: {
    input: { url: null },
    events: { PICK: { file: { name: 'receipt.png', type: 'image/png' } } },
    outputs: { send: upload },
  },
  // With review on: the bare event (review off) and this payload take both of each guarded move.
  listingStatus: { events: { SUBMIT: { review: true }, EDIT: { review: true }, RELIST: { review: true } } },
  loginDialog: { events: { OPEN: { tab: 'login', ...email }, SWITCH_TAB: { tab: 'register' } }, outputs: { submit: loggedIn } },
  loginForm: { input: email, events: { EDIT: { field: 'password', value: 'n3w-Secret' } }, outputs: { submit: loggedIn } },
  messageReader: {
    events: { OPEN: { message: { id: 5, type: 1, title: 'Welcome', message: 'Hello Ana', sta: 0, createTime: 0 } } },
    outputs: { markRead: true },
  },
  orderActions: { events: { CANCEL: { order: { id: 5, no: 'VT2026112000001' } }, TRACK: { order: { id: 5, no: 'VT2026112000001' } } } },
  orderCountdown: { input: { seconds: 5 } },
  picker: {
    input: { lang: 'en', currencyCode: 'USD', symbol: '$' },
    events: { OPEN: { lang: 'en', currencyCode: 'USD', symbol: '$' }, CHOOSE_LANG: { lang: 'fr' }, CHOOSE_CURRENCY: { code: 'EUR' } },
    outputs: { loadCurrencies: currencies },
  },
  profile: { outputs: { loadUser: user, submit: user } },
  profileForm: { input: { user }, events: { EDIT: { field: 'firstName', value: 'Ana' } }, outputs: { submit: user } },
  quickView: { events: { OPEN: { productId: 42, shopId: 3 }, GO: { index: 2 } }, outputs: { loadProduct: product } },
  registerForm: { input: email, events: { EDIT: edit }, outputs: { submit: loggedIn } },
  resetPassword: { input: email, events: { EDIT: { field: 'password', value: 'n3w-Secret' } }, outputs: { loadCaptcha: captcha } },
  recharge: {
    input: { options: rechargeOptions },
    events: {
      CHOOSE_AMOUNT: { cents: 10_000 },
      TYPE_AMOUNT: { text: '25' },
      CHOOSE_METHOD: { appId: 1 },
      EDIT: { field: 'payOrderPic', value: upload },
    },
    outputs: { submit: 42 },
  },
  afterSaleForm: {
    input: { item: { ...refundableCoat, picUrl: '/media/product/42/1.svg' } },
    events: {
      EDIT: { field: 'refundCount', value: '2' },
      PICK: { field: 'applyPicUrls', files: [picked] },
      REMOVE: { field: 'applyPicUrls', url: upload },
    },
    outputs: { submit: 12 },
  },
  afterSaleUploads: {
    input: { form: { applyPicUrls: [] } },
    events: { PICK: { field: 'applyPicUrls', files: [picked] }, REMOVE: { field: 'applyPicUrls', url: upload } },
    outputs: { send: upload },
  },
  evaluationForm: {
    input: { itemIds: [11] },
    events: { EDIT: { field: '11.remark', value: 'Soft and warm.' }, PICK: { field: '11.picUrls', files: [picked] } },
  },
  evaluationUploads: {
    input: { form: { '11.picUrls': [] } },
    events: { PICK: { field: '11.picUrls', files: [picked] }, REMOVE: { field: '11.picUrls', url: upload } },
    outputs: { send: upload },
  },
  searchDrawer: {
    input: { population: 'female', history: ['linen', 'shirt'] },
    events: {
      OPEN: { population: 'female' },
      SELECT_TYPE: { searchType: 'product' },
      TYPE: { word: 'linen' },
      PICK: { word: 'linen' },
      REMOVE: { word: 'shirt' },
    },
  },
  recentlyViewed: {
    input: { stored: { owner: null, items: [viewed] }, member: null },
    events: { VIEWED: { product: { ...viewed, spuId: 43, viewedAt: viewedAt + 60_000 } }, SESSION: { member: user.id } },
    outputs: { merge: [viewedCard], load: [] },
  },
  searchHistory: { input: { words: ['linen', 'shirt'] }, events: { ADD: { word: 'dress' }, REMOVE: { word: 'linen' } } },
  session: {
    input: { stored: {}, host: 'shop.example.com' },
    events: {
      LOGGED_IN: { token: 'demo-token', email: user.email, userId: user.id },
      USER_UPDATED: { userInfo: user },
      SET_LANG: { lang: 'fr' },
      SET_CURRENCY: { currencyCode: 'EUR', symbol: '€' },
      SET_POPULATION: { population: 'male' },
      SET_COUNTS: { cartCount: 2, favoriteCount: 5 },
    },
    outputs: { resolveTenant: tenant, loadUser: user, loadShop: { status: 1, data: { id: 3, shopname: 'Maison Lumière' } } },
  },
  shopContact: { input: { shopId: 3 }, outputs: { canComment: true } },
  unreadPoll: { input: {}, outputs: { fetchUnread: { system: 2, leave: 1, service: 1 } } },
  conversationList: {
    input: { query: { filter: 2, page: 1, side: 1 }, leave: 3 },
    events: {
      TAB: { filter: 0 },
      SIDE: { side: 2 },
      SYNC: { query: { filter: 2, page: 2, side: 1 } },
      CHECK: { conversation: sampleConversations[1] },
      DELETE: { conversation: sampleConversations[2] },
      UNREAD: { leave: 0 },
    },
    outputs: { markRead: true, remove: true },
  },
  withdrawal: {
    input: { available: 128_450 },
    events: { EDIT: { field: 'amount', value: '100' } },
    outputs: { loadAddresses: [payoutAddress], submit: 31 },
  },
  skuSelection: { input: { properties, skus }, events: { CHOOSE: { propertyId: 2, valueId: 23 }, SET_QUANTITY: { quantity: 3 } } },
}

export const exampleFor = (name: string): MachineExample => examples[name] ?? {}
