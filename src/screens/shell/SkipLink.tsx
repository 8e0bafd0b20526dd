import { Link } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

/** First stop of the keyboard: jumps over the header. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipLink"
      bg="bg.panel"
      px="4"
      py="2"
      borderWidth="1px"
      _focusVisible={{ top: '4' }}
    >
      <Trans>Skip to content</Trans>
    </Link>
  )
}
