import { useSelector } from '@xstate/react'
import { assign, createActor, createMachine } from 'xstate'

/**
 * Parts mounted the first time they are asked for, not with the page: their code (forms, dialogs,
 * zag's toast machine) would otherwise compete with the first page's own downloads.
 */
export type LazyPart = 'loginDialogs' | 'toaster'

// createMachine and assign, not fromTransition: the session machine already brings them into the first download.
const wantedParts = createActor(
  createMachine({
    types: {} as { context: { parts: LazyPart[] }; events: { type: 'WANT'; part: LazyPart } },
    context: { parts: [] },
    on: { WANT: { actions: assign({ parts: ({ context, event }) => [...new Set([...context.parts, event.part])] }) } },
  }),
).start()

export const want = (part: LazyPart) => wantedParts.send({ type: 'WANT', part })
/** True from the first time `part` is asked for on. */
export const useWanted = (part: LazyPart) => useSelector(wantedParts, (s) => s.context.parts.includes(part))
