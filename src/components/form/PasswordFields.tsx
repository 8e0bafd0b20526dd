import { useLingui } from '@lingui/react/macro'
import type { ComponentProps } from 'react'
import { SendCodeButton } from './SendCodeButton'
import { TextField } from './TextField'

type PasswordKey = 'password' | 'confirmPassword'

/** A new password (8 to 16 characters) and its confirmation, as registering and resetting ask for them. */
export function NewPasswordFields({
  values,
  edit,
  errorOf,
  passwordLabel,
}: {
  values: Record<PasswordKey, string>
  edit: (field: PasswordKey) => (value: string) => void
  errorOf: (field: PasswordKey) => string | null
  passwordLabel: string
}) {
  const { t } = useLingui()
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={edit('password')}
        error={errorOf('password')}
        helper={t`8 to 16 characters`}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={edit('confirmPassword')}
        error={errorOf('confirmPassword')}
      />
    </>
  )
}

/** The emailed 6-digit code, with the send button and its countdown beside it. */
export function EmailCodeField({
  value,
  onValueChange,
  error,
  code,
}: {
  value: string
  onValueChange: (value: string) => void
  error: string | null
  /** The form's code countdown and how to ask it for a code (`useForm`). */
  code: { countdown: ComponentProps<typeof SendCodeButton>['countdown']; send: () => void }
}) {
  const { t } = useLingui()
  return (
    <TextField
      label={t`Email code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onValueChange={onValueChange}
      error={error}
      aside={<SendCodeButton countdown={code.countdown} onSend={code.send} />}
    />
  )
}

/** The account's email, as logging in, registering and resetting ask for it. */
export function EmailField(props: { value: string; onValueChange: (value: string) => void; error: string | null }) {
  const { t } = useLingui()
  return <TextField label={t`Email`} type="email" autoComplete="email" {...props} />
}
