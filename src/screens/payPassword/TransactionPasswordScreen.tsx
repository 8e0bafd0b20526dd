import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { type PayPasswordInfo, payPasswordMode } from '../../../contract/payPassword'
import type { PayPasswordField, PayPasswordForm } from '../../../contract/payPasswordForm'
import { type transactionPasswordMachine, visibleFields } from '../../../machines/payPassword/transactionPassword'
import { RetryNotice } from '../../components/Notice'
import { FormCard } from '../../components/form/FormCard'
import { SendCodeButton } from '../../components/form/SendCodeButton'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField, type TextFieldProps } from '../../components/form/TextField'
import { type FormActor, useForm } from '../../components/form/useForm'
import type { ListState } from '../../lib/listState'

type Logic = typeof transactionPasswordMachine
type Actor = ActorRefFrom<Logic>

/** /transactionPassword: loading, failed (retry), or the form in the mode intoPayPassWord answered. */
export function TransactionPasswordScreen({ info, logic }: { info: ListState<PayPasswordInfo>; logic: Logic }) {
  if (info.status === 'loading') return <Loading />
  if (info.status === 'failed')
    return (
      <RetryNotice retry={info.retry}>
        <Trans>Your transaction password settings could not be loaded.</Trans>
      </RetryNotice>
    )
  return <Mounted info={info.data} logic={logic} />
}

function Mounted({ info, logic }: { info: PayPasswordInfo; logic: Logic }) {
  return <TransactionPasswordForm actor={useActorRef(logic, { input: info })} />
}

function Loading() {
  return (
    <Stack gap="6" maxW="lg" aria-busy="true">
      <Skeleton h="10" w="70%" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h="16" />
      ))}
      <Skeleton h="12" />
    </Stack>
  )
}

/**
 * The form of docs/behaviour.md#transaction-password: set (email, new, confirm, email code), change (email, current,
 * new, confirm, with "Forgot?"), reset (email and code; once the code checks, new and confirm).
 * It asks the machines only for tags, `can` and context, never for state names.
 */
export function TransactionPasswordForm({ actor }: { actor: Actor }) {
  const mode = useSelector(actor, (s) => s.context.mode)
  const codeChecked = useSelector(actor, (s) => s.context.codeChecked)
  const done = useSelector(actor, (s) => s.hasTag('done'))
  const canForget = useSelector(actor, (s) => s.can({ type: 'FORGOT' }))
  const form = useSelector(actor, (s) => s.children.form)
  if (!form) return null
  return (
    <StepForm
      form={form}
      fields={visibleFields({ mode, codeChecked })}
      done={done}
      title={titles[mode]}
      intro={intro(mode, codeChecked)}
      submitLabel={mode === payPasswordMode.reset && !codeChecked ? <Trans>Verify code</Trans> : <Trans>Confirm</Trans>}
    >
      {canForget && (
        <Button variant="plain" alignSelf="flex-start" px="0" textDecoration="underline" onClick={() => actor.send({ type: 'FORGOT' })}>
          <Trans>Forgot your transaction password?</Trans>
        </Button>
      )}
    </StepForm>
  )
}

interface StepProps {
  form: FormActor<PayPasswordForm>
  fields: PayPasswordField[]
  done: boolean
  title: ReactNode
  intro: ReactNode
  submitLabel: ReactNode
  /** Below the button ("Forgot?"). */
  children: ReactNode
}

/** One step's kit form: its visible fields, the server's message, the button. */
function StepForm({ form: actor, fields, done, title, intro, submitLabel, children }: StepProps) {
  const { t } = useLingui()
  const { form, errorOf, busy, canSubmit, edit, submit, code } = useForm(actor)
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const failure = useSelector(actor, (s) => s.context.failure)
  // No maxLength: a pasted '12-34-56' must reach the machine, which keeps its 6 digits.
  const digits = (autoComplete: string): Partial<TextFieldProps> => ({ type: 'password', inputMode: 'numeric', autoComplete })
  const specs: Record<PayPasswordField, Omit<TextFieldProps, 'value' | 'onValueChange'>> = {
    mailbox: { label: t`Email`, type: 'email', autoComplete: 'email' },
    oldPassword: { label: t`Current transaction password`, ...digits('off') },
    password: { label: t`New transaction password`, helper: t`6 digits`, ...digits('new-password') },
    confirmPassword: { label: t`Confirm transaction password`, ...digits('new-password') },
    yzcode: {
      label: t`Email code`,
      inputMode: 'numeric',
      autoComplete: 'one-time-code',
      aside: <SendCodeButton countdown={code.countdown} onSend={code.send} />,
    },
  }
  return (
    <FormCard title={title} intro={intro} onSubmit={submit}>
      {fields.map((field) => (
        <TextField
          key={field}
          {...specs[field]}
          value={form[field]}
          onValueChange={edit(field)}
          error={errorOf(field) ?? (field === 'mailbox' ? code.emailError : null)}
        />
      ))}
      {failed && failure && (
        <Box role="alert" borderLeftWidth="3px" borderColor="fg.error" bg="bg.error" px="4" py="3">
          <Text textStyle="sm" color="fg.error">
            {failure}
          </Text>
        </Box>
      )}
      <SubmitButton loading={busy || done} disabled={!canSubmit}>
        {submitLabel}
      </SubmitButton>
      {children}
    </FormCard>
  )
}

const titles: Record<number, ReactNode> = {
  [payPasswordMode.set]: <Trans>Set your transaction password</Trans>,
  [payPasswordMode.change]: <Trans>Change your transaction password</Trans>,
  [payPasswordMode.reset]: <Trans>Reset your transaction password</Trans>,
}

function intro(mode: number, codeChecked: boolean): ReactNode {
  if (mode === payPasswordMode.set)
    return <Trans>Six digits that confirm withdrawals and payments from your balance. We will email you a code to confirm it is you.</Trans>
  if (mode === payPasswordMode.change) return <Trans>Enter your current transaction password, then choose a new one of six digits.</Trans>
  return codeChecked ? (
    <Trans>Your email is confirmed. Choose a new transaction password of six digits.</Trans>
  ) : (
    <Trans>We will send a code to your email to confirm it is you.</Trans>
  )
}
