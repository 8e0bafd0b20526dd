import { fileWires } from '../../contract/api'
import type { fileCalls } from '../../contract/schemas/api'
import { clientOf } from './client'

/** Uploads (server/modules/file). */
export const fileApi = clientOf<typeof fileCalls>(fileWires)

/** POST /infra/file/upload: an image of the shopper's; answers its URL. */
export const uploadImage = (file: File) => fileApi.upload({ file })
