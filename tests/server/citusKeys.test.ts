import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

/**
 * The keys of tenant tables that Citus could not keep once each table is distributed by tenant_id
 * (docs/scale.md#sharding-by-tenant), by table, as of 29 November 2026: 107 in 48 tables (113 before
 * the append-only logs' keys took their tenant, migration 0040). This list
 * may only shrink: a table added from now on is born with tenant_id in every key, and a key
 * converted leaves the list.
 */
const recorded: Record<string, string[]> = {
  addresses: ['addresses_user_id_users_id_fk', 'addresses_pkey', 'addresses_one_default'],
  after_sale_moves: ['after_sale_moves_after_sale_id_after_sales_id_fk'],
  after_sales: [
    'after_sales_order_id_orders_id_fk',
    'after_sales_order_item_id_order_items_id_fk',
    'after_sales_shop_id_shops_id_fk',
    'after_sales_user_id_users_id_fk',
    'after_sales_pkey',
    'after_sales_open_item',
  ],
  article_types: ['article_types_pkey'],
  articles: ['articles_pkey'],
  balance_logs: ['balance_logs_wallet_id_wallets_id_fk'],
  brands: ['brands_shop_id_shops_id_fk', 'brands_pkey'],
  captchas: ['captchas_pkey'],
  cart_items: [
    'cart_items_shop_id_shops_id_fk',
    'cart_items_sku_id_skus_id_fk',
    'cart_items_spu_id_spus_id_fk',
    'cart_items_user_id_users_id_fk',
    'cart_items_pkey',
    'cart_items_user_sku',
  ],
  categories: ['categories_pkey'],
  chat_messages: ['chat_messages_conversation_id_conversations_id_fk', 'chat_messages_pkey', 'chat_messages_client_key'],
  checkouts: ['checkouts_user_id_users_id_fk', 'checkouts_pkey'],
  conversations: ['conversations_shop_id_shops_id_fk', 'conversations_user_id_users_id_fk', 'conversations_pkey'],
  currencies: ['currencies_pkey'],
  design_templates: ['design_templates_pkey'],
  designers: ['designers_pkey'],
  email_codes: ['email_codes_pkey'],
  evaluations: [
    'evaluations_order_id_orders_id_fk',
    'evaluations_order_item_id_order_items_id_fk',
    'evaluations_shop_id_shops_id_fk',
    'evaluations_spu_id_spus_id_fk',
    'evaluations_user_id_users_id_fk',
    'evaluations_pkey',
    'evaluations_item',
  ],
  home_banners: ['home_banners_shop_id_shops_id_fk', 'home_banners_pkey'],
  invite_codes: ['invite_codes_pkey'],
  mail_outbox: ['mail_outbox_pkey'],
  newsletter_subscriptions: ['newsletter_subscriptions_pkey', 'newsletter_token'],
  notices: ['notices_pkey'],
  order_items: ['order_items_order_id_orders_id_fk', 'order_items_sku_id_skus_id_fk', 'order_items_spu_id_spus_id_fk', 'order_items_pkey'],
  order_moves: ['order_moves_order_id_orders_id_fk'],
  order_tracks: ['order_tracks_order_id_orders_id_fk'],
  orders: ['orders_checkout_id_checkouts_id_fk', 'orders_shop_id_shops_id_fk', 'orders_user_id_users_id_fk', 'orders_pkey'],
  payout_addresses: ['payout_addresses_user_id_users_id_fk', 'payout_addresses_pkey'],
  platform_messages: ['platform_messages_user_id_users_id_fk', 'platform_messages_pkey'],
  platform_wallets: ['platform_wallets_pkey'],
  product_favourites: [
    'product_favourites_shop_id_shops_id_fk',
    'product_favourites_spu_id_spus_id_fk',
    'product_favourites_user_id_users_id_fk',
    'product_favourites_pkey',
    'product_favourites_user_spu',
  ],
  promo_videos: ['promo_videos_pkey'],
  properties: ['properties_pkey'],
  property_values: ['property_values_property_id_properties_id_fk', 'property_values_pkey'],
  recently_viewed: ['recently_viewed_spu_id_spus_id_fk', 'recently_viewed_user_id_users_id_fk'],
  recharges: ['recharges_platform_wallet_id_platform_wallets_id_fk', 'recharges_user_id_users_id_fk', 'recharges_pkey'],
  sessions: ['sessions_user_id_users_id_fk', 'sessions_pkey', 'sessions_token'],
  shop_applications: ['shop_applications_shop_id_shops_id_fk', 'shop_applications_user_id_users_id_fk', 'shop_applications_pkey'],
  shop_favourites: [
    'shop_favourites_shop_id_shops_id_fk',
    'shop_favourites_user_id_users_id_fk',
    'shop_favourites_pkey',
    'shop_favourites_user_shop',
  ],
  shops: ['shops_owner_user_id_users_id_fk', 'shops_pkey'],
  skus: ['skus_spu_id_spus_id_fk', 'skus_pkey'],
  spus: [
    'spus_brand_id_brands_id_fk',
    'spus_category_id_categories_id_fk',
    'spus_designer_id_designers_id_fk',
    'spus_shop_id_shops_id_fk',
    'spus_pkey',
  ],
  system_messages: ['system_messages_user_id_users_id_fk', 'system_messages_pkey'],
  tenant_settings: ['tenant_settings_pkey'],
  uploads: ['uploads_pkey'],
  users: ['users_pkey'],
  wallets: ['wallets_user_id_users_id_fk', 'wallets_pkey'],
  withdrawals: ['withdrawals_payout_address_id_payout_addresses_id_fk', 'withdrawals_user_id_users_id_fk', 'withdrawals_pkey'],
}

type Key = { table: string; name: string; kind: string; columns: string }

/**
 * Every primary key, unique constraint or unique index of a tenant table (one with a tenant_id
 * column) without tenant_id among its columns, and every foreign key between two tenant tables
 * without it: a distributed table's unique keys must contain its distribution column, and a
 * foreign key between two distributed tables must join on it. A foreign key to a table without
 * tenant_id (tenants, country_regions: reference tables in the plan) is allowed.
 */
async function blockers(): Promise<Key[]> {
  const result = await server.db.execute(sql`
    with tenant_tables as (
      select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
    ),
    constraint_keys as (
      select t.relname as table, con.conname as name,
        case con.contype when 'p' then 'primary key' when 'u' then 'unique' else 'foreign key' end as kind,
        array(select a.attname::text from unnest(con.conkey) k join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k) as columns
      from pg_constraint con join tenant_tables t on t.oid = con.conrelid
      where con.contype in ('p', 'u') or (con.contype = 'f' and con.confrelid in (select oid from tenant_tables))
    ),
    unique_indexes as (
      select t.relname as table, i.relname as name, 'unique index' as kind,
        array(select a.attname::text from unnest(x.indkey) k join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k) as columns
      from pg_index x join tenant_tables t on t.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
      where x.indisunique and not exists (select 1 from pg_constraint con where con.conindid = x.indexrelid)
    )
    select "table", name, kind, array_to_string(columns, ', ') as columns
    from (select * from constraint_keys union all select * from unique_indexes) k
    where not ('tenant_id' = any(columns))
    order by 1, 2`)
  return (result as unknown as { rows: Key[] }).rows
}

describe('keys ready to shard by tenant', () => {
  it('no key blocks distributing a tenant table by tenant_id but those recorded (their count may only go down)', async () => {
    const found = await blockers()
    const added = found.filter((k) => !recorded[k.table]?.includes(k.name))
    expect(added, 'put tenant_id in these keys (docs/scale.md#sharding-by-tenant)').toEqual([])
    const still = new Set(found.map((k) => `${k.table}.${k.name}`))
    const gone = Object.entries(recorded).flatMap(([table, names]) => names.map((name) => `${table}.${name}`).filter((k) => !still.has(k)))
    expect(gone, 'converted: take these out of the record').toEqual([])
    expect(found).toHaveLength(107)
  })
})
