import { Checkbox, Field, Flex, Link, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { RegisterForm } from '../../../contract/forms'
import { useProblemText } from '../../components/form/fieldErrors'
import { EmailCodeField, NewPasswordFields } from '../../components/form/PasswordFields'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import type { LoginActor } from './LoginFields'

type TextKey = Exclude<keyof RegisterForm, 'check'>

/** Register by email: email, password twice, email code with its countdown, and the terms. */
export function RegisterFields({ actor, termsHref }: { actor: LoginActor; termsHref: string }) {
  const { t } = useLingui()
  const form = useSelector(actor, (s) => s.context.register)
  const problem = useSelector(actor, (s) => (s.matches({ open: 'register' }) ? s.context.problem : null))
  const submitting = useSelector(actor, (s) => s.matches({ open: { register: 'submitting' } }))
  const countdown = useSelector(actor, (s) => s.children.countdown)
  const emailCodeError = useSelector(countdown, (s) => s?.context.emailError ?? null)
  const errorOf = useProblemText(problem)
  const emailError = useProblemText(emailCodeError && { field: 'mailbox', error: emailCodeError })('mailbox')
  const edit = (field: TextKey) => (value: string) => actor.send({ type: 'EDIT', field, value })
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'SUBMIT' })
      }}
    >
      <Flex direction="column" gap="5">
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          value={form.mailbox}
          onValueChange={edit('mailbox')}
          error={errorOf('mailbox') ?? emailError}
        />
        <NewPasswordFields values={form} edit={edit} errorOf={errorOf} passwordLabel={t`Password`} />
        <EmailCodeField value={form.yzcode} onValueChange={edit('yzcode')} error={errorOf('yzcode')} countdown={countdown} onSend={() => actor.send({ type: 'SEND_CODE' })} />
        <Field.Root invalid={Boolean(errorOf('check'))}>
          <Checkbox.Root
            checked={form.check}
            onCheckedChange={(e) => actor.send({ type: 'EDIT', field: 'check', value: e.checked === true })}
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
        <SubmitButton loading={submitting}>
          <Trans>Register</Trans>
        </SubmitButton>
      </Flex>
    </form>
  )
}
