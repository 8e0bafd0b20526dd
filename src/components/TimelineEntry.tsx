import { Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * One entry of a vertical timeline (an `ol`, newest first): a dot, filled for the newest, on a
 * hairline that runs down to the next entry.
 */
export function TimelineEntry({ newest, last, children }: { newest: boolean; last: boolean; children: ReactNode }) {
  return (
    <Stack
      as="li"
      gap="1"
      ps="5"
      pb={last ? '0' : '4'}
      ms="1"
      position="relative"
      borderStartWidth="1px"
      borderColor={last ? 'transparent' : 'border.muted'}
      _before={{
        content: '""',
        position: 'absolute',
        insetStart: '-5px',
        top: '1',
        w: '2.5',
        h: '2.5',
        borderRadius: 'full',
        bg: newest ? 'fg' : 'border.emphasized',
      }}
    >
      {children}
    </Stack>
  )
}
