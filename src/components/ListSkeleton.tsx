import { HStack, Skeleton, Stack } from '@chakra-ui/react'

/** A list's rows while its page loads (or quietly tries again): a picture, two lines, a status. */
export function ListSkeleton({ picture = 'portrait' }: { picture?: 'portrait' | 'round' }) {
  return (
    <Stack gap="3" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <HStack key={i} gap="4" borderWidth="1px" borderColor="border.muted" p="3">
          {picture === 'round' ? <Skeleton w="10" h="10" borderRadius="full" /> : <Skeleton w="10" h="12" />}
          <Stack flex="1" gap="2">
            <Skeleton h="3" w="30%" />
            <Skeleton h="4" w="60%" />
          </Stack>
          <Skeleton h="5" w="20" />
        </HStack>
      ))}
    </Stack>
  )
}
