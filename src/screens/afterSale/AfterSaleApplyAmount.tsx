import { Button, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { amountCeiling } from '../../../machines/afterSale/afterSaleForm'
import { Stepper } from '../../components/form/Stepper'
import { type RefundFieldProps, refundFieldIds } from './AfterSaleApplyParts'
import { useUsd } from '../../components/Usd'

/**
 * The refund quantity (1 to what is left) and the amount in US dollars: the unit price or a multiple,
 * stepped by the unit price, following unit price x quantity until the shopper chooses their own.
 */
export function RefundQuantityAndAmount({ actor, disabled, errorOf }: RefundFieldProps) {
  const { t } = useLingui()
  const usd = useUsd()
  const item = useSelector(actor, (s) => s.context.item)
  const count = useSelector(actor, (s) => s.context.draft.refundCount)
  const amount = useSelector(actor, (s) => s.context.draft.amount)
  const countSteps = useSelector(
    actor,
    (s) => ({ down: s.can({ type: 'STEP_COUNT', by: -1 }), up: s.can({ type: 'STEP_COUNT', by: 1 }) }),
    same,
  )
  const amountSteps = useSelector(
    actor,
    (s) => ({ down: s.can({ type: 'STEP_AMOUNT', by: -1 }), up: s.can({ type: 'STEP_AMOUNT', by: 1 }) }),
    same,
  )
  const canFollow = useSelector(actor, (s) => s.can({ type: 'FOLLOW_COUNT' }))
  const left = item.surplusCount
  const ordered = item.count
  const unit = usd(item.price)
  const most = usd(amountCeiling(item, count))
  const pieces = count ?? 0
  const total = usd(item.price * pieces)
  return (
    <>
      <Stepper
        id={refundFieldIds.refundCount}
        label={<Trans>Refund quantity</Trans>}
        value={count === undefined ? '' : String(count)}
        onValueChange={(text) => actor.send({ type: 'TYPE_COUNT', text })}
        onStep={(by) => actor.send({ type: 'STEP_COUNT', by })}
        canStep={countSteps}
        stepLabels={{ down: t`One piece fewer`, up: t`One piece more` }}
        inputMode="numeric"
        error={errorOf('refundCount')}
        helper={
          <Trans>
            At most {left} (of {ordered} ordered).
          </Trans>
        }
        disabled={disabled}
      />
      <Stack gap="1" align="flex-start">
        <Stepper
          id={refundFieldIds.refundPrice}
          label={<Trans>Refund amount (US dollars)</Trans>}
          value={amount}
          onValueChange={(text) => actor.send({ type: 'TYPE_AMOUNT', text })}
          onStep={(by) => actor.send({ type: 'STEP_AMOUNT', by })}
          canStep={amountSteps}
          stepLabels={{ down: t`One unit price less`, up: t`One unit price more` }}
          inputMode="decimal"
          prefix="$"
          error={errorOf('refundPrice')}
          helper={
            <Trans>
              The unit price ({unit}) or a multiple of it, at most {most}. Refunds go to your wallet, in US dollars.
            </Trans>
          }
          disabled={disabled}
        />
        {canFollow && pieces > 0 && (
          <Button
            variant="plain"
            size="sm"
            px="0"
            textDecoration="underline"
            disabled={disabled}
            onClick={() => actor.send({ type: 'FOLLOW_COUNT' })}
          >
            <Trans>
              Use {pieces} × {unit} = {total}
            </Trans>
          </Button>
        )}
      </Stack>
    </>
  )
}

const same = (a: { down: boolean; up: boolean }, b: { down: boolean; up: boolean }) => a.down === b.down && a.up === b.up
