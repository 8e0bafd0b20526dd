import { useSelector } from '@xstate/react'
import type { ActorRef, ActorRefFrom, Snapshot } from 'xstate'
import type { codeCountdownMachine } from '../../../machines/lib/codeCountdown'
import type { FormContext, FormEvent } from '../../../machines/lib/form'
import { useFieldErrorText, useProblemText } from './fieldErrors'

/** What a view needs of an actor of `createFormMachine` (any form, any result). */
export type FormActor<F> = ActorRef<
  Snapshot<unknown> & {
    context: FormContext<F>
    children: { countdown?: ActorRefFrom<typeof codeCountdownMachine> }
    hasTag: (tag: string) => boolean
    can: (event: FormEvent<F>) => boolean
  },
  FormEvent<F>
>

/**
 * A form actor as its fields and button use it: the values, the translated error of a field,
 * `busy` (tag), whether SUBMIT is taken now (`can`) and the email code's countdown; never the
 * machine's state names.
 */
export function useForm<F extends object>(actor: FormActor<F>) {
  const form = useSelector(actor, (s) => s.context.form)
  const problem = useSelector(actor, (s) => s.context.problem)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }))
  const errorOf = useProblemText(problem)
  const code = useSendCode(actor)
  const edit =
    <K extends keyof F & string>(field: K) =>
    (value: F[K]) =>
      actor.send({ type: 'EDIT', field, value })
  return { form, errorOf, busy, canSubmit, edit, submit: () => actor.send({ type: 'SUBMIT' }), code }
}

/** The code countdown of a form that sends email codes (none otherwise), and why it refused the typed email. */
function useSendCode<F>(actor: FormActor<F>) {
  const countdown = useSelector(actor, (s) => s.children.countdown)
  const emailError = useFieldErrorText()(useSelector(countdown, (s) => s?.context.emailError ?? null))
  return { countdown, emailError, send: () => actor.send({ type: 'SEND_CODE' }) }
}
