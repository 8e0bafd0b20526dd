import { msg } from '@lingui/core/macro'
import type { RatingField } from '../../../machines/evaluation/evaluationForm'

/** docs/behaviour.md#evaluations: the three ratings of an item, in its order. */
export const ratingLabels: Record<RatingField, ReturnType<typeof msg>> = {
  serviceAttitudeScore: msg`Service attitude`,
  logisticsServiceScore: msg`Logistics service`,
  describeScore: msg`Description`,
}
