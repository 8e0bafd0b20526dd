import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import {
  applicationRegionsWith,
  platformMessageMachine,
  shopApplicationFormMachine,
} from '../../../machines/shopApplication/shopApplicationForm'
import { shopApi } from '../../api/shop'
import { shopApplicationApi } from '../../api/shopApplication'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'

/** The application form wired to the service and the toaster. */
export const shopApplicationMachines = {
  form: shopApplicationFormMachine.provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        await shopApplicationApi.createApply(input.form)
        return Date.now()
      }),
      ...applicationRegionsWith({
        saveDraft: fromPromise(({ input }) => shopApplicationApi.saveDraft(input.form)),
        checkShopName: fromPromise(async ({ input }) => {
          const page = await shopApi.shopsByName({ shopname: input, exact: true, pageNo: 1, pageSize: 1 })
          return page.list.length > 0
        }),
        uploadIdentity: fromPromise(({ input }) => shopApplicationApi.uploadIdentity({ file: input })),
      }),
    },
    actions: {
      notifyFailure: (_, message) => notifyFailure(message),
      // docs/behaviour.md#shop-application: application submitted, with an alert that it awaits review; the page's top then shows the
      // waiting banner, so it comes into view.
      submitted: () => {
        window.scrollTo({ top: 0, behavior: 'smooth' })
        toaster.create({
          type: 'success',
          title: t`Application submitted`,
          description: t`Your application awaits review: the platform reviews it within 24 hours.`,
        })
      },
    },
  }),
  message: platformMessageMachine.provide({
    actors: { submit: fromPromise(({ input }) => shopApplicationApi.sendToAdmin({ content: input.form.content.trim() })) },
    actions: {
      notifyFailure: (_, message) => notifyFailure(message),
      submitted: () => toaster.create({ type: 'success', title: t`Your message was sent to the platform` }),
    },
  }),
}

export const uploadLogo = (file: File) => shopApplicationApi.uploadLogo({ file })

/** Leaving the page with a change not kept yet: keep it now (the page's actor is gone by then). */
export const saveDraftNow = (fields: Parameters<typeof shopApplicationApi.saveDraft>[0]) => {
  shopApplicationApi.saveDraft(fields).catch(() => {})
}
