import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SellerOrder } from '../../../contract/sellerOrder'
import { formatDate } from '../../lib/money'

/**
 * The packing slip that goes in the parcel: hidden on screen, the only thing printed (the order
 * page's print stylesheet). What is packed and where it goes; no prices.
 */
export function PackingSlip({ order }: { order: SellerOrder }) {
  const { i18n } = useLingui()
  const no = order.no
  return (
    <Box data-packing-slip display="none" p="8" color="black" bg="white" fontSize="12pt">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h2" fontSize="20pt" fontWeight="normal">
            {order.shopName}
          </Heading>
          <Text>
            <Trans>Packing slip · order {no}</Trans>
          </Text>
          <Text>{formatDate(order.createTime, i18n.locale)}</Text>
        </Stack>
        <Stack gap="0.5">
          <Text fontWeight="bold">
            <Trans>Ship to</Trans>
          </Text>
          <Text>{order.receiverName}</Text>
          <Text>{order.receiverMobile}</Text>
          <Text>{order.receiverDetailAddress}</Text>
          <Text>{[order.receiverZipcode, order.receiverCity, order.receiverAreaName].filter(Boolean).join(', ')}</Text>
        </Stack>
        <chakra.table
          width="100%"
          borderCollapse="collapse"
          css={{ '& th, & td': { borderBottom: '1px solid #999', padding: '6px 4px', textAlign: 'start' } }}
        >
          <thead>
            <tr>
              <th>
                <Trans>Item</Trans>
              </th>
              <th>
                <Trans>Colour and size</Trans>
              </th>
              <th>
                <Trans>Quantity</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.brandName} · {item.spuName}
                </td>
                <td>{item.properties}</td>
                <td>{item.count}</td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
        {order.userRemark && (
          <Stack gap="0.5">
            <Text fontWeight="bold">
              <Trans>Shopper’s note</Trans>
            </Text>
            <Text>{order.userRemark}</Text>
          </Stack>
        )}
      </Stack>
    </Box>
  )
}
