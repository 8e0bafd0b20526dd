import * as z from 'zod/mini'
import type { Call } from '../../contract/call'
import { ErrorCode } from '../../contract/codes'
import { adminCallsByDomain } from '../../contract/admin'
import { callsByDomain } from '../../contract/schemas'

type JsonSchema = Record<string, unknown>

const mediaTypes = {
  query: [],
  form: ['application/x-www-form-urlencoded', 'application/json'],
  json: ['application/json'],
  multipart: ['multipart/form-data'],
} as const

/**
 * A call's schema as JSON Schema, its recursive parts moved into the document's components
 * (zod writes them as `$defs` and `#` references, which mean nothing once embedded).
 */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output', name: string, components: Record<string, JsonSchema>): JsonSchema {
  const { $schema: _, $defs, ...root } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  const refs: Record<string, string> = {}
  for (const key of Object.keys(($defs as JsonSchema | undefined) ?? {})) refs[`#/$defs/${key}`] = `#/components/schemas/${name}_${key}`
  const rootRef = `#/components/schemas/${name}`
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (!value || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' ? (v === '#' ? rootRef : (refs[v] ?? v)) : rewrite(v),
      ]),
    )
  }
  for (const [key, def] of Object.entries(($defs as Record<string, JsonSchema> | undefined) ?? {}))
    components[`${name}_${key}`] = rewrite(def) as JsonSchema
  const rewritten = rewrite(root) as JsonSchema
  if (!JSON.stringify(rewritten).includes(`"${rootRef}"`)) return rewritten
  components[name] = rewritten
  return { $ref: rootRef }
}

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { code: { type: 'integer', description: '0 (or 200) is success' }, data, msg: { type: 'string' } },
  required: ['code', 'data', 'msg'],
})

/** Who may call: the storefront's session token (none, optional or required), or the ops token. */
const securityOf: Record<Call['auth'], Record<string, never[]>[]> = {
  guest: [],
  optional: [{}, { token: [] }],
  member: [{ token: [] }],
  ops: [{ opsToken: [] }],
}

function operation(call: Call, tag: string, common: JsonSchema[], components: Record<string, JsonSchema>) {
  const { encoding } = call.wire
  const input = jsonSchema(call.input, 'input', `${call.name}Input`, components)
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>
  const required = (input.required ?? []) as string[]
  const inPath = [...call.wire.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
  const parameters = [
    ...common,
    ...inPath.map((name) => ({ name, in: 'path', required: true, schema: properties[name] })),
    ...(encoding === 'query'
      ? Object.entries(properties)
          .filter(([name]) => !inPath.includes(name))
          .map(([name, schema]) => ({ name, in: 'query', required: required.includes(name), schema }))
      : []),
  ]
  return {
    operationId: call.name,
    summary: call.summary,
    tags: [tag],
    parameters,
    ...(encoding === 'query'
      ? {}
      : { requestBody: { content: Object.fromEntries(mediaTypes[encoding].map((type) => [type, { schema: input }])) } }),
    security: securityOf[call.auth],
    responses: {
      200: {
        description: 'Success: code 0 and the data',
        content: { 'application/json': { schema: envelope(jsonSchema(call.output, 'output', `${call.name}Output`, components)) } },
      },
      default: {
        description:
          `A failure: a stable code (${ErrorCode.invalidField} a field, ${ErrorCode.unauthorized} the session is gone, ...) ` +
          "and msg in the request's language",
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
      },
    },
  }
}

interface Api {
  title: string
  prefix: string
  description: string
  domains: Record<string, Record<string, Call>>
  /** Header and query parameters every call takes. */
  common: (keyof typeof parameters)[]
  securitySchemes: Record<string, JsonSchema>
}

const parameters = {
  tenantId: {
    name: 'tenant-id',
    in: 'header',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: 2147483647, default: 1 },
  },
  language: {
    name: 'language',
    in: 'header',
    required: false,
    schema: { type: 'string', enum: ['en', 'zh', 'fr', 'ja', 'ko', 'jp', 'kor'] },
  },
  currencyCode: {
    name: 'currencyCode',
    in: 'query',
    required: false,
    schema: { type: 'string', pattern: '^[A-Z]{3}$', default: 'USD' },
  },
}

/** An OpenAPI 3.1 document made from contract calls (the same ones the routes register). */
function documentOf(api: Api) {
  const components: Record<string, JsonSchema> = {
    Failure: envelope({ type: 'null' }),
  }
  const common = api.common.map((name) => ({ $ref: `#/components/parameters/${name}` }))
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [tag, calls] of Object.entries(api.domains)) {
    for (const call of Object.values(calls)) {
      paths[call.wire.path] = { ...paths[call.wire.path], [call.wire.method.toLowerCase()]: operation(call, tag, common, components) }
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: api.title, version: '1', description: api.description },
    servers: [{ url: api.prefix }],
    paths,
    components: {
      schemas: components,
      securitySchemes: api.securitySchemes,
      parameters: Object.fromEntries(api.common.map((name) => [name, parameters[name]])),
    },
  }
}

/** The document of /app-api, the storefront's calls. */
export const openApiDocument = () =>
  documentOf({
    title: 'Vitrine /app-api',
    prefix: '/app-api',
    description: 'Every answer is the envelope { code, data, msg }. POST bodies may be form-encoded or JSON; GET fields go in the query.',
    domains: callsByDomain,
    common: ['tenantId', 'language', 'currencyCode'],
    securitySchemes: {
      token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The accessToken of login, with or without "Bearer "' },
    },
  })

/** The document of /admin-api, the platform's calls that `npm run ops` makes (contract/admin/). */
export const adminOpenApiDocument = () =>
  documentOf({
    title: 'Vitrine /admin-api',
    prefix: '/admin-api',
    description:
      "The platform's calls, across tenants, behind the ops token (OPS_TOKEN, or the ops-token file in the data folder). " +
      'Every answer is the envelope { code, data, msg }; GET fields go in the query, POST bodies are JSON. Times are ISO 8601.',
    domains: adminCallsByDomain,
    common: ['language'],
    securitySchemes: { opsToken: { type: 'http', scheme: 'bearer', description: 'The ops token' } },
  })
