import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** A calm message in place of a list: empty, failed. */
export function Notice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Box py={{ base: '16', md: '24' }} textAlign="center" borderTopWidth="1px" borderBottomWidth="1px" borderColor="border.muted">
      <Stack gap="6" align="center">
        <Text fontFamily="heading" textStyle={{ base: 'xl', md: '2xl' }} maxW="lg">
          {children}
        </Text>
        {action}
      </Stack>
    </Box>
  )
}

/** A list that could not load: what failed, and a button that tries again. */
export function RetryNotice({ children, retry }: { children: ReactNode; retry: () => void }) {
  return (
    <Notice
      action={
        <Button variant="outline" borderRadius="none" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {children}
    </Notice>
  )
}
