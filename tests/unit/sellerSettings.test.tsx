// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { shopSettingsMachine } from '../../machines/seller/shopSettings'
import { HolidayNotice } from '../../src/components/shop/HolidayNotice'
import { sampleSettings } from '../../src/fakes/shopSettings'
import { SettingsScreen } from '../../src/screens/seller/SettingsScreen'
import { fakesOf } from '../machines/fakes'
import { drawInRouter, screenTests } from './screenHarness'

screenTests()

const fakes = fakesOf(shopSettingsMachine)
const upload = async () => sampleSettings.logo

/** The screen with the sample settings loaded, Save answered by `submit`. */
const draw = (submit: { logic: ReturnType<typeof fakes.resolving<'submit'>>['logic'] }) =>
  drawInRouter(() => (
    <SettingsScreen
      page={{ status: 'ready', data: sampleSettings }}
      logic={shopSettingsMachine.provide({ actors: { submit: submit.logic } })}
      upload={upload}
    />
  ))

describe('the shop settings screen', () => {
  it('shows the settings, the name read-only with the way to change it, and saves the edits', async () => {
    const submit = fakes.resolving('submit', sampleSettings)
    draw(submit)
    expect(await screen.findByText('Maison Lumière')).toBeTruthy()
    expect(screen.queryByDisplayValue('Maison Lumière')).toBeNull()
    expect(screen.getByRole('link', { name: 'write to customer service' }).getAttribute('href')).toBe('/customerService')
    expect((screen.getByLabelText('Freight per order (USD)') as HTMLInputElement).value).toBe('9')
    expect((screen.getByLabelText('Free shipping from (USD)') as HTMLInputElement).value).toBe('300')
    expect((screen.getByLabelText('Closed from') as HTMLInputElement).value).toBe('2026-12-20')
    expect((screen.getByLabelText('Reopens on') as HTMLInputElement).value).toBe('2027-01-04')
    expect((screen.getByLabelText('Français') as HTMLTextAreaElement).value).toBe('Lin lavé et soie, coupés à Lyon.')

    fireEvent.change(screen.getByLabelText('Free shipping from (USD)'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await screen.findByText('Your settings are saved.')
    expect(submit.calls).toHaveLength(1)
    expect(submit.calls[0].form).toMatchObject({ freeShipping: '', freight: '9', holidayTo: '2027-01-04' })
  })

  it('names the field at fault and sends nothing while the holiday ends before it starts', async () => {
    const submit = fakes.resolving('submit', sampleSettings)
    draw(submit)
    fireEvent.change(await screen.findByLabelText('Reopens on'), { target: { value: '2026-12-01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('The shop must reopen after the day it closes')).toBeTruthy()
    expect(submit.calls).toEqual([])
  })

  it('shows the service’s refusal and keeps the edits', async () => {
    const submit = fakes.rejecting('submit', 'returnsAddress is not valid')
    draw(submit)
    fireEvent.change(await screen.findByLabelText('Returns address'), { target: { value: 'Quai 4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'returnsAddress is not valid')
    expect((screen.getByLabelText('Returns address') as HTMLTextAreaElement).value).toBe('Quai 4')
  })

  it('offers to try again when the settings could not load', async () => {
    let retried = 0
    drawInRouter(() => <SettingsScreen page={{ status: 'failed', retry: () => retried++ }} logic={shopSettingsMachine} upload={upload} />)
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }))
    await waitFor(() => expect(retried).toBe(1))
  })
})

describe('the holiday notice', () => {
  const holiday = { from: Date.UTC(2026, 11, 20), to: Date.UTC(2027, 0, 4) }
  it('says when the shop closes and reopens while the holiday is ahead, when it reopens while under way, nothing after', async () => {
    const { unmount } = drawInRouter(() => <HolidayNotice holiday={holiday} now={Date.UTC(2026, 10, 1)} />)
    expect((await screen.findByRole('note')).textContent).toBe(
      'This shop closes for a holiday on December 20, 2026 and reopens on January 4, 2027.',
    )
    unmount()
    const again = drawInRouter(() => <HolidayNotice holiday={holiday} now={Date.UTC(2026, 11, 25)} />)
    expect((await screen.findByRole('note')).textContent).toBe(
      'This shop is closed for a holiday and reopens on January 4, 2027: its pieces can be ordered again then.',
    )
    again.unmount()
    drawInRouter(() => (
      <>
        <HolidayNotice holiday={holiday} now={holiday.to} />
        <p>after</p>
      </>
    ))
    await screen.findByText('after')
    expect(screen.queryByRole('note')).toBeNull()
  })
})
