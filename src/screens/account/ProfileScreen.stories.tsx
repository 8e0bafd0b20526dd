import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import type { AnyEventObject, SnapshotFrom } from 'xstate'
import { profileFormMachine, profileMachine } from '../../../machines/account/profile'
import { notifyFailure } from '../../components/form/notifyFailure'
import { AccountLayout } from '../../components/account/AccountLayout'
import { Profile } from './ProfileScreen'
import { fake, sampleUser, submit, useDrivenActor, WithToaster, type Outcome } from '../../fakes/actors'

interface Args {
  load: Outcome
  save: Outcome
  /** Events replayed into the form once the user is loaded. */
  events: AnyEventObject[]
}

function Screen({ load, save, events }: Args) {
  const form = profileFormMachine.provide({
    actors: { submit: fake(save, sampleUser, 'Please enter a valid mobile number') },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })
  const logic = profileMachine.provide({ actors: { loadUser: fake(load, sampleUser, 'Please log in again'), form } })
  const actor = useDrivenActor(logic, [])
  // The form starts once the (fake) user has loaded.
  useEffect(() => {
    const drive = ({ children }: SnapshotFrom<typeof actor>) => {
      for (const e of children.form ? events : []) children.form?.send(e as never)
      return Boolean(children.form)
    }
    if (drive(actor.getSnapshot())) return
    const sub = actor.subscribe((s) => drive(s) && sub.unsubscribe())
    return () => sub.unsubscribe()
  }, [actor, events])
  return (
    <WithToaster>
      <AccountLayout>
        <Profile actor={actor} />
      </AccountLayout>
    </WithToaster>
  )
}

const edited = [{ type: 'EDIT', field: 'phone', value: '+46 70 765 43 21' }, submit]

const meta = {
  title: 'Account/My account',
  component: Screen,
  args: { load: 'ok', save: 'ok', events: [] },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

/** Editing. */
export const Loaded: Story = {}
export const Loading: Story = { args: { load: 'pending' } }
export const LoadFailed: Story = { args: { load: 'fail' } }
/** Busy. */
export const Saving: Story = { args: { save: 'pending', events: edited } }
/** Failed: the server's message, the edits kept. */
export const SaveFailed: Story = { args: { save: 'fail', events: edited } }
/** Done: saved, and still editable. */
export const Saved: Story = { args: { events: edited } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
