import { Box, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FormStack } from './FormStack'

interface Props {
  title: ReactNode
  intro?: ReactNode
  onSubmit: () => void
  children: ReactNode
}

/** A titled account form. */
export function FormCard({ title, intro, onSubmit, children }: Props) {
  return (
    <Box as="section" maxW="lg" w="full">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }} mb={intro ? '2' : '8'}>
        {title}
      </Heading>
      {intro && (
        <Text color="fg.muted" mb="8">
          {intro}
        </Text>
      )}
      <FormStack onSubmit={onSubmit}>{children}</FormStack>
    </Box>
  )
}
