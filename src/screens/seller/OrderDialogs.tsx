import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { carriers, sellerOrderLimits } from '../../../contract/sellerOrder'
import { otherCarrier } from '../../../contract/sellerOrderForms'
import { orderLimits } from '../../../contract/order'
import type { cancelFormMachine, orderDialogsMachine, shipFormMachine, trackFormMachine } from '../../../machines/seller/orderDialogs'
import { AccountDialog } from '../../components/account/AccountDialog'
import { SelectField } from '../../components/SelectField'
import { CountedTextarea } from '../../components/form/CountedTextarea'
import { FormStack } from '../../components/form/FormStack'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { useForm } from '../../components/form/useForm'

export type OrderDialogsActor = ActorRefFrom<typeof orderDialogsMachine>

/** The order's dialogs (ship, tracking update, cancel), the one open drawn (docs/behaviour.md#seller-orders). */
export function OrderDialogs({ actor, no }: { actor: OrderDialogsActor; no: string }) {
  const open = useSelector(actor, (s) => s.hasTag('open'))
  const which = useSelector(actor, (s) => (s.hasTag('ship') ? 'ship' : s.hasTag('track') ? 'track' : 'cancel'))
  const form = useSelector(actor, (s) => s.children.form)
  const titles = {
    ship: <Trans>Ship order {no}</Trans>,
    track: <Trans>Add a tracking update</Trans>,
    cancel: <Trans>Cancel order {no}</Trans>,
  }
  return (
    <AccountDialog open={open} onClose={() => actor.send({ type: 'CLOSE' })} title={titles[which]}>
      {form && which === 'ship' && <ShipFields actor={form as ActorRefFrom<typeof shipFormMachine>} />}
      {form && which === 'track' && <TrackFields actor={form as ActorRefFrom<typeof trackFormMachine>} />}
      {form && which === 'cancel' && <CancelFields actor={form as ActorRefFrom<typeof cancelFormMachine>} />}
    </AccountDialog>
  )
}

function ShipFields({ actor }: { actor: ActorRefFrom<typeof shipFormMachine> }) {
  const { t } = useLingui()
  const { form, errorOf, busy, edit, submit } = useForm(actor)
  return (
    <FormStack onSubmit={submit}>
      <SelectField
        label={<Trans>Carrier</Trans>}
        placeholder={t`Choose a carrier`}
        value={form.carrier}
        options={[...carriers.map((c) => ({ value: c, label: c })), { value: otherCarrier, label: t`Other carrier` }]}
        error={errorOf('carrier')}
        onChange={edit('carrier')}
      />
      {form.carrier === otherCarrier && (
        <TextField
          label={t`Carrier’s name`}
          required
          value={form.carrierName}
          onValueChange={edit('carrierName')}
          error={errorOf('carrierName')}
          maxLength={orderLimits.carrierMax}
        />
      )}
      <TextField
        label={t`Tracking number`}
        required
        autoComplete="off"
        value={form.logisticsNo}
        onValueChange={edit('logisticsNo')}
        error={errorOf('logisticsNo')}
        maxLength={sellerOrderLimits.logisticsNoMax}
      />
      <SubmitButton loading={busy}>
        <Trans>Ship</Trans>
      </SubmitButton>
    </FormStack>
  )
}

function TrackFields({ actor }: { actor: ActorRefFrom<typeof trackFormMachine> }) {
  const { t } = useLingui()
  const { form, errorOf, busy, edit, submit } = useForm(actor)
  return (
    <FormStack onSubmit={submit}>
      <TextField
        label={t`Update`}
        placeholder={t`Arrived at the sorting centre`}
        required
        value={form.content}
        onValueChange={edit('content')}
        error={errorOf('content')}
        maxLength={sellerOrderLimits.trackMax}
      />
      <SubmitButton loading={busy}>
        <Trans>Add update</Trans>
      </SubmitButton>
    </FormStack>
  )
}

function CancelFields({ actor }: { actor: ActorRefFrom<typeof cancelFormMachine> }) {
  const { t } = useLingui()
  const { form, errorOf, busy, edit, submit } = useForm(actor)
  return (
    <FormStack onSubmit={submit}>
      <CountedTextarea
        label={t`Reason the shopper reads`}
        value={form.reason}
        onValueChange={edit('reason')}
        max={sellerOrderLimits.reasonMax}
        error={errorOf('reason')}
        disabled={busy}
      />
      <SubmitButton loading={busy}>
        <Trans>Cancel and refund</Trans>
      </SubmitButton>
    </FormStack>
  )
}
