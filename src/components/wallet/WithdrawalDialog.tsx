import { Box, Button, chakra, Field, HStack, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { payoutType, type PayoutAddress } from '../../../contract/wallet'
import type { WithdrawalFields as Fields, withdrawalMachine } from '../../../machines/wallet/withdrawal'
import { FormStack } from '../form/FormStack'
import { SubmitButton } from '../form/SubmitButton'
import { TextField } from '../form/TextField'
import { type FormActor, useForm } from '../form/useForm'
import { WalletDialog } from './PromptDialog'
import { Usd } from '../Usd'

export interface WithdrawalDialogProps {
  open: boolean
  onClose: () => void
  logic: typeof withdrawalMachine
  /** The available balance in cents (balance less what is frozen). */
  available: number
  /** After a successful withdrawal: the dialog closes and the page reloads its data. */
  onDone: () => void
}

/** docs/behaviour.md#wallet: withdraw to one of the shopper's payout addresses, with the transaction password. */
export function WithdrawalDialog({ open, onClose, logic, available, onDone }: WithdrawalDialogProps) {
  return (
    <WithdrawalDialogFrame open={open} onClose={onClose}>
      <WithdrawalForm logic={logic} available={available} onDone={onDone} onCancel={onClose} />
    </WithdrawalDialogFrame>
  )
}

/** The dialog around the form; its content mounts on open and unmounts on close. */
export function WithdrawalDialogFrame({
  open,
  onClose,
  children,
}: Pick<WithdrawalDialogProps, 'open' | 'onClose'> & { children: ReactNode }) {
  return (
    <WalletDialog open={open} onClose={onClose} title={<Trans>Withdraw</Trans>} form>
      {children}
    </WalletDialog>
  )
}

/** A fresh form each time the dialog opens. */
function WithdrawalForm({
  logic,
  available,
  onDone,
  onCancel,
}: Pick<WithdrawalDialogProps, 'logic' | 'available' | 'onDone'> & { onCancel: () => void }) {
  const actor = useActorRef(logic, { input: { available } })
  return <WithdrawalFields actor={actor} available={available} onDone={onDone} onCancel={onCancel} />
}

export function WithdrawalFields({
  actor,
  available,
  onDone,
  onCancel,
}: {
  actor: ActorRefFrom<typeof withdrawalMachine>
  available: number
  onDone: () => void
  onCancel: () => void
}) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'))
  const noAddresses = useSelector(actor, (s) => s.hasTag('noAddresses'))
  const done = useSelector(actor, (s) => s.hasTag('done'))
  const addresses = useSelector(actor, (s) => s.context.addresses)
  const form = useSelector(actor, (s) => s.children.form)
  useEffect(() => {
    if (done) onDone()
  }, [done, onDone])

  if (loading)
    return (
      <HStack py="10" justify="center" gap="3" color="fg.muted">
        <Spinner size="sm" />
        <Trans>Loading your payout addresses…</Trans>
      </HStack>
    )
  if (loadFailed)
    return (
      <Stack gap="4" py="4" align="flex-start">
        <Text>
          <Trans>Your payout addresses could not be loaded.</Trans>
        </Text>
        <Button variant="outline" borderRadius="none" onClick={() => actor.send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    )
  if (noAddresses)
    return (
      <Stack gap="4" py="4" align="flex-start">
        <Text>
          <Trans>You have no payout address yet. Add a bank card or a USDT address to withdraw to.</Trans>
        </Text>
        <HStack gap="3">
          <Button asChild borderRadius="none" textTransform="uppercase" letterSpacing="wider" textStyle="xs">
            <Link to="/walletAddress">
              <Trans>Add a payout address</Trans>
            </Link>
          </Button>
          <Button variant="ghost" borderRadius="none" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </Stack>
    )
  return form ? <WithdrawalFormView actor={form} addresses={addresses} available={available} done={done} onCancel={onCancel} /> : null
}

/** The amount, the payout address and the password, once the addresses are in. */
function WithdrawalFormView({
  actor,
  addresses,
  available,
  done,
  onCancel,
}: {
  actor: FormActor<Fields>
  addresses: PayoutAddress[]
  available: number
  done: boolean
  onCancel: () => void
}) {
  const { t } = useLingui()
  const { form, errorOf, busy, canSubmit, edit, submit } = useForm(actor)
  const selectId = useId()
  const failure = useSelector(actor, (s) => (s.context.failureField ? s.context : null))
  const failureAt = (field: keyof Fields) => (failure?.failureField === field ? failure.failure : null)
  const addressError = errorOf('receiveAddress')
  return (
    <FormStack onSubmit={submit}>
      <Box bg="bg.muted" px="4" py="3">
        <Text textStyle="sm" color="fg.muted">
          <Trans>Available to withdraw</Trans>
        </Text>
        <Text textStyle="xl" fontWeight="medium">
          <Usd cents={available} />
        </Text>
      </Box>
      <TextField
        label={t`Amount (US dollars)`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={form.amount}
        onValueChange={edit('amount')}
        error={errorOf('amount') ?? failureAt('amount')}
        helper={t`In dollars, with up to two decimals`}
      />
      <Field.Root invalid={Boolean(addressError)}>
        <Field.Label fontSize="sm" fontWeight="medium" letterSpacing="wide" htmlFor={selectId}>
          <Trans>Payout address</Trans>
        </Field.Label>
        <chakra.select
          id={selectId}
          value={String(form.receiveAddress || '')}
          onChange={(e) => actor.send({ type: 'EDIT', field: 'receiveAddress', value: Number(e.target.value) || 0 })}
          w="full"
          h="10"
          px="3"
          bg="bg"
          borderWidth="1px"
          borderColor={addressError ? 'border.error' : 'border'}
          borderRadius="l2"
          fontSize="md"
        >
          <option value="">{t`Choose a payout address`}</option>
          {addresses.map((a) => (
            <option key={a.id} value={a.id}>
              {addressLabel(a, t`Bank card`)}
            </option>
          ))}
        </chakra.select>
        {addressError ? (
          <Field.ErrorText>{addressError}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            <ChakraLink asChild textDecoration="underline">
              <Link to="/walletAddress">
                <Trans>Manage payout addresses</Trans>
              </Link>
            </ChakraLink>
          </Field.HelperText>
        )}
      </Field.Root>
      <TextField
        label={t`Transaction password`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={form.payPassword}
        onValueChange={edit('payPassword')}
        error={errorOf('payPassword') ?? failureAt('payPassword')}
        helper={
          <ChakraLink asChild textDecoration="underline">
            <Link to="/transactionPassword">
              <Trans>Forgot your transaction password?</Trans>
            </Link>
          </ChakraLink>
        }
      />
      <HStack gap="3">
        <Button variant="outline" size="lg" borderRadius="none" onClick={onCancel} flex="1" textTransform="uppercase" fontSize="sm">
          <Trans>Cancel</Trans>
        </Button>
        <Box flex="1">
          <SubmitButton loading={busy || done} disabled={!canSubmit}>
            <Trans>Withdraw</Trans>
          </SubmitButton>
        </Box>
      </HStack>
    </FormStack>
  )
}

/** "Nordbank ···· 1234 · Ann Lindqvist" or "USDT TQ4x…9z · Ann Lindqvist". */
function addressLabel(a: PayoutAddress, bankCard: string) {
  const tail = (s: string) => (s.length > 4 ? `···· ${s.slice(-4)}` : s)
  const what =
    a.type === payoutType.usdt
      ? `USDT ${a.address.length > 14 ? `${a.address.slice(0, 6)}…${a.address.slice(-6)}` : a.address}`
      : `${a.bankname || bankCard} ${tail(a.bankno)}`
  return a.fullname ? `${what} · ${a.fullname}` : what
}
