import { describe, expect, it } from 'vitest'
import { createActor, transition } from 'xstate'
import { listingStatusMachine } from '../../machines/lifecycles/listing'
import { codeCountdownMachine } from '../../machines/lib/codeCountdown'
import { recorder } from './coverageRecord'

const taken = (machineId: string) => [...(recorder.machineCoverage?.taken?.get(machineId) ?? [])]

describe('the machine tests’ coverage record', () => {
  it('records each transition an actor takes, the guarded alternative included', () => {
    const actor = createActor(codeCountdownMachine, { input: {} }).start()
    actor.send({ type: 'SEND', email: '' })
    actor.stop()
    expect(taken('codeCountdown').filter((key) => key.startsWith('codeCountdown.idle:SEND#'))).not.toEqual([])
  })

  it('records the steps of the pure transition function, as the lifecycles take them', () => {
    const draft = listingStatusMachine.resolveState({ value: 'draft', context: { edited: false } })
    transition(listingStatusMachine, draft, { type: 'SUBMIT', review: false })
    expect(taken('listingStatus')).toContain('listingStatus.draft:SUBMIT#1')
  })
})
