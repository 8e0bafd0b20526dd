import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { decodePrefs, defaultPrefs, encodePrefs, requestKey, type BootReply, type Prefs, type RequestShape } from '../../contract/boot'
import { tenantWires } from '../../contract/api'
import { homeWires } from '../../contract/catalog'
import { configureApi, readBootReplies, send, type ApiContext } from '../../src/api/client'

describe('requestKey', () => {
  const shape: RequestShape = { method: 'GET', path: '/a', tenantId: 1, query: { x: '1', y: '2' } }

  it('does not depend on the order of the query parameters', () => {
    expect(requestKey({ ...shape, query: { y: '2', x: '1' } })).toBe(requestKey(shape))
  })

  it.each<[string, Partial<RequestShape>]>([
    ['method', { method: 'POST' }],
    ['tenant', { tenantId: 2 }],
    ['path', { path: '/b' }],
    ['parameter value', { query: { x: '1', y: '3' } }],
    ['extra parameter', { query: { x: '1', y: '2', z: '' } }],
    ['value that reads like two parameters', { query: { x: '1&y=2' } }],
    ['body', { body: 'platformtype=1' }],
  ])('changes with the %s', (_, change) => {
    expect(requestKey({ ...shape, ...change })).not.toBe(requestKey(shape))
  })
})

describe('decodePrefs', () => {
  const prefs: Prefs = { lang: 'fr', currencyCode: 'JPY', symbol: '¥', population: 'male', tenantId: 2, member: false }
  const cookie = (values: unknown) => encodeURIComponent(JSON.stringify(values))

  it('reads what encodePrefs writes', () => {
    expect(decodePrefs(encodePrefs(prefs))).toEqual(prefs)
    expect(decodePrefs(encodePrefs({ ...prefs, member: true }))).toEqual({ ...prefs, member: true })
  })

  it('reads a member only from a 1 in the sixth place', () => {
    expect(decodePrefs(cookie(['fr', 'JPY', '¥', 'male', 2, 1])).member).toBe(true)
    for (const value of [0, true, '1', null]) expect(decodePrefs(cookie(['fr', 'JPY', '¥', 'male', 2, value])).member).toBe(false)
  })

  it.each([undefined, '', 'garbage', '%E0%A4%A', cookie({ lang: 'fr' }), '"fr"'])('falls back to the defaults for %j', (value) => {
    expect(decodePrefs(value)).toEqual(defaultPrefs)
  })

  it.each<[string, unknown[], Partial<Prefs>]>([
    ['a partial cookie', ['fr'], { lang: 'fr' }],
    ["'jp' as Japanese", ['jp'], { lang: 'ja' }],
    ['an unknown currency', ['fr', 'XYZ', 'X', 'male', 2], { lang: 'fr', population: 'male', tenantId: 2 }],
    ['a symbol longer than 8', ['en', 'EUR', '€€€€€€€€€', 'male'], { population: 'male' }],
    ['a symbol that is not a string', ['en', 'EUR', 1], {}],
    ['an unknown population', ['en', 'EUR', '€', 'robots', 2], { currencyCode: 'EUR', symbol: '€', tenantId: 2 }],
    ['tenant 0', ['en', 'EUR', '€', 'male', 0], { currencyCode: 'EUR', symbol: '€', population: 'male' }],
    ['a negative tenant', ['en', 'EUR', '€', 'male', -3], { currencyCode: 'EUR', symbol: '€', population: 'male' }],
    ['a fractional tenant', ['en', 'EUR', '€', 'male', 1.5], { currencyCode: 'EUR', symbol: '€', population: 'male' }],
    ['a tenant as text', ['en', 'EUR', '€', 'male', '2'], { currencyCode: 'EUR', symbol: '€', population: 'male' }],
  ])('keeps the valid fields of %s and defaults the rest', (_, values, kept) => {
    expect(decodePrefs(cookie(values))).toEqual({ ...defaultPrefs, ...kept })
  })
})

describe('the API client with start-up replies', () => {
  const guest: ApiContext = { token: null, tenantId: 1, lang: 'en', currencyCode: 'USD', symbol: '$', population: 'female' }
  /** What the client adds to every request for `guest`. */
  const common = { language: 'en', sex: '2', currencyCode: 'USD', symbol: '$' }
  const website = (site: string) =>
    requestKey({ method: 'GET', path: '/system/tenant/get-by-website', tenantId: 1, query: { ...common, website: site } })
  const written = (key: string, shared = true): BootReply => ({ key, shared, reply: { code: 0, data: `written ${key}`, msg: '' } })
  const page = (text: string | null) => ({
    getElementById: (id: string) => (id === 'boot-replies' && text !== null ? { textContent: text } : null),
  })
  const use = (context: ApiContext) => configureApi({ context: () => context, onSessionEnded: vi.fn() })
  let fetch: ReturnType<typeof vi.fn>

  beforeEach(() => {
    use(guest)
    fetch = vi.fn(async () => Response.json({ code: 0, data: 'from the network', msg: '' }))
    vi.stubGlobal('fetch', fetch)
    // Node has no page to resolve ky's relative '/app-api' against.
    vi.stubGlobal(
      'Request',
      class extends Request {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, 'http://shop.test') : input, init)
        }
      },
    )
  })
  afterEach(() => {
    readBootReplies(page(null))
    vi.unstubAllGlobals()
  })

  it('answers the same request from its written reply once, then asks the network', async () => {
    readBootReplies(page(JSON.stringify([written(website('localhost'))])))
    await expect(send(tenantWires.tenantByWebsite, { website: 'localhost' })).resolves.toBe(`written ${website('localhost')}`)
    expect(fetch).not.toHaveBeenCalled()
    await expect(send(tenantWires.tenantByWebsite, { website: 'localhost' })).resolves.toBe('from the network')
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('asks the network for other parameters, another tenant or another language', async () => {
    readBootReplies(page(JSON.stringify([written(website('localhost'))])))
    await send(tenantWires.tenantByWebsite, { website: 'elsewhere' })
    use({ ...guest, tenantId: 2 })
    await send(tenantWires.tenantByWebsite, { website: 'localhost' })
    use({ ...guest, lang: 'fr' })
    await send(tenantWires.tenantByWebsite, { website: 'localhost' })
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it("uses a guest's reply only without a token, a shared one with it too", async () => {
    readBootReplies(page(JSON.stringify([written(website('guest'), false), written(website('shared'))])))
    use({ ...guest, token: 'x' })
    await expect(send(tenantWires.tenantByWebsite, { website: 'guest' })).resolves.toBe('from the network')
    await expect(send(tenantWires.tenantByWebsite, { website: 'shared' })).resolves.toBe(`written ${website('shared')}`)
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('matches a form post by its body', async () => {
    const home = requestKey({ method: 'POST', path: '/home/first/intofirstdata', tenantId: 1, query: common, body: 'platformtype=1' })
    readBootReplies(page(JSON.stringify([written(home)])))
    await expect(send(homeWires.home, { platformtype: 2 })).resolves.toBe('from the network')
    await expect(send(homeWires.home, { platformtype: 1 })).resolves.toBe(`written ${home}`)
    expect(fetch).toHaveBeenCalledOnce()
  })

  it("ends the session on a 401 only while the session still holds the request's token", async () => {
    let context: ApiContext = { ...guest, token: 'old' }
    const onSessionEnded = vi.fn()
    configureApi({ context: () => context, onSessionEnded })
    let answer: (r: Response) => void = () => {}
    fetch.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    const refused = () => Response.json({ code: 401, data: null, msg: 'expired' }, { status: 401 })
    // Sent with the old token, answered after the next login.
    const stale = send(tenantWires.tenantByWebsite, { website: 'a' })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce())
    context = { ...guest, token: 'new' }
    answer(refused())
    await expect(stale).rejects.toMatchObject({ code: 401 })
    expect(onSessionEnded).not.toHaveBeenCalled()
    const current = send(tenantWires.tenantByWebsite, { website: 'b' })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    answer(refused())
    await expect(current).rejects.toMatchObject({ code: 401 })
    expect(onSessionEnded).toHaveBeenCalledOnce()
  })

  it('asks the network when the written replies are unreadable', async () => {
    readBootReplies(page('[{"key": '))
    await send(tenantWires.tenantByWebsite, { website: 'localhost' })
    expect(fetch).toHaveBeenCalledOnce()
  })
})
