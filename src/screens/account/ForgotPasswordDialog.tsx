import { Flex } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ForgotPasswordForm } from '../../../contract/forms'
import type { forgotPasswordMachine } from '../../../machines/forgotPassword'
import { useProblemText } from '../../components/form/fieldErrors'
import { EmailCodeField, NewPasswordFields } from '../../components/form/PasswordFields'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { AccountDialog } from './AccountDialog'

export type ForgotPasswordActor = ActorRefFrom<typeof forgotPasswordMachine>

/** Forgot password (SPEC.md section 2): email, email code, new password, confirmation. */
export function ForgotPasswordDialog({ actor }: { actor: ForgotPasswordActor }) {
  const { t } = useLingui()
  const open = useSelector(actor, (s) => s.matches('open'))
  const form = useSelector(actor, (s) => s.context.form)
  const problem = useSelector(actor, (s) => s.context.problem)
  const submitting = useSelector(actor, (s) => s.matches({ open: 'submitting' }))
  const countdown = useSelector(actor, (s) => s.children.countdown)
  const codeEmailError = useSelector(countdown, (s) => s?.context.emailError ?? null)
  const errorOf = useProblemText(problem)
  const emailError = useProblemText(codeEmailError && { field: 'mailbox', error: codeEmailError })('mailbox')
  const edit = (field: keyof ForgotPasswordForm) => (value: string) => actor.send({ type: 'EDIT', field, value })
  return (
    <AccountDialog open={open} onClose={() => actor.send({ type: 'CLOSE' })} title={<Trans>Forgot password</Trans>}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: 'SUBMIT' })
        }}
      >
        <Flex direction="column" gap="5">
          <TextField label={t`Email`} type="email" autoComplete="email" value={form.mailbox} onValueChange={edit('mailbox')} error={errorOf('mailbox') ?? emailError} />
          <EmailCodeField value={form.yzcode} onValueChange={edit('yzcode')} error={errorOf('yzcode')} countdown={countdown} onSend={() => actor.send({ type: 'SEND_CODE' })} />
          <NewPasswordFields values={form} edit={edit} errorOf={errorOf} passwordLabel={t`New password`} />
          <SubmitButton loading={submitting}>
            <Trans>Submit</Trans>
          </SubmitButton>
        </Flex>
      </form>
    </AccountDialog>
  )
}
