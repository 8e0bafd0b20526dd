import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { articleStatus } from '../../../contract/status'
import type { Names } from './columns'
import { shops } from './shop'
import { tenantId } from './tenant'

/** Notices, help articles, the design template and the home page's banners and videos. */

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
    status: integer('status').notNull().default(articleStatus.enabled),
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
    status: integer('status').notNull().default(articleStatus.enabled),
    /** Where the article's entry leads (contract/navigation.ts linkTypes): itself, or a category, brand, designer or address. */
    linkType: integer('link_type').notNull().default(0),
    /** The id (category, brand, designer) or the address (http or https) the entry leads to; '' for the article itself. */
    link: text('link').notNull().default(''),
  },
  (t) => [uniqueIndex('articles_code').on(t.tenantId, t.code), index('articles_type').on(t.tenantId, t.typeCode, t.sort)],
)

export const designTemplates = pgTable('design_templates', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  name: text('name').notNull(),
  /** { category, topNavigationBar, property } as docs/behaviour.md#tenant-settings describes. */
  content: jsonb('content').notNull(),
  active: boolean('active').notNull().default(true),
})

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
    /** The title per storefront language; `title` is the fallback. */
    titles: jsonb('titles').$type<Names>().notNull().default({}),
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
    /** The MP4 clip. */
    url: text('url'),
    /** The same clip as WebM, offered first. */
    webm: text('webm'),
    poster: text('poster').notNull(),
    title: text('title').notNull().default(''),
    /** The title per storefront language; `title` is the fallback. */
    titles: jsonb('titles').$type<Names>().notNull().default({}),
    /** WebVTT captions per storefront language, for any words the clip shows or says. */
    captions: jsonb('captions').$type<Names>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('promo_videos_tenant').on(t.tenantId, t.sort)],
)
