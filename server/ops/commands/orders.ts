import { type Args, intOption, positional, requiredOption, textOption } from '../args'
import type { Command } from './types'
import { orderLimits } from '../../../contract/order'

/** The platform's side of orders: reviewing payment screenshots, shipping, tracking, expiring. */

const orderNo = (args: Args) => positional(args, 0, 'orderNo')

const target = (args: Args) => ({ no: orderNo(args), tenant: intOption(args, 'tenant') })

export const orderCommands: Record<string, Command> = {
  'order:list': {
    usage: 'order:list [--status waitPay|waitDelivery|waitReceipt|orderOver|refunded|cancelled] [--tenant N]',
    summary: 'orders, newest first, with the shopper, the shop and the payment receipt',
    run: (args, api) => api.order.orders({ status: args.options.status, tenant: intOption(args, 'tenant') }),
  },
  'order:approve-payment': {
    usage: 'order:approve-payment <orderNo> [--tenant N]',
    summary: 'accepts the payment screenshot under review: the order is paid and waits for delivery',
    run: (args, api) => api.order.approvePayment(target(args)),
  },
  'order:reject-payment': {
    usage: 'order:reject-payment <orderNo> --remark "why" [--tenant N]',
    summary: 'refuses the payment screenshot under review; the shopper reads why and has 30 minutes or more to upload another',
    run: (args, api) =>
      api.order.rejectPayment({
        ...target(args),
        remark: requiredOption(args, 'remark', 'the shopper reads why it was rejected'),
      }),
  },
  'order:ship': {
    usage: 'order:ship <orderNo> --tracking <number> [--carrier <name>] [--tenant N]',
    summary: 'ships a paid order with its tracking number (its first tracking entry) and its carrier, told to the shopper',
    run: (args, api) =>
      api.order.ship({
        ...target(args),
        tracking: requiredOption(args, 'tracking', 'the shopper follows the parcel with it'),
        carrier: textOption(args, 'carrier', 'the carrier’s name, e.g. --carrier "DHL"', orderLimits.carrierMax),
      }),
  },
  'order:track': {
    usage: 'order:track <orderNo> <text> [--tenant N]',
    summary: 'adds a tracking entry to a shipped order',
    run: (args, api) => api.order.track({ ...target(args), content: positional(args, 1, 'text') }),
  },
  'order:expire-now': {
    usage: 'order:expire-now <orderNo> [--tenant N]',
    summary: 'moves an unpaid order’s deadline to now and cancels it as the deadline would (stock released, shopper told)',
    run: (args, api) => api.order.expireNow(target(args)),
  },
}
