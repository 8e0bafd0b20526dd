import { Box, Button, Field, HStack, IconButton, Image, Spinner, Stack, Text, Wrap } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react'
import { type ReactNode, useRef } from 'react'
import { type SellerColour, sellerLimits } from '../../../contract/seller'
import { thumbnailUrl } from '../../../contract/uploads'
import { movePicture, removePicture } from '../../../machines/seller/skuGrid'
import { HiddenFileInput } from '../../components/upload/HiddenFileInput'
import { imageTypes } from '../../components/upload/ImageUpload'
import type { Named } from './editorData'
import { type EditorActor, type EditorPartProps, editOf, editorFieldIds, useProduct, useUploads } from './editorParts'

/** In the order the options list them, whatever order they were picked in. */
const inOrder = <T,>(options: readonly Named[], picked: readonly T[], idOf: (item: T) => number) =>
  options.flatMap((o) => picked.filter((item) => idOf(item) === o.id))

/** The colours and sizes offered by the shop's options, picked with toggle buttons; each colour's pictures underneath. */
export function EditorColours({ actor, data, disabled, errorOf }: EditorPartProps) {
  const { t } = useLingui()
  const product = useProduct(actor)
  const edit = editOf(actor)
  const colourIds = product.colours.map((c) => c.valueId)
  const toggleColour = (id: number) =>
    edit(
      'colours',
      colourIds.includes(id)
        ? product.colours.filter((c) => c.valueId !== id)
        : inOrder(data.options.colours, [...product.colours, { valueId: id, pictures: [] }], (c) => c.valueId),
    )
  const toggleSize = (id: number) =>
    edit(
      'sizes',
      product.sizes.includes(id) ? product.sizes.filter((s) => s !== id) : inOrder(data.options.sizes, [...product.sizes, id], (s) => s),
    )
  const error = errorOf('colours')
  return (
    <Stack gap="6">
      <Toggles label={t`Colours`} options={data.options.colours} picked={colourIds} disabled={disabled} onToggle={toggleColour} />
      <Field.Root invalid={Boolean(error)} id={editorFieldIds.colours}>
        <Stack gap="5" w="full">
          {product.colours.map((colour) => (
            <ColourPictures
              key={colour.valueId}
              actor={actor}
              colour={colour}
              name={data.options.colours.find((c) => c.id === colour.valueId)?.name ?? ''}
              disabled={disabled}
            />
          ))}
        </Stack>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Toggles label={t`Sizes`} options={data.options.sizes} picked={product.sizes} disabled={disabled} onToggle={toggleSize} />
    </Stack>
  )
}

interface TogglesProps {
  label: string
  options: readonly (Named & { swatch?: string })[]
  picked: readonly number[]
  disabled: boolean
  onToggle: (id: number) => void
}

function Toggles({ label, options, picked, disabled, onToggle }: TogglesProps) {
  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Text fontSize="sm" fontWeight="medium" letterSpacing="wide">
        {label}
      </Text>
      <Wrap gap="2">
        {options.map((o) => (
          <Button
            key={o.id}
            size="sm"
            borderRadius="none"
            variant={picked.includes(o.id) ? 'solid' : 'outline'}
            aria-pressed={picked.includes(o.id)}
            disabled={disabled}
            onClick={() => onToggle(o.id)}
          >
            {o.swatch && <Box w="3" h="3" borderWidth="1px" borderColor="border" style={{ background: o.swatch }} aria-hidden />}
            {o.name}
          </Button>
        ))}
      </Wrap>
    </Stack>
  )
}

interface ColourPicturesProps {
  actor: EditorActor
  colour: SellerColour
  name: string
  disabled: boolean
}

/** A colour's pictures, up to 8: thumbnails in order (the first is the main one), moved one step by buttons, removed, added. */
function ColourPictures({ actor, colour, name, disabled }: ColourPicturesProps) {
  const { t } = useLingui()
  const product = useProduct(actor)
  const uploads = useUploads(actor)
  const uploading = useSelector(uploads, (s) => s?.context.inFlight.filter((u) => u.colourId === colour.valueId).length ?? 0)
  const notice = useSelector(uploads, (s) => (s?.context.notice?.colourId === colour.valueId ? s.context.notice : null))
  const input = useRef<HTMLInputElement>(null)
  const setColours = (colours: SellerColour[]) => actor.send({ type: 'EDIT', field: 'colours', value: colours })
  const count = colour.pictures.length
  const room = sellerLimits.picturesPerColour - count - uploading
  const last = count - 1
  return (
    <Stack gap="2" borderWidth="1px" borderColor="border.muted" p="3">
      <Text fontWeight="medium">
        <Trans>
          Pictures of {name} ({count} of 8)
        </Trans>
      </Text>
      <HiddenFileInput
        id={`pictures-${colour.valueId}`}
        ref={input}
        accept={imageTypes}
        multiple
        disabled={disabled || room <= 0}
        onFiles={(files) => uploads?.send({ type: 'PICK_PICTURES', colourId: colour.valueId, files })}
      />
      <HStack gap="3" flexWrap="wrap" align="flex-start">
        {colour.pictures.map((url, i) => {
          const number = i + 1
          const move = (to: number) => setColours(movePicture(product.colours, colour.valueId, i, to))
          return (
            <Stack key={url} gap="1" w="24">
              <Image src={thumbnailUrl(url)} alt={t`${name}, picture ${number}`} w="24" h="28" objectFit="cover" bg="bg.muted" />
              <HStack gap="1" justify="space-between">
                <PictureButton label={t`Move picture ${number} left`} disabled={disabled || i === 0} onClick={() => move(i - 1)}>
                  <ArrowLeft size={12} aria-hidden />
                </PictureButton>
                <PictureButton
                  label={t`Remove picture ${number}`}
                  disabled={disabled}
                  onClick={() => setColours(removePicture(product.colours, colour.valueId, url))}
                >
                  <X size={12} aria-hidden />
                </PictureButton>
                <PictureButton label={t`Move picture ${number} right`} disabled={disabled || i === last} onClick={() => move(i + 1)}>
                  <ArrowRight size={12} aria-hidden />
                </PictureButton>
              </HStack>
            </Stack>
          )
        })}
        {Array.from({ length: uploading }, (_, i) => (
          // A status may carry a name; the spinner's bare element may not.
          <Box
            key={`uploading-${i}`}
            role="status"
            aria-label={t`Uploading…`}
            w="24"
            h="28"
            display="flex"
            alignItems="center"
            justifyContent="center"
            bg="bg.muted"
          >
            <Spinner size="sm" />
          </Box>
        ))}
        {room > 0 && (
          <Button
            type="button"
            variant="outline"
            borderStyle="dashed"
            borderRadius="none"
            w="24"
            h="28"
            flexDirection="column"
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            <ImagePlus size={20} aria-hidden />
            <Text textStyle="2xs" whiteSpace="normal">
              <Trans>Add pictures</Trans>
            </Text>
          </Button>
        )}
      </HStack>
      {notice && <PicturesNotice error={notice.error} failure={notice.failure} />}
    </Stack>
  )
}

function PictureButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string
  disabled: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <IconButton size="2xs" variant="outline" borderRadius="none" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  )
}

function PicturesNotice({ error, failure }: { error: 'notImage' | 'failed' | 'tooMany'; failure: string | null }) {
  const { t } = useLingui()
  const text = {
    notImage: t`Only image files can be uploaded`,
    tooMany: t`A colour takes 8 pictures at most: the others were left out.`,
    failed: `${t`Image upload failed`}${failure ? ` (${failure})` : ''}`,
  }[error]
  return (
    <Text textStyle="sm" color="fg.error" role="alert">
      {text}
    </Text>
  )
}
