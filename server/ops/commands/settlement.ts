import { intOption, requiredIntOption } from '../args'
import type { Command } from './types'

/** Settlement after the return window: settling now, and each tenant's window. */
export const settlementCommands: Record<string, Command> = {
  'settle:now': {
    usage: 'settle:now [orderNo] [--tenant N]',
    summary:
      'settles what is due (completed orders past their return window, no after-sale open); with an order number, that order before its window is over',
    run: (args, api) => api.settlement.settleNow({ no: args.positional[0], tenant: intOption(args, 'tenant') }),
  },
  'settle:days': {
    usage: 'settle:days --days N [--tenant N]',
    summary: 'the return window: how many days (0 to 365) after completion an order settles and its shop is paid, for one tenant',
    run: (args, api) =>
      api.settlement.settleWindow({ days: requiredIntOption(args, 'days', 'the days'), tenant: intOption(args, 'tenant') }),
  },
}
