import { Box, chakra, IconButton, Image, Spinner, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ImagePlus, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { thumbnailUrl } from '../../../contract/uploads'

/** A tile's size (Chakra sizes): the photos of a review or a refund are small squares, a product's pictures portrait. */
export interface TileSize {
  w: string
  h: string
}

/** A picture's thumbnail with its Remove button in the corner. */
export function PictureThumb({
  url,
  alt,
  size,
  removeLabel,
  disabled,
  onRemove,
}: {
  url: string
  alt: string
  size: TileSize
  removeLabel: string
  disabled: boolean
  onRemove: () => void
}) {
  return (
    <Box {...size} flexShrink={0} position="relative" borderWidth="1px" borderColor="border.muted" bg="bg.muted">
      <Image src={thumbnailUrl(url)} alt={alt} w="full" h="full" objectFit="cover" draggable={false} />
      <IconButton
        size="2xs"
        position="absolute"
        top="1"
        insetEnd="1"
        borderRadius="none"
        variant="solid"
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
      >
        <X size={12} aria-hidden />
      </IconButton>
    </Box>
  )
}

/** A spinner tile per picture still uploading. */
export function UploadingTiles({ count, size }: { count: number; size: TileSize }) {
  const { t } = useLingui()
  return Array.from({ length: count }, (_, i) => (
    // A status may carry a name; the spinner's bare element may not.
    <Box
      key={`uploading-${i}`}
      {...size}
      flexShrink={0}
      role="status"
      aria-label={t`Uploading…`}
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="bg.muted"
    >
      <Spinner size="sm" />
    </Box>
  ))
}

/** The dashed tile that opens the file picker; `label` names it where its words alone would not (a colour's pictures). */
export function AddPicturesTile({
  size,
  label,
  invalid = false,
  disabled,
  onClick,
  children,
}: {
  size: TileSize
  label?: string
  invalid?: boolean
  disabled: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <chakra.button
      type="button"
      {...size}
      flexShrink={0}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor={invalid ? 'border.error' : 'border'}
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="1"
      color="fg.muted"
      _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <ImagePlus size={20} aria-hidden />
      <Text textStyle="2xs" whiteSpace="normal">
        {children}
      </Text>
    </chakra.button>
  )
}
