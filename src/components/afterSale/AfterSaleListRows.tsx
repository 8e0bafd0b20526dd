import { Usd } from '../Usd'
import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { LinkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AfterSaleRecord } from '../../../contract/afterSale'
import { tableCss } from '../tableCss'
import { formatDate } from '../../lib/money'
import { AfterSaleStatusBadge, ItemName, ItemPicture, narrow, refundLinks, WayLabel, wide } from './AfterSaleListParts'

/** What the after-sales' table adds: cells on one line, amounts to the right, the row under the pointer lit. */
const refundTableCss = {
  ...tableCss,
  '& th': { ...tableCss['& th'], textAlign: 'start' },
  '& td': { ...tableCss['& td'], whiteSpace: 'nowrap' },
  '& th[data-numeric], & td[data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& tbody tr:hover': { bg: 'bg.subtle' },
} as const

type DetailLink = (row: AfterSaleRecord) => LinkOptions

/** After-sales (the shopper's, or a shop's with its own `detailLink`): a table on desktop, a card each on phones (at 768 px or less). */
export function AfterSaleListRows({ rows, detailLink = refundLinks.detail }: { rows: AfterSaleRecord[]; detailLink?: DetailLink }) {
  const { t } = useLingui()
  return (
    <>
      <Box overflowX="auto" borderWidth="1px" borderColor="border.muted" css={{ [narrow]: { display: 'none' } }}>
        <Box as="table" css={refundTableCss} aria-label={t`After-sale orders`}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Product</Trans>
              </th>
              <th scope="col">
                <Trans>Order number</Trans>
              </th>
              <th scope="col" data-numeric="">
                <Trans>Refund</Trans>
              </th>
              <th scope="col">
                <Trans>Mode</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Applied</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <TableRow key={row.id} row={row} link={detailLink(row)} />
            ))}
          </tbody>
        </Box>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" ps="0" aria-label={t`After-sale orders`} css={{ [wide]: { display: 'none' } }}>
        {rows.map((row) => (
          <Card key={row.id} row={row} link={detailLink(row)} />
        ))}
      </Stack>
    </>
  )
}

/** One after-sale; its product's name is the link to the detail. */
function TableRow({ row, link }: { row: AfterSaleRecord; link: LinkOptions }) {
  const { i18n } = useLingui()
  const count = row.count
  return (
    <tr>
      <Box as="td" whiteSpace="normal" minW="48">
        <HStack gap="3" align="center">
          <ItemPicture src={row.picUrl} size="10" />
          <ItemName item={row} link={link} />
        </HStack>
      </Box>
      <td>{row.orderNo}</td>
      <td data-numeric="">
        <Text fontWeight="medium">
          <Usd cents={row.refundPrice} />
        </Text>
        <Text textStyle="xs" color="fg.muted">
          <Plural value={count} one="# item" other="# items" />
        </Text>
      </td>
      <Box as="td" whiteSpace="normal">
        <WayLabel way={row.way} />
      </Box>
      <Box as="td" whiteSpace="normal">
        <AfterSaleStatusBadge status={row.status} />
      </Box>
      <td>{formatDate(row.createTime, i18n.locale)}</td>
    </tr>
  )
}

/** A phone's card: its product's name is the link, stretched over the whole card. */
function Card({ row, link }: { row: AfterSaleRecord; link: LinkOptions }) {
  const { i18n } = useLingui()
  return (
    <Box as="li" position="relative" borderWidth="1px" borderColor="border.muted" p="4" _hover={{ bg: 'bg.subtle' }}>
      <HStack gap="3" align="flex-start">
        <ItemPicture src={row.picUrl} />
        <Stack gap="2" flex="1" minW="0">
          <Box>
            <AfterSaleStatusBadge status={row.status} />
          </Box>
          <ItemName item={row} link={link} stretched />
        </Stack>
      </HStack>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" textStyle="sm" mt="3">
        <Fact label={<Trans>Order number</Trans>}>{row.orderNo}</Fact>
        <Fact label={<Trans>Quantity</Trans>}>{row.count}</Fact>
        <Fact label={<Trans>Refund</Trans>}>
          <Usd cents={row.refundPrice} />
        </Fact>
        <Fact label={<Trans>Mode</Trans>}>
          <WayLabel way={row.way} />
        </Fact>
        <Fact label={<Trans>Applied</Trans>}>{formatDate(row.createTime, i18n.locale)}</Fact>
      </Box>
    </Box>
  )
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" textStyle="xs" textTransform="uppercase" letterSpacing="wider" alignSelf="center">
        {label}
      </Text>
      <Box as="dd" textAlign="end" fontVariantNumeric="tabular-nums" wordBreak="break-word" minW="0">
        {children}
      </Box>
    </>
  )
}
