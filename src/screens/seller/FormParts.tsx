import { Heading, Separator, Skeleton, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A titled part of a seller form (the product editor, the shop settings). */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="4" as="section">
      <Separator />
      <Heading as="h2" textStyle="lg" fontWeight="medium">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** A seller form while its page loads. */
export function FormSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton h="10" w="50%" />
      <Skeleton h="48" />
      <Skeleton h="48" />
    </Stack>
  )
}
