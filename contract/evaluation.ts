import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import type { Page } from './envelope'
import type * as s from './schemas/evaluation'

/**
 * Evaluations (docs/behaviour.md#evaluations): the shopper rates each item of a
 * completed order once; the shop's reputation and the product page follow. The product page's
 * list is not shown in the API family and is chosen here.
 */
export const evaluationWires = defineWires({
  create: 'POST /trade/orderItemEvaluate/createItemEvaluate json',
  /** The evaluations of one order of the shopper's (for /evaluateDetail). */
  list: 'GET /trade/orderItemEvaluate/getList',
  /** A product's evaluations, newest first, with their average and count. */
  productPage: 'GET /trade/orderItemEvaluate/product-page',
})
export const evaluationPaths = /* @__PURE__ */ pathsOf(evaluationWires)

/** docs/behaviour.md#evaluations: ratings 1-5, comment up to 500, 1 to 6 images (first 3 previewed with +N). */
export const evaluationLimits = {
  minScore: 1,
  maxScore: 5,
  remarkMax: 500,
  minImages: 1,
  maxImages: 6,
  previewImages: 3,
  pageSize: 10,
} as const

export type Evaluation = z.output<typeof s.evaluation>
export type EvaluationItemInput = z.output<typeof s.evaluationItem>
export type ProductEvaluations = z.output<typeof s.productEvaluations>
export type EvaluationPage = Page<Evaluation>
