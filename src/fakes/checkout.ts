import type { Cart, CartLine, PayChannel, PaySummary, SettleCheck } from '../../contract/order'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { payMethodType } from '../../contract/wallet'
import { picture } from './catalog'

/** Checkout samples for stories and machine tests. */

function line(id: number, shopId: number, shopName: string, more: Partial<CartLine> & { price?: number; stock?: number } = {}): CartLine {
  const { price = 12_900, stock = 10, ...rest } = more
  return {
    id,
    count: 1,
    spu: {
      id: 100 + id,
      name: `Linen shirt no. ${id}`,
      brandName: 'Maison Ecru',
      picUrl: picture(['#b8864e', '#1d1b19', '#efe8da'][id % 3]),
    },
    sku: { id: 200 + id, shopId, saleprice: price, properties: 'Colour: Ecru; Size: M', stock },
    shopName,
    freight: shopId === 1 ? 0 : 1_500,
    freeShippingFrom: null,
    reopens: null,
    available: true,
    ownShop: false,
    ...rest,
  }
}

export const cartLines: CartLine[] = [
  line(1, 1, 'Atelier Nord', { count: 2 }),
  line(2, 1, 'Atelier Nord', { price: 8_900 }),
  line(3, 2, 'Casa Lino', { price: 24_500, stock: 3 }),
]
export const sampleCart: Cart = { list: cartLines }
export const cartWithUnavailable: Cart = {
  list: [
    ...cartLines,
    line(4, 2, 'Casa Lino', { available: false, stock: 0 }),
    line(5, 1, 'Atelier Nord', { available: false, count: 4, stock: 2 }),
  ],
}
export const emptyCart: Cart = { list: [] }
export const ownShopCart: Cart = { list: cartLines.map((l) => (l.sku.shopId === 2 ? { ...l, ownShop: true } : l)) }

export const settleOk: SettleCheck = { balance: 38_000, payPasswordFlag: true, ownShopIds: [] }
export const settleEmptyBalance: SettleCheck = { ...settleOk, balance: 0 }
export const settleOwnShop: SettleCheck = { ...settleOk, ownShopIds: [2] }

export const payChannels: PayChannel[] = [
  {
    id: 1,
    name: 'USDT (TRC20)',
    englishName: 'USDT (TRC20)',
    type: payMethodType.virtualCurrency,
    remark: 'Send USDT on the TRON network only.',
    address: 'TXk3pZ8mQv2nW7rL4sB9cD1fG6hJ5kM3nP',
    addressUrl: '',
  },
  { id: 2, name: '银行卡', englishName: 'Bank card', type: payMethodType.card, remark: '', address: '', addressUrl: '' },
  { id: 3, name: '在线支付', englishName: 'Online payment', type: payMethodType.online, remark: '', address: '', addressUrl: '' },
  { id: 4, name: '余额', englishName: 'Balance', type: payMethodType.balance, remark: '', address: '', addressUrl: '' },
]

const order = (id: number, shopName: string, totalPrice: number) => ({
  id,
  no: `V2026112500${id}`,
  shopName,
  status: OrderStatus.waitPay,
  auditStatus: PaymentReceiptStatus.noPayReceipt,
  auditRemark: '',
  payAppType: 0,
  totalPrice,
})

export const paySummary: PaySummary = {
  orders: [order(11, 'Atelier Nord', 34_700), order(12, 'Casa Lino', 26_000)],
  total: 60_700,
  payDeadline: null,
  keyTTL: 7_200,
  balance: 128_450,
  payPasswordFlag: true,
}
export const payLowBalance: PaySummary = { ...paySummary, balance: 20_000 }
export const payEmptyBalance: PaySummary = { ...paySummary, balance: 0 }
export const payNoPassword: PaySummary = { ...paySummary, payPasswordFlag: false }
export const paySubmitted: PaySummary = {
  ...paySummary,
  orders: paySummary.orders.map((o) => ({ ...o, auditStatus: PaymentReceiptStatus.waiting })),
}
