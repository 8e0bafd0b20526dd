import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { SystemMessage } from '../../../contract/systemMessages'
import { messageReaderMachine } from '../../../machines/systemMessages/messageReader'
import { fakesOf } from '../fakes'

const fake = fakesOf(messageReaderMachine)

const unread: SystemMessage = { id: 5, type: 1, title: 'Hello', message: 'Text', sta: 0, createTime: 0 }
const read: SystemMessage = { ...unread, id: 6, sta: 1 }

function start(markRead: ReturnType<typeof fake.resolving<'markRead'>> = fake.resolving('markRead', true)) {
  const marked = vi.fn()
  const actor = createActor(messageReaderMachine.provide({ actors: { markRead: markRead.logic }, actions: { marked } })).start()
  return { actor, marked, calls: markRead.calls }
}

describe('messageReader', () => {
  it('opens an unread message, marks it read once, then tells the app', async () => {
    const { actor, marked, calls } = start()
    actor.send({ type: 'OPEN', message: unread })
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    await waitFor(actor, (s) => s.matches({ open: 'shown' }))
    expect(calls).toEqual([{ id: 5 }])
    expect(marked).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.message?.sta).toBe(1)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().context.message).toBeNull()
  })

  it('shows a read message without asking the service', () => {
    const { actor, marked, calls } = start()
    actor.send({ type: 'OPEN', message: read })
    expect(actor.getSnapshot().matches({ open: 'shown' })).toBe(true)
    expect(calls).toEqual([])
    expect(marked).not.toHaveBeenCalled()
  })

  it('still shows the message when marking it fails, left unread', async () => {
    const { actor, marked } = start(fake.rejecting('markRead', 'offline', 'network'))
    actor.send({ type: 'OPEN', message: unread })
    await waitFor(actor, (s) => s.matches({ open: 'shown' }))
    expect(marked).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.message).toMatchObject({ id: 5, sta: 0 })
  })
})
