import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { CaptchaImage } from './CaptchaImage'
import { TextField } from './TextField'
import type { FormActor } from './useForm'

interface Props<F> {
  /** A form with a captcha (`createFormMachine`'s `captcha`): its picture, and REFRESH_CAPTCHA on a click. */
  actor: FormActor<F>
  value: string
  onValueChange: (value: string) => void
  error: string | null
}

/** The picture code (4 characters) beside its click-to-refresh picture (docs/behaviour.md#account), as every form with one shows it. */
export function PictureCodeField<F>({ actor, ...field }: Props<F>) {
  const { t } = useLingui()
  const captcha = useSelector(actor, (s) => s.context.captcha)
  const loading = useSelector(actor, (s) => s.hasTag('loadingCaptcha'))
  return (
    <TextField
      label={t`Picture code`}
      autoComplete="off"
      maxLength={4}
      {...field}
      aside={<CaptchaImage captcha={captcha} loading={loading} onRefresh={() => actor.send({ type: 'REFRESH_CAPTCHA' })} />}
    />
  )
}
