// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { dirname, join } from 'node:path'
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setup, type AnyStateMachine } from 'xstate'
import { machineExportNames } from '../../.storybook/machineStories'
import { changePasswordMachine } from '../../machines/account/changePassword'
import { codeCountdownMachine } from '../../machines/lib/codeCountdown'
import { sessionMachine } from '../../machines/session/session'
import { exampleFor, type MachineExample } from '../../src/devtools/statechart/examples'
import { findMachines, storyName } from '../../src/devtools/statechart/registry'
import { Statechart } from '../../src/devtools/statechart/Statechart'
import { storefrontSystem } from '../../src/theme'

// Chakra in jsdom renders slowly on a busy machine; the countdown itself runs on real timers.
vi.setConfig({ testTimeout: 20_000 })
afterEach(cleanup)

function draw(machine: AnyStateMachine, example: MachineExample = {}) {
  // biome-ignore lint/correctness/noChildrenProp: ChakraProviderProps types children as a required prop, so createElement must pass it there
  return render(createElement(ChakraProvider, { value: storefrontSystem(), children: createElement(Statechart, { machine, example }) }))
}

const box = (id: string) => document.querySelector<HTMLElement>(`[data-state-id="${id}"]`)!
const activeIds = () => [...document.querySelectorAll<HTMLElement>('[data-state-id][data-active]')].map((el) => el.dataset.stateId)
/** The clickable chip of an event in a state's own box (not in its children's). */
const chip = (stateId: string, label: string) =>
  within(box(stateId))
    .getAllByRole('button', { name: new RegExp(`^${label}\\b`) })
    .find((b) => b.closest('[data-state-id]') === box(stateId))!
const call = (name: string) => document.querySelector<HTMLElement>(`[data-call="${name}"]`)!

describe('Statechart: code countdown', () => {
  it('draws every state, marks the initial one and highlights the active one', () => {
    draw(codeCountdownMachine, exampleFor('codeCountdown'))
    expect(['codeCountdown.idle', 'codeCountdown.sending', 'codeCountdown.counting'].every((id) => box(id))).toBe(true)
    expect(within(box('codeCountdown.idle')).getByRole('img', { name: 'initial state' })).toBeTruthy()
    expect(within(box('codeCountdown.sending')).queryByRole('img', { name: 'initial state' })).toBeNull()
    expect(activeIds()).toEqual(['codeCountdown', 'codeCountdown.idle'])
    expect(box('codeCountdown.sending').textContent).toContain('invoke')
    expect(box('codeCountdown.counting').textContent).toMatch(/after 1 s.*\[stillCounting\].*↻ counting/)
  })

  it('sends SEND with its example payload, waits for sendCode, then counts down', async () => {
    draw(codeCountdownMachine, exampleFor('codeCountdown'))
    expect(within(box('codeCountdown.sending')).queryByRole('button')).toBeNull()
    fireEvent.click(chip('codeCountdown.idle', 'SEND'))
    expect((screen.getByLabelText('SEND payload') as HTMLTextAreaElement).value).toContain('ana@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Send SEND' }))
    expect(activeIds()).toEqual(['codeCountdown', 'codeCountdown.sending'])
    expect(within(call('sendCode')).getByText(/ana@example.com/)).toBeTruthy()

    await act(async () => fireEvent.click(within(call('sendCode')).getByRole('button', { name: 'Resolve' })))
    expect(activeIds()).toEqual(['codeCountdown', 'codeCountdown.counting'])
    expect(screen.getByTestId('context').textContent).toContain('"remaining": 5')
    await waitFor(() => expect(box('codeCountdown.counting').querySelector('[data-countdown]')?.textContent).toMatch(/^(\d+ ms|1 s)$/))
  })

  it('goes back to idle when the analyst rejects the call, and starts over on reset', async () => {
    draw(codeCountdownMachine, exampleFor('codeCountdown'))
    fireEvent.click(chip('codeCountdown.idle', 'SEND'))
    fireEvent.click(screen.getByRole('button', { name: 'Send SEND' }))
    fireEvent.change(within(call('sendCode')).getByLabelText('sendCode error message'), { target: { value: 'Too many codes' } })
    await act(async () => fireEvent.click(within(call('sendCode')).getByRole('button', { name: 'Reject' })))
    expect(activeIds()).toEqual(['codeCountdown', 'codeCountdown.idle'])
    expect(screen.getByTestId('context').textContent).toContain('"failure": "Too many codes"')
    expect(screen.getByRole('log').textContent).toContain('notifyFailure')

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.getByTestId('context').textContent).toContain('"failure": null')
  })
})

describe('Statechart: session', () => {
  it('draws nested states inside their parent and follows the live state into them', async () => {
    draw(sessionMachine, exampleFor('session'))
    expect(box('session.ready').contains(box('session.ready.guest'))).toBe(true)
    expect(activeIds()).toEqual(['session', 'session.resolvingTenant'])

    await act(async () => fireEvent.click(within(call('resolveTenant')).getByRole('button', { name: 'Resolve' })))
    // `checking` passes straight through (always) to guest: no token stored in the example.
    expect(activeIds()).toEqual(['session', 'session.ready', 'session.ready.guest'])
    expect(chip('session.ready', 'SET_COUNTS')).toBeTruthy()
    expect(within(box('session.ready.member')).queryByRole('button')).toBeNull()

    fireEvent.click(chip('session.ready.guest', 'LOGGED_IN'))
    fireEvent.click(screen.getByRole('button', { name: 'Send LOGGED_IN' }))
    expect(activeIds()).toEqual(['session', 'session.ready', 'session.ready.loadingUser'])
    await act(async () => fireEvent.click(within(call('loadUser')).getByRole('button', { name: 'Resolve' })))
    expect(activeIds()).toEqual(['session', 'session.ready', 'session.ready.member', 'session.ready.member.loadingShop'])
    await act(async () => fireEvent.click(within(call('loadShop')).getByRole('button', { name: 'Resolve' })))
    expect(activeIds()).toEqual(['session', 'session.ready', 'session.ready.member', 'session.ready.member.shopKnown'])

    fireEvent.click(chip('session.ready.member', 'LOGOUT'))
    expect(activeIds()).toEqual(['session', 'session.ready', 'session.ready.loggingOut'])
  })
})

describe('Statechart: parallel regions and failures', () => {
  it('draws the regions of a parallel machine side by side, each in its own state', () => {
    draw(changePasswordMachine, exampleFor('changePassword'))
    expect(within(box('changePassword.open')).getByText('parallel')).toBeTruthy()
    expect(activeIds()).toEqual([
      'changePassword',
      'changePassword.open',
      'changePassword.open.form',
      'changePassword.open.form.editing',
      'changePassword.open.captcha',
      'changePassword.open.captcha.loading',
    ])
    expect(box('changePassword.left').textContent).toContain('endSession')
  })

  it('still draws a machine whose actor cannot start, with the error', () => {
    const broken = setup({}).createMachine({
      id: 'broken',
      context: () => {
        throw new Error('needs an input')
      },
      initial: 'a',
      states: { a: { on: { GO: 'b' } }, b: { type: 'final' } },
    })
    draw(broken)
    expect(box('broken.a')).toBeTruthy()
    expect(box('broken.b')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('needs an input')
  })
})

describe('Machine stories', () => {
  it('finds the same machines as the Storybook indexer', () => {
    const found = findMachines(import.meta.glob<Record<string, unknown>>('../../machines/**/*.ts', { eager: true })).map(
      (m) => m.exportName,
    )
    expect(found).toContain('codeCountdownMachine')
    expect(found).toContain('emailCodeMachine')
    expect(machineExportNames(join(dirname(import.meta.dirname), '..', 'machines'))).toEqual(found)
  })

  it('gives every machine its own story name and id (two stories of one name stop the Storybook build)', () => {
    const machines = findMachines(import.meta.glob<Record<string, unknown>>('../../machines/**/*.ts', { eager: true }))
    const names = machines.map((m) => storyName(m.exportName))
    const ids = machines.map((m) => m.machine.id)
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([])
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })
})
