import { HStack, Spinner, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Check } from 'lucide-react'
import { shopApplicationLimits as limits } from '../../../contract/shopApplication'
import { CountedTextarea } from '../../components/form/CountedTextarea'
import { useFieldErrorText } from '../../components/form/fieldErrors'
import { ApplySection, ApplyTextField } from './ApplicantFields'
import { CategoriesField } from './CategoriesField'
import { LogoField } from './LogoField'
import { type ApplyFieldProps, applyFieldIds, useRegion } from './parts'
import type { ApplyPageData } from './applyData'

/** docs/behaviour.md#shop-application: the shop's name (checked as it is typed), address, description, logo and sale categories. */
export function ShopFields(props: ApplyFieldProps & { categories: ApplyPageData['categories'] }) {
  const { t } = useLingui()
  const fieldErrorText = useFieldErrorText()
  const { actor, disabled, errorOf, categories } = props
  const description = useSelector(actor, (s) => s.context.form.shopDesc)
  const checked = useSelector(useRegion(actor, 'nameCheck'), (s) => s?.hasTag('nameTaken') ?? false)
  const refused = useSelector(actor, (s) => s.hasTag('failed') && s.context.failureField === 'shopName')
  const taken = checked || refused
  return (
    <ApplySection title={<Trans>Your shop</Trans>}>
      <ApplyTextField
        {...props}
        field="shopName"
        label={t`Shop name`}
        autoComplete="organization"
        maxLength={limits.shopNameMax}
        errorOf={(field) => errorOf(field) ?? (taken ? fieldErrorText('shopNameTaken') : null)}
        helper={<NameCheck {...props} />}
      />
      <ApplyTextField
        {...props}
        field="shopAddress"
        label={t`Shop address`}
        autoComplete="street-address"
        required={false}
        maxLength={limits.shopAddressMax}
      />
      <CountedTextarea
        id={applyFieldIds.shopDesc}
        label={<Trans>Description</Trans>}
        value={description}
        onValueChange={(value) => actor.send({ type: 'EDIT', field: 'shopDesc', value })}
        max={limits.shopDescMax}
        placeholder={t`What you sell, and what makes your shop worth a visit.`}
        error={errorOf('shopDesc')}
        disabled={disabled}
      />
      <LogoField {...props} />
      <CategoriesField {...props} categories={categories} />
    </ApplySection>
  )
}

/** Whether the typed name is free: checking…, available (taken shows as the field's error). */
function NameCheck({ actor }: ApplyFieldProps) {
  const nameCheck = useRegion(actor, 'nameCheck')
  const checking = useSelector(nameCheck, (s) => s?.hasTag('nameChecking') ?? false)
  const available = useSelector(nameCheck, (s) => s?.hasTag('nameAvailable') ?? false)
  return (
    <HStack as="span" gap="1.5" aria-live="polite" minH="5">
      {checking && (
        <>
          <Spinner size="xs" aria-hidden />
          <Text as="span">
            <Trans>Checking the name…</Trans>
          </Text>
        </>
      )}
      {available && (
        <>
          <Check size={14} aria-hidden color="var(--chakra-colors-green-600)" />
          <Text as="span" color="green.700">
            <Trans>This name is available</Trans>
          </Text>
        </>
      )}
      {!checking && !available && (
        <Text as="span">
          <Trans>At least 2 characters; shoppers will see it on your shop.</Trans>
        </Text>
      )}
    </HStack>
  )
}
