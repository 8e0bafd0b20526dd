import { HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatCountdown, orderCountdownMachine } from '../../../machines/order/orderCountdown'

/** The time left to pay, hh:mm:ss. */
export function PayCountdown({ remaining }: { remaining: number }) {
  const { t } = useLingui()
  const time = formatCountdown(remaining)
  return (
    <HStack gap="2" color="orange.700" textStyle="sm" role="timer" aria-label={t`Time left to pay: ${time}`}>
      <Clock size={14} aria-hidden />
      <Text as="span">
        <Trans>Time left to pay</Trans>
      </Text>
      <Text as="span" fontVariantNumeric="tabular-nums" fontWeight="medium">
        {time}
      </Text>
    </HStack>
  )
}

/** A countdown of its own from `seconds`: the time left, then `expired` once (the pay step's deadline). */
export function LivePayCountdown({ seconds, expired }: { seconds: number; expired: ReactNode }) {
  const countdown = useActorRef(orderCountdownMachine, { input: { seconds } })
  const remaining = useSelector(countdown, (s) => s.context.remaining)
  const done = useSelector(countdown, (s) => s.hasTag('expired'))
  return done ? expired : <PayCountdown remaining={remaining} />
}
