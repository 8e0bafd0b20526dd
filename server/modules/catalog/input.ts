import { z } from 'zod'
import { listTypes } from '../../../contract/catalog'

/** Query strings and forms send "" (or "null") for an absent value. */
const absent = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v)
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(absent, schema.optional())

export const id = () => z.coerce.number().int().positive().max(2_147_483_647)
export const optionalId = () => optional(id())
/** A list as a JSON array, repeated fields or "1,2,3". */
const splitList = (v: unknown) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim()) : typeof v === 'number' ? [v] : v)
const listOf = <S extends z.ZodType>(item: S, max: number) => optional(z.preprocess(splitList, z.array(item).max(max)))
export const idList = (max = 100) => listOf(id(), max)
export const sex = () => optional(z.coerce.number().int().min(1).max(3))
const yes = () => optional(z.union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)]).transform((v) => v === true || v === 'true' || v === '1' || v === 1))
const words = () => optional(z.coerce.string().trim().max(100))

export const paging = (defaultSize: number) => ({
  pageNo: z.preprocess(absent, z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: z.preprocess(absent, z.coerce.number().int().min(1).max(100).default(defaultSize)),
})

export const productQuery = z.object({
  page: z.preprocess(absent, z.coerce.number().int().min(1).max(10_000).default(1)),
  row: z.preprocess(absent, z.coerce.number().int().min(1).max(100).default(20)),
  sort: optional(z.coerce.number().int().min(1).max(3)),
  sex: sex(),
  categoryId: optionalId(),
  brandIds: idList(),
  attributelist: idList(),
  searchparam: words(),
  brandId: optionalId(),
  desno: optionalId(),
  navigation: optional(z.coerce.number().int().refine((n) => [2, 4, 5].includes(n))),
  type: optional(z.enum(listTypes)),
  recommendHot: yes(),
  recommendBest: yes(),
  recommendBenefit: yes(),
  recommendNew: yes(),
  recommendGood: yes(),
  shopId: optionalId(),
})
export type ProductQueryInput = z.output<typeof productQuery>

export const filterQuery = z.object({
  type: optional(z.enum(listTypes)),
  navigation: optional(z.coerce.number().int().refine((n) => [2, 4, 5].includes(n))),
  buyid: optionalId(),
  searchparam: words(),
  sex: sex(),
  shopId: optionalId(),
})
export type FilterQueryInput = z.output<typeof filterQuery>

export const shopProductQuery = z.object({
  shopId: id(),
  ...paging(20),
  categoryIdList: idList(),
  personCategoryList: listOf(z.coerce.number().int().min(1).max(3), 3),
  brandIdList: idList(),
  sort: optional(z.coerce.number().int().min(0).max(3)),
})
export type ShopProductQueryInput = z.output<typeof shopProductQuery>
