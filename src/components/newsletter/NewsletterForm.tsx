import type { Submission } from '../../../machines/lib/form'
import { Box, Button, Field, Flex, Input, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import { fromPromise } from 'xstate'
import { type NewsletterForm as Form, newsletterSignupMachine } from '../../../machines/newsletter/newsletterSignup'
import { newsletterApi } from '../../api/newsletter'
import { type FormActor, useForm } from '../form/useForm'

const signup = newsletterSignupMachine.provide({
  actors: {
    submit: fromPromise<void, Submission<Form>>(
      async ({ input }) => void (await newsletterApi.subscribe({ email: input.form.email.trim() })),
    ),
  },
})

/** The newsletter's email box bound to the service; loaded lazily by the footer and the home page's block. */
export default function NewsletterForm({ inverted = false }: { inverted?: boolean }) {
  return <NewsletterFormView actor={useActorRef(signup)} inverted={inverted} />
}

/**
 * Subscribe, then "check your inbox" (the service mails a link to confirm), or why it failed,
 * under the field; `inverted` on a dark ground (the footer).
 */
export function NewsletterFormView({ actor, inverted = false }: { actor: FormActor<Form>; inverted?: boolean }) {
  const { t } = useLingui()
  const { form, errorOf, busy, edit, submit } = useForm(actor)
  const sent = useSelector(actor, (s) => s.hasTag('done'))
  const failure = useSelector(actor, (s) => (s.hasTag('failed') ? (s.context.failure ?? t`Check your connection and try again.`) : null))
  const error = errorOf('email')
  const line = inverted ? 'whiteAlpha.700' : 'fg'
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    submit()
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label srOnly>
          <Trans>Email address</Trans>
        </Field.Label>
        <Flex borderBottomWidth="1px" borderColor={error ? 'red.500' : line} w="full">
          <Input
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => edit('email')(e.target.value)}
            placeholder={t`Your email address`}
            variant="flushed"
            border="none"
            color="inherit"
            _placeholder={{ color: inverted ? 'whiteAlpha.600' : 'fg.subtle' }}
            _focusVisible={{ outline: 'none', boxShadow: 'none' }}
            px="0"
          />
          <Button
            type="submit"
            loading={busy}
            variant="plain"
            color="inherit"
            textTransform="uppercase"
            letterSpacing="wider"
            textStyle="xs"
            px="0"
            ml="4"
          >
            <Trans>Subscribe</Trans>
          </Button>
        </Flex>
        {error && <Field.ErrorText color={inverted ? 'red.300' : 'red.700'}>{error}</Field.ErrorText>}
      </Field.Root>
      <Box aria-live="polite" mt="3" textStyle="sm">
        {sent && (
          <Text>
            <Trans>Check your inbox to confirm your subscription.</Trans>
          </Text>
        )}
        {failure && <Text color={inverted ? 'red.300' : 'red.700'}>{failure}</Text>}
      </Box>
    </form>
  )
}
