import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AfterSaleDetail, AfterSaleMove } from '../../../contract/afterSale'
import { Photos } from '../../components/evaluation/Photos'
import { actorLabels } from '../../components/order/actorLabels'
import { formatDate } from '../../lib/money'
import { afterSaleStatusLabels, refundReasonLabels } from './labels'
import { ItemName, ItemPicture, refundLinks, Usd, WayLabel } from './RefundListParts'

type Part = { afterSale: AfterSaleDetail }

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" borderWidth="1px" p={{ base: '4', md: '5' }} bg="bg">
      <Heading as="h2" textStyle="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" fontWeight="normal">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** A label and its value, as a term and its description. */
function Fact({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <HStack justify="space-between" align="baseline" gap="4" textStyle="sm" fontWeight={strong ? 'semibold' : 'normal'}>
      <Text as="dt" color={strong ? 'fg' : 'fg.muted'}>
        {label}
      </Text>
      <Text as="dd" textAlign="end" fontVariantNumeric="tabular-nums" wordBreak="break-word">
        {children}
      </Text>
    </HStack>
  )
}

/** The item: picture, brand, name, properties, its unit price and the pieces ordered, and its shop. */
export function ItemSection({ afterSale }: Part) {
  const count = afterSale.itemCount
  return (
    <Section title={afterSale.shopName}>
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
    </Section>
  )
}

/** The order, the pieces and amount asked for, the mode and the reason; when it was refunded. */
export function RefundSection({ afterSale }: Part) {
  const { i18n } = useLingui()
  const reason = refundReasonLabels[afterSale.applyReason]
  return (
    <Section title={<Trans>Refund</Trans>}>
      <Stack as="dl" gap="2">
        <Fact label={<Trans>Order number</Trans>}>
          <ChakraLink asChild textDecoration="underline" textUnderlineOffset="3px">
            <Link {...refundLinks.order(afterSale)}>{afterSale.orderNo}</Link>
          </ChakraLink>
        </Fact>
        <Fact label={<Trans>Quantity</Trans>}>{afterSale.count}</Fact>
        <Fact label={<Trans>Mode</Trans>}>
          <WayLabel way={afterSale.way} />
        </Fact>
        <Fact label={<Trans>Reason</Trans>}>{reason ? i18n._(reason) : '—'}</Fact>
        <Fact label={<Trans>Refund amount</Trans>} strong>
          <Usd cents={afterSale.refundPrice} />
        </Fact>
        {afterSale.refundTime !== null && (
          <Fact label={<Trans>Refunded</Trans>}>{formatDate(afterSale.refundTime, i18n.locale, true)}</Fact>
        )}
      </Stack>
    </Section>
  )
}

/** A return: where to send the goods once agreed, and the parcel's tracking number once entered. */
export function ReturnSection({ afterSale }: Part) {
  return (
    <Section title={<Trans>Return</Trans>}>
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
    </Section>
  )
}

/** What the shopper wrote and the photos they sent (3 shown, the rest behind +N, all in the lightbox). */
export function ApplicationSection({ afterSale }: Part) {
  return (
    <Section title={<Trans>Your application</Trans>}>
      <Text textStyle="sm" whiteSpace="pre-line" color={afterSale.applyDescription ? 'fg' : 'fg.muted'}>
        {afterSale.applyDescription || <Trans>No description.</Trans>}
      </Text>
      <Photos urls={afterSale.applyPicUrls} />
    </Section>
  )
}

/** Every move, newest first: the status it reached, who moved it, when, and why. */
export function HistorySection({ moves }: { moves: AfterSaleMove[] }) {
  const { i18n } = useLingui()
  if (moves.length === 0) return null
  const rows = [...moves].reverse()
  return (
    <Section title={<Trans>History</Trans>}>
      <Stack as="ol" gap="0" listStyleType="none" ps="0">
        {rows.map((move, i) => {
          const what = afterSaleStatusLabels[move.status]?.label
          const who = actorLabels[move.actor]
          return (
            <Stack
              as="li"
              key={`${move.createTime}-${i}`}
              gap="0.5"
              ps="5"
              pb={i === rows.length - 1 ? '0' : '4'}
              ms="1"
              position="relative"
              borderStartWidth="1px"
              borderColor={i === rows.length - 1 ? 'transparent' : 'border.muted'}
              textStyle="sm"
              _before={{
                content: '""',
                position: 'absolute',
                insetStart: '-5px',
                top: '1',
                w: '2.5',
                h: '2.5',
                borderRadius: 'full',
                bg: i === 0 ? 'fg' : 'border.emphasized',
              }}
            >
              <HStack gap="2" wrap="wrap">
                <Text fontWeight={i === 0 ? 'medium' : 'normal'}>{what ? i18n._(what) : move.status}</Text>
                <Text color="fg.muted">· {who ? i18n._(who) : move.actor}</Text>
              </HStack>
              <Text textStyle="xs" color="fg.muted">
                {formatDate(move.createTime, i18n.locale, true)}
              </Text>
              {move.remark && <Text color="fg.muted">{move.remark}</Text>}
            </Stack>
          )
        })}
      </Stack>
    </Section>
  )
}
