import * as z from 'zod/mini'
import { defineCalls, defineWires } from '../call'
import { id } from '../fields'

/** The platform's catalog action (`npm run ops -- product:move`): merchant product screens are out of scope. */
export const shopAdminWires = defineWires({
  moveProduct: 'POST /products/move json',
})

export const shopAdminCalls = defineCalls(shopAdminWires, {
  moveProduct: {
    summary: "Move a product to another shop of its tenant (a new shop's first products), with the bag lines and favourites naming it",
    auth: 'ops',
    input: z.object({ spuId: id(), shopId: id() }),
    output: z.object({ spuId: z.number(), shop: z.object({ id: z.number(), shopname: z.string() }) }),
  },
})
