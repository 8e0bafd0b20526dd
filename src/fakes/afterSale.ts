import type { AfterSaleDetail, AfterSaleMove, AfterSalePage, AfterSaleRecord } from '../../contract/afterSale'
import { AfterSaleStatus, AfterSaleWay, OrderStatus, RefundReason } from '../../contract/lifecycles'
import { picture } from './catalog'

/** The demo shopper's after-sales in every status (docs/behaviour.md#after-sales), as the service would send them. */

const hour = 3_600_000
const day = 24 * hour
const now = Date.UTC(2026, 10, 24, 10)

const { waitReview, waitReturn, waitReceive, waitRefund, refunded, cancelled, refused, returnRefused } = AfterSaleStatus
const { refundOnly, refundAndReturn } = AfterSaleWay

export const applyPhotos = [
  picture('#b8864e', 'front'),
  picture('#8a5a2b', 'seam'),
  picture('#efe8da', 'label'),
  picture('#6b7a5c', 'parcel'),
  picture('#a33b2b', 'stain'),
]

const returnAddress = 'Atelier Nord Returns\nVesterbrogade 12, 1620 Copenhagen V\nDenmark · +45 33 12 34 56'

const coat: AfterSaleDetail = {
  id: 51,
  orderNo: 'VT2026111000005',
  orderItemId: 11,
  orderId: 5,
  orderStatus: OrderStatus.waitReceipt,
  shopId: 7,
  shopName: 'Atelier Nord',
  picUrl: picture('#b8864e'),
  brandName: 'Maison Arlo',
  spuName: 'Wool-blend tailored coat',
  properties: 'Colour: Camel; Size: M',
  price: 18_900,
  itemCount: 1,
  count: 1,
  refundPrice: 18_900,
  way: refundAndReturn,
  status: waitReview,
  applyReason: RefundReason.damaged,
  applyDescription: 'The left sleeve seam came open on the first day, and there is a mark on the lapel.',
  applyPicUrls: applyPhotos,
  returnAddress: '',
  logisticsNo: '',
  auditRemark: '',
  refundTime: null,
  createTime: now - 2 * day,
  moves: [],
}

const scarves: AfterSaleDetail = {
  ...coat,
  id: 52,
  orderItemId: 12,
  picUrl: picture('#1d1b19'),
  brandName: 'Nørd',
  spuName: 'Merino rib scarf',
  properties: 'Colour: Black',
  price: 2_000,
  itemCount: 2,
  count: 2,
  refundPrice: 4_000,
  way: refundOnly,
  applyReason: RefundReason.noLongerWanted,
  applyDescription: '',
  applyPicUrls: [],
  createTime: now - 3 * day,
}

const move = (status: number, actor: string, daysAgo: number, remark = ''): AfterSaleMove => ({
  status,
  actor,
  remark,
  createTime: now - daysAgo * day,
})

const refusedRemark = 'The photos show the scarf worn and washed; returns are accepted unworn with their labels.'
const goodsRemark = 'The coat came back with a torn lining that was not there when it was sent.'

/** The moves up to `status`, along the path the lifecycle takes there. */
function movesTo(status: number, way: number, start: number): AfterSaleMove[] {
  const applied = move(waitReview, 'shopper', start)
  const agreed = move(way === refundAndReturn ? waitReturn : waitRefund, 'shop', start - 0.5)
  const sent = move(waitReceive, 'shopper', start - 1)
  const received = move(waitRefund, 'platform', start - 4)
  const paths: Record<number, AfterSaleMove[]> = {
    [waitReview]: [applied],
    [waitReturn]: [applied, agreed],
    [waitReceive]: [applied, agreed, sent],
    [waitRefund]: way === refundAndReturn ? [applied, agreed, sent, received] : [applied, agreed],
    [refunded]: [
      ...(way === refundAndReturn ? [applied, agreed, sent, received] : [applied, agreed]),
      move(refunded, 'platform', start - 5),
    ],
    [cancelled]: [applied, agreed, move(cancelled, 'shopper', start - 1)],
    [refused]: [applied, move(refused, 'shop', start - 0.5, refusedRemark)],
    [returnRefused]: [applied, agreed, sent, move(returnRefused, 'platform', start - 4, goodsRemark)],
  }
  return paths[status]
}

const at = (base: AfterSaleDetail, status: number, id: number, start: number, more: Partial<AfterSaleDetail> = {}): AfterSaleDetail => ({
  ...base,
  id,
  status,
  createTime: now - start * day,
  moves: movesTo(status, base.way, start),
  ...more,
})

const returning = { returnAddress }
const tracked = { returnAddress, logisticsNo: 'LX 4410 2231 9CN' }

/** One after-sale per status and mode, newest first. */
export const fakeAfterSales = {
  waitReview: at(coat, waitReview, 58, 1),
  waitReviewRefundOnly: at(scarves, waitReview, 57, 2),
  waitReturn: at(coat, waitReturn, 56, 4, returning),
  waitReceive: at(coat, waitReceive, 55, 6, tracked),
  waitRefund: at(coat, waitRefund, 54, 10, tracked),
  waitRefundRefundOnly: at(scarves, waitRefund, 53, 12),
  refunded: at(coat, refunded, 52, 20, { ...tracked, orderNo: 'VT2026100200006', refundTime: now - 15 * day }),
  refundedRefundOnly: at(scarves, refunded, 51, 25, { orderNo: 'VT2026090100008', refundTime: now - 24 * day }),
  cancelled: at(coat, cancelled, 50, 30, returning),
  refused: at(scarves, refused, 49, 32, { auditRemark: refusedRemark }),
  returnRefused: at(coat, returnRefused, 48, 40, { ...tracked, orderNo: 'VT2025120900007', auditRemark: goodsRemark }),
} satisfies Record<string, AfterSaleDetail>

export type FakeAfterSaleName = keyof typeof fakeAfterSales

/** A detail as a row of the list. */
export const recordOf = ({ id, orderNo, orderItemId, shopName, picUrl, brandName, spuName, properties, ...rest }: AfterSaleDetail) =>
  ({
    id,
    orderNo,
    orderItemId,
    shopName,
    picUrl,
    brandName,
    spuName,
    properties,
    count: rest.count,
    refundPrice: rest.refundPrice,
    way: rest.way,
    status: rest.status,
    applyReason: rest.applyReason,
    createTime: rest.createTime,
  }) satisfies AfterSaleRecord

export const sampleAfterSales: AfterSaleRecord[] = Object.values(fakeAfterSales).map(recordOf)

export const afterSalePage = (list: AfterSaleRecord[] = sampleAfterSales, total = list.length): AfterSalePage => ({ list, total })
