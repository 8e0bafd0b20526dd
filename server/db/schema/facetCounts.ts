import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, smallint } from 'drizzle-orm/pg-core'

/**
 * How many on-sale products of a list have each filter option, kept exact by the triggers of
 * migration 0023 on every write to spus (one statement's rows summed at once, appended), so a filter
 * drawer over a broad list sums a few thousand rows instead of unnesting every product.
 * A row counts the products of one cell: the list they belong to (`axis` and `list_id`: all, their
 * level-3 category, brand, designer or shop, or one of their property values), their population and their new and sale flags.
 */
export const facetCounts = pgTable(
  'facet_counts',
  {
    /** No foreign key: the rows are derived from spus, and a check per appended row would cost every product write. */
    tenantId: integer('tenant_id').notNull(),
    /** The list the row counts for: `facetAxis`. */
    axis: smallint('axis').notNull(),
    listId: integer('list_id').notNull(),
    sex: integer('sex').notNull(),
    newFlag: boolean('new_flag').notNull(),
    discountFlag: boolean('discount_flag').notNull(),
    /** The option's group: `facetGroup`. */
    facet: smallint('facet').notNull(),
    optionId: integer('option_id').notNull(),
    /** A change to the cell's count; the count is the sum of the cell's rows (upkeep folds them into one). */
    n: integer('n').notNull(),
    /** The one row its cell was folded into; false for a change appended since. */
    folded: boolean('folded').notNull().default(false),
  },
  (t) => [
    index('facet_counts_cell').on(t.tenantId, t.axis, t.listId, t.sex, t.newFlag, t.discountFlag, t.facet, t.optionId),
    index('facet_counts_unfolded').on(t.tenantId).where(sql`not ${t.folded}`),
  ],
)

/**
 * facet_counts.axis: the list a row counts for (migration 0023's facet_keys writes these numbers);
 * `value` (list_id a property value) is every product having that value: an unnarrowed list with that one value chosen.
 */
export const facetAxis = { all: 0, category: 1, brand: 2, designer: 3, shop: 4, value: 5 } as const
/** facet_counts.facet: the option's group. */
export const facetGroup = { category: 0, brand: 1, designer: 2, value: 3 } as const
