import { Alert, Button, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { type ReactNode, useState } from 'react'
import { ShopApplicationStatus } from '../../../contract/lifecycles'
import type { platformMessageMachine } from '../../../machines/shopApplicationForm'
import { formatDate } from '../../lib/money'
import type { ApplyFormActor } from './parts'
import { PlatformMessageDialog } from './PlatformMessageDialog'

/** SPEC.md section 4: what the application's status means (waiting, passed, failed with its reason); nothing for a draft. */
export function StatusBanner({ actor, messageLogic }: { actor: ApplyFormActor; messageLogic: typeof platformMessageMachine }) {
  const { i18n } = useLingui()
  const status = useSelector(actor, (s) => s.context.status)
  const submitTime = useSelector(actor, (s) => s.context.submitTime)
  const reason = useSelector(actor, (s) => s.context.applyFailReason)
  const shopId = useSelector(actor, (s) => s.context.shopId)
  const [writing, setWriting] = useState(false)
  if (status === ShopApplicationStatus.none) return null
  const date = formatDate(submitTime, i18n.locale, true)
  const write = (
    <Button size="sm" variant="outline" borderRadius="none" onClick={() => setWriting(true)}>
      <Trans>Write to the platform</Trans>
    </Button>
  )
  return (
    <>
      {status === ShopApplicationStatus.waiting && (
        <Banner palette="orange" title={<Trans>Your application is being reviewed</Trans>} action={write}>
          <Trans>Submitted on {date}. The platform reviews it within 24 hours; the fields stay locked meanwhile.</Trans>
        </Banner>
      )}
      {status === ShopApplicationStatus.passed && (
        <Banner
          palette="green"
          title={<Trans>Your application was approved</Trans>}
          action={
            shopId !== null && (
              <Button size="sm" borderRadius="none" asChild>
                <Link to="/shopProduct" search={{ no: shopId }}>
                  <Trans>Go to my shop</Trans>
                </Link>
              </Button>
            )
          }
        >
          <Trans>Your shop is open.</Trans>
        </Banner>
      )}
      {status === ShopApplicationStatus.failed && (
        <Banner palette="red" title={<Trans>Your application was not approved</Trans>} action={write}>
          <Stack gap="1">
            <span>
              <Trans>Reason: {reason}</Trans>
            </span>
            <span>
              <Trans>Correct the fields below and submit again.</Trans>
            </span>
          </Stack>
        </Banner>
      )}
      {writing && <PlatformMessageDialog logic={messageLogic} onClose={() => setWriting(false)} />}
    </>
  )
}

function Banner({
  palette,
  title,
  action,
  children,
}: {
  palette: 'orange' | 'green' | 'red'
  title: ReactNode
  action: ReactNode
  children: ReactNode
}) {
  return (
    <Alert.Root
      status={palette === 'green' ? 'success' : palette === 'red' ? 'error' : 'warning'}
      borderRadius="none"
      alignItems="flex-start"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <HStack justify="space-between" align="flex-end" gap="3" flexWrap="wrap">
            <div>{children}</div>
            {action}
          </HStack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
