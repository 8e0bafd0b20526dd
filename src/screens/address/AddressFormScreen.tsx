import { Button, Grid, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { provincesOf } from '../../../contract/address'
import type { CountryRegion } from '../../../contract/api'
import { type AddressDraft, type AddressFormInput, type addressFormMachine, chooseCountry } from '../../../machines/address/addressForm'
import { FormCard } from '../../components/form/FormCard'
import { PictureCodeField } from '../../components/form/PictureCodeField'
import { CountryFields } from '../../components/form/CountryFields'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { useForm } from '../../components/form/useForm'

type AddressActor = ActorRefFrom<typeof addressFormMachine>

interface ScreenProps {
  logic: typeof addressFormMachine
  input: AddressFormInput
  /** Back to the address book (with the carried query parameters). */
  back: LinkOptions
  /** After a successful save. */
  onDone: () => void
}

/** /addAddress: a new address, or the one named by `addressNo`. */
export function AddressFormScreen({ logic, input, back, onDone }: ScreenProps) {
  const actor = useActorRef(logic, { input })
  return <AddressFormView actor={actor} countries={input.countries} back={back} onDone={onDone} />
}

interface ViewProps {
  actor: AddressActor
  countries: readonly CountryRegion[]
  back: LinkOptions
  onDone?: () => void
}

/**
 * First name, last name, mobile, email, address, country, the province when the country has
 * provinces, city, postal code and the click-to-refresh picture code; a failed save refreshes it.
 */
export function AddressFormView({ actor, countries, back, onDone }: ViewProps) {
  const { t } = useLingui()
  const { form, errorOf, busy, canSubmit, edit, submit } = useForm(actor)
  const done = useSelector(actor, (s) => s.hasTag('done'))
  // Once, however often the page re-renders meanwhile.
  const leave = useRef(onDone)
  leave.current = onDone
  useEffect(() => {
    if (done) leave.current?.()
  }, [done])
  const text = (field: keyof AddressDraft & string, label: string, more: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={label}
      value={String(form[field] ?? '')}
      onValueChange={edit(field) as (value: string) => void}
      error={errorOf(field)}
      {...more}
    />
  )
  const provinces = provincesOf(countries, form.countryRegion)
  return (
    <FormCard title={form.id ? <Trans>Edit address</Trans> : <Trans>Add address</Trans>} onSubmit={submit}>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
        {text('firstname', t`First name`, { autoComplete: 'given-name', maxLength: 50 })}
        {text('surname', t`Last name`, { autoComplete: 'family-name', maxLength: 50 })}
      </Grid>
      {text('mobile', t`Mobile`, { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
      {text('email', t`Email (optional)`, { type: 'email', autoComplete: 'email', maxLength: 254 })}
      {text('detailAddress', t`Address`, { autoComplete: 'street-address', maxLength: 200 })}
      <CountryFields
        countries={countries}
        country={form.countryRegion}
        province={form.province}
        provinces={form.needsProvince ? provinces : null}
        errorOf={errorOf}
        onCountry={(cno) => {
          for (const e of chooseCountry(countries, cno)) actor.send(e)
        }}
        onProvince={edit('province')}
      />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
        {text('city', t`City`, { autoComplete: 'address-level2', maxLength: 64 })}
        {text('zipcode', t`Postal code`, { autoComplete: 'postal-code', maxLength: 20 })}
      </Grid>
      <PictureCodeField actor={actor} value={form.yzcode} onValueChange={edit('yzcode')} error={errorOf('yzcode')} />
      <Stack gap="3">
        <SubmitButton loading={busy || done} disabled={!canSubmit}>
          <Trans>Save address</Trans>
        </SubmitButton>
        <Button asChild variant="ghost" borderRadius="none" size="sm">
          <Link {...back}>
            <Trans>Back to my addresses</Trans>
          </Link>
        </Button>
      </Stack>
    </FormCard>
  )
}

/** While the country list (and the address being edited) load. */
export function AddressFormSkeleton() {
  return (
    <Stack gap="5" maxW="lg">
      <Skeleton h="10" w="48" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} h="16" />
      ))}
    </Stack>
  )
}
