import { Box, chakra, Image, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { chatMessageType } from '../../../contract/chat'
import { thumbnailUrl } from '../../../contract/uploads'

/** Image messages come from our own uploads (the service checks); anything else is shown as text, never loaded. */
const imageUrl = /^(?:\/(?!\/)|https?:\/\/|data:image\/)/

/** A thumbnail's box: fixed, so an image that loads late moves nothing in the list. */
const thumb = { w: '44', h: '44' } as const

/**
 * A message's body: text as text (line breaks kept, never HTML, links not made clickable), an image
 * as a thumbnail that opens in full size; a picked image not uploaded yet as its local preview.
 */
export function MessageContent({ type, message, file = null }: { type: number; message: string; file?: File | null }) {
  const preview = useObjectUrl(file)
  if (type === chatMessageType.image && (preview || imageUrl.test(message)))
    return <ImageThumb url={preview ?? message} local={Boolean(preview)} />
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="tall">
      {message}
    </Text>
  )
}

function ImageThumb({ url, local }: { url: string; local: boolean }) {
  const { t } = useLingui()
  const image = <Image src={local ? url : thumbnailUrl(url)} alt={t`Image`} {...thumb} objectFit="cover" display="block" loading="lazy" />
  if (local) return <Box opacity={0.7}>{image}</Box>
  return (
    <chakra.a href={url} target="_blank" rel="noopener noreferrer" aria-label={t`Open the image in full size`} display="block">
      {image}
    </chakra.a>
  )
}

/** An object URL for a picked file while it is shown, revoked after. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return
    const made = URL.createObjectURL(file)
    setUrl(made)
    return () => {
      URL.revokeObjectURL(made)
      setUrl(null)
    }
  }, [file])
  return file ? url : null
}
