import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ShopInfo } from '../../../contract/catalog'

/**
 * docs/behaviour.md#shop-settings: a shop's holiday on its page and its products' pages, while it
 * is ahead (when it closes, when it reopens) or under way (when it reopens). The days are UTC, as set.
 */
export function HolidayNotice({ holiday, now = Date.now() }: { holiday: ShopInfo['holiday']; now?: number }) {
  const { i18n } = useLingui()
  if (!holiday || holiday.to <= now) return null
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' })
  const reopens = format.format(holiday.to)
  const closes = format.format(holiday.from)
  return (
    <Text role="note" textStyle="sm" px="3" py="2" borderLeftWidth="2px" borderColor="orange.500" bg="orange.subtle">
      {holiday.from <= now ? (
        <Trans>This shop is closed for a holiday and reopens on {reopens}: its pieces can be ordered again then.</Trans>
      ) : (
        <Trans>
          This shop closes for a holiday on {closes} and reopens on {reopens}.
        </Trans>
      )}
    </Text>
  )
}
