import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { done, formText, id, int32, none, optionalText, pageOf, paging, text } from '../fields'
import { cartWires, checkoutWires, orderLimits, orderWires } from '../order'
import { addressFields } from './address'

/** Request and response schemas of the buying journey (contract/order.ts). Money: integer US cents. */

const cents = () => z.number()
const time = () => z.number()

/**
 * A cart line. `available` is false when the product went off sale, its shop closed, or its stock
 * is below the count (`stock` says how many are left): such lines are shown apart and cannot be
 * settled. `ownShop`: the line is from a shop the shopper runs (docs/behaviour.md#checkout).
 */
export const cartLine = z.object({
  id: z.number(),
  count: z.number(),
  spu: z.object({ id: z.number(), name: z.string(), brandName: z.string(), picUrl: z.string() }),
  sku: z.object({ id: z.number(), shopId: z.number(), saleprice: cents(), properties: z.string(), stock: z.number() }),
  shopName: z.string(),
  /** The shop's freight for one order, whatever its size; 0 shows "exempt from postage". */
  freight: cents(),
  /** docs/behaviour.md#shop-settings: the shop's order pays no freight once its goods reach this (null: never free). */
  freeShippingFrom: z.nullable(cents()),
  /** While the shop is on holiday, the day it reopens (the line is then not available). */
  reopens: z.nullable(time()),
  available: z.boolean(),
  ownShop: z.boolean(),
})
/** Lines newest first, grouped by the storefront by `sku.shopId`. */
export const cart = z.object({ list: z.array(cartLine) })

/** What settling needs before step 2: a balance of exactly 0 shows the recharge tips (docs/behaviour.md#checkout). */
export const settleCheck = z.object({
  balance: cents(),
  payPasswordFlag: z.boolean(),
  /** Shops among the cart's lines that the shopper runs: the order-in-own-store dialog. */
  ownShopIds: z.array(z.number()),
})

/** docs/behaviour.md#orders: a pay method; `address`/`addressUrl` the platform wallet a virtual-currency payment goes to. */
export const payChannel = z.object({
  id: z.number(),
  name: z.string(),
  englishName: z.string(),
  type: z.number(),
  remark: z.string(),
  address: z.string(),
  addressUrl: z.string(),
})

export const orderItem = z.object({
  id: z.number(),
  spuId: z.number(),
  skuId: z.number(),
  picUrl: z.string(),
  brandName: z.string(),
  spuName: z.string(),
  properties: z.string(),
  count: z.number(),
  /** The unit price paid. */
  price: cents(),
  /** docs/behaviour.md#orders (AfterSaleItemStatus); `afterSaleId` the open or last after-sale. */
  afterSaleStatus: z.number(),
  afterSaleId: z.nullable(z.number()),
  /** Whether this item has its evaluation. */
  evaluated: z.boolean(),
})
export const deliveryOrbit = z.object({ content: z.string(), deliveryTime: time() })
/** One move of the order's lifecycle: the status it reached, by whom (shopper, platform, shop, system), when, why. */
export const orderMove = z.object({
  status: z.number(),
  auditStatus: z.number(),
  actor: z.string(),
  remark: z.string(),
  createTime: time(),
})

/**
 * The order of docs/behaviour.md#orders. `status` (OrderStatus), `auditStatus` (PaymentReceiptStatus),
 * `payAppType` the pay method chosen (0 none yet), `keyTTL` seconds left to pay (0 unless waiting
 * for payment), `payDeadline` that moment. `totalPrice` = items + `deliveryPrice`; `payPrice` what
 * was paid (0 until paid). `shopuser`: the shop is run by the viewer.
 */
export const order = z.object({
  id: z.number(),
  no: z.string(),
  shopId: z.number(),
  shopName: z.string(),
  shopLogo: z.string(),
  status: z.number(),
  statusstr: z.string(),
  auditStatus: z.number(),
  auditRemark: z.string(),
  keyTTL: z.number(),
  payDeadline: z.nullable(time()),
  payAppType: z.number(),
  payName: z.string(),
  payOrderPic: z.string(),
  payPrice: cents(),
  totalPrice: cents(),
  deliveryPrice: cents(),
  createTime: time(),
  payTime: z.nullable(time()),
  deliveryTime: z.nullable(time()),
  receiveTime: z.nullable(time()),
  cancelTime: z.nullable(time()),
  logisticsNo: z.string(),
  /** Who carries the parcel; '' when the operator gave none. */
  carrier: z.string(),
  deliveryOrbits: z.array(deliveryOrbit),
  receiverName: z.string(),
  receiverMobile: z.string(),
  receiverDetailAddress: z.string(),
  receiverCity: z.string(),
  receiverAreaName: z.string(),
  receiverZipcode: z.string(),
  userRemark: z.string(),
  commentStatus: z.number(),
  shopuser: z.boolean(),
  items: z.array(orderItem),
  /** Every move, oldest first (detail only; empty in pages). */
  moves: z.array(orderMove),
})

/** What the pay step and /paymentPage/{id} show for the orders being paid. */
export const paySummary = z.object({
  orders: z.array(
    z.object({
      id: z.number(),
      no: z.string(),
      shopName: z.string(),
      status: z.number(),
      auditStatus: z.number(),
      auditRemark: z.string(),
      payAppType: z.number(),
      totalPrice: cents(),
    }),
  ),
  /** The sum of the orders' totals. */
  total: cents(),
  /** The earliest deadline among them, and seconds left to it. */
  payDeadline: z.nullable(time()),
  keyTTL: z.number(),
  balance: cents(),
  payPasswordFlag: z.boolean(),
})

const orderIds = () => z.array(id()).check(z.minLength(1), z.maxLength(orderLimits.maxLines))

export const createOrdersForm = z.object({
  items: z
    .array(z.object({ skuId: id(), count: int32(1, orderLimits.linePiecesMax), cartId: z.optional(id()), shopId: id() }))
    .check(z.minLength(1), z.maxLength(orderLimits.maxLines)),
  addressId: id(),
  deliveryType: z._default(z.literal(1), 1),
  pointStatus: z._default(z.boolean(), true),
  terminal: z._default(z.literal(20), 20),
  remark: formText(orderLimits.remarkMax),
  /**
   * One per checkout (the storefront makes it when the shopper reaches step 2): a retried or doubled
   * request answers the same orders. Optional, as docs/behaviour.md#calls does not name it: without it
   * the call is not idempotent.
   */
  idempotencyKey: z.optional(text(64).check(z.minLength(8))),
})

/** `payPassword` for balance (type 4); `payOrderPic` (an upload of the shopper's) for virtual currency (type 1). */
export const payForm = z.object({
  payType: int32(1, 4),
  tradeOrderIdList: orderIds(),
  payPassword: formText(32),
  payOrderPic: formText(512),
})

export const orderPageQuery = z.object({
  ...paging(orderLimits.pageSize, 50),
  /** OrderStatus; absent for all. */
  status: z.optional(int32(-1, 40)),
  /** A year ("2024"); absent for every year. */
  datestr: optionalText(4),
  /** Part of an order number. */
  searchName: optionalText(40),
})

const byId = z.object({ id: id() })

/** server/modules/cart: the cart and settling it. */
export const cartCalls = defineCalls(cartWires, {
  cartAdd: {
    summary: 'Add to the cart; answers the cart line id',
    auth: 'member',
    input: z.object({ spuId: id(), skuId: id(), shopId: id(), count: z._default(int32(1, 99), 1) }),
    output: z.number(),
  },
  cartCount: { summary: 'Pieces in the cart (sum of counts)', auth: 'member', input: none(), output: z.number() },
  cartList: { summary: "The shopper's cart, newest line first", auth: 'member', input: none(), output: cart },
  cartUpdateCount: {
    summary: 'Set a cart line’s count (1 to the stock, at most 99); answers the cart’s piece count',
    auth: 'member',
    input: z.object({ id: id(), count: int32(1, 99) }),
    output: z.number(),
  },
  cartDelete: {
    summary: 'Remove cart lines; answers the cart’s piece count',
    auth: 'member',
    input: z.object({ ids: z.array(id()).check(z.minLength(1), z.maxLength(orderLimits.maxLines)) }),
    output: z.number(),
  },
  settleCheck: {
    summary: 'What settling needs: the balance, the transaction password flag, own shops',
    auth: 'member',
    input: none(),
    output: settleCheck,
  },
})

/** server/modules/checkout: the address dialog, creating orders, paying them. */
export const checkoutCalls = defineCalls(checkoutWires, {
  checkoutAddress: {
    summary: 'Add an address from the checkout dialog (email required, no picture code); answers its id',
    auth: 'member',
    input: z.omit(addressFields, { yzcode: true, uuid: true }),
    output: z.number(),
  },
  createOrders: {
    summary: 'Create the orders of a checkout, one per shop, taking stock; prices and freight from the database',
    auth: 'member',
    input: createOrdersForm,
    output: z.object({ tradeOrderIdList: z.array(z.number()) }),
  },
  payChannels: {
    summary: 'The pay methods (pay method codes 1-4) with the platform wallet of each',
    auth: 'member',
    input: none(),
    output: z.array(payChannel),
  },
  changePayType: {
    summary: 'Choose how unpaid orders will be paid',
    auth: 'member',
    input: z.object({ tradeOrderIdList: orderIds(), payType: int32(1, 4) }),
    output: done(),
  },
  pay: {
    summary: 'Pay orders: by balance with the transaction password (paid at once), or with a payment screenshot (reviewed)',
    auth: 'member',
    input: payForm,
    output: done(),
  },
  paySummary: {
    summary: 'Totals, pay state and deadline of orders being paid',
    auth: 'member',
    input: z.object({ ids: orderIds() }),
    output: paySummary,
  },
})

/** server/modules/order: the shopper's orders. */
export const orderCalls = defineCalls(orderWires, {
  orderPage: { summary: "The shopper's orders, newest first", auth: 'member', input: orderPageQuery, output: pageOf(order) },
  orderDetail: {
    summary: 'One order of the shopper, by its number',
    auth: 'member',
    input: z.object({ no: text(40).check(z.minLength(1)) }),
    output: order,
  },
  orderItem: {
    summary: 'One order item of the shopper, with its order’s number and status',
    auth: 'member',
    input: byId,
    output: z.object({ ...orderItem.shape, orderId: z.number(), orderNo: z.string(), orderStatus: z.number() }),
  },
  cancel: {
    summary: 'Cancel an order (waiting for payment or delivery, unless its receipt is under review)',
    auth: 'member',
    input: byId,
    output: done(),
  },
  confirmReceipt: {
    summary: 'Confirm an order was received: it completes and its shop is paid',
    auth: 'member',
    input: byId,
    output: done(),
  },
})
