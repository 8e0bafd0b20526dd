import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { ops } from './browser'

/** The uuid of the newest picture code the page loaded (as the service answered it); '' before the first. */
export function watchPictureCodes(page: Page): () => string {
  let uuid = ''
  page.on('response', async (res) => {
    if (res.url().includes('/system/captcha/captchaImage')) uuid = ((await res.json()) as { data: { uuid: string } }).data.uuid
  })
  return () => uuid
}

/** The code the service drew for a picture, read through ops as the operator would. */
export const pictureCodeOf = async (uuid: string) => (await ops<{ code: string }>(`/captcha?uuid=${uuid}`)).code

/** Types the newest picture's code into the "Picture code" box inside `scope`, once a picture has loaded. */
export async function fillPictureCode(scope: Page | Locator, newest: () => string) {
  await expect.poll(newest).not.toBe('')
  await scope.getByRole('textbox', { name: 'Picture code' }).fill(await pictureCodeOf(newest()))
}
