import { Box, Button, Flex, Grid, HStack, Input, RadioCard, Stack, Text, Field } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Copy, ExternalLink } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { PayChannel } from '../../../contract/order'
import { payMethodType } from '../../../contract/wallet'
import { balanceCovers, channelOf, type PayOutcome, type payMachine } from '../../../machines/checkout/payDialog'
import { FormStack } from '../../components/form/FormStack'
import { SubmitButton } from '../../components/form/SubmitButton'
import { Usd } from '../../components/Usd'
import { ImageUpload } from '../../components/upload/ImageUpload'
import { AddressQr } from '../../components/wallet/AddressQr'
import { copyAddress } from '../../components/wallet/copyAddress'
import { WalletDialog } from '../../components/wallet/PromptDialog'
import { LowBalanceDialog } from '../../components/wallet/LowBalanceDialog'
import { SetPayPasswordDialog } from '../../components/wallet/SetPayPasswordDialog'
import { LivePayCountdown } from '../../components/order/PayCountdown'
import { secondsToPay } from '../../../machines/order/orderCountdown'
import { SummaryPanel, SummaryRow } from './CheckoutFrame'

export type PayActor = ActorRefFrom<typeof payMachine>

/** docs/behaviour.md#checkout: pay method codes. */
const methodLabels: Record<number, MessageDescriptor> = {
  [payMethodType.virtualCurrency]: msg`Virtual currency`,
  [payMethodType.card]: msg`Bank card`,
  [payMethodType.online]: msg`Online payment`,
  [payMethodType.balance]: msg`Balance`,
}

/** A channel's name in the shopper's language (the Chinese name for zh, the English one otherwise). */
const channelName = (c: Pick<PayChannel, 'name' | 'englishName'>, lang: string) =>
  lang === 'zh' ? c.name || c.englishName : c.englishName || c.name

/** Tells the page the orders were paid, once. */
export function usePaid(actor: PayActor, onPaid: (outcome: PayOutcome) => void) {
  const paid = useSelector(actor, (s) => s.hasTag('paid'))
  const told = useRef(onPaid)
  told.current = onPaid
  useEffect(() => {
    if (paid) told.current(actor.getSnapshot().output ?? 'screenshot')
  }, [paid, actor])
}

/**
 * Step 3 and /paymentPage/{id} (docs/behaviour.md#checkout): the orders and their total, the pay
 * methods (balance disabled with a note when it does not cover the total, a balance of 0 asks to
 * recharge), Confirm pay, and the dialogs it opens: set a transaction password, type it, or pay to
 * the platform wallet and upload the screenshot.
 */
export function PayStep({
  actor,
  upload,
  onPaid,
}: {
  actor: PayActor
  upload: (file: File) => Promise<string>
  onPaid: (o: PayOutcome) => void
}) {
  const { t, i18n } = useLingui()
  const { summary, channels, channelId, failure } = useSelector(actor, (s) => s.context)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  // Not while a choice is recorded: a disabled radio would drop the focus the arrow keys moved to it.
  const paying = useSelector(actor, (s) => s.hasTag('paying'))
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'CONFIRM' }))
  // A balance of 0 stays choosable: choosing it asks to recharge (the low-balance prompt).
  const refused = !balanceCovers(summary) && summary.balance > 0
  const covers = balanceCovers(summary)
  usePaid(actor, onPaid)
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 340px' }} gap={{ base: '8', lg: '10' }} alignItems="start">
      <Stack as="section" gap="4" aria-labelledby="pay-methods">
        <Text id="pay-methods" fontFamily="heading" textStyle="xl">
          <Trans>Pay method</Trans>
        </Text>
        <RadioCard.Root
          value={channelId ? String(channelId) : null}
          onValueChange={(e) => actor.send({ type: 'CHOOSE', channelId: Number(e.value) })}
          aria-labelledby="pay-methods"
          disabled={paying}
        >
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            {channels.map((c) => {
              const balance = c.type === payMethodType.balance
              const name = channelName(c, i18n.locale)
              // The method's kind, unless the channel is named after it already.
              const label = methodLabels[c.type] && t(methodLabels[c.type]) !== name ? t(methodLabels[c.type]) : null
              return (
                <RadioCard.Item key={c.id} value={String(c.id)} borderRadius="none" disabled={balance && refused}>
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText>{name}</RadioCard.ItemText>
                      <RadioCard.ItemDescription>
                        {label}
                        {balance && (
                          <>
                            {label && ' · '}
                            <Trans>
                              Available <Usd cents={summary.balance} />
                            </Trans>
                          </>
                        )}
                      </RadioCard.ItemDescription>
                      {balance && !covers && (
                        <Text textStyle="xs" color="fg.error" mt="1">
                          <Trans>Insufficient balance.</Trans>{' '}
                          <Link to="/recharge">
                            <Text as="span" textDecoration="underline">
                              <Trans>Recharge</Trans>
                            </Text>
                          </Link>
                        </Text>
                      )}
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              )
            })}
          </Grid>
        </RadioCard.Root>
      </Stack>
      <SummaryPanel
        title={<Trans>Your orders</Trans>}
        failure={failure}
        label={<Trans>Confirm pay</Trans>}
        disabled={!canConfirm}
        loading={busy}
        onAction={() => actor.send({ type: 'CONFIRM' })}
        footer={
          <Button asChild variant="ghost" borderRadius="none" size="sm">
            <Link to="/myOrders">
              <Trans>Pay later from My orders</Trans>
            </Link>
          </Button>
        }
      >
        <OrdersList actor={actor} />
      </SummaryPanel>
      <PayDialogs actor={actor} upload={upload} />
    </Grid>
  )
}

function OrdersList({ actor }: { actor: PayActor }) {
  const summary = useSelector(actor, (s) => s.context.summary)
  return (
    <Stack gap="3">
      {summary.orders.map((o) => (
        <Flex key={o.id} justify="space-between" gap="3" textStyle="sm">
          <Stack gap="0" minW="0">
            <Text lineClamp={1}>{o.shopName}</Text>
            <Text textStyle="xs" color="fg.muted" fontFamily="mono">
              {o.no}
            </Text>
          </Stack>
          <Usd cents={o.totalPrice} />
        </Flex>
      ))}
      <Box borderTopWidth="1px" borderColor="border.muted" pt="2">
        <SummaryRow label={<Trans>Total</Trans>} cents={summary.total} strong />
      </Box>
      {secondsToPay(summary) > 0 && (
        <LivePayCountdown
          seconds={secondsToPay(summary)}
          expired={
            <Text textStyle="sm" color="fg.error" role="alert">
              <Trans>The time to pay has run out: the order is cancelled and its pieces go back on sale.</Trans>
            </Text>
          }
        />
      )}
    </Stack>
  )
}

function PayDialogs({ actor, upload }: { actor: PayActor; upload: (file: File) => Promise<string> }) {
  const { t } = useLingui()
  const needPassword = useSelector(actor, (s) => s.hasTag('needPassword'))
  const lowBalance = useSelector(actor, (s) => s.hasTag('lowBalance'))
  const paying = (s: ReturnType<PayActor['getSnapshot']>, type: number) => s.hasTag('paying') && channelOf(s.context)?.type === type
  const password = useSelector(actor, (s) => s.hasTag('password') || paying(s, payMethodType.balance))
  const evidence = useSelector(actor, (s) => s.hasTag('evidence') || paying(s, payMethodType.virtualCurrency))
  const close = () => actor.send({ type: 'CLOSE' })
  return (
    <>
      <SetPayPasswordDialog open={needPassword} onClose={close} />
      <LowBalanceDialog open={lowBalance} onClose={close} />
      <WalletDialog open={password} onClose={close} title={<Trans>Transaction password</Trans>} form>
        <PasswordForm actor={actor} />
      </WalletDialog>
      <WalletDialog open={evidence} onClose={close} title={t`Pay with virtual currency`} form>
        <EvidencePanel actor={actor} upload={upload} />
      </WalletDialog>
    </>
  )
}

/** The 6-digit transaction password that pays by balance. */
export function PasswordForm({ actor }: { actor: PayActor }) {
  const { t } = useLingui()
  const { password, failure, summary } = useSelector(actor, (s) => s.context)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }))
  return (
    <FormStack onSubmit={() => actor.send({ type: 'SUBMIT' })}>
      <Text color="fg.muted">
        <Trans>
          Pay <Usd cents={summary.total} /> from your balance.
        </Trans>
      </Text>
      <Field.Root invalid={Boolean(failure)}>
        <Field.Label fontSize="sm" fontWeight="medium">
          <Trans>Transaction password (6 digits)</Trans>
        </Field.Label>
        <Input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          letterSpacing="0.5em"
          value={password}
          aria-label={t`Transaction password`}
          onChange={(e) => actor.send({ type: 'EDIT_PASSWORD', value: e.target.value })}
        />
        {failure && <Field.ErrorText>{failure}</Field.ErrorText>}
      </Field.Root>
      <SubmitButton loading={busy} disabled={!canSubmit}>
        <Trans>Pay now</Trans>
      </SubmitButton>
    </FormStack>
  )
}

/** The pay dialog's content (and /paymentPage's evidence-only page): where to pay, the screenshot, "I have paid". */
export function EvidencePanel({ actor, upload }: { actor: PayActor; upload: (file: File) => Promise<string> }) {
  const { t } = useLingui()
  const context = useSelector(actor, (s) => s.context)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }))
  const channel = channelOf(context)
  return (
    <FormStack onSubmit={() => actor.send({ type: 'SUBMIT' })}>
      <SummaryRow label={<Trans>Amount to pay</Trans>} cents={context.summary.total} strong />
      {channel ? (
        <WalletAddress channel={channel} />
      ) : (
        <Text color="fg.muted">
          <Trans>No virtual currency wallet is available at the moment. Please choose another payment method.</Trans>
        </Text>
      )}
      <ImageUpload
        label={t`Payment screenshot`}
        value={context.picture || null}
        onChange={(url) => actor.send({ type: 'UPLOADED', url })}
        upload={upload}
        helper={t`A screenshot of the completed payment, showing the amount and the receiving address.`}
        disabled={busy}
      />
      <SubmitButton loading={busy} disabled={!canSubmit}>
        <Trans>I have paid</Trans>
      </SubmitButton>
      {!context.picture && (
        <Text textStyle="xs" color="fg.muted" textAlign="center">
          <Trans>Upload the screenshot of your payment first.</Trans>
        </Text>
      )}
      {context.failure && !busy && (
        <Text textStyle="sm" color="fg.error" textAlign="center" role="alert">
          {context.failure}
        </Text>
      )}
    </FormStack>
  )
}

/** The platform wallet paid to: its address with Copy (a toast says whether it worked), its link and a QR code. */
function WalletAddress({ channel }: { channel: PayChannel }) {
  const { i18n } = useLingui()
  const copy = () => copyAddress(channel.address)
  return (
    <Flex gap="5" direction={{ base: 'column', sm: 'row' }} borderWidth="1px" borderColor="border.muted" p="4" bg="bg.subtle">
      <Stack gap="2" flex="1" minW="0">
        <Text fontWeight="medium">{channelName(channel, i18n.locale)}</Text>
        <Text textStyle="xs" color="fg.muted">
          <Trans>Pay to this address</Trans>
        </Text>
        <Text fontFamily="mono" wordBreak="break-all" p="2" textStyle="sm" bg="bg" borderWidth="1px" borderColor="border.muted">
          {channel.address}
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button size="sm" variant="outline" borderRadius="none" onClick={copy} type="button">
            <Copy size={14} aria-hidden />
            <Trans>Copy address</Trans>
          </Button>
          {channel.addressUrl && (
            <a href={channel.addressUrl} target="_blank" rel="noopener noreferrer">
              <HStack as="span" gap="1" textStyle="sm" textDecoration="underline">
                <Trans>Open the payment link</Trans>
                <ExternalLink size={12} aria-hidden />
              </HStack>
            </a>
          )}
        </HStack>
        {channel.remark && (
          <Text textStyle="sm" color="fg.muted">
            {channel.remark}
          </Text>
        )}
      </Stack>
      {channel.address && <AddressQr text={channel.address} size={140} />}
    </Flex>
  )
}
