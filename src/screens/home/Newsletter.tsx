import { Box, Button, Container, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { checkEmail } from '../../../contract/validation'

/**
 * The newsletter box: checks the address and thanks the shopper. SPEC.md names no call to
 * keep it, so nothing is sent yet (`onSubscribe` is where a real call will go).
 */
export function Newsletter({ onSubscribe }: { onSubscribe: (email: string) => void }) {
  const { t } = useLingui()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const problem = checkEmail(email)
    if (problem) {
      setError(problem === 'emailRequired' ? t`Please enter your email address.` : t`The email format is incorrect.`)
      return
    }
    setError(null)
    onSubscribe(email.trim())
    setEmail('')
  }
  return (
    <Box as="section" aria-labelledby="newsletter-title" bg="bg.muted" color="fg">
      <Container maxW="8xl" px={{ base: '4', md: '8' }} py={{ base: '14', md: '20' }}>
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '16' }} align={{ lg: 'center' }} justify="space-between">
          <Stack gap="3" maxW="xl">
            <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
              <Trans>Newsletter</Trans>
            </Text>
            <Heading
              id="newsletter-title"
              as="h2"
              fontFamily="heading"
              fontWeight="normal"
              textStyle={{ base: '2xl', md: '4xl' }}
              lineHeight="1.1"
            >
              <Trans>New arrivals and private sales, first.</Trans>
            </Heading>
          </Stack>
          <Box asChild flex="1" maxW={{ lg: 'lg' }} w="full">
            <form onSubmit={submit} noValidate>
              <Field.Root invalid={Boolean(error)}>
                <Field.Label srOnly>
                  <Trans>Email address</Trans>
                </Field.Label>
                <Flex gap="0" borderBottomWidth="1px" borderColor={error ? 'red.600' : 'fg'} w="full">
                  <Input
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    placeholder={t`Your email address`}
                    variant="flushed"
                    border="none"
                    _placeholder={{ color: 'fg.subtle' }}
                    _focusVisible={{ outline: 'none', boxShadow: 'none' }}
                    px="0"
                  />
                  <Button type="submit" variant="plain" textTransform="uppercase" letterSpacing="wider" textStyle="xs" px="0" ml="4">
                    <Trans>Subscribe</Trans>
                  </Button>
                </Flex>
                {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
              </Field.Root>
            </form>
          </Box>
        </Flex>
      </Container>
    </Box>
  )
}
