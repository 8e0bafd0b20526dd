import { HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../../contract/order'
import { formatDate } from '../../lib/money'
import { TimelineEntry } from '../TimelineEntry'

/** The carrier if given, the logistics number and the entries, newest first (also drawn inline on the order's detail). */
export function TrackingEntries({ order }: { order: Pick<Order, 'logisticsNo' | 'carrier' | 'deliveryOrbits'> }) {
  const { i18n } = useLingui()
  const entries = [...order.deliveryOrbits].sort((a, b) => b.deliveryTime - a.deliveryTime)
  return (
    <Stack gap="4">
      {order.carrier !== '' && (
        <HStack gap="2" textStyle="sm" wrap="wrap">
          <Text color="fg.muted">
            <Trans>Carrier</Trans>
          </Text>
          <Text fontWeight="medium">{order.carrier}</Text>
        </HStack>
      )}
      <HStack gap="2" textStyle="sm" wrap="wrap">
        <Text color="fg.muted">
          <Trans>Logistics number</Trans>
        </Text>
        <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
          {order.logisticsNo || '—'}
        </Text>
      </HStack>
      {entries.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          <Trans>No tracking entries yet.</Trans>
        </Text>
      ) : (
        <Stack as="ol" gap="0" listStyleType="none" ps="0">
          {entries.map((entry, i) => (
            <TimelineEntry key={`${entry.deliveryTime}-${i}`} newest={i === 0} last={i === entries.length - 1}>
              <Text textStyle="sm" fontWeight={i === 0 ? 'medium' : 'normal'}>
                {entry.content}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {formatDate(entry.deliveryTime, i18n.locale, true)}
              </Text>
            </TimelineEntry>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
