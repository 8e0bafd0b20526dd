import { Box, Button, chakra, IconButton, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ArrowUp, Headset, Mail } from 'lucide-react'
import { customerServiceShopId } from '../../../contract/chat'
import { preloadChat } from '../../components/chat/ChatHost'
import { openChat } from '../../components/chat/openChat'
import { preloadOnIntent } from '../../components/deferred'
import { askToLogIn } from '../../lib/guards'
import { useScrolledPast } from '../../lib/useScrollY'

/** docs/behaviour.md#layout: the go-to-top button appears after 600 px of scroll. */
const goTopAfter = 600

/** What the floating customer-service button offers: the chat when it is on, else its e-mail (none: no button). */
export interface CustomerServiceOffer {
  chat: boolean
  email: string
}

/** A light ring around the dark buttons: they stand out on the dark footer too. */
const ringed = '0 0 0 2px {colors.white}, {shadows.lg}'

/** Bottom-right: go to top (after scrolling) and customer service, with its unread count. */
export function FloatingButtons({ signedIn, service, unread }: { signedIn: boolean; service: CustomerServiceOffer; unread: number }) {
  const { t } = useLingui()
  const scrolled = useScrolledPast(goTopAfter)
  return (
    <Stack
      as="aside"
      aria-label={t`Quick help`}
      position="fixed"
      right={{ base: '4', md: '6' }}
      bottom={{ base: '4', md: '6' }}
      zIndex="docked"
      gap="3"
      align="center"
    >
      {scrolled && (
        <IconButton
          aria-label={t`Back to top`}
          variant="outline"
          bg="bg.panel"
          borderRadius="full"
          size="md"
          boxShadow="sm"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUp size={18} strokeWidth={1.5} aria-hidden />
        </IconButton>
      )}
      {service.chat ? (
        <ServiceChatButton signedIn={signedIn} unread={unread} />
      ) : (
        service.email && <ServiceMailLink email={service.email} />
      )}
    </Stack>
  )
}

const customerService = { shopId: customerServiceShopId }
const openService = () => openChat(customerService)

/** Opens the customer-service chat; a guest logs in first in the login dialog, which opens the chat then. */
function ServiceChatButton({ signedIn, unread }: { signedIn: boolean; unread: number }) {
  const { t } = useLingui()
  const count = unread >= 100 ? '99+' : String(unread)
  return (
    <Box position="relative">
      <IconButton
        aria-label={unread > 0 ? t`Customer service, ${count} unread` : t`Customer service`}
        borderRadius="full"
        size="xl"
        boxShadow={ringed}
        onClick={() => (signedIn ? openService() : askToLogIn({ reason: 'customerService', finish: openService }))}
        {...(signedIn ? preloadOnIntent(preloadChat) : {})}
      >
        <Headset size={22} strokeWidth={1.5} aria-hidden />
      </IconButton>
      {signedIn && unread > 0 && (
        <chakra.span
          aria-hidden
          position="absolute"
          top="-1"
          right="-1"
          minW="5"
          h="5"
          px="1"
          borderRadius="full"
          bg="red.600"
          color="white"
          textStyle="2xs"
          fontWeight="semibold"
          display="flex"
          alignItems="center"
          justifyContent="center"
          pointerEvents="none"
        >
          {count}
        </chakra.span>
      )}
    </Box>
  )
}

/** Customer service does not chat: its e-mail, with a label that says so. */
function ServiceMailLink({ email }: { email: string }) {
  const { t } = useLingui()
  return (
    <Button asChild aria-label={t`E-mail us: ${email}`} title={email} borderRadius="full" size="lg" boxShadow={ringed}>
      <a href={`mailto:${email}`}>
        <Mail size={18} strokeWidth={1.5} aria-hidden />
        {t`E-mail us`}
      </a>
    </Button>
  )
}
