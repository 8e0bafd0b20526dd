import * as z from 'zod/mini'
import type { Call } from '../../contract/call'
import { ErrorCode } from '../../contract/codes'
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

function operation(call: Call, tag: string, components: Record<string, JsonSchema>) {
  const { encoding } = call.wire
  const { auth } = call
  const input = jsonSchema(call.input, 'input', `${call.name}Input`, components)
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>
  const required = (input.required ?? []) as string[]
  const inPath = [...call.wire.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
  const parameters = [
    { $ref: '#/components/parameters/tenantId' },
    { $ref: '#/components/parameters/language' },
    { $ref: '#/components/parameters/currencyCode' },
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
    security: auth === 'member' ? [{ token: [] }] : auth === 'optional' ? [{}, { token: [] }] : [],
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

/** The OpenAPI 3.1 document of /app-api, made from the contract's calls (the same ones the routes register). */
export function openApiDocument() {
  const components: Record<string, JsonSchema> = {
    Failure: envelope({ type: 'null' }),
  }
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [tag, calls] of Object.entries(callsByDomain)) {
    for (const call of Object.values(calls) as Call[]) {
      paths[call.wire.path] = { ...paths[call.wire.path], [call.wire.method.toLowerCase()]: operation(call, tag, components) }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrine /app-api',
      version: '1',
      description: 'Every answer is the envelope { code, data, msg }. POST bodies may be form-encoded or JSON; GET fields go in the query.',
    },
    servers: [{ url: '/app-api' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The accessToken of login, with or without "Bearer "' },
      },
      parameters: {
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
      },
    },
  }
}
