import { Button, chakra, Field, HStack, Image, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react'
import { type ReactNode, useId, useRef } from 'react'

/** What the file picker offers: SPEC.md section 5's jpg, jpeg and png. */
const accepted = '.jpg,.jpeg,.png,image/jpeg,image/png'

export interface ImagePickFieldProps {
  id: string
  label: ReactNode
  /** The picture's preview URL ('' when none). */
  preview: string
  busy: boolean
  /** The translated reason the picture is missing or was refused. */
  error: string | null
  helper?: ReactNode
  disabled: boolean
  onPick: (file: File) => void
  onRemove: () => void
}

/** One picture of the application (an identity image, the logo): its preview, choose or replace, remove. */
export function ImagePickField({ id, label, preview, busy, error, helper, disabled, onPick, onRemove }: ImagePickFieldProps) {
  const { t } = useLingui()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const locked = disabled || busy
  return (
    <Field.Root id={id} invalid={Boolean(error)} disabled={disabled}>
      <Field.Label fontSize="sm" fontWeight="medium" letterSpacing="wide" htmlFor={inputId}>
        {label}
      </Field.Label>
      <VisuallyHidden asChild>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={accepted}
          disabled={locked}
          onChange={(e) => {
            const file = e.target.files?.[0]
            // The same file may be picked again after a refusal.
            e.target.value = ''
            if (file) onPick(file)
          }}
        />
      </VisuallyHidden>
      <HStack gap="4" align="flex-end" flexWrap="wrap">
        <chakra.button
          type="button"
          onClick={() => input.current?.click()}
          aria-label={preview ? t`Replace the image` : t`Choose an image`}
          disabled={locked}
          w="36"
          h="36"
          borderWidth="1px"
          borderStyle={preview ? 'solid' : 'dashed'}
          borderColor={error ? 'border.error' : 'border'}
          bg="bg.muted"
          display="flex"
          alignItems="center"
          justifyContent="center"
          overflow="hidden"
          cursor={locked ? 'default' : 'pointer'}
          _focusVisible={{ outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' }}
        >
          {busy ? (
            <Spinner size="sm" />
          ) : preview ? (
            <Image src={preview} alt="" w="full" h="full" objectFit="cover" />
          ) : (
            <ImagePlus size={24} aria-hidden />
          )}
        </chakra.button>
        {preview && !disabled && (
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
