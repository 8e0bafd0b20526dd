import { Box, Button, Image, Spinner } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Captcha } from '../../../contract/api'

interface Props {
  captcha: Captcha | null
  loading: boolean
  onRefresh: () => void
}

/** The graphic captcha: a click loads a new one (docs/behaviour.md#account). */
export function CaptchaImage({ captcha, loading, onRefresh }: Props) {
  const { t } = useLingui()
  return (
    <Button
      variant="outline"
      p="0"
      flexShrink={0}
      w="8.5rem"
      h="10"
      overflow="hidden"
      onClick={onRefresh}
      disabled={loading}
      aria-label={t`Load another image`}
      title={t`Click for a new picture code`}
    >
      {loading ? (
        <Spinner size="sm" />
      ) : captcha ? (
        <Image src={captcha.img} alt="" w="full" h="full" objectFit="cover" />
      ) : (
        <Box fontSize="xs" px="2" whiteSpace="normal">
          <Trans>Reload picture</Trans>
        </Box>
      )}
    </Button>
  )
}
