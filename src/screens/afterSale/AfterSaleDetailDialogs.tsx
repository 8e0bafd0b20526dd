import { chakra, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { afterSaleLimits } from '../../../contract/afterSale'
import type { afterSaleActionsMachine } from '../../../machines/afterSale/afterSaleActions'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { useProblemText } from '../../components/form/fieldErrors'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { WalletDialog } from '../../components/wallet/PromptDialog'

type Actions = ActorRefFrom<typeof afterSaleActionsMachine>

/** The cancel question and the return's tracking number dialog of the refund detail, driven by its actions machine. */
export function AfterSaleDetailDialogs({ actions }: { actions: Actions }) {
  const cancelAsked = useSelector(actions, (s) => s.hasTag('cancelAsked'))
  const busy = useSelector(actions, (s) => s.hasTag('busy'))
  const close = () => actions.send({ type: 'CLOSE' })
  return (
    <>
      <ConfirmDialog
        open={cancelAsked}
        title={<Trans>Cancel this application?</Trans>}
        confirmLabel={<Trans>Cancel application</Trans>}
        busy={busy}
        onCancel={close}
        onConfirm={() => actions.send({ type: 'CONFIRM' })}
      >
        <Text>
          <Trans>The after-sale ends and nothing is refunded. You may apply again for this item afterwards.</Trans>
        </Text>
      </ConfirmDialog>
      <ReturnTrackingDialog actions={actions} />
    </>
  )
}

/** `PUT delivery`: the tracking number of the goods sent back, checked with validateReturnDelivery. */
export function ReturnTrackingDialog({ actions }: { actions: Actions }) {
  const { t } = useLingui()
  const open = useSelector(actions, (s) => s.hasTag('tracking'))
  const busy = useSelector(actions, (s) => s.hasTag('busy'))
  const logisticsNo = useSelector(actions, (s) => s.context.logisticsNo)
  const problem = useSelector(actions, (s) => s.context.problem)
  const error = useProblemText(problem)
  return (
    <WalletDialog open={open} onClose={() => actions.send({ type: 'CLOSE' })} title={<Trans>Return tracking number</Trans>} form>
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          actions.send({ type: 'SUBMIT' })
        }}
      >
        <Stack gap="5">
          <Text color="fg.muted" textStyle="sm">
            <Trans>Enter the tracking number of the parcel you sent back, so the platform can follow it.</Trans>
          </Text>
          <TextField
            label={t`Tracking number`}
            value={logisticsNo}
            onValueChange={(value) => actions.send({ type: 'EDIT', logisticsNo: value })}
            error={error('logisticsNo')}
            maxLength={afterSaleLimits.logisticsNoMax}
            autoComplete="off"
            required
            borderRadius="none"
          />
          <SubmitButton loading={busy}>
            <Trans>Send tracking number</Trans>
          </SubmitButton>
        </Stack>
      </chakra.form>
    </WalletDialog>
  )
}
