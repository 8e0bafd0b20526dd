import { Hono } from 'hono'
import { evaluationCalls as calls } from '../../../contract/schemas/evaluation'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { createEvaluations, orderEvaluations, productEvaluations } from './service'

export const evaluationRoutes = new Hono<AppEnv>()

route(evaluationRoutes, calls.create, ({ input, withTx }) => withTx((tx, s) => createEvaluations(tx, s, input)))
route(evaluationRoutes, calls.list, ({ input, withTx }) => withTx((tx, s) => orderEvaluations(tx, s, input)))
route(evaluationRoutes, calls.productPage, ({ input, withTx }) => withTx((tx, s) => productEvaluations(tx, s, input)))
