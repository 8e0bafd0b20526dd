import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { ErrorCode } from '../../../contract/codes'
import type { SellerReview } from '../../../contract/sellerReviews'
import { reviewReplyFormMachine, reviewReplyMachine } from '../../../machines/seller/reviewReply'
import { answeredReview, finalReview, unansweredReview } from '../../../src/fakes/sellerReviews'
import { fakesOf } from '../fakes'

const hour = 3_600_000
const now = Date.UTC(2026, 10, 28, 12)
const fakes = fakesOf(reviewReplyFormMachine)

beforeEach(() => {
  vi.useFakeTimers({ now })
})
afterEach(() => {
  vi.useRealTimers()
})

/** A card of `review` whose form sends through `submit`. */
function start(review: SellerReview, submit: ReturnType<typeof fakes.resolving> | ReturnType<typeof fakes.rejecting>) {
  const form = reviewReplyFormMachine.provide({ actors: { submit: submit.logic } })
  return createActor(reviewReplyMachine.provide({ actors: { form } }), { input: { review } }).start()
}

const formOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().children.form!

describe('the review reply', () => {
  it('writes the first reply: refused empty, then sent as typed with edit off, and the card shows it answered', async () => {
    const replied = answeredReview(now, 'Thank you!')
    const submit = fakes.resolving('submit', replied)
    const actor = start(unansweredReview, submit)
    expect(actor.getSnapshot().value).toBe('unanswered')
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().hasTag('writing')).toBe(true)
    expect(formOf(actor).getSnapshot().context.form).toEqual({ id: unansweredReview.id, edit: false, content: '' })

    formOf(actor).send({ type: 'SUBMIT' })
    expect(formOf(actor).getSnapshot().context.problem).toEqual({ field: 'content', error: 'replyRequired' })
    formOf(actor).send({ type: 'EDIT', field: 'content', value: 'x'.repeat(1001) })
    formOf(actor).send({ type: 'SUBMIT' })
    expect(formOf(actor).getSnapshot().context.problem).toEqual({ field: 'content', error: 'replyTooLong' })
    expect(submit.calls).toHaveLength(0)

    formOf(actor).send({ type: 'EDIT', field: 'content', value: 'Thank you!' })
    formOf(actor).send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    expect(submit.calls).toEqual([{ form: { id: unansweredReview.id, edit: false, content: 'Thank you!' } }])
    expect(actor.getSnapshot().value).toBe('editable')
    expect(actor.getSnapshot().context.review).toEqual(replied)
  })

  it('changes a reply within its 24 hours, starting from it with edit on, and turns final exactly when they pass', async () => {
    const review = answeredReview(now - 23 * hour)
    const submit = fakes.resolving('submit', { ...review, reply: { content: 'Changed', createTime: review.reply!.createTime } })
    const actor = start(review, submit)
    expect(actor.getSnapshot().value).toBe('editable')
    actor.send({ type: 'OPEN' })
    expect(formOf(actor).getSnapshot().context.form).toEqual({ id: review.id, edit: true, content: review.reply!.content })
    formOf(actor).send({ type: 'EDIT', field: 'content', value: 'Changed' })
    formOf(actor).send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('editable')
    expect(actor.getSnapshot().context.review.reply?.content).toBe('Changed')

    await vi.advanceTimersByTimeAsync(hour - 1)
    expect(actor.getSnapshot().value).toBe('editable')
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toBe('final')
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().value).toBe('final')
  })

  it('closes a change left open when the window passes, and a cancelled change keeps the reply', async () => {
    const review = answeredReview(now - 23 * hour)
    const actor = start(review, fakes.resolving('submit', review))
    actor.send({ type: 'OPEN' })
    formOf(actor).send({ type: 'EDIT', field: 'content', value: 'Half typed' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('editable')
    expect(actor.getSnapshot().context.review).toEqual(review)
    actor.send({ type: 'OPEN' })
    expect(formOf(actor).getSnapshot().context.form.content).toBe(review.reply!.content)
    await vi.advanceTimersByTimeAsync(hour)
    expect(actor.getSnapshot().value).toBe('final')
    expect(actor.getSnapshot().children.form).toBeUndefined()
  })

  it('a first reply stays open however long it takes; an old reply starts final', async () => {
    const actor = start(unansweredReview, fakes.resolving('submit', unansweredReview))
    actor.send({ type: 'OPEN' })
    await vi.advanceTimersByTimeAsync(48 * hour)
    expect(actor.getSnapshot().hasTag('writing')).toBe(true)
    expect(start(finalReview, fakes.resolving('submit', finalReview)).getSnapshot().value).toBe('final')
  })

  it('keeps the typed reply and the service’s message when the reply has become final meanwhile', async () => {
    const review = answeredReview(now - 2 * hour)
    const submit = fakes.rejecting('submit', 'This one can no longer be changed', ErrorCode.reviewReplyFinal)
    const actor = start(review, submit)
    actor.send({ type: 'OPEN' })
    formOf(actor).send({ type: 'EDIT', field: 'content', value: 'Too late' })
    formOf(actor).send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    const form = formOf(actor).getSnapshot()
    expect(form.hasTag('failed')).toBe(true)
    expect(form.context).toMatchObject({ failure: 'This one can no longer be changed', failureField: 'content' })
    expect(form.context.form.content).toBe('Too late')
  })
})
