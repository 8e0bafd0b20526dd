import { AspectRatio, Box, chakra, Flex, Image, Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState, type KeyboardEvent } from 'react'
import { cardImageSize } from './ProductCard'

/** A product's pictures: the main image (3:4) and its thumbnails; arrow keys move between them. */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
  const { t } = useLingui()
  const [current, setCurrent] = useState(0)
  const count = images.length
  const show = (index: number) => setCurrent((index + count) % count)
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0
    if (!step || count < 2) return
    e.preventDefault()
    show(current + step)
    const thumbs = e.currentTarget.querySelectorAll<HTMLButtonElement>('[data-thumb]')
    thumbs[(current + step + count) % count]?.focus()
  }
  return (
    <Flex direction={{ base: 'column-reverse', md: 'row' }} gap="3" role="group" aria-roledescription={t`gallery`} aria-label={alt}>
      {count > 1 && (
        <Stack
          direction={{ base: 'row', md: 'column' }}
          gap="2"
          onKeyDown={onKey}
          role="toolbar"
          aria-label={t`Pictures`}
          flexShrink="0"
          overflowX="auto"
        >
          {images.map((src, i) => (
            <chakra.button
              key={src}
              data-thumb
              type="button"
              w={{ base: '16', md: '20' }}
              flexShrink="0"
              borderWidth="1px"
              borderColor={i === current ? 'fg' : 'transparent'}
              opacity={i === current ? 1 : 0.7}
              _hover={{ opacity: 1 }}
              tabIndex={i === current ? 0 : -1}
              aria-pressed={i === current}
              aria-label={t`Picture ${i + 1} of ${count}`}
              onClick={() => show(i)}
            >
              <AspectRatio ratio={3 / 4}>
                <Image src={src} alt="" width={120} height={160} loading="lazy" objectFit="cover" />
              </AspectRatio>
            </chakra.button>
          ))}
        </Stack>
      )}
      <Box flex="1" bg="bg.muted">
        <AspectRatio ratio={3 / 4}>
          {images[current] ? (
            <Image src={images[current]} alt={alt} {...cardImageSize} loading="eager" fetchPriority="high" objectFit="cover" />
          ) : (
            <Box />
          )}
        </AspectRatio>
      </Box>
    </Flex>
  )
}
