// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { balanceLog } from '../../src/fakes/wallet'
import { WalletLogPanel } from '../../src/screens/wallet/WalletLogs'
import { drawInRouter, screenTests } from './screenHarness'

// Prices read the session's currency; the real session actor would start calling the service.
vi.mock('../../src/session', () => ({
  useSession: <T,>(select: (s: { currencyCode: string; lang: string }) => T) => select({ currencyCode: 'USD', lang: 'en' }),
}))

screenTests()

describe('the balance log', () => {
  it('shows a withdrawal sent as its completion, from the frozen money, never as a $0.00 line', async () => {
    const page = { list: balanceLog, total: balanceLog.length }
    drawInRouter(() => (
      <WalletLogPanel list={{ status: 'ready', data: { tab: 'first', page } }} pageNo={1} pageLink={() => ({ to: '/walletIndex' })} />
    ))
    const rows = await screen.findAllByRole('row')
    const sent = rows.find((row) => within(row).queryByText('Withdrawal sent'))
    expect(sent).toBeDefined()
    expect(within(sent!).getByText('$200.00 from frozen')).toBeDefined()
    expect(within(sent!).getByText('W202611130002')).toBeDefined()
    expect(screen.queryByText(/\$0\.00/)).toBeNull()
    expect(screen.queryByText('remitted')).toBeNull()
  })
})
