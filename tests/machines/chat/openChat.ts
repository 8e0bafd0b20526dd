import { vi } from 'vitest'
import { createActor } from 'xstate'
import { type ChatInput, type ChatOpenTarget, chatMachine } from '../../../machines/chat/chat'
import { alwaysVisible } from '../../../machines/lib/pageVisibility'
import { pollerMachine } from '../../../machines/lib/poller'
import type { fakeChatServer } from './chatServer'

/** The chat machine over the fake service (./chatServer.ts), with what its provided actions heard. */

type Fake = ReturnType<typeof fakeChatServer>

export function openChat(
  { server, actors }: Fake,
  { signedIn = true, target = { shopId: 3 } as ChatOpenTarget, visibility = alwaysVisible, intervals = {} as ChatInput['intervals'] } = {},
) {
  const heard = { goToLogin: 0, closed: 0, unreadChanged: 0, failures: [] as (string | null)[] }
  const actor = createActor(
    chatMachine.provide({
      actors: { ...actors, poller: pollerMachine.provide({ actors: { visibility } }) },
      guards: { signedIn: () => signedIn },
      actions: {
        goToLogin: () => void heard.goToLogin++,
        closed: () => void heard.closed++,
        unreadChanged: () => void heard.unreadChanged++,
        notifyFailure: (_, message) => void heard.failures.push(message),
      },
    }),
    { input: { target, keyPrefix: 'k', intervals } },
  ).start()
  const ctx = () => actor.getSnapshot().context
  const ids = () => ctx().messages.map((m) => m.id)
  return { actor, server, heard, ctx, ids }
}

/** Lets the fake answers settle (they resolve in microtasks). */
export const settle = () => vi.advanceTimersByTimeAsync(0)
