import { idArg, intOption, requiredOption } from '../args'
import type { Command } from './types'

/** The platform's side of merchant applications: reviewing them, and the invite codes they need. */

export const shopApplicationCommands: Record<string, Command> = {
  'application:list': {
    usage: 'application:list [--status none|waiting|passed|failed|<code>] [--tenant N]',
    summary: 'merchant applications, newest first, with the applicant, the shop name and the status',
    run: (args, api) => api.shopApplication.applications({ status: args.options.status, tenant: intOption(args, 'tenant') }),
  },
  'application:show': {
    usage: 'application:show <id>',
    summary: `an application with links to its identity images (valid for 30 minutes), its invite code's state and the applicant's messages`,
    run: (args, api) => api.shopApplication.showApplication({ id: idArg(args) }),
  },
  'application:approve': {
    usage: 'application:approve <id>',
    summary: 'approves a waiting application: uses its invite code and opens the shop, the applicant its owner',
    run: (args, api) => api.shopApplication.approve({ id: idArg(args) }),
  },
  'application:reject': {
    usage: 'application:reject <id> --reason "why"',
    summary: 'rejects a waiting application; the applicant reads the reason and may correct and resubmit it',
    run: (args, api) => api.shopApplication.reject({ id: idArg(args), reason: requiredOption(args, 'reason', 'the applicant reads why') }),
  },
  'invite:create': {
    usage: 'invite:create [--count N] [--uses M] [--days D] [--tenant N]',
    summary: 'issues N (1) random invite codes, each usable M (1) times, expiring after D days (never without --days)',
    run: (args, api) =>
      api.shopApplication.createInvites({
        count: intOption(args, 'count'),
        uses: intOption(args, 'uses'),
        days: intOption(args, 'days'),
        tenant: intOption(args, 'tenant'),
      }),
  },
  'invite:list': {
    usage: 'invite:list [--tenant N]',
    summary: 'the invite codes of a tenant (1) with their uses, maximum, expiry and state',
    run: (args, api) => api.shopApplication.invites({ tenant: intOption(args, 'tenant') }),
  },
}
