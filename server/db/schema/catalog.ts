import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { ListingStatus } from '../../../contract/lifecycles'
import type { SellerProduct } from '../../../contract/seller'
import { productStatus } from '../../../contract/status'
import { createdAt, names, type Names, tenantPrimaryKey, tsvector } from './columns'
import { shops } from './shop'
import { tenantId } from './tenant'

/** Brands, designers, categories, properties and the products (SPUs and their SKUs). */

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    description: text('description').notNull().default(''),
    /** A shop's own label; null for brands sold by several shops. */
    shopId: integer('shop_id').references(() => shops.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('brands_tenant').on(t.tenantId, t.sort)],
)

export const designers = pgTable(
  'designers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The biography per storefront language; `description` is the fallback. */
    descriptions: jsonb('descriptions').$type<Names>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('designers_tenant').on(t.tenantId, t.sort)],
)

/** Three levels per population (sex): 1 e.g. Clothing, 2 Dresses, 3 Maxi dresses. Products sit on level 3. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** 0 for level one. */
    parentId: integer('parent_id').notNull().default(0),
    level: integer('level').notNull(),
    /** Population: male 1, female 2, children 3. */
    sex: integer('sex').notNull(),
    names: names('names'),
    picUrl: text('pic_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_tree').on(t.tenantId, t.sex, t.level, t.sort), index('categories_parent').on(t.tenantId, t.parentId)],
)

/** Colour, size, material... */
export const properties = pgTable('properties', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  names: names('names'),
  /** 1: a filter keeps one value of this property at a time. */
  limit: integer('limit'),
  sort: integer('sort').notNull().default(0),
})

export const propertyValues = pgTable(
  'property_values',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    names: names('names'),
    /** CSS colour for colour values. */
    swatch: text('swatch'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('property_values_property').on(t.tenantId, t.propertyId, t.sort)],
)

/**
 * A product. price, market_price and value_ids summarise its SKUs (lowest price and its market
 * price, union of the SKUs' property value ids), and spu_stocks their total stock; whoever writes
 * SKUs keeps them in step. search_doc, search_name and name_keys are filled by a trigger.
 */
export const spus = pgTable(
  'spus',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    designerId: integer('designer_id').references(() => designers.id),
    /** A level-3 category. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    sex: integer('sex').notNull(),
    names: names('names'),
    description: jsonb('description').$type<Names>().notNull().default({}),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Pictures per colour: the colour's property value id (as text) -> its pictures, shown first when that colour is chosen. */
    colourImages: jsonb('colour_images').$type<Record<string, string[]>>().notNull().default({}),
    /** USD cents. */
    price: integer('price').notNull(),
    marketPrice: integer('market_price').notNull(),
    valueIds: integer('value_ids').array().notNull().default(sql`'{}'::int[]`),
    newFlag: boolean('new_flag').notNull().default(false),
    discountFlag: boolean('discount_flag').notNull().default(false),
    recommendHot: boolean('recommend_hot').notNull().default(false),
    recommendBest: boolean('recommend_best').notNull().default(false),
    recommendBenefit: boolean('recommend_benefit').notNull().default(false),
    recommendNew: boolean('recommend_new').notNull().default(false),
    recommendGood: boolean('recommend_good').notNull().default(false),
    /**
     * 1 on sale; other values are hidden. Follows `listing` (a trigger, migration 0026: on sale while
     * live, or live with a change waiting or refused); a write of `status` alone moves the listing
     * with it (hidden: unlisted, on sale: live).
     */
    status: integer('status').notNull().default(productStatus.onSale),
    /** The listing lifecycle's status (ListingStatus, machines/lifecycles/listing.ts). */
    listing: integer('listing').notNull().default(ListingStatus.live),
    /** Changed by its owner while unlisted: relisting goes through review. */
    edited: boolean('edited').notNull().default(false),
    /** Why the platform refused the product or its change; '' otherwise. */
    rejectReason: text('reject_reason').notNull().default(''),
    /** The owner's change to a product on sale, waiting for review (stock aside, applied at once); null when none. */
    revision: jsonb('revision').$type<SellerProduct>(),
    searchDoc: tsvector('search_doc'),
    searchName: text('search_name').notNull().default(''),
    /** Each name lower-cased with blanks collapsed, so that an exact name is found by index. */
    nameKeys: text('name_keys').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /** When it first went on sale (the listing trigger, migration 0034): what "new in" counts from. Null while never listed. */
    listedAt: timestamp('listed_at', { withTimezone: true }),
  },
  (t) => [
    index('spus_newest').on(t.tenantId, t.status, t.createdAt, t.id),
    index('spus_sex_newest').on(t.tenantId, t.sex, t.status, t.createdAt, t.id),
    index('spus_sex_price').on(t.tenantId, t.sex, t.status, t.price, t.id),
    // The filter columns after the order: a narrow filter whose products all cost alike (a
    // category of coats) is checked inside the index while walking it by price, not row by row.
    index('spus_price').on(t.tenantId, t.status, t.price, t.id, t.categoryId, t.brandId, t.shopId, t.designerId),
    index('spus_category').on(t.tenantId, t.categoryId, t.createdAt),
    index('spus_brand').on(t.tenantId, t.brandId, t.createdAt),
    index('spus_designer').on(t.tenantId, t.designerId),
    index('spus_shop').on(t.tenantId, t.shopId, t.status, t.createdAt),
    index('spus_seller').on(t.tenantId, t.shopId, t.listing, t.createdAt),
    // The seller's product list walks one of these in its sort's order, so a page reads its rows (and an offset the ones it skips), not the shop's all.
    index('spus_seller_newest').on(t.tenantId, t.shopId, t.createdAt, t.id),
    index('spus_seller_price').on(t.tenantId, t.shopId, t.price, t.id),
    index('spus_seller_name').on(t.tenantId, t.shopId, sql`(${t.names} ->> 'en')`, t.id),
    index('spus_listing').on(t.tenantId, t.listing),
    // Everything a filter drawer's counts read, after the list's prefix: a broad list's options are
    // counted by an index-only scan of this narrow index, never from the wide rows.
    index('spus_facets').on(
      t.tenantId,
      t.status,
      t.sex,
      t.categoryId,
      t.brandId,
      t.designerId,
      t.shopId,
      t.newFlag,
      t.discountFlag,
      t.valueIds,
    ),
    index('spus_values').using('gin', t.valueIds),
    index('spus_search_doc').using('gin', t.searchDoc),
    index('spus_search_name').using('gin', t.searchName.op('gin_trgm_ops')),
    index('spus_name_keys').using('gin', t.nameKeys),
  ],
)

/**
 * A product's stock, its SKUs' total, in a narrow row of its own: a checkout moves it, and on the
 * product's wide row (twenty indexes, the facet counts' trigger) that write cost more than the
 * rest of the stock taken (docs/performance.md). Every product has one, written with it.
 */
export const spuStocks = pgTable(
  'spu_stocks',
  {
    tenantId: tenantId(),
    spuId: integer('spu_id').notNull(),
    shopId: integer('shop_id').notNull(),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    // Its tenant in its key, as every table born from now on (docs/scale.md#sharding-by-tenant); so no
    // foreign key to spus (its key is the id alone): a product deleted takes its row along (seller lifecycle).
    tenantPrimaryKey('spu_stocks', { tenantId: t.tenantId, id: t.spuId }),
    // The seller's product list sorted by stock walks it (as spus_seller_* for the other orders).
    index('spu_stocks_seller').on(t.tenantId, t.shopId, t.stock, t.spuId),
  ],
)

export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id, { onDelete: 'cascade' }),
    /** USD cents. */
    price: integer('price').notNull(),
    marketPrice: integer('market_price').notNull(),
    stock: integer('stock').notNull().default(0),
    /** One property value id per property of the product, e.g. [red, M]. */
    valueIds: integer('value_ids').array().notNull(),
  },
  (t) => [index('skus_spu').on(t.tenantId, t.spuId)],
)
