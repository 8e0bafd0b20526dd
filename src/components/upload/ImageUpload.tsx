import { Button, chakra, Field, HStack, Image, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { thumbnailUrl } from '../../../contract/uploads'
import { imageUploadMachine } from '../../../machines/imageUpload'

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

/** The image types the service accepts; anything else is refused before sending (SPEC.md: images only). */
export const imageTypes = 'image/jpeg,image/png,image/webp,image/gif'

/** One uploaded picture with its preview, Replace and Remove (a payment screenshot, a refund photo). */
export function ImageUpload({ label, value = null, onChange, upload, error, helper, disabled }: ImageUploadProps) {
  const { t } = useLingui()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const changed = useRef(onChange)
  useEffect(() => {
    changed.current = onChange
  })
  const actor = useActorRef(
    imageUploadMachine.provide({
      actors: { upload: fromPromise(({ input: file }) => upload(file)) },
      actions: { changed: (_, url) => changed.current(url) },
    }),
    { input: { url: value } },
  )
  const { url, error: uploadError, failure } = useSelector(actor, (s) => s.context)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const pick = () => input.current?.click()
  const problem =
    uploadError === 'notImage' ? t`Only image files can be uploaded` : uploadError === 'failed' ? t`Image upload failed` : (error ?? null)

  return (
    <Field.Root invalid={Boolean(problem)} disabled={disabled}>
      <Field.Label fontSize="sm" fontWeight="medium" letterSpacing="wide" htmlFor={inputId}>
        {label}
      </Field.Label>
      <VisuallyHidden asChild>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={imageTypes}
          disabled={disabled || busy}
          onChange={(e) => {
            const file = e.target.files?.[0]
            // The same file may be picked again after a failure.
            e.target.value = ''
            if (file) actor.send({ type: 'PICK', file })
          }}
        />
      </VisuallyHidden>
      <HStack gap="4" align="flex-end" flexWrap="wrap">
        <chakra.button
          type="button"
          onClick={pick}
          aria-label={url ? t`Replace the image` : t`Choose an image`}
          disabled={disabled || busy}
          w="40"
          h="40"
          borderWidth="1px"
          borderStyle={url ? 'solid' : 'dashed'}
          borderColor={problem ? 'border.error' : 'border'}
          bg="bg.muted"
          display="flex"
          alignItems="center"
          justifyContent="center"
          overflow="hidden"
          cursor={busy ? 'progress' : 'pointer'}
          position="relative"
        >
          {url && <Image src={thumbnailUrl(url)} alt={t`Uploaded image`} w="full" h="full" objectFit="cover" />}
          {busy ? (
            <Stack position="absolute" inset="0" align="center" justify="center" bg="bg/70" gap="2">
              <Spinner size="md" />
              <Text textStyle="xs">
                <Trans>Uploading…</Trans>
              </Text>
            </Stack>
          ) : (
            !url && (
              <Stack align="center" gap="2" color="fg.muted">
                <ImagePlus size={28} aria-hidden />
                <Text textStyle="xs">
                  <Trans>Choose an image</Trans>
                </Text>
              </Stack>
            )
          )}
        </chakra.button>
        {url && !busy && (
          <Stack gap="2">
            <Button size="xs" variant="outline" borderRadius="none" onClick={pick} disabled={disabled}>
              <RefreshCw size={12} aria-hidden />
              <Trans>Replace</Trans>
            </Button>
            <Button size="xs" variant="ghost" borderRadius="none" onClick={() => actor.send({ type: 'REMOVE' })} disabled={disabled}>
              <Trash2 size={12} aria-hidden />
              <Trans>Remove</Trans>
            </Button>
          </Stack>
        )}
      </HStack>
      {problem ? (
        <Field.ErrorText>
          {problem}
          {uploadError === 'failed' && failure ? ` (${failure})` : null}
        </Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  )
}
