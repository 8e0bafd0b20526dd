// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ProblemFocus, useFocusProblem } from '../../src/components/form/useFocusProblem'

const scrolled = vi.fn<(this: Element) => void>()
beforeEach(() => {
  scrolled.mockReset()
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.call(this)
  }
})
afterEach(cleanup)

/** Two fields; the second is marked invalid when `invalid` says so. */
function Form({ focus, invalid = false }: { focus: ProblemFocus; invalid?: boolean }) {
  const form = useRef<HTMLFormElement>(null)
  useFocusProblem(form, focus)
  return (
    <form ref={form}>
      <input aria-label="Name" />
      <div id="amount-field">
        <input type="file" aria-label="Receipt" />
        <input aria-label="Amount" aria-invalid={invalid} />
      </div>
    </form>
  )
}

const whoScrolled = () => scrolled.mock.contexts.map((element) => (element as Element).id || element.getAttribute('aria-label'))

describe('useFocusProblem', () => {
  it('focuses the first typeable control of the failing field once the problem appears', () => {
    const { rerender } = render(<Form focus={{ problem: null, id: 'amount-field' }} />)
    expect(document.activeElement).toBe(document.body)
    rerender(<Form focus={{ problem: { field: 'amount' }, id: 'amount-field' }} />)
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'))
    expect(whoScrolled()).toEqual(['amount-field'])
  })

  it('without an id, focuses the first invalid control inside the form', () => {
    render(<Form focus={{ problem: { field: 'amount' } }} invalid />)
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'))
    expect(whoScrolled()).toEqual(['Amount'])
  })

  it('scrolls only when asked to', () => {
    render(<Form focus={{ problem: { field: 'amount' }, id: 'amount-field', scrollOnly: true }} />)
    expect(whoScrolled()).toEqual(['amount-field'])
    expect(document.activeElement).toBe(document.body)
  })

  it('brings each new problem into view, not the same one again', () => {
    const problem = { field: 'amount' }
    const { rerender } = render(<Form focus={{ problem, id: 'amount-field' }} />)
    screen.getByLabelText('Name').focus()
    rerender(<Form focus={{ problem, id: 'amount-field' }} />)
    expect(document.activeElement).toBe(screen.getByLabelText('Name'))
    rerender(<Form focus={{ problem: { field: 'amount' }, id: 'amount-field' }} />)
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'))
    expect(whoScrolled()).toEqual(['amount-field', 'amount-field'])
  })
})
