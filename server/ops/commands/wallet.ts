import { type Args, idArg, intOption, positional, requiredOption } from '../args'
import { OpsError } from '../client'
import type { Command } from './types'

/** Reviewing recharges and withdrawals, remitting, adjusting and checking wallets. */

const status = (args: Args) => args.options.status

export const walletCommands: Record<string, Command> = {
  'recharge:list': {
    usage: 'recharge:list [--status waiting|pass|rejected] [--tenant N]',
    summary: 'recharges, newest first, with the shopper and the screenshot',
    run: (args, api) => api.wallet.recharges({ status: status(args), tenant: intOption(args, 'tenant') }),
  },
  'recharge:approve': {
    usage: 'recharge:approve <id>',
    summary: 'passes a waiting recharge and credits the wallet',
    run: (args, api) => api.wallet.approveRecharge({ id: idArg(args) }),
  },
  'recharge:reject': {
    usage: 'recharge:reject <id> --remark "why"',
    summary: 'rejects a waiting recharge; the shopper reads the remark',
    run: (args, api) =>
      api.wallet.rejectRecharge({ id: idArg(args), remark: requiredOption(args, 'remark', 'the shopper reads why it was rejected') }),
  },
  'withdrawal:list': {
    usage: 'withdrawal:list [--status awaitingReview|success|failed|remitted|applying] [--tenant N]',
    summary: 'withdrawals, newest first, with the shopper and where the money goes',
    run: (args, api) => api.wallet.withdrawals({ status: status(args), tenant: intOption(args, 'tenant') }),
  },
  'withdrawal:approve': {
    usage: 'withdrawal:approve <id>',
    summary: 'approves a withdrawal awaiting review (the money stays frozen until remitted)',
    run: (args, api) => api.wallet.approveWithdrawal({ id: idArg(args) }),
  },
  'withdrawal:reject': {
    usage: 'withdrawal:reject <id> --remark "why"',
    summary: 'rejects a withdrawal awaiting review and unfreezes its amount',
    run: (args, api) =>
      api.wallet.rejectWithdrawal({ id: idArg(args), remark: requiredOption(args, 'remark', 'the shopper reads why it was rejected') }),
  },
  'withdrawal:remit': {
    usage: 'withdrawal:remit <id>',
    summary: 'records that an approved withdrawal was sent: its amount leaves the wallet',
    run: (args, api) => api.wallet.remitWithdrawal({ id: idArg(args) }),
  },
  'wallet:adjust': {
    usage: 'wallet:adjust <email> <amountCents> --remark "why" [--tenant N]',
    summary: 'credits (positive) or debits (negative) a wallet, logged as a backend recharge or deduction',
    run: (args, api) => {
      const email = positional(args, 0, 'email')
      const raw = positional(args, 1, 'amountCents')
      const amount = Number(raw)
      if (!Number.isInteger(amount) || amount === 0)
        throw new OpsError(`<amountCents> needs a non-zero whole number of cents, not "${raw}"`)
      return api.wallet.adjustWallet({
        email,
        amount,
        remark: requiredOption(args, 'remark', 'the ledger keeps why'),
        tenant: intOption(args, 'tenant'),
      })
    },
  },
  'wallet:show': {
    usage: 'wallet:show <email> [--tenant N]',
    summary: "a shopper's balance, frozen amount and newest ledger lines",
    run: (args, api) => api.wallet.showWallet({ email: positional(args, 0, 'email'), tenant: intOption(args, 'tenant') }),
  },
  'wallet:check': {
    usage: 'wallet:check',
    summary: 'every wallet whose ledger does not add up to what it holds; exits non-zero if there is one',
    run: async (_, api) => {
      const off = await api.wallet.checkWallets()
      if (off.length) throw new OpsError(`${off.length} wallet(s) do not match their ledger: ${JSON.stringify(off)}`)
      return { walletsOffLedger: 0 }
    },
  },
}
