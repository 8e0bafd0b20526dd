import { Box, Button, Grid, Heading, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import type { loginFormMachine } from '../../../machines/account/loginDialog'
import { LoginFields, type LoginFormActor } from './LoginFields'

interface Props {
  logic: typeof loginFormMachine
  /** Opens the register tab of the dialog with the typed email. */
  onRegister: (email: string) => void
  /** Opens the forgot-password dialog; `then` puts the reset email back into the form. */
  onForgot: (email: string, then: (resetEmail: string) => void) => void
}

/**
 * /login: email and password, the forgot-password action and the register-by-email box
 * (docs/behaviour.md#account). Where it goes after logging in is the route's business.
 */
export function LoginScreen({ logic, ...props }: Props) {
  return <LoginPage actor={useActorRef(logic, { input: {} })} {...props} />
}

export function LoginPage({ actor, onRegister, onForgot }: Omit<Props, 'logic'> & { actor: LoginFormActor }) {
  const forgot = (email: string) => onForgot(email, (resetEmail) => actor.send({ type: 'EDIT', field: 'mailbox', value: resetEmail }))
  return (
    <Box maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '10', md: '20' }}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '12', md: '20' }}>
        <Box as="section" aria-labelledby="login-title">
          <Heading id="login-title" as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }} mb="2">
            <Trans>Log in</Trans>
          </Heading>
          <Text color="fg.muted" mb="8">
            <Trans>Welcome back. Log in to see your orders, wishlist and wallet.</Trans>
          </Text>
          <LoginFields actor={actor} onForgot={forgot} />
        </Box>
        <RegisterByEmail onRegister={onRegister} />
      </Grid>
    </Box>
  )
}

function RegisterByEmail({ onRegister }: { onRegister: (email: string) => void }) {
  const { t } = useLingui()
  const [email, setEmail] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onRegister(email)
  }
  return (
    <Box as="section" aria-labelledby="register-title" bg="brand.50" p={{ base: '6', md: '10' }} alignSelf="flex-start">
      <Heading id="register-title" as="h2" fontFamily="heading" fontWeight="normal" textStyle="2xl" mb="2">
        <Trans>New here?</Trans>
      </Heading>
      <Text color="fg.muted" mb="6">
        <Trans>Create an account with your email to save favourites, check out faster and follow your orders.</Trans>
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Input
            type="email"
            autoComplete="email"
            bg="bg"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-label={t`Email for your new account`}
            placeholder={t`you@example.com`}
          />
          <Button
            type="submit"
            variant="outline"
            borderColor="fg"
            borderRadius="none"
            size="lg"
            letterSpacing="wider"
            textTransform="uppercase"
            fontSize="sm"
          >
            <Trans>Register</Trans>
          </Button>
        </Stack>
      </form>
    </Box>
  )
}
