import { useSelector } from '@xstate/react'
import { createActor, fromTransition } from 'xstate'

/**
 * Parts mounted the first time they are asked for, not with the page: their code (forms, dialogs,
 * zag's toast machine) would otherwise compete with the first page's own downloads.
 */
export type LazyPart = 'loginDialogs' | 'toaster'

const wantedParts = createActor(
  fromTransition(
    (parts: readonly LazyPart[], event: { type: 'WANT'; part: LazyPart }) => (parts.includes(event.part) ? parts : [...parts, event.part]),
    [],
  ),
).start()

export const want = (part: LazyPart) => wantedParts.send({ type: 'WANT', part })
/** True from the first time `part` is asked for on. */
export const useWanted = (part: LazyPart) => useSelector(wantedParts, (s) => s.context.includes(part))
