import { Box, IconButton } from '@chakra-ui/react'
import { Link, type LinkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** A header icon that links somewhere, with an optional count badge. */
export function IconLink({ label, link, count, children }: { label: string; link: LinkOptions; count?: number; children: ReactNode }) {
  return (
    <IconButton asChild variant="ghost" size="md" aria-label={label} position="relative" borderRadius="full">
      <Link {...link}>
        {children}
        {count ? (
          <Box
            as="span"
            aria-hidden
            position="absolute"
            top="1"
            right="1"
            minW="4"
            h="4"
            px="1"
            borderRadius="full"
            bg="fg"
            color="bg"
            fontSize="10px"
            lineHeight="16px"
            textAlign="center"
            fontWeight="semibold"
          >
            {count > 99 ? '99+' : count}
          </Box>
        ) : null}
      </Link>
    </IconButton>
  )
}
