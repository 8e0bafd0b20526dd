import { Button, Flex } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { loginDialogMachine } from '../../../machines/loginDialog'
import { useProblemText } from '../../components/form/fieldErrors'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'

export type LoginActor = ActorRefFrom<typeof loginDialogMachine>

/** Email and password, the forgot-password action and "Log in"; used by the dialog and the /login page. */
export function LoginFields({ actor, onForgot }: { actor: LoginActor; onForgot: (email: string) => void }) {
  const { t } = useLingui()
  const form = useSelector(actor, (s) => s.context.login)
  const problem = useSelector(actor, (s) => (s.matches({ open: 'login' }) ? s.context.problem : null))
  const submitting = useSelector(actor, (s) => s.matches({ open: { login: 'submitting' } }))
  const errorOf = useProblemText(problem)
  const edit = (field: 'mailbox' | 'password') => (value: string) => actor.send({ type: 'EDIT', field, value })
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'SUBMIT' })
      }}
    >
      <Flex direction="column" gap="5">
        <TextField label={t`Email`} type="email" autoComplete="email" value={form.mailbox} onValueChange={edit('mailbox')} error={errorOf('mailbox')} />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          value={form.password}
          onValueChange={edit('password')}
          error={errorOf('password')}
        />
        <Button variant="plain" alignSelf="flex-end" size="sm" px="0" h="auto" textDecoration="underline" onClick={() => onForgot(form.mailbox)}>
          <Trans>Forgot your password?</Trans>
        </Button>
        <SubmitButton loading={submitting}>
          <Trans>Log in</Trans>
        </SubmitButton>
      </Flex>
    </form>
  )
}
