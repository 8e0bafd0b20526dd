import type { Submission } from '../../../machines/lib/form'
import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import { failureMessage } from '../../../machines/lib/formFields'
import { type AddressDraft, addressFormMachine } from '../../../machines/address/addressForm'
import { addressApi, saveAddress } from '../../api/address'
import { captchaApi } from '../../api/captcha'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'
import type { AddressBookActions } from './AddressBookScreen'

const notifySuccess = (title: string) => toaster.create({ type: 'success', title })

/** The address book's machines, wired to the API and the toaster. */
export const addressMachines = {
  form: addressFormMachine.provide({
    actors: {
      loadCaptcha: fromPromise(() => captchaApi.captcha()),
      submit: fromPromise(({ input }: { input: Submission<AddressDraft> }) => saveAddress(input.form)),
    },
    actions: {
      notifyFailure: (_, message) => notifyFailure(message),
      submitted: () => notifySuccess(t`Address saved`),
    },
  }),
}

/** The list's changes: a success toast (docs/behaviour.md#errors) and the list reloaded; a failure shows the server's message. */
export function addressBookActions(reload: () => Promise<unknown>): AddressBookActions {
  const change = (call: (input: { id: number }) => Promise<unknown>, success: () => string) => async (id: number) => {
    try {
      await call({ id })
    } catch (error) {
      notifyFailure(failureMessage(error))
      return
    }
    notifySuccess(success())
    await reload()
  }
  return {
    setDefault: change(addressApi.setDefault, () => t`Default address set`),
    remove: change(addressApi.delete, () => t`Address deleted`),
  }
}
