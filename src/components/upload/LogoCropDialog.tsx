import { Box, type BoxProps, Button, chakra, Dialog, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { type ActorRefFrom, type EventFrom, fromPromise } from 'xstate'
import { shopApplicationLimits } from '../../../contract/shopApplication'
import { uploadingWith } from '../../../machines/lib/upload'
import { type CropRect, cropLimits, cropRect, logoCropMachine, outputSide } from '../../../machines/shopApplication/logoCrop'
import { DialogFrame } from '../DialogFrame'
import { drawLogo } from './drawLogo'

/** Uploads the drawn square (the shop logo call: a shop application's, a shop's settings'); stories give a fake. */
export type LogoUpload = (file: File) => Promise<string>

export interface LogoCropDialogProps {
  /** The picked image (an object URL). */
  source: string
  onDone: (url: string) => void
  onClose: () => void
  upload: LogoUpload
}

/** The logo's square crop: drag or arrow keys move, the slider, the wheel or +/- zoom, Enter confirms, Escape cancels. */
export function LogoCropDialog({ source, onDone, onClose, upload }: LogoCropDialogProps) {
  const [image, setImage] = useState<HTMLImageElement | null>(null)
  useEffect(() => {
    const img = new Image()
    img.onload = () => setImage(img)
    img.src = source
  }, [source])
  return (
    <DialogFrame onClose={onClose} title={<Trans>Crop your logo</Trans>}>
      {image ? <Cropper image={image} source={source} upload={upload} onDone={onDone} onClose={onClose} /> : <Spinner m="8" />}
    </DialogFrame>
  )
}

interface CropperProps extends Omit<LogoCropDialogProps, 'source'> {
  image: HTMLImageElement
  source: string
}

function Cropper({ image, source, upload, onDone, onClose }: CropperProps) {
  const { t } = useLingui()
  const actor = useActorRef(
    logoCropMachine.provide({
      actors: {
        draw: fromPromise(({ input }) => drawLogo(image, input, outputSide(input, shopApplicationLimits.logoSide))),
        upload: uploadingWith(fromPromise(({ input }) => upload(input))),
      },
    }),
    { input: { width: image.naturalWidth, height: image.naturalHeight } },
  )
  const rect = useSelector(actor, (s) => cropRect(s.context), sameRect)
  const zoom = useSelector(actor, (s) => s.context.zoom)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => s.context.failure)
  const output = useSelector(actor, (s) => s.output)
  useEffect(() => {
    if (output?.url) onDone(output.url)
    else if (output) onClose()
  }, [output, onDone, onClose])
  const size = { width: image.naturalWidth, height: image.naturalHeight }
  return (
    <>
      <Dialog.Body>
        <Stack gap="4" align="center">
          <HStack gap="6" align="flex-end" flexWrap="wrap" justify="center">
            <CropArea actor={actor} source={source} rect={rect} size={size} />
            <Stack gap="1" align="center">
              <CropView source={source} rect={rect} size={size} box="24" />
              <Text textStyle="xs" color="fg.muted">
                <Trans>Preview</Trans>
              </Text>
            </Stack>
          </HStack>
          <HStack gap="3" w="full" maxW="80">
            <chakra.label htmlFor="logo-zoom" textStyle="sm" flexShrink={0}>
              <Trans>Zoom</Trans>
            </chakra.label>
            <input
              id="logo-zoom"
              type="range"
              min={1}
              max={cropLimits.maxZoom}
              step={0.01}
              value={zoom}
              disabled={busy}
              onChange={(e) => actor.send({ type: 'ZOOM', zoom: Number(e.target.value) })}
              style={{ flex: 1, accentColor: 'currentColor' }}
            />
          </HStack>
          <Text id="logo-crop-help" textStyle="xs" color="fg.muted" textAlign="center">
            <Trans>Drag the image or use the arrow keys to move it; the wheel, the slider or + and − to zoom; Enter to use it.</Trans>
          </Text>
          {failure !== null && (
            <Text role="alert" color="fg.error" textStyle="sm">
              {failure || t`Image upload failed`}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <Button variant="outline" borderRadius="none" onClick={() => actor.send({ type: 'CANCEL' })} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button borderRadius="none" loading={busy} onClick={() => actor.send({ type: 'CONFIRM' })}>
          <Trans>Use this logo</Trans>
        </Button>
      </Dialog.Footer>
    </>
  )
}

const sameRect = (a: CropRect, b: CropRect) => a.x === b.x && a.y === b.y && a.side === b.side

type Size = { width: number; height: number }

/** The image placed so that `rect` fills a square box (percentages of the box: its height equals its width). */
function CropView({ source, rect, size, box }: { source: string; rect: CropRect; size: Size; box: BoxProps['w'] }) {
  return (
    <Box position="relative" w={box} h={box} overflow="hidden" bg="bg.muted" borderWidth="1px" borderColor="border">
      <img
        src={source}
        alt=""
        draggable={false}
        style={{
          position: 'absolute',
          maxWidth: 'none',
          width: `${(size.width / rect.side) * 100}%`,
          left: `${(-rect.x / rect.side) * 100}%`,
          top: `${(-rect.y / rect.side) * 100}%`,
        }}
      />
    </Box>
  )
}

type CropActor = ActorRefFrom<typeof logoCropMachine>

const keyEvents: Record<string, EventFrom<typeof logoCropMachine>> = {
  ArrowLeft: { type: 'NUDGE', dx: -1, dy: 0 },
  ArrowRight: { type: 'NUDGE', dx: 1, dy: 0 },
  ArrowUp: { type: 'NUDGE', dx: 0, dy: -1 },
  ArrowDown: { type: 'NUDGE', dx: 0, dy: 1 },
  '+': { type: 'ZOOM_STEP', by: 1 },
  '=': { type: 'ZOOM_STEP', by: 1 },
  '-': { type: 'ZOOM_STEP', by: -1 },
  Enter: { type: 'CONFIRM' },
}

/** The square to drag, wheel and steer with the keyboard. */
function CropArea({ actor, source, rect, size }: { actor: CropActor; source: string; rect: CropRect; size: Size }) {
  const { t } = useLingui()
  const last = useRef<{ x: number; y: number } | null>(null)
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!last.current) return
    const width = e.currentTarget.getBoundingClientRect().width
    actor.send({ type: 'DRAG', dx: (e.clientX - last.current.x) / width, dy: (e.clientY - last.current.y) / width })
    last.current = { x: e.clientX, y: e.clientY }
  }
  const onKeyDown = (e: KeyboardEvent) => {
    const event = keyEvents[e.key]
    if (!event) return
    e.preventDefault()
    actor.send(event)
  }
  return (
    <Box
      role="group"
      tabIndex={0}
      aria-label={t`Logo crop area`}
      aria-describedby="logo-crop-help"
      cursor="grab"
      touchAction="none"
      _focusVisible={{ outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId)
        last.current = { x: e.clientX, y: e.clientY }
      }}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        last.current = null
      }}
      onWheel={(e) => actor.send({ type: 'ZOOM_STEP', by: e.deltaY < 0 ? 1 : -1 })}
      onKeyDown={onKeyDown}
    >
      <CropView source={source} rect={rect} size={size} box={{ base: '64', sm: '72' }} />
    </Box>
  )
}
