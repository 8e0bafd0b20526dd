import type { MessageDescriptor } from '@lingui/core'
import { Usd } from '../Usd'
import { Box, Heading, HStack, Link as ChakraLink, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AfterSaleDetail, AfterSaleMove } from '../../../contract/afterSale'
import { AfterSaleStatus } from '../../../contract/lifecycles'
import { DetailRow, DetailSection } from '../DetailSection'
import { Photos } from '../evaluation/Photos'
import { MoveTimeline } from '../order/MoveTimeline'
import { formatDate } from '../../lib/money'
import { afterSaleStatusLabels, refundReasonLabels } from './labels'
import { AfterSaleStatusBadge, ItemName, ItemPicture, WayLabel } from './AfterSaleListParts'

type Part = { afterSale: AfterSaleDetail }

/** The item: picture, brand, name, properties, its unit price and the pieces ordered, and its shop. */
export function ItemSection({ afterSale }: Part) {
  const count = afterSale.itemCount
  return (
    <DetailSection title={afterSale.shopName}>
      <HStack gap="4" align="flex-start">
        <ItemPicture src={afterSale.picUrl} size="16" />
        <Box flex="1" minW="0">
          <ItemName item={afterSale} />
        </Box>
        <Stack gap="1" textAlign="end" flexShrink={0} textStyle="sm">
          <Text>
            <Usd cents={afterSale.price} />
          </Text>
          <Text color="fg.muted" textStyle="xs">
            <Trans>× {count} ordered</Trans>
          </Text>
        </Stack>
      </HStack>
    </DetailSection>
  )
}

type RefundFacts = Pick<AfterSaleDetail, 'orderNo' | 'count' | 'way' | 'applyReason' | 'refundPrice' | 'refundTime'>

/**
 * The order, the pieces and amount asked for, the mode and the reason; when it was refunded.
 * `orderLink`: the order's page for this reader (the shopper's order, or the shop's).
 */
export function RefundSection({ afterSale, orderLink }: { afterSale: RefundFacts; orderLink: LinkProps }) {
  const { i18n } = useLingui()
  const reason = refundReasonLabels[afterSale.applyReason]
  return (
    <DetailSection title={<Trans>Refund</Trans>}>
      <Stack gap="2">
        <DetailRow label={<Trans>Order number</Trans>}>
          <ChakraLink asChild textDecoration="underline" textUnderlineOffset="3px">
            <Link {...orderLink}>{afterSale.orderNo}</Link>
          </ChakraLink>
        </DetailRow>
        <DetailRow label={<Trans>Quantity</Trans>}>{afterSale.count}</DetailRow>
        <DetailRow label={<Trans>Mode</Trans>}>
          <WayLabel way={afterSale.way} />
        </DetailRow>
        <DetailRow label={<Trans>Reason</Trans>}>{reason ? i18n._(reason) : '—'}</DetailRow>
        <DetailRow label={<Trans>Refund amount</Trans>} strong>
          <Usd cents={afterSale.refundPrice} />
        </DetailRow>
        {afterSale.refundTime !== null && (
          <DetailRow label={<Trans>Refunded</Trans>}>{formatDate(afterSale.refundTime, i18n.locale, true)}</DetailRow>
        )}
      </Stack>
    </DetailSection>
  )
}

/** A return: where to send the goods once agreed, and the parcel's tracking number once entered. */
export function ReturnSection({ afterSale }: Part) {
  return (
    <DetailSection title={<Trans>Return</Trans>}>
      <Stack as="dl" gap="3" textStyle="sm">
        <Stack gap="1">
          <Text as="dt" color="fg.muted">
            <Trans>Send the goods to</Trans>
          </Text>
          <Text as="dd" whiteSpace="pre-line">
            {afterSale.returnAddress || <Trans>The address is given once the return is agreed.</Trans>}
          </Text>
        </Stack>
        <Stack gap="1">
          <Text as="dt" color="fg.muted">
            <Trans>Tracking number</Trans>
          </Text>
          <Text as="dd" fontVariantNumeric="tabular-nums">
            {afterSale.logisticsNo || <Trans>Not entered yet</Trans>}
          </Text>
        </Stack>
      </Stack>
    </DetailSection>
  )
}

/** What the shopper wrote and the photos they sent (3 shown, the rest behind +N, all in the lightbox). */
export function ApplicationSection({ afterSale }: Part) {
  return (
    <DetailSection title={<Trans>Your application</Trans>}>
      <Text textStyle="sm" whiteSpace="pre-line" color={afterSale.applyDescription ? 'fg' : 'fg.muted'}>
        {afterSale.applyDescription || <Trans>No description.</Trans>}
      </Text>
      <Photos urls={afterSale.applyPicUrls} />
    </DetailSection>
  )
}

const moveLabel = (move: AfterSaleMove) => afterSaleStatusLabels[move.status]?.label

/** Every move of the after-sale, newest first: the status it reached, who moved it, when, and why. */
/** `actors`: who each move's actor is to the reader (the shop reads "You" for its own moves, "The shopper" for the shopper's). */
export function HistorySection({ moves, actors }: { moves: AfterSaleMove[]; actors?: Record<string, MessageDescriptor> }) {
  if (moves.length === 0) return null
  return (
    <DetailSection title={<Trans>History</Trans>}>
      <MoveTimeline moves={moves} label={moveLabel} actors={actors} />
    </DetailSection>
  )
}

/** An after-sale's detail while it loads, for the shopper's and the shop's pages. */
export function AfterSaleDetailSkeleton() {
  return (
    <Stack gap="6" aria-busy="true">
      <Skeleton h="10" w="50%" />
      <Skeleton h="28" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Skeleton h="40" />
        <Skeleton h="40" />
      </SimpleGrid>
    </Stack>
  )
}

const refusals: readonly number[] = [AfterSaleStatus.refused, AfterSaleStatus.returnRefused]

/**
 * The top of an after-sale's page, the shopper's and the shop's: its way and status, the line
 * under them (`subtitle`), what the status means (`hint`), a refusal's remark, and the moves the
 * reader may make (`actions`).
 */
export function AfterSaleHeader({
  afterSale,
  subtitle,
  hint,
  actions,
}: {
  afterSale: Pick<AfterSaleDetail, 'way' | 'status' | 'auditRemark'>
  subtitle: ReactNode
  hint?: ReactNode
  actions: ReactNode
}) {
  return (
    <Stack gap="3">
      <HStack gap="4" wrap="wrap" justify="space-between">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }}>
          <WayLabel way={afterSale.way} />
        </Heading>
        <AfterSaleStatusBadge status={afterSale.status} />
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {subtitle}
      </Text>
      {hint && <Text textStyle="sm">{hint}</Text>}
      {refusals.includes(afterSale.status) && afterSale.auditRemark && (
        <Text textStyle="sm" color="red.700" borderStartWidth="2px" borderColor="red.600" ps="3">
          {afterSale.auditRemark}
        </Text>
      )}
      {actions}
    </Stack>
  )
}
