import { Center, Spinner } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { SlowLoad } from './SlowLoad'

/** Shown while the shop is being recognised from the site address, and while the first page loads. */
export function Splash() {
  const { t } = useLingui()
  return (
    <Center minH="100dvh" role="status" aria-label={t`Loading`}>
      <Spinner size="sm" color="fg.subtle" borderWidth="1px" />
      <SlowLoad />
    </Center>
  )
}
