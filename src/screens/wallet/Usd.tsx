import { Text } from '@chakra-ui/react'
import { formatDate, formatMoney } from '../../lib/money'
import { useSession } from '../../session'
import type { Equivalent as Rate } from './walletData'

/** A dollar amount's value in the shopper's currency, beside it: "≈ ¥1,512". */
export function Equivalent({ cents, equivalent }: { cents: number; equivalent: Rate | null }) {
  const lang = useSession((s) => s.lang)
  if (!equivalent) return null
  return (
    <Text as="span" color="fg.muted" textStyle="sm" ms="2">
      ≈ {formatMoney(Math.round(cents * equivalent.rate), equivalent.code, lang)}
    </Text>
  )
}

/** The date and time of a log line, in the shopper's language. */
export function useDateTime() {
  const lang = useSession((s) => s.lang)
  return (value: number | null | undefined) => formatDate(value, lang, true)
}
