// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { withdrawalMachine } from '../../machines/wallet/withdrawal'
import { sampleEarnings } from '../../src/fakes/earnings'
import { EarningsScreen } from '../../src/screens/seller/EarningsScreen'
import { drawInRouter, screenTests } from './screenHarness'

screenTests()

describe('the earnings screen', () => {
  it('shows available and pending money, the held order, and the lines with their order links, filtered by kind and month', async () => {
    drawInRouter(() => (
      <EarningsScreen
        page={{ status: 'ready', data: { earnings: sampleEarnings, payPasswordSet: true } }}
        withdrawal={withdrawalMachine}
        onChanged={() => {}}
      />
    ))
    expect((await screen.findByTestId('earnings-available')).textContent).toBe('$1,824.00')
    expect(screen.getByTestId('earnings-pending').textContent).toBe('$238.00')
    expect(screen.getByText('Held: after-sale open')).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Settlements' })
    const rows = () => within(list).getAllByRole('listitem')
    expect(rows()).toHaveLength(4)
    expect(within(rows()[1]).getByRole('link').getAttribute('href')).toBe('/seller/orders/O2026102814380911')
    expect(rows()[1].textContent).toContain('-$69.00')

    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'takeBack' } })
    expect(rows().map((r) => within(r).getByRole('link').textContent)).toEqual(['O2026102814380911'])
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '2026-10' } })
    expect(screen.getByText('No settlement matches these filters.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }))
    expect(within(screen.getByRole('list', { name: 'Settlements' })).getAllByRole('listitem')).toHaveLength(4)
  })
})
