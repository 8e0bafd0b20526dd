import { assign, fromPromise, setup } from 'xstate'
import type { UserInfo } from '../../contract/api'
import type { ProfileForm } from '../../contract/forms'
import { failureMessage } from '../lib/formFields'
import { createFormMachine } from '../lib/form'

/** The whole user goes back with the edits, so the fields this page does not show are kept. */
const formOf = (user: UserInfo): ProfileForm =>
  ({ ...user, firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? '' }) as ProfileForm

/** First name, last name and mobile; saved as often as the shopper likes (`submitted` tells the session). */
export const profileFormMachine = createFormMachine({
  types: {} as { result: UserInfo },
  id: 'profileForm',
  blank: ({ user }: { user: UserInfo }) => formOf(user),
  validate: () => null,
  afterSubmit: 'stay',
})

export interface ProfileContext {
  user: UserInfo | null
  failure: string | null
}

/** /myaccount: load the user's info, then edit it in a form (tags `loading`, `loadFailed`). */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as { type: 'RETRY' },
    children: {} as { form: 'form' },
  },
  actors: {
    loadUser: fromPromise<UserInfo>(async () => {
      throw new Error('loadUser is provided by the app')
    }),
    form: profileFormMachine,
  },
}).createMachine({
  id: 'profile',
  context: { user: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadUser',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ user: event.output })) },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ failure: failureMessage(event.error) })) },
      },
    },
    loadFailed: { tags: 'loadFailed', on: { RETRY: { target: 'loading', actions: assign({ failure: null }) } } },
    ready: { invoke: { id: 'form', src: 'form', input: ({ context }) => ({ user: context.user! }) } },
  },
})
