/** What other modules may use of file; the rest of the module is its own. */
export { reencodeImage } from './images'
export { identityUrl } from './private'
export { uploadedBytes, uploadLimit } from './routes'
export { claimUploads, identityUpload, keepUpload, logoUpload, storeImage, storeUpload, uploadStore } from './service'
export { keyOfUrl, type UploadStore, uploadsPrefix } from './store'
