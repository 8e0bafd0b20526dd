import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { thumbnailUrl } from '../../../contract/uploads'
import { imageUploadMachine } from '../../../machines/lib/imageUpload'
import { uploadingWith } from '../../../machines/lib/upload'
import { ImageField } from './ImageField'

export interface ImageUploadProps {
  label: ReactNode
  /** The picture's URL when the form already has one. */
  value?: string | null
  /** Told the uploaded picture's URL, or null once removed. */
  onChange: (url: string | null) => void
  /** Sends one image (POST /infra/file/upload through src/api), answering its URL. */
  upload: (file: File) => Promise<string>
  /** The form's own error about this picture (a required screenshot). */
  error?: string | null
  helper?: ReactNode
  disabled?: boolean
}

/** The image types the service accepts; anything else is refused before sending (docs/behaviour.md#uploads: images only). */
export const imageTypes = 'image/jpeg,image/png,image/webp,image/gif'

/** One uploaded picture with its preview, Replace and Remove (a payment screenshot, a refund photo). */
export function ImageUpload({ label, value = null, onChange, upload, error, helper, disabled }: ImageUploadProps) {
  const { t } = useLingui()
  const changed = useRef(onChange)
  useEffect(() => {
    changed.current = onChange
  })
  const actor = useActorRef(
    imageUploadMachine.provide({
      actors: { upload: uploadingWith(fromPromise(({ input: file }) => upload(file))) },
      actions: { changed: (_, url) => changed.current(url) },
    }),
    { input: { url: value } },
  )
  const { url, error: uploadError, failure } = useSelector(actor, (s) => s.context)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const problem =
    uploadError === 'notImage' ? t`Only image files can be uploaded` : uploadError === 'failed' ? t`Image upload failed` : (error ?? null)

  return (
    <ImageField
      label={label}
      accept={imageTypes}
      preview={url ? thumbnailUrl(url) : ''}
      busy={busy}
      error={problem && uploadError === 'failed' && failure ? `${problem} (${failure})` : problem}
      helper={helper}
      disabled={disabled}
      onPick={(file) => actor.send({ type: 'PICK', file })}
      onRemove={() => actor.send({ type: 'REMOVE' })}
    />
  )
}
