import type { SellerOrder, SellerOrderPage } from '../../contract/sellerOrder'
import { fakeOrders } from './orders'

/** The shop's orders for the seller center's stories: the shopper's fakes, with their shoppers' emails. */

const day = 86_400_000
export const storyNow = Date.UTC(2026, 10, 20, 9, 30)

const withEmail = (order: (typeof fakeOrders)[keyof typeof fakeOrders], email: string, more: Partial<SellerOrder> = {}): SellerOrder => ({
  ...order,
  email,
  ...more,
})

export const sellerOrders = {
  waitDelivery: withEmail(fakeOrders.waitDelivery, 'ann.lindqvist@example.com', {
    userRemark: 'Please wrap it as a gift, it is for my sister.',
  }),
  waitingLong: withEmail(fakeOrders.waitDelivery, 'kenji.sato@example.com', {
    id: 21,
    no: 'VT2026111500021',
    payTime: storyNow - 5 * day,
    createTime: storyNow - 5 * day,
  }),
  waitReceipt: withEmail(fakeOrders.waitReceipt, 'marie.dubois@example.com'),
  orderOver: withEmail(fakeOrders.orderOver, 'min-jun.kim@example.com'),
  cancelled: withEmail(fakeOrders.cancelled, 'li.wei@example.com'),
  waitPay: withEmail(fakeOrders.waitPay, 'sam.taylor@example.com'),
}

export const sellerOrderPage: SellerOrderPage = {
  list: [
    sellerOrders.waitDelivery,
    sellerOrders.waitPay,
    sellerOrders.waitReceipt,
    sellerOrders.waitingLong,
    sellerOrders.orderOver,
    sellerOrders.cancelled,
  ],
  total: 46,
  counts: { all: 46, waitPay: 3, waitDelivery: 9, waitReceipt: 12, orderOver: 18, refunded: 1, cancelled: 3 },
}

export const emptySellerOrderPage: SellerOrderPage = {
  list: [],
  total: 0,
  counts: { all: 0, waitPay: 0, waitDelivery: 0, waitReceipt: 0, orderOver: 0, refunded: 0, cancelled: 0 },
}
