import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AnyEventObject } from 'xstate'
import { forgotFormMachine, forgotPasswordMachine, type ForgotPasswordEvent } from '../../../machines/account/forgotPassword'
import { notifyFailure } from '../../components/form/notifyFailure'
import { ForgotPasswordDialog } from './ForgotPasswordDialog'
import { fake, fakeCountdown, filling, submit, useDrivenActor, WithToaster, type Outcome } from '../../fakes/actors'

interface Args {
  open: ForgotPasswordEvent
  /** Events replayed into the dialog's form. */
  events: AnyEventObject[]
  reset: Outcome
  code: Outcome
}

function DrivenDialog({ open, events, reset, code }: Args) {
  const form = forgotFormMachine.provide({
    actors: { submit: fake(reset, undefined, 'The email code is wrong or has expired'), codeCountdown: fakeCountdown(code) },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })
  const actor = useDrivenActor(forgotPasswordMachine.provide({ actors: { form } }), [open], { child: { id: 'form', events } })
  return (
    <WithToaster>
      <ForgotPasswordDialog actor={actor} />
    </WithToaster>
  )
}

const prefilled: ForgotPasswordEvent = { type: 'OPEN', email: 'ann@example.com' }
const filled = [...filling({ yzcode: '482913', password: 'newpass12', confirmPassword: 'newpass12' }), submit]

const meta = {
  title: 'Account/Forgot password dialog',
  component: DrivenDialog,
  args: { open: prefilled, events: [], reset: 'ok', code: 'ok' },
  render: (args) => <DrivenDialog key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof DrivenDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Editing. */
export const Empty: Story = { args: { open: { type: 'OPEN' } } }
export const Prefilled: Story = {}
/** Invalid. */
export const CodeRequired: Story = { args: { events: [submit] } }
export const CodeCountingDown: Story = { args: { events: [{ type: 'SEND_CODE' }] } }
export const SendNeedsEmail: Story = { args: { open: { type: 'OPEN' }, events: [{ type: 'SEND_CODE' }] } }
/** Busy. */
export const Submitting: Story = { args: { events: filled, reset: 'pending' } }
/** Failed. */
export const ServerError: Story = { args: { events: filled, reset: 'fail' } }
/** Done: the dialog closes and the app goes back to logging in. */
export const Reset: Story = { args: { events: filled } }
