import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { type PayPasswordInfo, payPasswordMode } from '../../../contract/payPassword'
import type { PayPasswordField } from '../../../contract/payPasswordForm'
import { type transactionPasswordMachine, visibleFields } from '../../../machines/payPassword/transactionPassword'
import { RetryNotice } from '../../components/Notice'
import { useFieldErrorText, useProblemText } from '../../components/form/fieldErrors'
import { FormCard } from '../../components/form/FormCard'
import { SendCodeButton } from '../../components/form/SendCodeButton'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField, type TextFieldProps } from '../../components/form/TextField'
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
 * It asks the machine only for tags, `can` and context, never for state names.
 */
export function TransactionPasswordForm({ actor }: { actor: Actor }) {
  const { t } = useLingui()
  const context = useSelector(actor, (s) => s.context)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const done = useSelector(actor, (s) => s.hasTag('done'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }))
  const canForget = useSelector(actor, (s) => s.can({ type: 'FORGOT' }))
  const countdown = useSelector(actor, (s) => s.children.countdown)
  const emailError = useFieldErrorText()(useSelector(countdown, (s) => s?.context.emailError ?? null))
  const errorOf = useProblemText(context.problem)
  const { mode, codeChecked, form } = context
  const askingCode = mode === payPasswordMode.reset && !codeChecked
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
      aside: <SendCodeButton countdown={countdown} onSend={() => actor.send({ type: 'SEND_CODE' })} />,
    },
  }
  return (
    <FormCard title={titles[mode]} intro={intro(mode, codeChecked)} onSubmit={() => actor.send({ type: 'SUBMIT' })}>
      {visibleFields(context).map((field) => (
        <TextField
          key={field}
          {...specs[field]}
          value={form[field]}
          onValueChange={(value) => actor.send({ type: 'EDIT', field, value })}
          error={errorOf(field) ?? (field === 'mailbox' ? emailError : null)}
        />
      ))}
      {failed && context.failure && (
        <Box role="alert" borderLeftWidth="3px" borderColor="fg.error" bg="bg.error" px="4" py="3">
          <Text textStyle="sm" color="fg.error">
            {context.failure}
          </Text>
        </Box>
      )}
      <SubmitButton loading={busy || done} disabled={!canSubmit}>
        {askingCode ? <Trans>Verify code</Trans> : <Trans>Confirm</Trans>}
      </SubmitButton>
      {canForget && (
        <Button variant="plain" alignSelf="flex-start" px="0" textDecoration="underline" onClick={() => actor.send({ type: 'FORGOT' })}>
          <Trans>Forgot your transaction password?</Trans>
        </Button>
      )}
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
