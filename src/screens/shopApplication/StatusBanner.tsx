import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CircleAlert, CircleCheck, Clock } from 'lucide-react'
import { useSelector } from '@xstate/react'
import { type ReactNode, useState } from 'react'
import { ShopApplicationStatus } from '../../../contract/lifecycles'
import { applicationStatus, type platformMessageMachine } from '../../../machines/shopApplication/shopApplicationForm'
import { formatDate } from '../../lib/money'
import type { ApplyFormActor } from './parts'
import { PlatformMessageDialog } from './PlatformMessageDialog'
import { plain } from '../../lib/plain'

/** docs/behaviour.md#shop-application: what the application's status means (waiting, passed, failed with its reason); nothing for a draft. */
export function StatusBanner({ actor, messageLogic }: { actor: ApplyFormActor; messageLogic: typeof platformMessageMachine }) {
  const { i18n } = useLingui()
  const status = useSelector(actor, (s) => applicationStatus(s).status)
  const submitTime = useSelector(actor, (s) => applicationStatus(s).submitTime)
  const reason = plain(useSelector(actor, (s) => applicationStatus(s).applyFailReason))
  const shopId = useSelector(actor, (s) => applicationStatus(s).shopId)
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

const bannerLooks = {
  orange: { icon: Clock, bg: 'orange.50', border: 'orange.500', ink: 'orange.800' },
  green: { icon: CircleCheck, bg: 'green.50', border: 'green.600', ink: 'green.800' },
  red: { icon: CircleAlert, bg: 'red.50', border: 'red.600', ink: 'red.800' },
} as const

function Banner({
  palette,
  title,
  action,
  children,
}: {
  palette: keyof typeof bannerLooks
  title: ReactNode
  action: ReactNode
  children: ReactNode
}) {
  const { icon: Icon, bg, border, ink } = bannerLooks[palette]
  return (
    <HStack role="status" align="flex-start" gap="3" p="4" bg={bg} borderStartWidth="3px" borderColor={border}>
      <Box color={ink} pt="0.5" flexShrink={0}>
        <Icon size={20} aria-hidden />
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="medium" color={ink}>
          {title}
        </Text>
        <HStack justify="space-between" align="flex-end" gap="3" flexWrap="wrap" textStyle="sm">
          <div>{children}</div>
          {action}
        </HStack>
      </Stack>
    </HStack>
  )
}
