/**
 * Every table, one file per domain, re-exported once: Drizzle (server/db/client.ts) and
 * drizzle-kit (drizzle.config.ts) read this file. Every tenant-owned table has `tenant_id`;
 * server/db/security.ts puts a row-level security policy on each of them at start.
 */
export * from './tenant'
export * from './accounts'
export * from './files'
export * from './content'
export * from './shop'
export * from './catalog'
export * from './favourites'
export * from './cart'
export * from './limits'
export * from './payout'
export * from './messages'
export * from './address'
export * from './wallet'
export * from './order'
export * from './afterSale'
export * from './shopApplication'
export * from './chat'
export * from './discovery'
export * from './facetCounts'
