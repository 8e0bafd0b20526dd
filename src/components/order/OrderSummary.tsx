import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { Order } from '../../../contract/order'
import { DetailRow } from '../DetailSection'
import { Usd } from '../Usd'

/** Where an order goes: the receiver's name, phone and address (the shopper's and the shop's order pages). */
export function ReceiverLines({ order }: { order: Order }) {
  return (
    <>
      <Text fontWeight="medium">{order.receiverName}</Text>
      <Text>{order.receiverMobile}</Text>
      <Text>{order.receiverDetailAddress}</Text>
      <Text>{[order.receiverZipcode, order.receiverCity, order.receiverAreaName].filter(Boolean).join(', ')}</Text>
    </>
  )
}

/** What an order costs and how it was paid: items, shipping, total, paid, pay method. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <>
      <DetailRow label={<Trans>Items</Trans>}>
        <Usd cents={order.totalPrice - order.deliveryPrice} />
      </DetailRow>
      <DetailRow label={<Trans>Shipping</Trans>}>
        {order.deliveryPrice === 0 ? <Trans>Free</Trans> : <Usd cents={order.deliveryPrice} />}
      </DetailRow>
      <DetailRow label={<Trans>Total</Trans>} strong>
        <Usd cents={order.totalPrice} />
      </DetailRow>
      <DetailRow label={<Trans>Paid</Trans>}>{order.payPrice > 0 ? <Usd cents={order.payPrice} /> : '—'}</DetailRow>
      <DetailRow label={<Trans>Pay method</Trans>}>{order.payName || '—'}</DetailRow>
    </>
  )
}
