import type { Evaluation, ProductEvaluations } from '../../contract/evaluation'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import type { Order, OrderItem } from '../../contract/order'
import { picture } from './catalog'

/** Orders, evaluations and product reviews for the evaluation stories. */

const day = 86_400_000
const at = (daysAgo: number) => Date.UTC(2026, 10, 24, 10) - daysAgo * day

const photo = (tone: string, label: string) => picture(tone, label)
export const reviewPhotos = [
  photo('#b8864e', 'on me'),
  photo('#1d1b19', 'detail'),
  photo('#efe8da', 'label'),
  photo('#6b7a5c', 'outside'),
  photo('#a33b2b', 'fit'),
]

const item = (id: number, spuName: string, properties: string, tone: string, evaluated = false): OrderItem => ({
  id,
  spuId: 100 + id,
  skuId: 1000 + id,
  picUrl: picture(tone),
  brandName: 'Maison Sakura',
  spuName,
  properties,
  count: 1,
  price: 18_900,
  afterSaleStatus: 0,
  afterSaleId: null,
  evaluated,
})

/** A completed order of two items, not yet evaluated. */
export const completedOrder: Order = {
  id: 7,
  no: 'O20261120000123',
  shopId: 3,
  shopName: 'Maison Sakura',
  shopLogo: '',
  status: OrderStatus.orderOver,
  statusstr: 'Completed',
  auditStatus: PaymentReceiptStatus.pass,
  auditRemark: '',
  keyTTL: 0,
  payDeadline: null,
  payAppType: 4,
  payName: 'Balance',
  payOrderPic: '',
  payPrice: 37_800,
  totalPrice: 37_800,
  deliveryPrice: 0,
  createTime: at(9),
  payTime: at(9),
  deliveryTime: at(7),
  receiveTime: at(2),
  cancelTime: null,
  logisticsNo: 'SF1234567890',
  carrier: 'SF Express',
  deliveryOrbits: [],
  receiverName: 'Ann Lindqvist',
  receiverMobile: '+46 70 123 45 67',
  receiverDetailAddress: 'Storgatan 1',
  receiverCity: 'Stockholm',
  receiverAreaName: 'Sweden',
  receiverZipcode: '111 22',
  userRemark: '',
  commentStatus: 0,
  shopuser: false,
  items: [item(1, 'Wool wrap coat', 'Colour: Camel; Size: M', '#b8864e'), item(2, 'Silk slip dress', 'Colour: Black; Size: S', '#1d1b19')],
  moves: [],
}
export const evaluatedOrder: Order = {
  ...completedOrder,
  commentStatus: 1,
  items: completedOrder.items.map((i) => ({ ...i, evaluated: true })),
}
export const shippedOrder: Order = { ...completedOrder, status: OrderStatus.waitReceipt, statusstr: 'Shipped', receiveTime: null }

const evaluation = (id: number, itemId: number, scores: [number, number, number], remark: string, photos: string[], daysAgo: number) => {
  const orderItem = completedOrder.items.find((i) => i.id === itemId) ?? completedOrder.items[0]
  return {
    id,
    itemId,
    orderNo: completedOrder.no,
    spuId: orderItem.spuId,
    spuName: orderItem.spuName,
    picUrl: orderItem.picUrl,
    properties: orderItem.properties,
    serviceAttitudeScore: scores[0],
    logisticsServiceScore: scores[1],
    describeScore: scores[2],
    remark,
    picUrls: photos,
    nickname: ['a***@vitrine.test', 'k***@example.com', 'm***@mail.test'][id % 3],
    createTime: at(daysAgo),
    reply: null,
  } satisfies Evaluation
}

export const orderEvaluations: Evaluation[] = [
  evaluation(1, 1, [5, 5, 4], 'Beautiful coat, warm and well cut. The sleeves run a little long.', reviewPhotos.slice(0, 2), 1),
  evaluation(2, 2, [5, 4, 5], 'The silk is lovely and the colour is exactly as pictured.', reviewPhotos, 1),
]

export const someReviews: ProductEvaluations = {
  average: 4.7,
  total: 12,
  list: [
    evaluation(11, 1, [5, 5, 5], 'Perfect fit, arrived two days early. Would buy from this shop again.', reviewPhotos, 1),
    {
      ...evaluation(12, 1, [5, 4, 4], 'Soft wool, a bit heavier than expected.', reviewPhotos.slice(2, 3), 3),
      reply: { content: 'Thank you! The coat is a 500 g/m² wool: it keeps its shape for years.', createTime: at(2) },
    },
    evaluation(13, 1, [4, 5, 5], 'Exactly as described.', reviewPhotos.slice(1, 4), 8),
  ],
}
export const noReviews: ProductEvaluations = { average: 0, total: 0, list: [] }
