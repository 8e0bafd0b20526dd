import { addressWires } from '../../contract/address'
import { afterSaleWires } from '../../contract/afterSale'
import { apiWires } from '../../contract/api'
import { catalogWires } from '../../contract/catalog'
import { chatWires } from '../../contract/chat'
import { evaluationWires } from '../../contract/evaluation'
import { orderWires } from '../../contract/order'
import { payPasswordWires } from '../../contract/payPassword'
import type { addressCalls } from '../../contract/schemas/address'
import type { afterSaleCalls } from '../../contract/schemas/afterSale'
import type { apiCalls } from '../../contract/schemas/api'
import type { catalogCalls } from '../../contract/schemas/catalog'
import type { chatCalls } from '../../contract/schemas/chat'
import type { evaluationCalls } from '../../contract/schemas/evaluation'
import type { orderCalls } from '../../contract/schemas/order'
import type { payPasswordCalls } from '../../contract/schemas/payPassword'
import type { shopApplicationCalls } from '../../contract/schemas/shopApplication'
import type { systemMessageCalls } from '../../contract/schemas/systemMessages'
import type { walletCalls } from '../../contract/schemas/wallet'
import { shopApplicationWires } from '../../contract/shopApplication'
import { systemMessageWires } from '../../contract/systemMessages'
import { walletWires } from '../../contract/wallet'
import { clientOf } from './client'

/** The foundation's calls (tenant, settings, content, account), typed from their schemas. */
export const apiCall = clientOf<typeof apiCalls>(apiWires)
/** The catalog's calls (products, shops, favourites, cart, home). */
export const catalogCall = clientOf<typeof catalogCalls>(catalogWires)
/** The wallet's calls (balance, recharge, retractal, logs, payout addresses). */
export const walletCall = clientOf<typeof walletCalls>(walletWires)
/** The transaction password's calls (set, change, reset by email code). */
export const payPasswordCall = clientOf<typeof payPasswordCalls>(payPasswordWires)
/** System messages: the list, its read mark and the unread counts. */
export const systemMessageCall = clientOf<typeof systemMessageCalls>(systemMessageWires)
/** The address book's calls (list, get, create, update, delete, set default). */
export const addressCall = clientOf<typeof addressCalls>(addressWires)
/** The buying journey: cart lines, settling, orders, pay methods and payment. */
export const orderCall = clientOf<typeof orderCalls>(orderWires)
/** Evaluations of order items, and a product's evaluations. */
export const evaluationCall = clientOf<typeof evaluationCalls>(evaluationWires)
/** After-sales: the refundable item, applying, cancelling, the return's tracking, the list and the detail. */
export const afterSaleCall = clientOf<typeof afterSaleCalls>(afterSaleWires)
/** The merchant application: the draft, identity documents and logo uploads, submitting, a message to the platform. */
export const shopApplicationCall = clientOf<typeof shopApplicationCalls>(shopApplicationWires)
/** Chat: conversations (leave messages), a chat's pages and new messages, sending, read marks, retracting, unread counts. */
export const chatCall = clientOf<typeof chatCalls>(chatWires)
