import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import type { loginFormMachine } from '../../../machines/account/loginDialog'
import { FormStack } from '../../components/form/FormStack'
import { EmailField } from '../../components/form/PasswordFields'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { useForm } from '../../components/form/useForm'

export type LoginFormActor = ActorRefFrom<typeof loginFormMachine>

/** Email and password, the forgot-password action and "Log in"; used by the dialog and the /login page. */
export function LoginFields({ actor, onForgot }: { actor: LoginFormActor; onForgot: (email: string) => void }) {
  const { t } = useLingui()
  const { form, errorOf, busy, canSubmit, edit, submit } = useForm(actor)
  return (
    <FormStack onSubmit={submit}>
      <EmailField value={form.mailbox} onValueChange={edit('mailbox')} error={errorOf('mailbox')} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        value={form.password}
        onValueChange={edit('password')}
        error={errorOf('password')}
      />
      <Button
        variant="plain"
        alignSelf="flex-end"
        size="sm"
        px="0"
        h="auto"
        textDecoration="underline"
        onClick={() => onForgot(form.mailbox)}
      >
        <Trans>Forgot your password?</Trans>
      </Button>
      <SubmitButton loading={busy} disabled={!canSubmit}>
        <Trans>Log in</Trans>
      </SubmitButton>
    </FormStack>
  )
}
