import { useState, type ReactNode } from 'react'
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  type EventFromLogic,
  type InputFrom,
} from 'xstate'
import type { Captcha, LoginResult, UserInfo } from '../../contract/api'
import { codeCountdownMachine } from '../../machines/lib/codeCountdown'
import { uploadingWith } from '../../machines/lib/upload'
import { Toaster } from '../components/toaster'
import { notifyFailure } from '../components/form/notifyFailure'
import type { ListState } from '../lib/listState'

/** How a fake service answers in a story. */
export type Outcome = 'ok' | 'fail' | 'pending'

/** A screen's loaded data as the outcome of its loader: ready with `data`, failed, or loading. */
export const listStateOf = <T,>(outcome: Outcome, data: T): ListState<T> =>
  outcome === 'ok' ? { status: 'ready', data } : outcome === 'fail' ? { status: 'failed', retry: () => {} } : { status: 'loading' }

const refusal = <T,>(outcome: Exclude<Outcome, 'ok'>, message = 'The server refused this request'): Promise<T> =>
  outcome === 'fail' ? Promise.reject(Object.assign(new Error(message), { code: 1001 })) : new Promise<T>(() => {})

/** A promise that resolves with `value`, rejects with a server message, or never settles. */
export const settleAs = <T,>(outcome: Outcome, value: T, message?: string): Promise<T> =>
  outcome === 'ok' ? Promise.resolve(value) : refusal<T>(outcome, message)

/** A promise actor that resolves with `value`, rejects with a server message, or never settles; its output and input types are taken from where it is provided. */
export function fake<T, I = unknown>(outcome: Outcome, value: NoInfer<T>, message?: string) {
  return fromPromise<T, I>(() => settleAs(outcome, value, message))
}

/** A promise actor that rejects with a server message or never settles; what it would answer is taken from where it is provided. */
export function refusing<T, I = unknown>(outcome: Exclude<Outcome, 'ok'>, message?: string) {
  return fromPromise<T, I>(() => refusal<T>(outcome, message))
}

/** An upload child (machines/lib/upload.ts) whose service answers `url`, refuses, or never answers. */
export const fakeUploadChild = (outcome: Outcome, url: string) =>
  uploadingWith(fromPromise<string, File>(() => settleAs(outcome, url, 'Image upload failed')))

export const fakeCountdown = (outcome: Outcome = 'ok', message = 'Please wait a minute before asking for another code') =>
  codeCountdownMachine.provide({
    actors: { sendCode: fake(outcome, true, message) },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })

export const loginResult: LoginResult = { accessToken: 'story', email: 'ann@example.com', userId: 1 }

export const sampleUser: UserInfo = {
  id: 1,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lindqvist',
  phone: '+46 70 123 45 67',
  address: '',
  houseNumber: '',
  country: '',
  province: '',
  city: '',
  postalCode: '',
  sex: 2,
  payPasswordFlag: false,
}

const captchaSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#f1e8dc"/><text x="60" y="28" font-family="Georgia" font-size="24" text-anchor="middle" fill="#5f442a" letter-spacing="6">K7P2</text></svg>`
export const sampleCaptcha: Captcha = { img: `data:image/svg+xml;utf8,${encodeURIComponent(captchaSvg)}`, uuid: 'story' }

interface Driving<L extends AnyActorLogic> {
  input?: InputFrom<L>
  /** Events for a child actor (a dialog's form), sent after the machine's own. */
  child?: { id: string; events: AnyEventObject[] }
}

/** Starts an actor of `logic` and replays `events` into it, so a story shows one state of a flow. */
export function useDrivenActor<L extends AnyActorLogic>(logic: L, events: EventFromLogic<L>[], { input, child }: Driving<L> = {}) {
  const [actor] = useState(() => {
    const a = createActor(logic, { input })
    a.start()
    for (const e of events) a.send(e)
    const form = child && (a.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children[child.id]
    for (const e of child?.events ?? []) form?.send(e)
    return a
  })
  return actor
}

const edit = (field: string, value: string | boolean) => ({ type: 'EDIT', field, value }) as const
/** Events that fill a form's fields, in order. */
export const filling = (values: Record<string, string | boolean>) => Object.entries(values).map(([field, value]) => edit(field, value))
export const submit = { type: 'SUBMIT' } as const

/** Stories that show a failure need the toast queue on screen. */
export const WithToaster = ({ children }: { children: ReactNode }) => (
  <>
    {children}
    <Toaster />
  </>
)
