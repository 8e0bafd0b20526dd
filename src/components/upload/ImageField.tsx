import { HiddenFileInput } from './HiddenFileInput'
import { Button, chakra, Field, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react'
import { type ReactNode, useId, useRef } from 'react'

/** The jpg, jpeg and png of docs/behaviour.md#uploads (the merchant application's pictures). */
export const jpegOrPng = '.jpg,.jpeg,.png,image/jpeg,image/png'

export interface ImageFieldProps {
  id?: string
  label: ReactNode
  /** What the file picker offers. */
  accept: string
  /** The picture's preview URL ('' when none). */
  preview: string
  busy: boolean
  /** The translated reason the picture is missing or was refused. */
  error: string | null
  helper?: ReactNode
  disabled?: boolean
  onPick: (file: File) => void
  onRemove: () => void
}

/**
 * One picture of a form, drawn from what its owner knows: its preview, choose or replace, remove, the
 * upload in flight over it, the reason it was refused. ImageUpload drives it with its own machine; the
 * merchant application with the form's.
 */
export function ImageField({ id, label, accept, preview, busy, error, helper, disabled = false, onPick, onRemove }: ImageFieldProps) {
  const { t } = useLingui()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const locked = disabled || busy
  return (
    <Field.Root id={id} invalid={Boolean(error)} disabled={disabled}>
      <Field.Label fontSize="sm" fontWeight="medium" letterSpacing="wide" htmlFor={inputId}>
        {label}
      </Field.Label>
      <HiddenFileInput id={inputId} ref={input} accept={accept} disabled={locked} onFiles={([file]) => onPick(file)} />
      <HStack gap="4" align="flex-end" flexWrap="wrap">
        <chakra.button
          type="button"
          onClick={() => input.current?.click()}
          aria-label={preview ? t`Replace the image` : t`Choose an image`}
          disabled={locked}
          w="40"
          h="40"
          borderWidth="1px"
          borderStyle={preview ? 'solid' : 'dashed'}
          borderColor={error ? 'border.error' : 'border'}
          bg="bg.muted"
          display="flex"
          alignItems="center"
          justifyContent="center"
          overflow="hidden"
          cursor={busy ? 'progress' : locked ? 'default' : 'pointer'}
          position="relative"
          _focusVisible={{ outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' }}
        >
          {preview && <Image src={preview} alt={t`Uploaded image`} w="full" h="full" objectFit="cover" />}
          {busy ? (
            <Stack position="absolute" inset="0" align="center" justify="center" bg="bg/70" gap="2">
              <Spinner size="md" />
              <Text textStyle="xs">
                <Trans>Uploading…</Trans>
              </Text>
            </Stack>
          ) : (
            !preview && (
              <Stack align="center" gap="2" color="fg.muted">
                <ImagePlus size={28} aria-hidden />
                <Text textStyle="xs">
                  <Trans>Choose an image</Trans>
                </Text>
              </Stack>
            )
          )}
        </chakra.button>
        {preview && !busy && !disabled && (
          <Stack gap="2">
            <Button size="xs" variant="outline" borderRadius="none" onClick={() => input.current?.click()} disabled={locked}>
              <RefreshCw size={14} aria-hidden />
              <Trans>Replace</Trans>
            </Button>
            <Button size="xs" variant="ghost" borderRadius="none" onClick={onRemove} disabled={locked}>
              <Trash2 size={14} aria-hidden />
              <Trans>Remove</Trans>
            </Button>
          </Stack>
        )}
      </HStack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && (
          <Field.HelperText>
            <Text as="span">{helper}</Text>
          </Field.HelperText>
        )
      )}
    </Field.Root>
  )
}
