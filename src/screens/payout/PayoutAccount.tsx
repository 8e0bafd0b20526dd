import { Badge, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { maskedCardNumber } from '../../../contract/payout'
import { type PayoutAddress, payoutType } from '../../../contract/wallet'

/** "Bank card" or "USDT". */
export function PayoutTypeBadge({ type }: { type: number }) {
  return (
    <Badge variant="outline" borderRadius="none" letterSpacing="wider" textTransform="uppercase" fontSize="2xs">
      {type === payoutType.usdt ? 'USDT' : <Trans>Bank card</Trans>}
    </Badge>
  )
}

/** Where the money goes: the bank and the card number masked to its last four, or the whole USDT address. */
export function PayoutAccount({ address }: { address: Pick<PayoutAddress, 'type' | 'bankname' | 'bankno' | 'address'> }) {
  if (address.type === payoutType.usdt)
    return (
      <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
        {address.address}
      </Text>
    )
  return (
    <Stack gap="0">
      <Text>{address.bankname}</Text>
      <Text fontFamily="mono" fontSize="sm" color="fg.muted">
        {maskedCardNumber(address.bankno)}
      </Text>
    </Stack>
  )
}
