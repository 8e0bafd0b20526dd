import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { AppError } from '../../server/http/errors'
import { parseInput } from '../../server/http/input'

/**
 * A call's input (server/http/input.ts): a JSON body is validated as it came, and coerced only when
 * refused so; a query is always coerced; a union picks its option by coercion, JSON or not.
 */

const product = z.object({
  id: z.optional(z.number()),
  names: z.object({ en: z.string() }),
  skus: z.array(z.object({ price: z.number() })),
})
const either = z.object({ value: z.union([z.number(), z.string()]) })

function app(schema: z.core.$ZodType) {
  const hono = new Hono()
  hono.all('/in', async (c) => c.json({ ok: await parseInput(c as never, schema) }))
  hono.onError((error) => Response.json({ refused: error instanceof AppError ? error.params : String(error) }))
  return hono
}

async function post(schema: z.core.$ZodType, body: unknown) {
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
  return (await app(schema).request('/in', init)).json()
}

describe('a call input', () => {
  it('takes a typed JSON body as it came, and drops what the schema does not name', async () => {
    expect(await post(product, { id: 7, names: { en: 'Linen' }, skus: [{ price: 5000 }], extra: 1 })).toEqual({
      ok: { id: 7, names: { en: 'Linen' }, skus: [{ price: 5000 }] },
    })
  })

  it('coerces a JSON body whose numbers came as text, as before', async () => {
    expect(await post(product, { id: '7', names: { en: 'Linen' }, skus: [{ price: '5000' }] })).toEqual({
      ok: { id: 7, names: { en: 'Linen' }, skus: [{ price: 5000 }] },
    })
  })

  it('still refuses what neither way reads, naming the field', async () => {
    expect(await post(product, { names: { en: 'Linen' }, skus: [{ price: 'five' }] })).toEqual({ refused: { field: 'skus.0.price' } })
  })

  it('lets coercion choose a union option, in a JSON body too', async () => {
    expect(await post(either, { value: '5' })).toEqual({ ok: { value: 5 } })
    expect(await post(either, { value: 'five' })).toEqual({ ok: { value: 'five' } })
  })

  it('coerces a query', async () => {
    expect(await (await app(product).request('/in?id=7')).json()).toEqual({ refused: { field: 'names' } })
    expect(await (await app(either).request('/in?value=5')).json()).toEqual({ ok: { value: 5 } })
  })
})
