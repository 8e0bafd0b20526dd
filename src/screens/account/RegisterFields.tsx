import { Checkbox, Field, Link, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import type { registerFormMachine } from '../../../machines/account/loginDialog'
import { FormStack } from '../../components/form/FormStack'
import { EmailCodeField, EmailField, NewPasswordFields } from '../../components/form/PasswordFields'
import { PictureCodeField } from '../../components/form/PictureCodeField'
import { SubmitButton } from '../../components/form/SubmitButton'
import { useForm } from '../../components/form/useForm'

export type RegisterFormActor = ActorRefFrom<typeof registerFormMachine>

/** Register by email: email, password twice, the picture code, email code with its countdown, and the terms. */
export function RegisterFields({ actor, termsHref }: { actor: RegisterFormActor; termsHref: string }) {
  const { t } = useLingui()
  const { form, errorOf, busy, canSubmit, edit, submit, code } = useForm(actor)
  return (
    <FormStack onSubmit={submit}>
      <EmailField value={form.mailbox} onValueChange={edit('mailbox')} error={errorOf('mailbox') ?? code.emailError} />
      <NewPasswordFields values={form} edit={edit} errorOf={errorOf} passwordLabel={t`Password`} />
      {/* docs/behaviour.md#account: the picture code goes with the ask for the email code, so it comes first. */}
      <PictureCodeField actor={actor} value={form.captchaCode} onValueChange={edit('captchaCode')} error={errorOf('captchaCode')} />
      <EmailCodeField value={form.yzcode} onValueChange={edit('yzcode')} error={errorOf('yzcode')} code={code} />
      <Field.Root invalid={Boolean(errorOf('check'))}>
        <Checkbox.Root
          checked={form.check}
          onCheckedChange={(e) => edit('check')(e.checked === true)}
          colorPalette="brand"
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">
            <Text as="span" fontSize="sm">
              <Trans>
                I have read and accept the{' '}
                <Link href={termsHref} target="_blank" rel="noopener" textDecoration="underline" onClick={(e) => e.stopPropagation()}>
                  terms and conditions
                </Link>
              </Trans>
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
        <Field.ErrorText>{errorOf('check')}</Field.ErrorText>
      </Field.Root>
      <SubmitButton loading={busy} disabled={!canSubmit}>
        <Trans>Register</Trans>
      </SubmitButton>
    </FormStack>
  )
}
