import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ChangePasswordForm, ResetPasswordForm } from '../../../contract/forms'
import type { CaptchaPasswordFields, captchaPasswordMachine } from '../../../machines/captchaPasswordForm'
import { changePasswordMachine } from '../../../machines/changePassword'
import { resetPasswordMachine } from '../../../machines/resetPassword'
import { CaptchaImage } from '../../components/form/CaptchaImage'
import { useProblemText } from '../../components/form/fieldErrors'
import { FormCard } from '../../components/form/FormCard'
import { SendCodeButton } from '../../components/form/SendCodeButton'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'

type PasswordActor<F extends CaptchaPasswordFields> = ActorRefFrom<ReturnType<typeof captchaPasswordMachine<F>>>

/** /password: change the password while logged in (email, current, new, confirmation, picture code). */
export function ChangePasswordScreen({ email, logic }: { email: string; logic: typeof changePasswordMachine }) {
  const { t } = useLingui()
  const actor = useActorRef(logic, { input: { email } })
  return (
    <PasswordForm<ChangePasswordForm>
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
  const { t } = useLingui()
  const actor = useActorRef(logic, { input: {} })
  const countdown = useSelector(actor, (s) => s.children.countdown)
  return (
    <PasswordForm<ResetPasswordForm>
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
          aside: <SendCodeButton countdown={countdown} onSend={() => actor.send({ type: 'SEND_CODE' })} />,
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

interface FormProps<F extends CaptchaPasswordFields> {
  actor: PasswordActor<F>
  title: React.ReactNode
  intro?: React.ReactNode
  fields: FieldSpec<F>[]
}

/** The fields, the picture code with its click-to-refresh image, and "Submit". */
function PasswordForm<F extends CaptchaPasswordFields>({ actor, title, intro, fields }: FormProps<F>) {
  const { t } = useLingui()
  const form = useSelector(actor, (s) => s.context.form)
  const problem = useSelector(actor, (s) => s.context.problem)
  const captcha = useSelector(actor, (s) => s.context.captcha)
  const captchaLoading = useSelector(actor, (s) => s.matches({ captcha: 'loading' }))
  const busy = useSelector(actor, (s) => !s.matches({ form: 'editing' }))
  const countdownEmailError = useSelector(
    useSelector(actor, (s) => s.children.countdown),
    (s) => s?.context.emailError ?? null,
  )
  const errorOf = useProblemText(problem)
  const codeEmailError = useProblemText(countdownEmailError && { field: 'mailbox', error: countdownEmailError })('mailbox')
  const edit = (field: keyof F & string) => (value: string) => actor.send({ type: 'EDIT', field, value } as never)
  return (
    <FormCard title={title} intro={intro} onSubmit={() => actor.send({ type: 'SUBMIT' })}>
      {fields.map(({ key, ...spec }) => (
        <TextField
          key={key}
          {...spec}
          value={String(form[key] ?? '')}
          onValueChange={edit(key)}
          error={errorOf(key) ?? (key === 'mailbox' ? codeEmailError : null)}
        />
      ))}
      <TextField
        label={t`Picture code`}
        autoComplete="off"
        maxLength={4}
        value={form.captchaCode}
        onValueChange={edit('captchaCode')}
        error={errorOf('captchaCode')}
        aside={<CaptchaImage captcha={captcha} loading={captchaLoading} onRefresh={() => actor.send({ type: 'REFRESH_CAPTCHA' })} />}
      />
      <SubmitButton loading={busy}>
        <Trans>Submit</Trans>
      </SubmitButton>
    </FormCard>
  )
}
