import { Box } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import type { Submission } from '../../../machines/lib/form'
import { type NewsletterForm, newsletterSignupMachine } from '../../../machines/newsletter/newsletterSignup'
import { fake, type Outcome, useDrivenActor } from '../../fakes/actors'
import { NewsletterFormView } from './NewsletterForm'

interface Args {
  /** How the service answers; `offline` when it cannot be reached. */
  save: Outcome | 'offline'
  /** What the shopper typed before pressing Subscribe (nothing pressed when absent). */
  typed?: string
  inverted: boolean
}

const offline = fromPromise<void, Submission<NewsletterForm>>(() => Promise.reject({ code: 'network' }))

function Form({ save, typed, inverted }: Args) {
  const logic = newsletterSignupMachine.provide({
    actors: { submit: save === 'offline' ? offline : fake(save, undefined, 'Too many requests. Please wait 20 s and try again.') },
  })
  const events = typed === undefined ? [] : [{ type: 'EDIT' as const, field: 'email' as const, value: typed }, { type: 'SUBMIT' as const }]
  const actor = useDrivenActor(logic, events)
  return (
    <Box maxW="lg" p="8" bg={inverted ? 'bg.inverted' : 'bg.muted'} color={inverted ? 'fg.inverted' : 'fg'}>
      <NewsletterFormView actor={actor} inverted={inverted} />
    </Box>
  )
}

const meta = {
  title: 'Shell/Newsletter form',
  component: Form,
  args: { save: 'ok', inverted: false },
} satisfies Meta<typeof Form>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Invalid: Story = { args: { typed: 'ann@example' } }
export const Sending: Story = { args: { typed: 'ann@example.com', save: 'pending' } }
/** The service mailed a link: the shopper confirms it from their inbox. */
export const Sent: Story = { args: { typed: 'ann@example.com' } }
/** The service's message, here its rate limit. */
export const Refused: Story = { args: { typed: 'ann@example.com', save: 'fail' } }
export const Offline: Story = { args: { typed: 'ann@example.com', save: 'offline' } }
/** In the footer, on its dark ground. */
export const InFooter: Story = { args: { inverted: true, typed: 'ann@example.com' } }
