import { Button, Heading, Link as ChakraLink, RadioCard, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { RechargeOptions } from '../../../contract/wallet'
import { centsOf, dollarText } from '../../../machines/lib/dollars'
import { rechargeProblem, type rechargeMachine } from '../../../machines/wallet/recharge'
import { useFieldErrorText } from '../../components/form/fieldErrors'
import { FormStack } from '../../components/form/FormStack'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { RetryNotice } from '../../components/Notice'
import { ImageUpload } from '../../components/upload/ImageUpload'
import { RechargeTipsDialog } from '../../components/wallet/RechargeTipsDialog'
import type { ListState } from '../../lib/listState'
import { PlatformWalletCard, walletName } from './PlatformWalletCard'
import { payMethodLabels } from './labels'
import { useUsd } from '../../components/Usd'

export interface RechargeScreenProps {
  list: ListState<RechargeOptions>
  logic: typeof rechargeMachine
  upload: (file: File) => Promise<string>
  /** The recharge was submitted: on to /success/recharge/{id}. */
  onRecharged: (id: number) => void
}

/** /recharge: amount, the platform wallet paid to, the payment screenshot and the sender account (docs/behaviour.md#wallet). */
export function RechargeScreen({ list, logic, upload, onRecharged }: RechargeScreenProps) {
  return (
    <RechargeFrame>
      {list.status === 'loading' ? (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="12" />
          <Skeleton height="40" />
          <Skeleton height="40" />
        </Stack>
      ) : list.status === 'failed' ? (
        <RetryNotice retry={list.retry}>
          <Trans>The recharge options could not be loaded.</Trans>
        </RetryNotice>
      ) : (
        <RechargeForm options={list.data} logic={logic} upload={upload} onRecharged={onRecharged} />
      )}
    </RechargeFrame>
  )
}

/** The page's title and what a recharge is, around its form. */
export function RechargeFrame({ children }: { children: ReactNode }) {
  const [tips, setTips] = useState(false)
  return (
    <Stack gap="8" maxW="3xl">
      <Stack gap="2">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          <Trans>Recharge</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            Pay the amount to one of the platform's accounts, then upload a screenshot of the payment. The platform reviews it within 24
            hours.
          </Trans>{' '}
          <ChakraLink as="button" textDecoration="underline" onClick={() => setTips(true)}>
            <Trans>How does a recharge work?</Trans>
          </ChakraLink>
        </Text>
      </Stack>
      {children}
      <RechargeTipsDialog open={tips} onClose={() => setTips(false)} />
    </Stack>
  )
}

function RechargeForm({ options, logic, upload, onRecharged }: { options: RechargeOptions } & Omit<RechargeScreenProps, 'list'>) {
  const actor = useActorRef(logic, { input: { options } })
  return <RechargeFields actor={actor} upload={upload} onRecharged={onRecharged} />
}

function Section({ step, title, children }: { step: number; title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="4">
      <Text as="legend" fontFamily="heading" textStyle="xl" mb="3">
        <Text as="span" color="fg.muted" me="2">
          {step}.
        </Text>
        {title}
      </Text>
      {children}
    </Stack>
  )
}

export function RechargeFields({
  actor,
  upload,
  onRecharged,
}: { actor: ActorRefFrom<typeof rechargeMachine> } & Pick<RechargeScreenProps, 'upload' | 'onRecharged'>) {
  const { t, i18n } = useLingui()
  const usd = useUsd()
  const errorText = useFieldErrorText()
  const { input, form } = useSelector(actor, (s) => s.context)
  const { options } = input
  const money = centsOf(form.amount)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const done = useSelector(actor, (s) => s.hasTag('done'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }))
  const rechargeId = useSelector(actor, (s) => s.context.result)
  const failure = useSelector(actor, (s) => s.context.failure)
  const problem = rechargeProblem(form, options)
  // Over the largest recharge: amountTooHigh speaks of the balance, which a recharge has nothing to do with.
  const problemText = (p: NonNullable<typeof problem>) =>
    p.error === 'amountTooHigh' ? t`A recharge is at most ${usd(options.maxMoney)}` : errorText(p.error)
  const chosen = options.platformWallets.find((w) => w.payAppId === form.appId)
  useEffect(() => {
    if (done && rechargeId) onRecharged(rechargeId)
  }, [done, rechargeId, onRecharged])

  const limits =
    options.maxMoney > 0
      ? t`From ${usd(options.minMoney)} to ${usd(options.maxMoney)}`
      : options.minMoney > 0
        ? t`At least ${usd(options.minMoney)}`
        : null
  return (
    <FormStack onSubmit={() => actor.send({ type: 'SUBMIT' })}>
      <Stack gap="10">
        <Section step={1} title={<Trans>Amount (US dollars)</Trans>}>
          {options.moneyTypes.length > 0 && (
            <SimpleGrid columns={{ base: 3, md: 4 }} gap="2" role="group" aria-label={t`Suggested amounts`}>
              {options.moneyTypes.map((cents) => (
                <Button
                  key={cents}
                  type="button"
                  variant={money === cents ? 'solid' : 'outline'}
                  aria-pressed={money === cents}
                  borderRadius="none"
                  onClick={() => actor.send({ type: 'EDIT', field: 'amount', value: dollarText(cents) })}
                >
                  {usd(cents)}
                </Button>
              ))}
            </SimpleGrid>
          )}
          <TextField
            label={t`Other amount`}
            value={form.amount}
            onValueChange={(text) => actor.send({ type: 'EDIT', field: 'amount', value: text })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            error={problem?.field === 'amount' && money > 0 ? problemText(problem) : null}
            helper={limits}
          />
        </Section>

        <Section step={2} title={<Trans>Payment method</Trans>}>
          {options.platformWallets.length === 0 ? (
            <Text color="fg.muted">
              <Trans>No payment method is available at the moment. Please try again later.</Trans>
            </Text>
          ) : (
            <RadioCard.Root
              value={form.appId ? String(form.appId) : null}
              onValueChange={(e) => actor.send({ type: 'EDIT', field: 'appId', value: Number(e.value) || 0 })}
              aria-label={t`Payment method`}
            >
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
                {options.platformWallets.map((w) => (
                  <RadioCard.Item key={w.payAppId} value={String(w.payAppId)} borderRadius="none">
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText>{walletName(w, i18n.locale)}</RadioCard.ItemText>
                        {payMethodLabels[w.type] && <RadioCard.ItemDescription>{t(payMethodLabels[w.type])}</RadioCard.ItemDescription>}
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </SimpleGrid>
            </RadioCard.Root>
          )}
          {chosen && <PlatformWalletCard wallet={chosen} />}
        </Section>

        <Section step={3} title={<Trans>Proof of payment</Trans>}>
          <ImageUpload
            label={t`Payment screenshot`}
            value={form.payOrderPic || null}
            onChange={(url) => actor.send({ type: 'EDIT', field: 'payOrderPic', value: url ?? '' })}
            upload={upload}
            helper={t`A screenshot of the completed payment, showing the amount and the receiving address.`}
            disabled={busy}
          />
          <TextField
            label={t`Sender account (optional)`}
            autoComplete="off"
            maxLength={128}
            value={form.bankno}
            onValueChange={(value) => actor.send({ type: 'EDIT', field: 'bankno', value })}
            helper={t`The account or wallet address you paid from, or the transaction hash.`}
          />
        </Section>

        <Stack gap="2">
          <SubmitButton loading={busy || done} disabled={!canSubmit}>
            <Trans>Submit recharge</Trans>
          </SubmitButton>
          {failure && !busy && (
            <Text textStyle="sm" color="fg.error" textAlign="center" role="alert">
              {failure}
            </Text>
          )}
          {problem && !busy && (
            <Text textStyle="sm" color="fg.muted" textAlign="center" aria-live="polite">
              {problemText(problem)}
            </Text>
          )}
        </Stack>
      </Stack>
    </FormStack>
  )
}
