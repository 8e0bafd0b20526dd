import { Box, Image, Skeleton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

/** The platform wallet's address as a QR code, for paying from a phone's wallet app. */
export function AddressQr({ text, size = 168 }: { text: string; size?: number }) {
  const { t } = useLingui()
  const [drawn, setDrawn] = useState<{ text: string; url: string | null } | null>(null)
  useEffect(() => {
    let live = true
    // The qrcode package comes with the recharge page (its loader starts fetching it), never with the first page.
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then(
        (url) => live && setDrawn({ text, url }),
        () => live && setDrawn({ text, url: null }),
      )
    return () => {
      live = false
    }
  }, [text, size])
  if (!drawn || drawn.text !== text) return <Skeleton w={`${size}px`} h={`${size}px`} />
  // A QR code that cannot be drawn (an address too long for one) leaves the copyable text alone.
  if (!drawn.url) return null
  return (
    <Box borderWidth="1px" borderColor="border.muted" p="2" bg="white" w="fit-content">
      <Image src={drawn.url} alt={t`QR code of the address`} w={`${size}px`} h={`${size}px`} />
    </Box>
  )
}
