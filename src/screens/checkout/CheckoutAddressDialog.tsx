import { Grid, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { CountryRegion } from '../../../contract/api'
import { type CheckoutAddressDraft, type checkoutAddressMachine, checkoutProvinces } from '../../../machines/checkout/checkout'
import { FormStack } from '../../components/form/FormStack'
import { CountryFields } from '../../components/form/CountryFields'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { useForm } from '../../components/form/useForm'
import { WalletDialog } from '../../components/wallet/PromptDialog'

export type CheckoutAddressActor = ActorRefFrom<typeof checkoutAddressMachine>

interface DialogProps {
  open: boolean
  countries: readonly CountryRegion[]
  logic: typeof checkoutAddressMachine
  onClose: () => void
  /** The new address's id: checkout chooses it. */
  onAdded: (id: number) => void
}

/** Step 2's "add address" (docs/behaviour.md#checkout): its own required fields, an email, no picture code. */
export function CheckoutAddressDialog({ open, countries, logic, onClose, onAdded }: DialogProps) {
  return (
    <WalletDialog open={open} onClose={onClose} title={<Trans>Add address</Trans>} form>
      <AddressFormBody countries={countries} logic={logic} onAdded={onAdded} />
    </WalletDialog>
  )
}

function AddressFormBody({ countries, logic, onAdded }: Pick<DialogProps, 'countries' | 'logic' | 'onAdded'>) {
  const added = useRef(onAdded)
  added.current = onAdded
  const actor = useActorRef(logic.provide({ actions: { submitted: (_, { result }) => added.current(result) } }))
  return <CheckoutAddressFields actor={actor} countries={countries} />
}

/** The dialog's fields; a story drives its actor into a state (field errors, a refusal). */
export function CheckoutAddressFields({ actor, countries }: { actor: CheckoutAddressActor; countries: readonly CountryRegion[] }) {
  const { t } = useLingui()
  const { form, errorOf, busy, canSubmit, edit, submit } = useForm(actor)
  const failure = useSelector(actor, (s) => s.context.failure)
  const done = useSelector(actor, (s) => s.hasTag('done'))
  const field = (name: keyof CheckoutAddressDraft & string, label: string, more: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={label}
      value={String(form[name] ?? '')}
      onValueChange={edit(name) as (value: string) => void}
      error={errorOf(name)}
      required
      {...more}
    />
  )
  const provinces = checkoutProvinces(countries, form.countryRegion)
  return (
    <FormStack onSubmit={submit}>
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          {field('firstname', t`First name`, { autoComplete: 'given-name', maxLength: 50 })}
          {field('surname', t`Last name`, { autoComplete: 'family-name', maxLength: 50 })}
        </Grid>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          {field('mobile', t`Mobile`, { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
          {field('email', t`Email`, { type: 'email', autoComplete: 'email', maxLength: 254 })}
        </Grid>
        {field('detailAddress', t`Address`, { autoComplete: 'street-address', maxLength: 200 })}
        <CountryFields
          countries={countries}
          country={form.countryRegion}
          province={form.province}
          provinces={provinces.length > 0 ? provinces : null}
          errorOf={errorOf}
          onCountry={(cno) => {
            actor.send({ type: 'EDIT', field: 'countryRegion', value: cno })
            actor.send({ type: 'EDIT', field: 'province', value: '' })
          }}
          onProvince={edit('province')}
        />
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          {field('city', t`City`, { autoComplete: 'address-level2', maxLength: 64 })}
          {field('zipcode', t`Postal code`, { autoComplete: 'postal-code', maxLength: 20 })}
        </Grid>
        <SubmitButton loading={busy || done} disabled={!canSubmit}>
          <Trans>Save and use this address</Trans>
        </SubmitButton>
        {failure && !busy && (
          <Stack textStyle="sm" color="fg.error" textAlign="center" role="alert">
            {failure}
          </Stack>
        )}
      </Stack>
    </FormStack>
  )
}
