import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { forgotFormMachine, forgotPasswordMachine } from '../../../machines/account/forgotPassword'
import { FormStack } from '../../components/form/FormStack'
import { EmailCodeField, EmailField, NewPasswordFields } from '../../components/form/PasswordFields'
import { SubmitButton } from '../../components/form/SubmitButton'
import { useForm } from '../../components/form/useForm'
import { AccountDialog } from '../../components/account/AccountDialog'

export type ForgotPasswordActor = ActorRefFrom<typeof forgotPasswordMachine>

/** Forgot password (docs/behaviour.md#account): email, email code, new password, confirmation. */
export function ForgotPasswordDialog({ actor }: { actor: ForgotPasswordActor }) {
  const open = useSelector(actor, (s) => s.hasTag('open'))
  const form = useSelector(actor, (s) => s.children.form)
  return (
    <AccountDialog open={open} onClose={() => actor.send({ type: 'CLOSE' })} title={<Trans>Forgot password</Trans>}>
      {form && <ForgotPasswordFields actor={form} />}
    </AccountDialog>
  )
}

function ForgotPasswordFields({ actor }: { actor: ActorRefFrom<typeof forgotFormMachine> }) {
  const { t } = useLingui()
  const { form, errorOf, busy, canSubmit, edit, submit, code } = useForm(actor)
  return (
    <FormStack onSubmit={submit}>
      <EmailField value={form.mailbox} onValueChange={edit('mailbox')} error={errorOf('mailbox') ?? code.emailError} />
      <EmailCodeField value={form.yzcode} onValueChange={edit('yzcode')} error={errorOf('yzcode')} code={code} />
      <NewPasswordFields values={form} edit={edit} errorOf={errorOf} passwordLabel={t`New password`} />
      <SubmitButton loading={busy} disabled={!canSubmit}>
        <Trans>Submit</Trans>
      </SubmitButton>
    </FormStack>
  )
}
