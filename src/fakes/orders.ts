import { AfterSaleItemStatus, OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { CommentStatus, type Order, type OrderItem, type OrderPage } from '../../contract/order'
import { payMethodType } from '../../contract/wallet'
import { picture } from './catalog'

const hour = 3_600_000
const day = 24 * hour
const now = Date.UTC(2026, 10, 20, 9, 30)

const item = (id: number, tone: string, fields: Partial<OrderItem> = {}): OrderItem => ({
  id,
  spuId: 100 + id,
  skuId: 200 + id,
  picUrl: picture(tone),
  brandName: 'Maison Arlo',
  spuName: 'Wool-blend tailored coat',
  properties: 'Camel, M',
  count: 1,
  price: 18_900,
  afterSaleStatus: AfterSaleItemStatus.none,
  afterSaleId: null,
  evaluated: false,
  ...fields,
})

const base: Order = {
  id: 1,
  no: 'VT2026112000001',
  shopId: 7,
  shopName: 'Atelier Nord',
  shopLogo: picture('#2f2a26'),
  status: OrderStatus.waitPay,
  statusstr: '',
  auditStatus: PaymentReceiptStatus.noPayReceipt,
  auditRemark: '',
  keyTTL: 0,
  payDeadline: null,
  payAppType: payMethodType.virtualCurrency,
  payName: 'USDT (TRC20)',
  payOrderPic: '',
  payPrice: 0,
  totalPrice: 24_400,
  deliveryPrice: 1_500,
  createTime: now - 2 * day,
  payTime: null,
  deliveryTime: null,
  receiveTime: null,
  cancelTime: null,
  logisticsNo: '',
  carrier: '',
  deliveryOrbits: [],
  receiverName: 'Ann Lindqvist',
  receiverMobile: '+46 70 123 45 67',
  receiverDetailAddress: 'Sveavägen 44, floor 3',
  receiverCity: 'Stockholm',
  receiverAreaName: 'Sweden',
  receiverZipcode: '111 34',
  userRemark: '',
  commentStatus: CommentStatus.none,
  shopuser: false,
  items: [
    item(11, '#b8864e'),
    item(12, '#1d1b19', { brandName: 'Nørd', spuName: 'Merino rib scarf', properties: 'Black', count: 2, price: 2_000 }),
  ],
  moves: [],
}

const created = { status: OrderStatus.waitPay, auditStatus: PaymentReceiptStatus.noPayReceipt, actor: 'shopper', remark: '' }
const tracking = [
  { content: 'Delivered to the parcel locker at Sveavägen 40', deliveryTime: now - 1 * day },
  { content: 'Out for delivery in Stockholm', deliveryTime: now - 1 * day - 5 * hour },
  { content: 'Arrived at the Stockholm sorting centre', deliveryTime: now - 2 * day },
  { content: 'Picked up by the carrier in Copenhagen', deliveryTime: now - 4 * day },
]
const paid = (t: number) => ({ payTime: t, payPrice: base.totalPrice, auditStatus: PaymentReceiptStatus.pass })
const shipped = (t: number) => ({ deliveryTime: t, logisticsNo: 'PN 7731 0042 9917 SE', carrier: 'PostNord', deliveryOrbits: tracking })

/** The demo shopper's orders in every state (docs/behaviour.md#orders), newest first, as the service would send them. */
export const fakeOrders = {
  waitPay: { ...base, keyTTL: 1 * 3600 + 42 * 60 + 17, payDeadline: now + 2 * hour, moves: [{ ...created, createTime: base.createTime }] },
  receiptWaiting: {
    ...base,
    id: 2,
    no: 'VT2026111900002',
    auditStatus: PaymentReceiptStatus.waiting,
    payOrderPic: picture('#2e7d32', 'receipt'),
    moves: [
      { ...created, createTime: now - 3 * day },
      { ...created, auditStatus: PaymentReceiptStatus.waiting, createTime: now - 3 * day + hour },
    ],
  },
  receiptRejected: {
    ...base,
    id: 3,
    no: 'VT2026111800003',
    keyTTL: 25 * 60,
    payDeadline: now + 25 * 60_000,
    auditStatus: PaymentReceiptStatus.rejected,
    auditRemark: 'The amount on the screenshot does not match the order total. Please upload the right receipt.',
    moves: [
      { ...created, createTime: now - 3 * day },
      { ...created, auditStatus: PaymentReceiptStatus.waiting, createTime: now - 3 * day + hour },
      {
        ...created,
        auditStatus: PaymentReceiptStatus.rejected,
        actor: 'platform',
        remark: 'The amount on the screenshot does not match the order total.',
        createTime: now - 2 * day,
      },
    ],
  },
  waitDelivery: {
    ...base,
    id: 4,
    no: 'VT2026111500004',
    status: OrderStatus.waitDelivery,
    payAppType: payMethodType.balance,
    payName: 'Wallet balance',
    ...paid(now - 5 * day),
    items: [base.items[0]],
    totalPrice: 20_400,
  },
  waitReceipt: {
    ...base,
    id: 5,
    no: 'VT2026111000005',
    status: OrderStatus.waitReceipt,
    ...paid(now - 9 * day),
    ...shipped(now - 4 * day),
    userRemark: 'Please leave it with the concierge.',
  },
  orderOver: {
    ...base,
    id: 6,
    no: 'VT2026100200006',
    status: OrderStatus.orderOver,
    ...paid(now - 40 * day),
    ...shipped(now - 38 * day),
    receiveTime: now - 30 * day,
    items: [base.items[0], { ...base.items[1], afterSaleStatus: AfterSaleItemStatus.apply, afterSaleId: 31 }],
  },
  evaluated: {
    ...base,
    id: 7,
    no: 'VT2025120900007',
    status: OrderStatus.orderOver,
    commentStatus: CommentStatus.done,
    ...paid(now - 340 * day),
    ...shipped(now - 338 * day),
    receiveTime: now - 330 * day,
    createTime: now - 342 * day,
    items: [{ ...base.items[0], evaluated: true, afterSaleStatus: AfterSaleItemStatus.fail, afterSaleId: 29 }],
    totalPrice: 20_400,
  },
  refunded: {
    ...base,
    id: 8,
    no: 'VT2026090100008',
    status: OrderStatus.refunded,
    ...paid(now - 80 * day),
    ...shipped(now - 78 * day),
    receiveTime: now - 70 * day,
    items: base.items.map((i) => ({ ...i, afterSaleStatus: AfterSaleItemStatus.success, afterSaleId: 40 + i.id })),
  },
  cancelled: {
    ...base,
    id: 9,
    no: 'VT2026080100009',
    status: OrderStatus.cancelled,
    cancelTime: now - 100 * day,
    createTime: now - 100 * day,
  },
} satisfies Record<string, Order>

export type FakeOrderName = keyof typeof fakeOrders

export const sampleOrders: Order[] = Object.values(fakeOrders)

/** The full timeline of an order that went all the way, for the detail's stories. */
export const completedMoves: Order['moves'] = [
  { ...created, createTime: now - 40 * day - hour },
  { status: OrderStatus.waitDelivery, auditStatus: PaymentReceiptStatus.pass, actor: 'platform', remark: '', createTime: now - 40 * day },
  { status: OrderStatus.waitReceipt, auditStatus: PaymentReceiptStatus.pass, actor: 'shop', remark: '', createTime: now - 38 * day },
  { status: OrderStatus.orderOver, auditStatus: PaymentReceiptStatus.pass, actor: 'shopper', remark: '', createTime: now - 30 * day },
]

export const ordersPage = (list: Order[] = sampleOrders, total = list.length): OrderPage => ({ list, total })
