import { idArg, intOption, requiredOption } from '../args'
import type { Command } from './types'

/** The platform's review of shops' listings (docs/behaviour.md#seller-center). */

export const listingCommands: Record<string, Command> = {
  'listing:list': {
    usage: 'listing:list [--status draft|review|rejected|live|changeReview|changeRejected|unlisted|<code>] [--tenant N]',
    summary: 'products by listing status, oldest first, with their shop (review and changeReview wait for the platform)',
    run: (args, api) => api.listing.listings({ status: args.options.status, tenant: intOption(args, 'tenant') }),
  },
  'listing:approve': {
    usage: 'listing:approve <id>',
    summary: 'approves a product in review (it goes on sale) or a change in review (it replaces what is on sale)',
    run: (args, api) => api.listing.approve({ id: idArg(args) }),
  },
  'listing:reject': {
    usage: 'listing:reject <id> --reason "why"',
    summary: 'rejects a product or a change in review; the owner reads the reason, a refused change leaves the product on sale',
    run: (args, api) => api.listing.reject({ id: idArg(args), reason: requiredOption(args, 'reason', 'the shop owner reads why') }),
  },
}
