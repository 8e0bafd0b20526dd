import { idArg, intOption, positional, requiredIntOption } from '../args'
import type { Command } from './types'

/** Looking at tenants, mail, shoppers and captchas. */
export const platformCommands: Record<string, Command> = {
  tenants: {
    usage: 'tenants',
    summary: 'every tenant with its id, name and websites',
    run: (_, api) => api.platform.tenants(),
  },
  'mail:last': {
    usage: 'mail:last <email> [--tenant N]',
    summary: 'the newest mail sent to that address (subject, body, its HTML when it has one, code)',
    run: (args, api) => api.platform.lastMail({ email: positional(args, 0, 'email'), tenant: intOption(args, 'tenant') }),
  },
  'user:show': {
    usage: 'user:show <email> [--tenant N]',
    summary: 'a shopper account, without its password, with its live session count',
    run: (args, api) => api.platform.showUser({ email: positional(args, 0, 'email'), tenant: intOption(args, 'tenant') }),
  },
  'product:move': {
    usage: 'product:move <productId> --shop <shopId>',
    summary:
      'moves a product to another shop of its marketplace (a new shop’s first products), with the bag lines and favourites naming it',
    run: (args, api) =>
      api.shop.moveProduct({
        spuId: idArg(args),
        shopId: requiredIntOption(args, 'shop', 'the shop it moves to'),
      }),
  },
  'catalog:new-in': {
    usage: 'catalog:new-in --days N [--tenant N]',
    summary: 'how many days (1 to 365) a product marked new stays "new in" after it first goes on sale, for one tenant',
    run: (args, api) => api.platform.newInWindow({ days: requiredIntOption(args, 'days', 'the days'), tenant: intOption(args, 'tenant') }),
  },
  captcha: {
    usage: 'captcha <uuid>',
    summary: 'the code of a picture captcha',
    run: (args, api) => api.platform.captcha({ uuid: positional(args, 0, 'uuid') }),
  },
}
