import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import type { CodeSent } from '../../../contract/api'
import { type CodeCaptcha, codeCountdownMachine } from '../../../machines/lib/codeCountdown'
import { toaster } from '../toaster'
import { notifyFailure } from './notifyFailure'

/** docs/behaviour.md#account: no new code was mailed; the one sent before is still good (until when), or when to ask again. */
export function notifyNotMailed({ validUntil, nextMailAt }: Exclude<CodeSent, true>) {
  const at = (ms: number) => i18n.date(new Date(ms), { timeStyle: 'short' })
  toaster.dismiss()
  if (validUntil !== null) {
    const until = at(validUntil)
    toaster.create({ type: 'info', title: t`No new code was sent: the code we emailed you is still valid until ${until}.` })
  } else {
    const next = at(nextMailAt)
    toaster.create({ type: 'info', title: t`No new code was sent: one went out moments ago. You can ask for a new one at ${next}.` })
  }
}

/** The "Send code" countdown wired to the call that mails the code (with the picture code when the form sends one), and to the toaster. */
export const codeSending = (send: (email: string, captcha?: CodeCaptcha) => Promise<CodeSent>) =>
  codeCountdownMachine.provide({
    actors: { sendCode: fromPromise(({ input }) => send(input.email, input.captcha)) },
    actions: { notifyFailure: (_, message) => notifyFailure(message), notifyNotMailed: (_, notMailed) => notifyNotMailed(notMailed) },
  })
