import { Button, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { amountCeiling, amountStep, countOf, countStep } from '../../../machines/afterSale/afterSaleForm'
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
  const item = useSelector(actor, (s) => s.context.input.item)
  const count = useSelector(actor, (s) => s.context.form.refundCount)
  const amount = useSelector(actor, (s) => s.context.form.amount)
  // The amount may follow the quantity again while the form is editable.
  const canFollow = useSelector(actor, (s) => s.context.form.amountChosen && s.can({ type: 'EDIT', field: 'amountChosen', value: false }))
  const draft = { refundCount: count, amount }
  const countSteps = { down: countStep(item, draft, -1) !== null, up: countStep(item, draft, 1) !== null }
  const amountSteps = { down: amountStep(item, draft, -1) !== null, up: amountStep(item, draft, 1) !== null }
  const edit = (field: 'refundCount' | 'amount', value: string | null) => {
    if (value !== null) actor.send({ type: 'EDIT', field, value })
  }
  const left = item.surplusCount
  const ordered = item.count
  const unit = usd(item.price)
  const most = usd(amountCeiling(item, countOf(count)))
  const pieces = countOf(count) ?? 0
  const total = usd(item.price * pieces)
  return (
    <>
      <Stepper
        id={refundFieldIds.refundCount}
        label={<Trans>Refund quantity</Trans>}
        value={count}
        onValueChange={(text) => edit('refundCount', text)}
        onStep={(by) => edit('refundCount', countStep(item, draft, by))}
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
          id={refundFieldIds.amount}
          label={<Trans>Refund amount (US dollars)</Trans>}
          value={amount}
          onValueChange={(text) => edit('amount', text)}
          onStep={(by) => edit('amount', amountStep(item, draft, by))}
          canStep={amountSteps}
          stepLabels={{ down: t`One unit price less`, up: t`One unit price more` }}
          inputMode="decimal"
          prefix="$"
          error={errorOf('amount')}
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
            onClick={() => actor.send({ type: 'EDIT', field: 'amountChosen', value: false })}
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
