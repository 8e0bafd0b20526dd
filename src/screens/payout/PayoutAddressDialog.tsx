import { Box, Button, Field, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { payoutType } from '../../../contract/wallet'
import type {
  payoutAddressDeleteMachine,
  payoutAddressDialogMachine,
  payoutAddressFormMachine,
  PayoutAddressValues,
} from '../../../machines/payout/payoutAddressForm'
import { FormStack } from '../../components/form/FormStack'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { useForm } from '../../components/form/useForm'
import { AccountDialog } from '../../components/account/AccountDialog'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { PayoutAccount } from './PayoutAccount'

export type PayoutAddressDialogActor = ActorRefFrom<typeof payoutAddressDialogMachine>
export type PayoutAddressDeleteActor = ActorRefFrom<typeof payoutAddressDeleteMachine>

/** Add or edit a payout address: a type switch, then the fields that type needs (docs/behaviour.md#payout-addresses). */
export function PayoutAddressDialog({ actor }: { actor: PayoutAddressDialogActor }) {
  const open = useSelector(actor, (s) => s.hasTag('open'))
  const editing = useSelector(actor, (s) => s.hasTag('edit'))
  const form = useSelector(actor, (s) => s.children.form)
  return (
    <AccountDialog
      open={open}
      onClose={() => actor.send({ type: 'CLOSE' })}
      title={editing ? <Trans>Edit payout address</Trans> : <Trans>Add payout address</Trans>}
    >
      {form && <PayoutAddressFields actor={form} />}
    </AccountDialog>
  )
}

type Key = keyof PayoutAddressValues & string

function PayoutAddressFields({ actor }: { actor: ActorRefFrom<typeof payoutAddressFormMachine> }) {
  const { t } = useLingui()
  const { form, errorOf, busy, canSubmit, edit, submit } = useForm(actor)
  const field = (key: Key, label: string, more: { type?: string; autoComplete?: string; inputMode?: 'numeric'; maxLength: number }) => (
    <TextField
      key={key}
      label={label}
      required
      value={String(form[key] ?? '')}
      onValueChange={edit(key) as (value: string) => void}
      error={errorOf(key)}
      {...more}
    />
  )
  const mobile = field('mobile', t`Mobile`, { type: 'tel', autoComplete: 'tel', maxLength: 32 })
  const fullname = field('fullname', t`Account holder’s name`, { autoComplete: 'name', maxLength: 64 })
  // The fields in the order the rule checks them, so the first error is the first field in red.
  const fields =
    form.type === payoutType.usdt
      ? [field('address', t`USDT address`, { autoComplete: 'off', maxLength: 128 }), mobile, fullname]
      : form.type === payoutType.bankCard
        ? [
            mobile,
            fullname,
            field('bankname', t`Bank name`, { autoComplete: 'off', maxLength: 64 }),
            field('bankno', t`Card number`, { autoComplete: 'off', inputMode: 'numeric', maxLength: 64 }),
          ]
        : []
  return (
    <FormStack onSubmit={submit}>
      <TypeSwitch value={form.type} onChange={(type) => edit('type')(type)} error={errorOf('type')} disabled={busy} />
      {fields}
      <TextField label={t`Remark`} value={form.remark} onValueChange={edit('remark')} maxLength={200} helper={t`Optional`} />
      <SubmitButton loading={busy} disabled={!canSubmit}>
        <Trans>Save</Trans>
      </SubmitButton>
    </FormStack>
  )
}

interface TypeSwitchProps {
  value: number
  onChange: (type: number) => void
  error: string | null
  disabled: boolean
}

/** Bank card or USDT, as two toggle buttons (a radio group to assistive technology). */
function TypeSwitch({ value, onChange, error, disabled }: TypeSwitchProps) {
  const { t } = useLingui()
  const options = [
    { type: payoutType.bankCard, label: t`Bank card` },
    { type: payoutType.usdt, label: 'USDT' },
  ]
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label id="payout-type-label" fontSize="sm" fontWeight="medium" letterSpacing="wide">
        <Trans>Type</Trans>
      </Field.Label>
      <HStack role="radiogroup" aria-labelledby="payout-type-label" gap="0" w="full">
        {options.map((o) => (
          <Button
            key={o.type}
            type="button"
            role="radio"
            aria-checked={value === o.type}
            flex="1"
            borderRadius="none"
            variant={value === o.type ? 'solid' : 'outline'}
            disabled={disabled}
            onClick={() => onChange(o.type)}
          >
            {o.label}
          </Button>
        ))}
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}

/** "Delete this payout address?" with the address, Cancel and Delete (busy while the call runs). */
export function DeletePayoutAddressDialog({ actor }: { actor: PayoutAddressDeleteActor }) {
  const open = useSelector(actor, (s) => s.hasTag('confirming'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const address = useSelector(actor, (s) => s.context.address)
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={<Trans>Delete this payout address?</Trans>}
      onCancel={() => actor.send({ type: 'CANCEL' })}
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
    >
      {address && (
        <Box borderWidth="1px" borderColor="border.muted" p="3" mb="3">
          <Text fontWeight="medium">{address.fullname}</Text>
          <PayoutAccount address={address} />
        </Box>
      )}
      <Text color="fg.muted" textStyle="sm">
        <Trans>Withdrawals already made to it keep their record.</Trans>
      </Text>
    </ConfirmDialog>
  )
}
