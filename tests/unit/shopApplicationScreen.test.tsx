// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import type { ShopApplication, ShopApplicationFields } from '../../contract/shopApplication'
import type { Submission } from '../../machines/lib/form'
import type { IdentityImage } from '../../machines/shopApplication/identityUploads'
import {
  applicationRegionsWith,
  platformMessageMachine,
  shopApplicationFormMachine,
} from '../../machines/shopApplication/shopApplicationForm'
import {
  applicationCategories,
  blankApplication,
  completeApplication,
  failedApplication,
  passedApplication,
  shopAgreement,
  waitingApplication,
} from '../../src/fakes/shopApplication'
import { activateLanguage, i18n } from '../../src/i18n'
import { ShopApplicationScreen } from '../../src/screens/shopApplication/ShopApplicationScreen'
import { storefrontSystem } from '../../src/theme'
import { type ActorsOf, fakesOf, resolving } from '../machines/fakes'

vi.setConfig({ testTimeout: 20_000 })
afterEach(cleanup)
beforeAll(() => activateLanguage('en'))

const fake = fakesOf(shopApplicationFormMachine)

type SubmitFake = { logic: ActorsOf<typeof shopApplicationFormMachine>['submit']; calls: Submission<ShopApplicationFields>[] }

function draw(application: ShopApplication, taken = false, submit: SubmitFake = fake.resolving('submit', 1)) {
  const form = shopApplicationFormMachine.provide({
    actors: {
      submit: submit.logic,
      ...applicationRegionsWith({
        saveDraft: resolving<unknown, Submission<ShopApplicationFields>>(true).logic,
        checkShopName: resolving<boolean, string>(taken).logic,
        uploadIdentity: resolving<IdentityImage, File>({ key: 'k', url: '/k' }).logic,
      }),
    },
  })
  const data = { application, categories: applicationCategories, agreement: shopAgreement }
  const page = () => (
    <ChakraProvider value={storefrontSystem()}>
      <I18nProvider i18n={i18n}>
        <ShopApplicationScreen page={{ status: 'ready', data }} logic={{ form, message: platformMessageMachine, saveOnLeave: () => {} }} />
      </I18nProvider>
    </ChakraProvider>
  )
  const router = createRouter({ routeTree: createRootRoute({ component: page as () => ReactNode }), history: createMemoryHistory() })
  render(<RouterProvider router={router} />)
  return submit
}

describe('the merchant application page', () => {
  it('empty: submitting names and focuses the first name', async () => {
    draw(blankApplication)
    // The first render of the suite loads the page cold: more than findBy's 1 s on a busy machine.
    fireEvent.click(await screen.findByRole('button', { name: 'Submit the application' }, { timeout: 10_000 }))
    const input = screen.getByLabelText(/First name/)
    await waitFor(() => expect(document.activeElement).toBe(input))
    expect(screen.getByText('Please enter your first name')).toBeTruthy()
  })

  it('a taken name shows the shared message and is refused on submit', async () => {
    const submit = draw({ ...completeApplication, shopName: 'Maison Sakura' }, true)
    await screen.findByText('This shop name is already taken')
    fireEvent.click(screen.getByRole('button', { name: 'Submit the application' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Shop name/)))
    expect(submit.calls).toEqual([])
  })

  it('a name the service refuses as taken on submission shows the shared message and takes the focus', async () => {
    draw(completeApplication, false, fake.rejecting('submit', 'This shop name is already taken', ErrorCode.shopNameTaken))
    fireEvent.click(await screen.findByRole('button', { name: 'Submit the application' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Shop name/)))
    expect(screen.getByText('This shop name is already taken')).toBeTruthy()
  })

  it('waiting: a banner with the 24 hours, every field locked, no submit', async () => {
    draw(waitingApplication)
    await screen.findByText('Your application is being reviewed')
    expect(screen.getByText(/reviews it within 24 hours/)).toBeTruthy()
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: /Submit/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Write to the platform' })).toBeTruthy()
  })

  it('passed: links to the shop', async () => {
    draw(passedApplication)
    const link = await screen.findByRole('link', { name: 'Go to my shop' })
    expect(link.getAttribute('href')).toBe('/shopProduct?no=42')
  })

  it('failed: the reason, editable fields and submit again', async () => {
    draw(failedApplication)
    await screen.findByText(`Reason: ${failedApplication.applyFailReason}`)
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).disabled).toBe(false)
    expect(screen.getByRole('button', { name: 'Submit again' })).toBeTruthy()
  })
})
