import { Box, VisuallyHidden } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

/** "3 unread messages" (counts stop at 100, said as 99+): the words behind an unread dot or a count. */
export function useUnreadLabel() {
  const { t } = useLingui()
  return (count: number) =>
    count > 99 ? t`99+ unread messages` : t`${plural(count, { one: '# unread message', other: '# unread messages' })}`
}

/** The small red dot of unread messages, said as their count to screen readers. */
export function UnreadDot({ count }: { count: number }) {
  const label = useUnreadLabel()
  return (
    <>
      <Box as="span" display="inline-block" w="2" h="2" borderRadius="full" bg="red.500" flexShrink={0} aria-hidden />
      {/* The space keeps the count apart from the entry's own name when a screen reader joins them. */}
      <VisuallyHidden> {label(count)}</VisuallyHidden>
    </>
  )
}
