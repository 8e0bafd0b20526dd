import { Checkbox, Heading, Link, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { type Language, languages } from '../../../contract/locale'
import { type ShopSettings, shopSettingsLimits as limits } from '../../../contract/seller'
import type { shopSettingsMachine } from '../../../machines/seller/shopSettings'
import { CountedTextarea } from '../../components/form/CountedTextarea'
import { FormStack } from '../../components/form/FormStack'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { type FormActor, useForm } from '../../components/form/useForm'
import { RetryNotice } from '../../components/Notice'
import type { LogoUpload } from '../../components/upload/LogoCropDialog'
import { LogoPicker } from '../../components/upload/LogoPicker'
import type { ListState } from '../../lib/listState'
import type { ShopSettingsForm } from '../../../machines/seller/shopSettings'
import { FormSection, FormSkeleton } from './FormParts'

export type SettingsActor = FormActor<ShopSettingsForm>

export interface SettingsScreenProps {
  page: ListState<ShopSettings>
  /** The settings form, its calls provided. */
  logic: typeof shopSettingsMachine
  upload: LogoUpload
}

/** /seller/settings: the shop's settings (docs/behaviour.md#shop-settings). */
export function SettingsScreen({ page, logic, upload }: SettingsScreenProps) {
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
        <Trans>Shop settings</Trans>
      </Heading>
      {page.status === 'loading' && <FormSkeleton />}
      {page.status === 'failed' && (
        <RetryNotice retry={page.retry}>
          <Trans>We could not load your shop’s settings.</Trans>
        </RetryNotice>
      )}
      {page.status === 'ready' && <SettingsLoaded settings={page.data} logic={logic} upload={upload} />}
    </Stack>
  )
}

function SettingsLoaded({ settings, logic, upload }: { settings: ShopSettings; logic: typeof shopSettingsMachine; upload: LogoUpload }) {
  const actor = useActorRef(logic, { input: { settings } })
  return <SettingsForm actor={actor} shopname={settings.shopname} upload={upload} />
}

/** The form of a running settings machine (stories drive it with events). */
export function SettingsForm({ actor, shopname, upload }: { actor: SettingsActor; shopname: string; upload: LogoUpload }) {
  const { t } = useLingui()
  const { form, errorOf, busy, edit, submit } = useForm(actor)
  const problem = useSelector(actor, (s) => s.context.problem)
  const failure = useSelector(actor, (s) => s.context.failure)
  const saved = useSelector(actor, (s) => s.hasTag('done'))
  return (
    // Without ids, the first failing control takes the focus.
    <FormStack onSubmit={submit} focus={{ problem }}>
      <FormSection title={<Trans>Your shop</Trans>}>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            <Trans>Shop name</Trans>
          </Text>
          <Text textStyle="lg">{shopname}</Text>
          <Text textStyle="sm" color="fg.muted">
            <Trans>
              A new name is reviewed by the platform:{' '}
              <Link asChild textDecoration="underline">
                <RouterLink to="/customerService">write to customer service</RouterLink>
              </Link>{' '}
              to change it.
            </Trans>
          </Text>
        </Stack>
        <LogoPicker id="settings-logo" logo={form.logo} onChange={edit('logo')} upload={upload} error={null} disabled={busy} />
      </FormSection>
      <FormSection title={<Trans>Description</Trans>}>
        <Text textStyle="sm" color="fg.muted">
          <Trans>Other languages are optional: where one is left empty, shoppers reading it see the English text.</Trans>
        </Text>
        {languages.map((language) => (
          <DescriptionField key={language} language={language} form={form} disabled={busy} onChange={edit('descriptions')} />
        ))}
      </FormSection>
      <FormSection title={<Trans>Shipping and returns</Trans>}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label={t`Freight per order (USD)`}
            inputMode="decimal"
            value={form.freight}
            onValueChange={edit('freight')}
            error={errorOf('freight')}
            helper={t`0 ships every order free.`}
            disabled={busy}
          />
          <TextField
            label={t`Free shipping from (USD)`}
            inputMode="decimal"
            value={form.freeShipping}
            onValueChange={edit('freeShipping')}
            error={errorOf('freeShipping')}
            helper={t`An order whose pieces reach this amount ships free. Leave empty for none.`}
            disabled={busy}
          />
        </SimpleGrid>
        <CountedTextarea
          id="settings-returns-address"
          label={t`Returns address`}
          value={form.returnsAddress}
          onValueChange={edit('returnsAddress')}
          max={limits.returnsAddressMax}
          placeholder={t`Where agreed returns are sent; empty, the platform gives its own.`}
          error={null}
          disabled={busy}
        />
      </FormSection>
      <FormSection title={<Trans>Messages and holidays</Trans>}>
        <Checkbox.Root checked={form.shopComment} onCheckedChange={(e) => edit('shopComment')(e.checked === true)} disabled={busy}>
          <Checkbox.HiddenInput />
          <Checkbox.Control borderRadius="none" />
          <Checkbox.Label>
            <Trans>Shoppers may write to the shop without an order</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <Text textStyle="sm" color="fg.muted">
          <Trans>
            While the shop is closed for a holiday, its pieces cannot be added to a bag or bought; orders already paid keep their deadlines.
          </Trans>
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            type="date"
            label={t`Closed from`}
            value={form.holidayFrom}
            onValueChange={edit('holidayFrom')}
            error={errorOf('holidayFrom')}
            disabled={busy}
          />
          <TextField
            type="date"
            label={t`Reopens on`}
            value={form.holidayTo}
            onValueChange={edit('holidayTo')}
            error={errorOf('holidayTo')}
            disabled={busy}
          />
        </SimpleGrid>
      </FormSection>
      <Separator />
      {failure && (
        <Text role="alert" color="red.700" textStyle="sm">
          {failure}
        </Text>
      )}
      {saved && (
        <Text role="status" color="green.700" textStyle="sm">
          <Trans>Your settings are saved.</Trans>
        </Text>
      )}
      <SubmitButton loading={busy} w={{ base: 'full', md: 'auto' }} px="10">
        <Trans>Save settings</Trans>
      </SubmitButton>
    </FormStack>
  )
}

function DescriptionField({
  language,
  form,
  disabled,
  onChange,
}: {
  language: Language
  form: ShopSettingsForm
  disabled: boolean
  onChange: (texts: ShopSettingsForm['descriptions']) => void
}) {
  const { t } = useLingui()
  // Languages are named in themselves: an owner reads the one they write in.
  const own = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language
  const name = own.charAt(0).toLocaleUpperCase(language) + own.slice(1)
  return (
    <CountedTextarea
      id={`settings-description-${language}`}
      label={language === 'en' ? t`${name} · the fallback` : name}
      value={form.descriptions[language]}
      onValueChange={(text) => onChange({ ...form.descriptions, [language]: text })}
      max={limits.descriptionMax}
      placeholder={language === 'en' ? undefined : t`Falls back to English`}
      error={null}
      disabled={disabled}
    />
  )
}
