/** What other modules may use of evaluations: the rows joined as the storefront shows them. */
export { type EvaluationRow, joined as evaluationRows, toEvaluation } from './service'
