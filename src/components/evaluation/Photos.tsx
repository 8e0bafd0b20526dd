import { Box, chakra, CloseButton, Dialog, HStack, IconButton, Image, Portal, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import { evaluationLimits } from '../../../contract/evaluation'
import { thumbnailUrl } from '../../../contract/uploads'

/**
 * An evaluation's photos: the first 3 as thumbnails, the third carrying "+N" for the rest
 * (docs/behaviour.md#evaluations); any opens the lightbox at that photo.
 */
export function Photos({ urls, size = '20' }: { urls: readonly string[]; size?: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState<number | null>(null)
  if (urls.length === 0) return null
  const shown = urls.slice(0, evaluationLimits.previewImages)
  const more = urls.length - shown.length
  return (
    <>
      <HStack gap="2" flexWrap="wrap">
        {shown.map((url, i) => {
          const rest = i === shown.length - 1 && more > 0 ? more : 0
          const number = i + 1
          const total = urls.length
          return (
            <chakra.button
              key={url}
              type="button"
              onClick={() => setOpen(i)}
              aria-label={rest ? t`Photo ${number} of ${total}, and ${rest} more` : t`Photo ${number} of ${total}`}
              w={size}
              h={size}
              position="relative"
              overflow="hidden"
              borderWidth="1px"
              borderColor="border.muted"
              bg="bg.muted"
              cursor="zoom-in"
            >
              <Image src={thumbnailUrl(url)} alt="" w="full" h="full" objectFit="cover" loading="lazy" decoding="async" />
              {rest > 0 && (
                <Box
                  position="absolute"
                  inset="0"
                  bg="blackAlpha.600"
                  color="white"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  <Text textStyle="lg" aria-hidden>
                    +{rest}
                  </Text>
                </Box>
              )}
            </chakra.button>
          )
        })}
      </HStack>
      <Lightbox urls={urls} index={open} onIndex={setOpen} />
    </>
  )
}

/** The photos full size, one at a time: previous and next (buttons or arrow keys), Escape closes. */
export function Lightbox({ urls, index, onIndex }: { urls: readonly string[]; index: number | null; onIndex: (i: number | null) => void }) {
  const { t } = useLingui()
  const total = urls.length
  const count = total
  const number = (index ?? 0) + 1
  const step = (by: number) => index !== null && onIndex((index + by + count) % count)
  return (
    <Dialog.Root open={index !== null} onOpenChange={(e) => !e.open && onIndex(null)} placement="center" size="xl">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" />
        <Dialog.Positioner px="4">
          <Dialog.Content
            borderRadius="none"
            bg="bg"
            p="4"
            aria-label={t`Photos`}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') step(1)
              if (e.key === 'ArrowLeft') step(-1)
            }}
          >
            {index !== null && (
              <Box position="relative">
                <Image src={urls[index]} alt={t`Photo ${number} of ${total}`} w="full" maxH="75vh" objectFit="contain" bg="bg.muted" />
                {count > 1 && (
                  <HStack justify="space-between" mt="3">
                    <IconButton size="sm" variant="outline" borderRadius="none" aria-label={t`Previous photo`} onClick={() => step(-1)}>
                      <ChevronLeft size={16} aria-hidden />
                    </IconButton>
                    <Text textStyle="sm" color="fg.muted" aria-live="polite">
                      {index + 1} / {count}
                    </Text>
                    <IconButton size="sm" variant="outline" borderRadius="none" aria-label={t`Next photo`} onClick={() => step(1)}>
                      <ChevronRight size={16} aria-hidden />
                    </IconButton>
                  </HStack>
                )}
              </Box>
            )}
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="sm" bg="bg" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
