import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { EmailCodeStatus } from '../../contract/lifecycles'

/**
 * The single source of truth for tables. Every tenant-owned table has `tenant_id`;
 * server/db/security.ts puts a row-level security policy on each of them at start.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const tenantId = () => integer('tenant_id').notNull().references(() => tenants.id)

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Hosts that open this tenant, lower case, with or without a port. */
  websites: text('websites').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
})

export const tenantSettings = pgTable(
  'tenant_settings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    /** A JSON string, as the wire carries it. */
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('tenant_settings_key').on(t.tenantId, t.key)],
)

export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    /** Units of this currency per one USD. */
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('currencies_code').on(t.tenantId, t.code)],
)

/** Countries and their provinces; shared by every tenant. */
export const countryRegions = pgTable(
  'country_regions',
  {
    id: serial('id').primaryKey(),
    cno: text('cno').notNull().unique(),
    parentCno: text('parent_cno'),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('country_regions_parent').on(t.parentCno)],
)

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  contents: jsonb('contents').$type<Record<string, string>>().notNull(),
  url: text('url'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
})

export const articleTypes = pgTable(
  'article_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(1),
  },
  (t) => [uniqueIndex('article_types_code').on(t.tenantId, t.code)],
)

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    typeCode: text('type_code').notNull(),
    code: text('code').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    /** HTML per language; sanitised before it is served. */
    contents: jsonb('contents').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(1),
  },
  (t) => [uniqueIndex('articles_code').on(t.tenantId, t.code), index('articles_type').on(t.tenantId, t.typeCode, t.sort)],
)

export const designTemplates = pgTable('design_templates', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  name: text('name').notNull(),
  /** { category, topNavigationBar, property } as SPEC.md section 3 describes. */
  content: jsonb('content').notNull(),
  active: boolean('active').notNull().default(true),
})

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    country: text('country').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    sex: integer('sex'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email').on(t.tenantId, t.email)],
)

/** Session tokens, stored as SHA-256 of the token the client holds. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token').on(t.tokenHash), index('sessions_user').on(t.tenantId, t.userId)],
)

/** Emailed 6-digit codes: register, password reset, transaction password. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    /** Moved only along machines/lifecycles/emailCode.ts. */
    status: smallint('status').notNull().default(EmailCodeStatus.issued),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_codes_lookup').on(t.tenantId, t.email, t.purpose, t.createdAt),
    index('email_codes_ip').on(t.tenantId, t.ip, t.createdAt),
    index('email_codes_expiry').on(t.expiresAt),
  ],
)

export const captchas = pgTable(
  'captchas',
  {
    uuid: text('uuid').primaryKey(),
    tenantId: tenantId(),
    codeHash: text('code_hash').notNull(),
    /** Kept so that the operator (and the browser tests) can read it through ops. */
    code: text('code').notNull(),
    /** The client that asked for it, for the per-client cap. */
    ip: text('ip').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_ip').on(t.tenantId, t.ip, t.createdAt), index('captchas_expiry').on(t.expiresAt)],
)

/** Every mail: sent through SMTP when SMTP_URL is set, else kept here only. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to').on(t.tenantId, t.to, t.createdAt), index('mail_outbox_created').on(t.createdAt)],
)

/** Events per key (failed logins, code requests, known clients), for slowing down guessing and floods. */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    createdAt: createdAt(),
    /** When no window counts it any more: upkeep deletes it then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_throttle_key').on(t.tenantId, t.key, t.createdAt), index('auth_throttle_expiry').on(t.expiresAt)],
)

/**
 * Every stored upload (server/modules/file). `path` is the storage key; its thumbnail sits beside it
 * (contract/uploads.ts). Rows that save an upload's URL claim it (claimUploads sets `referenced_at`);
 * unclaimed uploads older than a day are swept, file and row.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id'),
    path: text('path').notNull(),
    /** 'image' (re-encoded, public); other kinds, e.g. identity documents, would not be served publicly. */
    kind: text('kind').notNull().default('image'),
    mime: text('mime').notNull(),
    /** Bytes of the image itself; the quota counts its thumbnail too. */
    size: integer('size').notNull(),
    createdAt: createdAt(),
    referencedAt: timestamp('referenced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_path').on(t.tenantId, t.path),
    index('uploads_unreferenced').on(t.createdAt).where(sql`referenced_at is null`),
  ],
)

/** Uploads per user and UTC day, counted by one conditional upsert per upload (server/modules/file/quota.ts). */
export const uploadQuota = pgTable(
  'upload_quota',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    day: date('day').notNull(),
    files: integer('files').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.day] })],
)

/* ---------------------------------------------------------------- catalog ---- */

/** Text per storefront language: { en, zh, fr, ja, ko }; en is the fallback. */
type Names = Record<string, string>
const names = (name: string) => jsonb(name).$type<Names>().notNull()
/** Maintained by the spus_search trigger (migration 0003), never written by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** The shopper who runs the shop; null for shops the platform runs. */
    ownerUserId: integer('owner_user_id').references(() => users.id),
    shopname: text('shopname').notNull(),
    logo: text('logo').notNull().default(''),
    shopDesc: text('shop_desc').notNull().default(''),
    mno: text('mno').notNull().default(''),
    /** 1: shoppers may write to the shop without an order. */
    shopComment: integer('shop_comment').notNull().default(0),
    storeReputation: integer('store_reputation').notNull().default(0),
    /** The shop's own host (lower case, no scheme), e.g. "atelier.example.com". */
    domain: text('domain'),
    /** 1 open; other values are not listed. */
    status: integer('status').notNull().default(1),
    favouriteCount: integer('favourite_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('shops_list').on(t.tenantId, t.status, t.id),
    index('shops_owner').on(t.tenantId, t.ownerUserId),
    index('shops_domain').on(t.domain),
    index('shops_name_trgm').using('gin', sql`lower(${t.shopname}) gin_trgm_ops`),
  ],
)

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
    propertyId: integer('property_id').notNull().references(() => properties.id),
    names: names('names'),
    /** CSS colour for colour values. */
    swatch: text('swatch'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('property_values_property').on(t.tenantId, t.propertyId, t.sort)],
)

/**
 * A product. price, market_price, stock and value_ids summarise its SKUs (lowest price and
 * its market price, total stock, union of the SKUs' property value ids); whoever writes SKUs
 * keeps them in step. search_doc, search_name and name_keys are filled by a trigger.
 */
export const spus = pgTable(
  'spus',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    brandId: integer('brand_id').notNull().references(() => brands.id),
    designerId: integer('designer_id').references(() => designers.id),
    /** A level-3 category. */
    categoryId: integer('category_id').notNull().references(() => categories.id),
    sex: integer('sex').notNull(),
    names: names('names'),
    description: jsonb('description').$type<Names>().notNull().default({}),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** USD cents. */
    price: integer('price').notNull(),
    marketPrice: integer('market_price').notNull(),
    stock: integer('stock').notNull().default(0),
    valueIds: integer('value_ids').array().notNull().default(sql`'{}'::int[]`),
    newFlag: boolean('new_flag').notNull().default(false),
    discountFlag: boolean('discount_flag').notNull().default(false),
    recommendHot: boolean('recommend_hot').notNull().default(false),
    recommendBest: boolean('recommend_best').notNull().default(false),
    recommendBenefit: boolean('recommend_benefit').notNull().default(false),
    recommendNew: boolean('recommend_new').notNull().default(false),
    recommendGood: boolean('recommend_good').notNull().default(false),
    /** 1 on sale; other values are hidden. */
    status: integer('status').notNull().default(1),
    searchDoc: tsvector('search_doc'),
    searchName: text('search_name').notNull().default(''),
    /** Each name lower-cased with blanks collapsed, so that an exact name is found by index. */
    nameKeys: text('name_keys').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
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
    index('spus_values').using('gin', t.valueIds),
    index('spus_search_doc').using('gin', t.searchDoc),
    index('spus_search_name').using('gin', t.searchName.op('gin_trgm_ops')),
    index('spus_name_keys').using('gin', t.nameKeys),
  ],
)

export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    spuId: integer('spu_id').notNull().references(() => spus.id, { onDelete: 'cascade' }),
    /** USD cents. */
    price: integer('price').notNull(),
    marketPrice: integer('market_price').notNull(),
    stock: integer('stock').notNull().default(0),
    /** One property value id per property of the product, e.g. [red, M]. */
    valueIds: integer('value_ids').array().notNull(),
  },
  (t) => [index('skus_spu').on(t.tenantId, t.spuId)],
)

export const productFavourites = pgTable(
  'product_favourites',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    spuId: integer('spu_id').notNull().references(() => spus.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_favourites_user_spu').on(t.userId, t.spuId), index('product_favourites_list').on(t.tenantId, t.userId, t.createdAt)],
)

export const shopFavourites = pgTable(
  'shop_favourites',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shop_favourites_user_shop').on(t.userId, t.shopId), index('shop_favourites_list').on(t.tenantId, t.userId, t.createdAt)],
)

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    spuId: integer('spu_id').notNull().references(() => spus.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').notNull().references(() => skus.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    count: integer('count').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_sku').on(t.userId, t.skuId), index('cart_items_user').on(t.tenantId, t.userId, t.createdAt)],
)

/** Home banners by slot (publicize1-4, promotional1) and platform (1 mobile, 2 desktop, 0 both). */
export const homeBanners = pgTable(
  'home_banners',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    slot: text('slot').notNull(),
    platform: integer('platform').notNull().default(0),
    img: text('img').notNull(),
    title: text('title').notNull().default(''),
    /** bannerType of contract/catalog.ts: 1 product, 2 category, 3 brand, 4 article, 5 external. */
    type: integer('type').notNull(),
    buyId: text('buy_id').notNull().default(''),
    shopId: integer('shop_id').references(() => shops.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('home_banners_slot').on(t.tenantId, t.slot, t.sort)],
)

export const promoVideos = pgTable(
  'promo_videos',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    url: text('url'),
    poster: text('poster').notNull(),
    title: text('title').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('promo_videos_tenant').on(t.tenantId, t.sort)],
)
