import { Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A framed part of a detail page (an order's, an after-sale's) under a small caps title. */
export function DetailSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" borderWidth="1px" p={{ base: '4', md: '5' }} bg="bg">
      <Heading as="h2" textStyle="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" fontWeight="normal">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** A label and its value, on one line. */
export function DetailRow({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <HStack justify="space-between" gap="4" textStyle="sm" fontWeight={strong ? 'semibold' : 'normal'}>
      <Text color={strong ? 'fg' : 'fg.muted'}>{label}</Text>
      <Text textAlign="end">{children}</Text>
    </HStack>
  )
}
