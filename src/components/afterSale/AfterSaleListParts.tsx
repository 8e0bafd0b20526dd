import { Badge, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions, linkOptions } from '@tanstack/react-router'
import type { AfterSaleRecord } from '../../../contract/afterSale'
import { afterSaleStatusLabels, afterSaleWayLabels } from './labels'

/** Where the refund pages lead (docs/behaviour.md#after-sales). */
export const refundLinks = {
  detail: (afterSale: Pick<AfterSaleRecord, 'id'>) => linkOptions({ to: '/refundDetail', search: { afterSalesId: afterSale.id } }),
  list: () => linkOptions({ to: '/refundLists' }),
  order: (afterSale: Pick<AfterSaleRecord, 'orderNo'>) => linkOptions({ to: '/orderDetails', search: { no: afterSale.orderNo } }),
  reapply: (afterSale: Pick<AfterSaleRecord, 'orderItemId'>) =>
    linkOptions({ to: '/refund', search: { orderItemId: afterSale.orderItemId } }),
}

export const caps = { textTransform: 'uppercase', letterSpacing: 'wider', textStyle: 'xs', borderRadius: 'none' } as const

/** docs/behaviour.md#layout: the account pages' narrow layout is 768 px or less. */
export const narrow = '@media screen and (max-width: 768px)'
export const wide = '@media screen and (min-width: 769px)'

export function AfterSaleStatusBadge({ status }: { status: number }) {
  const { i18n } = useLingui()
  const label = afterSaleStatusLabels[status]
  if (!label) return null
  return (
    <Badge
      colorPalette={label.palette}
      variant="subtle"
      borderRadius="none"
      textTransform="uppercase"
      letterSpacing="wider"
      whiteSpace="normal"
      h="auto"
      py="0.5"
    >
      {i18n._(label.label)}
    </Badge>
  )
}

/** The item's picture, decorative beside its name. */
export function ItemPicture({ src, size = '14' }: { src: string; size?: string }) {
  return <Image src={src} alt="" w={size} aspectRatio="4 / 5" objectFit="cover" bg="bg.muted" flexShrink={0} loading="lazy" />
}

/** Brand, name and properties of the item; the name may be a link (stretched over the nearest positioned box). */
export function ItemName({
  item,
  link,
  stretched = false,
}: {
  item: Pick<AfterSaleRecord, 'brandName' | 'spuName' | 'properties'>
  link?: LinkOptions
  stretched?: boolean
}) {
  return (
    <Stack gap="0.5" minW="0">
      <Text textStyle="2xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {item.brandName}
      </Text>
      {link ? (
        <ChakraLink
          asChild
          textStyle="sm"
          lineClamp={2}
          textDecoration="underline"
          textDecorationColor="border.emphasized"
          textUnderlineOffset="3px"
          _hover={{ textDecorationColor: 'fg' }}
          _after={stretched ? { content: '""', position: 'absolute', inset: '0' } : undefined}
        >
          <Link {...link}>{item.spuName}</Link>
        </ChakraLink>
      ) : (
        <Text textStyle="sm" lineClamp={2}>
          {item.spuName}
        </Text>
      )}
      {item.properties && (
        <Text textStyle="xs" color="fg.muted">
          {item.properties}
        </Text>
      )}
    </Stack>
  )
}

/** The mode (the `way` of docs/behaviour.md#after-sales): refund only, or refund and return. */
export function WayLabel({ way }: { way: number }) {
  const { i18n } = useLingui()
  const label = afterSaleWayLabels[way]
  return <>{label ? i18n._(label) : null}</>
}
