import { Box, Button, Field, HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { type SellerColour, sellerLimits } from '../../../contract/seller'
import { movePicture, removePicture } from '../../../machines/seller/skuGrid'
import { HiddenFileInput } from '../../components/upload/HiddenFileInput'
import { imageTypes } from '../../components/upload/ImageUpload'
import { usePictureError } from '../../components/upload/PicturesField'
import { AddPicturesTile, PictureThumb, UploadingTiles } from '../../components/upload/PictureTiles'
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

const tile = { w: '24', h: '28' } as const
type Direction = 'left' | 'right'

/**
 * A colour's pictures, up to 8: thumbnails in order (the first is the main one), dragged to another
 * place or moved one step by buttons, removed, added. A picture moved by its button keeps the focus on
 * that button (on the other one at an end), so the keyboard can go on moving it.
 */
function ColourPictures({ actor, colour, name, disabled }: ColourPicturesProps) {
  const { t } = useLingui()
  const product = useProduct(actor)
  const uploads = useUploads(actor)
  const uploading = useSelector(uploads, (s) => s?.context.inFlight.filter((u) => u.colourId === colour.valueId).length ?? 0)
  const notice = useSelector(uploads, (s) => (s?.context.notice?.colourId === colour.valueId ? s.context.notice : null))
  const noticeText = usePictureError(notice, null, t`A colour takes 8 pictures at most: the others were left out.`)
  const input = useRef<HTMLInputElement>(null)
  const tiles = useRef<HTMLDivElement>(null)
  const dragged = useRef<number | null>(null)
  const moved = useRef<{ url: string; direction: Direction } | null>(null)
  const setColours = (colours: SellerColour[]) => actor.send({ type: 'EDIT', field: 'colours', value: colours })
  const move = (from: number, to: number) => setColours(movePicture(product.colours, colour.valueId, from, to))
  const count = colour.pictures.length
  const room = sellerLimits.picturesPerColour - count - uploading
  useEffect(() => {
    const focus = moved.current
    moved.current = null
    if (!focus) return
    const picture = [...(tiles.current?.querySelectorAll<HTMLElement>('[data-picture]') ?? [])].find((p) => p.dataset.picture === focus.url)
    const button = (direction: Direction) => picture?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`)
    const onward = [button(focus.direction), button(focus.direction === 'left' ? 'right' : 'left')].find((b) => b && !b.disabled)
    onward?.focus()
  })
  return (
    <Stack gap="2" borderWidth="1px" borderColor="border.muted" p="3">
      <Text fontWeight="medium">
        <Trans>
          Pictures of {name} ({count} of 8)
        </Trans>
      </Text>
      <HiddenFileInput
        ref={input}
        accept={imageTypes}
        multiple
        disabled={disabled || room <= 0}
        onFiles={(files) => uploads?.send({ type: 'PICK_PICTURES', colourId: colour.valueId, files })}
      />
      <HStack ref={tiles} gap="3" flexWrap="wrap" align="flex-start">
        {colour.pictures.map((url, i) => {
          const number = i + 1
          const step = (direction: Direction) => {
            moved.current = { url, direction }
            move(i, direction === 'left' ? i - 1 : i + 1)
          }
          return (
            <Stack
              key={url}
              gap="1"
              w={tile.w}
              data-picture={url}
              draggable={!disabled}
              cursor={disabled ? undefined : 'grab'}
              onDragStart={(e) => {
                dragged.current = i
                e.dataTransfer?.setData('text/plain', url)
              }}
              onDragOver={(e) => dragged.current !== null && e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault()
                if (dragged.current !== null && dragged.current !== i) move(dragged.current, i)
                dragged.current = null
              }}
              onDragEnd={() => {
                dragged.current = null
              }}
            >
              <PictureThumb
                url={url}
                alt={t`${name}, picture ${number}`}
                size={tile}
                removeLabel={t`Remove picture ${number}`}
                disabled={disabled}
                onRemove={() => setColours(removePicture(product.colours, colour.valueId, url))}
              />
              <HStack gap="1" justify="space-between">
                <MoveButton direction="left" label={t`Move picture ${number} left`} disabled={disabled || i === 0} onMove={step} />
                <MoveButton
                  direction="right"
                  label={t`Move picture ${number} right`}
                  disabled={disabled || i === count - 1}
                  onMove={step}
                />
              </HStack>
            </Stack>
          )
        })}
        <UploadingTiles count={uploading} size={tile} />
        {room > 0 && (
          <AddPicturesTile size={tile} label={t`Add pictures of ${name}`} disabled={disabled} onClick={() => input.current?.click()}>
            <Trans>Add pictures</Trans>
          </AddPicturesTile>
        )}
      </HStack>
      {noticeText && (
        <Text textStyle="sm" color="fg.error" role="alert">
          {noticeText}
        </Text>
      )}
    </Stack>
  )
}

function MoveButton({
  direction,
  label,
  disabled,
  onMove,
}: {
  direction: Direction
  label: string
  disabled: boolean
  onMove: (direction: Direction) => void
}) {
  return (
    <IconButton
      size="2xs"
      variant="outline"
      borderRadius="none"
      aria-label={label}
      data-move={direction}
      disabled={disabled}
      onClick={() => onMove(direction)}
    >
      {direction === 'left' ? <ArrowLeft size={12} aria-hidden /> : <ArrowRight size={12} aria-hidden />}
    </IconButton>
  )
}
