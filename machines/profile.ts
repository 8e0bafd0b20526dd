import { assign, fromPromise, setup } from 'xstate'
import type { UserInfo } from '../contract/api'
import type { ProfileForm } from '../contract/forms'
import { applyEdit, failureMessage, type EditEvent } from './accountForm'

export interface ProfileContext {
  user: UserInfo | null
  form: ProfileForm
  failure: string | null
}

export type ProfileEvent = EditEvent<ProfileForm> | { type: 'SAVE' } | { type: 'RETRY' }

const formOf = (user: UserInfo): ProfileForm => ({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? '' })

/** /myaccount: load the user's info, edit first name, last name and mobile, save. */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  actors: {
    loadUser: fromPromise<UserInfo>(async () => {
      throw new Error('loadUser is provided by the app')
    }),
    saveUser: fromPromise<UserInfo, ProfileForm>(async () => {
      throw new Error('saveUser is provided by the app')
    }),
  },
  actions: {
    /** Tells the session and the shopper; provided by the app. */
    saved: (_, _user: UserInfo) => {},
    notifyFailure: (_, _message: string | null) => {},
  },
}).createMachine({
  id: 'profile',
  context: { user: null, form: { firstName: '', lastName: '', phone: '' }, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadUser',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ user: event.output, form: formOf(event.output) })) },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ failure: failureMessage(event.error) })) },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: assign({ failure: null }) } } },
    editing: {
      on: {
        EDIT: { actions: assign(({ context, event }) => ({ form: applyEdit(context.form, event) })) },
        SAVE: { target: 'saving', actions: assign({ failure: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'saveUser',
        input: ({ context }) => ({ ...context.user, ...context.form }) as ProfileForm,
        onDone: {
          target: 'editing',
          actions: [assign(({ event }) => ({ user: event.output, form: formOf(event.output) })), { type: 'saved', params: ({ event }) => event.output }],
        },
        onError: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ failure: failureMessage(event.error) })),
            { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
          ],
        },
      },
    },
  },
})
