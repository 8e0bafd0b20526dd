import { HiddenFileInput } from './HiddenFileInput'
import { chakra, Field, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { useFieldErrorText } from '../form/fieldErrors'
import { imageTypes } from './ImageUpload'
import { AddPicturesTile, PictureThumb, UploadingTiles } from './PictureTiles'

export interface PicturesFieldProps {
  urls: readonly string[]
  /** Pictures still uploading. */
  uploading: number
  /** Why the last picked files were not all taken (the service's message after a failed upload). */
  refused: { error: 'notImage' | 'failed' | 'tooMany'; failure: string | null } | null
  /** The form rule's translated message about the pictures. */
  error: string | null
  disabled?: boolean
  /** How many pictures at most, and how many shown before "+N" (docs/behaviour.md#uploads: 6 and 3). */
  limits: { maxImages: number; previewImages: number }
  /** At least one picture is asked for (the helper says so). */
  required?: boolean
  /** The file input's id, for a form that moves focus to its first failing field. */
  id?: string
  onPick: (files: File[]) => void
  onRemove: (url: string) => void
}

const tile = { w: '20', h: '20' } as const

/** Why picked files were not all taken, or else the form rule's message; `tooMany` says the field's own limit when given. */
export function usePictureError(refused: PicturesFieldProps['refused'], error: string | null, tooMany?: string) {
  const { t } = useLingui()
  const errorText = useFieldErrorText()
  if (refused?.error === 'notImage') return t`Only image files can be uploaded`
  if (refused?.error === 'failed') return `${t`Image upload failed`}${refused.failure ? ` (${refused.failure})` : ''}`
  if (refused?.error === 'tooMany') return tooMany ?? errorText('tooManyImages')
  return error
}

/**
 * Up to 6 photos (an evaluated item's, a refund's): the first 3 shown, a "+N" tile opening the rest
 * (docs/behaviour.md#uploads), each with Remove; photos being uploaded show a spinner; Add takes several files at once.
 */
export function PicturesField(props: PicturesFieldProps) {
  const { urls, uploading, disabled = false, limits, required = false, onPick, onRemove } = props
  const { t } = useLingui()
  const error = usePictureError(props.refused, props.error)
  const ownId = useId()
  const inputId = props.id ?? ownId
  const input = useRef<HTMLInputElement>(null)
  const [all, setAll] = useState(false)
  const more = urls.length - limits.previewImages
  const shown = all || more <= 0 ? urls : urls.slice(0, limits.previewImages)
  const room = limits.maxImages - urls.length - uploading
  const count = urls.length
  const max = limits.maxImages
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label fontSize="sm" fontWeight="medium" htmlFor={inputId}>
        <Trans>Photos</Trans>
      </Field.Label>
      <HiddenFileInput id={inputId} ref={input} accept={imageTypes} multiple disabled={disabled || room <= 0} onFiles={onPick} />
      <HStack gap="2" flexWrap="wrap">
        {shown.map((url, i) => {
          const number = i + 1
          return (
            <PictureThumb
              key={url}
              url={url}
              alt={t`Photo ${number}`}
              size={tile}
              removeLabel={t`Remove photo ${number}`}
              disabled={disabled}
              onRemove={() => onRemove(url)}
            />
          )
        })}
        {!all && more > 0 && (
          <chakra.button
            type="button"
            {...tile}
            flexShrink={0}
            borderWidth="1px"
            borderColor="border"
            bg="bg.muted"
            onClick={() => setAll(true)}
            aria-label={t`Show ${more} more photos`}
          >
            <Text textStyle="lg">+{more}</Text>
          </chakra.button>
        )}
        <UploadingTiles count={uploading} size={tile} />
        {room > 0 && (
          <AddPicturesTile size={tile} invalid={Boolean(error)} disabled={disabled} onClick={() => input.current?.click()}>
            <Trans>Add photos</Trans>
          </AddPicturesTile>
        )}
      </HStack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {required ? (
            <Trans>
              {count} of {max} photos; at least one. Images only.
            </Trans>
          ) : (
            <Trans>
              {count} of {max} photos, if you wish. Images only.
            </Trans>
          )}
        </Field.HelperText>
      )}
    </Field.Root>
  )
}
