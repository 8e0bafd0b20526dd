import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import type { FormEvent, ReactNode } from 'react'

interface Props {
  title: ReactNode
  intro?: ReactNode
  onSubmit: () => void
  children: ReactNode
}

/** A titled account form; Enter submits, the browser's own validation stays out of the way. */
export function FormCard({ title, intro, onSubmit, children }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
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
      <form onSubmit={submit} noValidate>
        <Stack gap="5">{children}</Stack>
      </form>
    </Box>
  )
}
