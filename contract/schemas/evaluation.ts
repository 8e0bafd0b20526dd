import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { evaluationLimits as limits, evaluationWires } from '../evaluation'
import { formText, id, int32, paging, text } from '../fields'

/** Request and response schemas of evaluations (contract/evaluation.ts). */

const score = () => z._default(int32(0, limits.maxScore), 0)

/**
 * The evaluation item of docs/behaviour.md#evaluations. Scores arrive as 0 when not given, so the rules of
 * contract/orderForms.ts (validateEvaluationItem) name what is missing in the order docs/behaviour.md#evaluations gives. `picUrls` is a JSON string
 * array of the shopper's uploads (an array is accepted too).
 */
export const evaluationItem = z.object({
  itemId: id(),
  serviceAttitudeScore: score(),
  logisticsServiceScore: score(),
  describeScore: score(),
  remark: formText(2000, { multiline: true }),
  // The text first: the request's coercion would read a JSON text as a comma list of one.
  picUrls: z._default(z.union([text(8000), z.array(text(512))]), '[]'),
})

export const evaluation = z.object({
  id: z.number(),
  itemId: z.number(),
  orderNo: z.string(),
  spuId: z.number(),
  spuName: z.string(),
  picUrl: z.string(),
  properties: z.string(),
  serviceAttitudeScore: z.number(),
  logisticsServiceScore: z.number(),
  describeScore: z.number(),
  remark: z.string(),
  picUrls: z.array(z.string()),
  /** The writer as shown to others (a masked email), and when. */
  nickname: z.string(),
  createTime: z.number(),
  /** The shop's answer (docs/behaviour.md#reviews), null until the owner writes one. */
  reply: z.nullable(z.object({ content: z.string(), createTime: z.number() })),
})

/** `average` of the three ratings over every evaluation, one decimal; 0 when there are none. */
export const productEvaluations = z.object({ average: z.number(), total: z.number(), list: z.array(evaluation) })

export const evaluationCalls = defineCalls(evaluationWires, {
  create: {
    summary: 'Evaluate the items of a completed order, each once (all or nothing)',
    auth: 'member',
    input: z.object({ list: z.array(evaluationItem).check(z.minLength(1), z.maxLength(100)) }),
    output: z.literal(true),
  },
  list: {
    summary: "The evaluations of one of the shopper's orders",
    auth: 'member',
    input: z.object({ orderNo: text(40).check(z.minLength(1)) }),
    output: z.array(evaluation),
  },
  productPage: {
    summary: 'A product’s evaluations, newest first, with the average of its ratings',
    auth: 'guest',
    input: z.object({ spuId: id(), ...paging(limits.pageSize, 50) }),
    output: productEvaluations,
  },
})
