import type { Meta, StoryObj } from '@storybook/react-vite'
import { forgotPasswordMachine, type ForgotPasswordEvent } from '../../../machines/forgotPassword'
import { notifyFailure } from '../../components/form/notifyFailure'
import { ForgotPasswordDialog } from './ForgotPasswordDialog'
import { fake, fakeCountdown, useDrivenActor, WithToaster, type Outcome } from './storyFakes'

interface Args {
  events: ForgotPasswordEvent[]
  reset: Outcome
  code: Outcome
}

function DrivenDialog({ events, reset, code }: Args) {
  const logic = forgotPasswordMachine.provide({
    actors: { resetPassword: fake<void>(reset, undefined, 'The email code is wrong or has expired') as never, codeCountdown: fakeCountdown(code) },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })
  const actor = useDrivenActor(logic, events)
  return (
    <WithToaster>
      <ForgotPasswordDialog actor={actor} />
    </WithToaster>
  )
}

const edit = (field: string, value: string) => ({ type: 'EDIT', field, value }) as ForgotPasswordEvent
const open: ForgotPasswordEvent = { type: 'OPEN', email: 'ann@example.com' }
const filled = [open, edit('yzcode', '482913'), edit('password', 'newpass12'), edit('confirmPassword', 'newpass12'), { type: 'SUBMIT' } as const]

const meta = {
  title: 'Account/Forgot password dialog',
  component: DrivenDialog,
  args: { events: [open], reset: 'ok', code: 'ok' },
  render: (args) => <DrivenDialog key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof DrivenDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { args: { events: [{ type: 'OPEN' }] } }
export const Prefilled: Story = {}
export const CodeRequired: Story = { args: { events: [open, { type: 'SUBMIT' }] } }
export const CodeCountingDown: Story = { args: { events: [open, { type: 'SEND_CODE' }] } }
export const SendNeedsEmail: Story = { args: { events: [{ type: 'OPEN' }, { type: 'SEND_CODE' }] } }
export const Submitting: Story = { args: { events: filled, reset: 'pending' } }
export const ServerError: Story = { args: { events: filled, reset: 'fail' } }
