// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { ApiError } from '../../src/api/client'
import { activateLanguage } from '../../src/i18n'
import { ProductListError } from '../../src/screens/catalog/ProductListScreen'
import { renderInApp } from './inApp'

vi.setConfig({ testTimeout: 20_000 })
afterEach(cleanup)
beforeAll(() => activateLanguage('en'))

async function says(error: unknown) {
  renderInApp(() => <ProductListError error={error} onRetry={() => {}} />)
  return (await screen.findByRole('alert')).textContent
}

describe('the product list’s error page', () => {
  it('quotes the service when it answered, without blaming the connection', async () => {
    const text = await says(new ApiError(ErrorCode.tooManyRequests, 'Too many requests: please wait a minute.'))
    expect(text).toContain('Too many requests: please wait a minute.')
    expect(text).not.toContain('connection')
  })

  it('asks to check the connection only when nothing answered', async () => {
    expect(await says(new ApiError('network', 'Failed to fetch'))).toContain('Please check your connection and try again.')
  })

  it('says the fault is ours for anything else', async () => {
    const text = await says(new TypeError('list is undefined'))
    expect(text).toContain('Something went wrong on our side.')
    expect(text).not.toContain('list is undefined')
  })
})
