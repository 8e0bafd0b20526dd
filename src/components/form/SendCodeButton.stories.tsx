import { Box } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fakeCountdown, useDrivenActor, WithToaster, type Outcome } from '../../fakes/actors'
import { SendCodeButton } from './SendCodeButton'

function Driven({ outcome, send }: { outcome: Outcome; send: boolean }) {
  const actor = useDrivenActor(fakeCountdown(outcome), send ? [{ type: 'SEND', email: 'ann@example.com' }] : [], { input: {} })
  return (
    <WithToaster>
      <Box p="8">
        <SendCodeButton countdown={actor} onSend={() => actor.send({ type: 'SEND', email: 'ann@example.com' })} />
      </Box>
    </WithToaster>
  )
}

const meta = {
  title: 'Account/Send code button',
  component: Driven,
  args: { outcome: 'ok', send: false },
  render: (args) => <Driven key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Driven>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {}
export const Sending: Story = { args: { outcome: 'pending', send: true } }
export const Counting: Story = { args: { send: true } }
/** The send failed: the button is enabled again and the server's message is shown. */
export const Failed: Story = { args: { outcome: 'fail', send: true } }
