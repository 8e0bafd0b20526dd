// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, fromPromise } from 'xstate'
import { type ChatMessage, type ChatPeer, customerServiceShopId, type SendMessageInput, sendType } from '../../contract/chat'
import { type ChatOpenTarget, chatMachine } from '../../machines/chat/chat'
import { ChatDialog } from '../../src/components/chat/ChatDialog'
import { chatMessage, customerServicePeer, samplePeer } from '../../src/fakes/chat'
import { activateLanguage, i18n } from '../../src/i18n'
import { storefrontSystem } from '../../src/theme'

vi.setConfig({ testTimeout: 20_000 })
afterEach(cleanup)
beforeAll(() => {
  activateLanguage('en')
  // A desktop-wide window (jsdom has no media queries).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})

const now = Date.UTC(2026, 10, 20, 9, 30)

/** The dialog over a fake service that records what is sent; sends fail while `failing`. */
function draw({ peer = samplePeer(), list = [] as ChatMessage[], target = { shopId: 3 } as ChatOpenTarget } = {}) {
  const sent: SendMessageInput[] = []
  const service = { failing: false, closed: 0 }
  const logic = chatMachine.provide({
    guards: { signedIn: () => true },
    actors: {
      loadPage: fromPromise(async () => ({ peer, list, total: list.length })),
      send: fromPromise(async ({ input }) => {
        sent.push(input)
        if (service.failing) throw Object.assign(new Error('The message could not be sent'), { code: 1001 })
        return chatMessage(9000 + sent.length, sendType.mine, input.message ?? '', now)
      }),
    },
    actions: { closed: () => void service.closed++ },
  })
  const drawn: { actor: AnyActorRef | null } = { actor: null }
  render(
    <ChakraProvider value={storefrontSystem()}>
      <I18nProvider i18n={i18n}>
        <Host logic={logic} target={target} drawn={drawn} />
      </I18nProvider>
    </ChakraProvider>,
  )
  return { sent, service, actor: () => drawn.actor! }
}

function Host({ logic, target, drawn }: { logic: typeof chatMachine; target: ChatOpenTarget; drawn: { actor: AnyActorRef | null } }) {
  const actor = useActorRef(logic, { input: { target, keyPrefix: 't' } })
  drawn.actor = actor
  return <ChatDialog actor={actor} />
}

const box = () => screen.getByRole('textbox', { name: 'Message' })
const type = (text: string) => fireEvent.change(box(), { target: { value: text } })

describe('chat dialog', () => {
  it('shows the shop and the conversation, text as text (never HTML)', async () => {
    const list = [
      chatMessage(1, sendType.other, 'Your coat is on its way. <b>Tracking</b>: LX1', now),
      chatMessage(2, sendType.mine, '<script>alert(1)</script>\nsecond line', now + 60_000),
    ]
    draw({ list })
    const dialog = await screen.findByRole('dialog', { name: 'Maison Lumière' }, { timeout: 8000 })
    expect(await within(dialog).findByText('Your coat is on its way. <b>Tracking</b>: LX1')).toBeTruthy()
    expect(within(dialog).getByText(/<script>alert\(1\)<\/script>/).textContent).toBe('<script>alert(1)</script>\nsecond line')
    expect(dialog.querySelector('script, b')).toBeNull()
  })

  it('sends on Enter, not on Shift+Enter nor while an IME composes, and never blank text', async () => {
    const { sent } = draw()
    await screen.findByRole('textbox', { name: 'Message' }, { timeout: 8000 })
    // Opened to write: on a wide screen the text box has the focus.
    await vi.waitFor(() => expect(document.activeElement).toBe(box()))
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
    type('   ')
    expect(send.disabled).toBe(true)
    fireEvent.keyDown(box(), { key: 'Enter' })
    type('Hello')
    expect(send.disabled).toBe(false)
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true })
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true })
    expect(sent).toEqual([])
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter' })
    })
    expect(sent.map((s) => s.message)).toEqual(['Hello'])
    expect((box() as HTMLTextAreaElement).value).toBe('')
    expect(await screen.findByText('Hello')).toBeTruthy()
  })

  it('marks a failed message, and Retry sends it again', async () => {
    const { sent, service } = draw()
    await screen.findByRole('textbox', { name: 'Message' }, { timeout: 8000 })
    service.failing = true
    type('Is it lined?')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(await screen.findByText('The message could not be sent')).toBeTruthy()
    service.failing = false
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })))
    expect(sent.map((s) => s.clientKey)).toEqual(['t-1', 't-1'])
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull())
  })

  it('explains instead of offering a composer when the shopper may not write', async () => {
    draw({ peer: samplePeer({ canWrite: false }) })
    expect(await screen.findByText(/An order must be placed before you can write to it/, undefined, { timeout: 8000 })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull()
  })

  it('greets with customer service’s welcome, and offers its e-mail when it does not chat', async () => {
    draw({ target: { shopId: customerServiceShopId }, peer: customerServicePeer() })
    expect(await screen.findByText(/This is Vitrine customer service/, undefined, { timeout: 8000 })).toBeTruthy()
    expect(screen.getByText('Customer service')).toBeTruthy()
    cleanup()
    draw({ target: { shopId: customerServiceShopId }, peer: customerServicePeer({ canWrite: false }) as ChatPeer })
    const mail = await screen.findByRole('link', { name: /care@vitrine\.test/ }, { timeout: 8000 })
    expect(mail.getAttribute('href')).toBe('mailto:care@vitrine.test')
  })

  it('ends the chat when closed', async () => {
    const { service, actor } = draw()
    await screen.findByRole('textbox', { name: 'Message' }, { timeout: 8000 })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close the chat' })))
    expect(actor().getSnapshot().status).toBe('done')
    expect(service.closed).toBe(1)
  })
})
