import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ChangePasswordForm as ChangePasswordFields, ResetPasswordForm as ResetPasswordFields } from '../../../contract/forms'
import type { changePasswordMachine } from '../../../machines/account/changePassword'
import type { resetPasswordMachine } from '../../../machines/account/resetPassword'
import { FormCard } from '../../components/form/FormCard'
import { PictureCodeField } from '../../components/form/PictureCodeField'
import { SendCodeButton } from '../../components/form/SendCodeButton'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { useForm, type FormActor } from '../../components/form/useForm'

/** The fields every password form with a graphic captcha has. */
interface CaptchaFields {
  mailbox: string
  password: string
  captchaCode: string
  uuid: string
}

/** /password: change the password while logged in (email, current, new, confirmation, picture code). */
export function ChangePasswordScreen({ email, logic }: { email: string; logic: typeof changePasswordMachine }) {
  return <ChangePasswordForm actor={useActorRef(logic, { input: { email } })} />
}

export function ChangePasswordForm({ actor }: { actor: ActorRefFrom<typeof changePasswordMachine> }) {
  const { t } = useLingui()
  return (
    <PasswordForm<ChangePasswordFields>
      actor={actor}
      title={<Trans>Update password</Trans>}
      fields={[
        { key: 'mailbox', label: t`Email`, type: 'email', autoComplete: 'email' },
        { key: 'oldPassword', label: t`Current password`, type: 'password', autoComplete: 'current-password' },
        { key: 'password', label: t`New password`, type: 'password', autoComplete: 'new-password', helper: t`8 to 16 characters` },
        { key: 'confirmPassword', label: t`Confirm password`, type: 'password', autoComplete: 'new-password' },
      ]}
    />
  )
}

/** /forgetPassword: reset a forgotten password with an email code and a picture code. */
export function ResetPasswordScreen({ logic }: { logic: typeof resetPasswordMachine }) {
  return <ResetPasswordForm actor={useActorRef(logic, { input: {} })} />
}

export function ResetPasswordForm({ actor }: { actor: ActorRefFrom<typeof resetPasswordMachine> }) {
  const { t } = useLingui()
  const { code } = useForm(actor)
  return (
    <PasswordForm<ResetPasswordFields>
      actor={actor}
      title={<Trans>Reset your password</Trans>}
      intro={<Trans>We will send a code to your email to confirm it is you.</Trans>}
      fields={[
        { key: 'mailbox', label: t`Email`, type: 'email', autoComplete: 'email' },
        {
          key: 'yzcode',
          label: t`Email code`,
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          aside: <SendCodeButton countdown={code.countdown} onSend={code.send} />,
        },
        { key: 'password', label: t`New password`, type: 'password', autoComplete: 'new-password', helper: t`8 to 16 characters` },
        { key: 'confirmPassword', label: t`Confirm password`, type: 'password', autoComplete: 'new-password' },
      ]}
    />
  )
}

interface FieldSpec<F> {
  key: keyof F & string
  label: string
  type?: string
  autoComplete?: string
  inputMode?: 'numeric'
  helper?: string
  aside?: React.ReactNode
}

interface FormProps<F extends CaptchaFields> {
  actor: FormActor<F>
  title: React.ReactNode
  intro?: React.ReactNode
  fields: FieldSpec<F>[]
}

/** The fields, the picture code with its click-to-refresh image, and "Submit". */
function PasswordForm<F extends CaptchaFields>({ actor, title, intro, fields }: FormProps<F>) {
  const { form, errorOf, busy, canSubmit, edit, submit, code } = useForm(actor)
  // Success: the button stays busy for the second before the session ends.
  const done = useSelector(actor, (s) => s.hasTag('done'))
  const editText = (field: keyof F & string) => edit(field) as (value: string) => void
  return (
    <FormCard title={title} intro={intro} onSubmit={submit}>
      {fields.map(({ key, ...spec }) => (
        <TextField
          key={key}
          {...spec}
          value={String(form[key] ?? '')}
          onValueChange={editText(key)}
          error={errorOf(key) ?? (key === 'mailbox' ? code.emailError : null)}
        />
      ))}
      <PictureCodeField actor={actor} value={form.captchaCode} onValueChange={editText('captchaCode')} error={errorOf('captchaCode')} />
      <SubmitButton loading={busy || done} disabled={!canSubmit}>
        <Trans>Submit</Trans>
      </SubmitButton>
    </FormCard>
  )
}
