import { IconButton, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowUp, MessageCircle } from 'lucide-react'
import { chatLink } from '../../lib/accountLinks'
import { useScrolledPast } from '../../lib/useScrollY'

/** SPEC.md: the go-to-top button appears after 600 px of scroll. */
const goTopAfter = 600

/** Bottom-right: go to top (after scrolling) and customer service (guests are sent to sign in). */
export function FloatingButtons({ signedIn }: { signedIn: boolean }) {
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
      <IconButton asChild aria-label={t`Customer service`} borderRadius="full" size="xl" boxShadow="lg">
        <Link {...chatLink(signedIn)}>
          <MessageCircle size={22} strokeWidth={1.5} aria-hidden />
        </Link>
      </IconButton>
    </Stack>
  )
}
