import { idArg, intOption, requiredOption } from '../args'
import type { Command } from './types'

/** The platform's side of after-sales: reviewing applications, receiving returned goods, refunding. */

const why = 'the shopper reads why it was refused'

export const afterSaleCommands: Record<string, Command> = {
  'aftersale:list': {
    usage:
      'aftersale:list [--status waitReview|waitReturn|waitReceive|waitRefund|refunded|cancelled|refused|returnRefused|<code>] [--tenant N]',
    summary: 'after-sales, newest first, with the shopper, the order, the item, the mode and the status',
    run: (args, api) => api.afterSale.afterSales({ status: args.options.status, tenant: intOption(args, 'tenant') }),
  },
  'aftersale:agree': {
    usage: 'aftersale:agree <id> [--address "where the goods go back"]',
    summary:
      'agrees to an application: a refund only then waits for the refund, a return for the goods (sent to the address given or the shop’s returns desk)',
    run: (args, api) => api.afterSale.agree({ id: idArg(args), address: args.options.address }),
  },
  'aftersale:refuse': {
    usage: 'aftersale:refuse <id> --remark "why"',
    summary: 'refuses an application waiting for review; the item may be applied for again',
    run: (args, api) => api.afterSale.refuse({ id: idArg(args), remark: requiredOption(args, 'remark', why) }),
  },
  'aftersale:receive': {
    usage: 'aftersale:receive <id>',
    summary: 'the returned goods arrived: the after-sale waits for its refund',
    run: (args, api) => api.afterSale.receive({ id: idArg(args) }),
  },
  'aftersale:refuse-goods': {
    usage: 'aftersale:refuse-goods <id> --remark "why"',
    summary: 'refuses the returned goods; the item may be applied for again',
    run: (args, api) => api.afterSale.refuseGoods({ id: idArg(args), remark: requiredOption(args, 'remark', why) }),
  },
  'aftersale:refund': {
    usage: 'aftersale:refund <id>',
    summary:
      'refunds into the shopper’s wallet (taken back from the shop owner’s wallet when the shop was already paid); the order is refunded once every item is',
    run: (args, api) => api.afterSale.refund({ id: idArg(args) }),
  },
}
