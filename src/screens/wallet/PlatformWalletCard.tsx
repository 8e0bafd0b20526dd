import { Button, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Copy, ExternalLink } from 'lucide-react'
import type { PlatformWallet } from '../../../contract/wallet'
import { AddressQr } from '../../components/wallet/AddressQr'
import { copyAddress } from '../../components/wallet/copyAddress'
import { payMethodLabels } from './labels'

/** The name of a platform wallet in the shopper's language (Chinese name for zh, the English one otherwise). */
export const walletName = (w: Pick<PlatformWallet, 'name' | 'englishName'>, lang: string) =>
  lang === 'zh' ? w.name || w.englishName : w.englishName || w.name

/** Where to pay the recharge: the method, the address with Copy and its link, and a QR code of it. */
export function PlatformWalletCard({ wallet }: { wallet: PlatformWallet }) {
  const { t, i18n } = useLingui()
  const copy = () => copyAddress(wallet.address)
  const type = payMethodLabels[wallet.type]
  return (
    <Flex gap="6" direction={{ base: 'column', sm: 'row' }} borderWidth="1px" borderColor="border.muted" p="5" bg="bg.subtle">
      <Stack gap="3" flex="1" minW="0">
        <Stack gap="0">
          <Text fontWeight="medium">{walletName(wallet, i18n.locale)}</Text>
          {type && (
            <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
              {t(type)}
            </Text>
          )}
        </Stack>
        <Stack gap="1">
          <Text textStyle="xs" color="fg.muted">
            <Trans>Pay to this address</Trans>
          </Text>
          <Text fontFamily="mono" wordBreak="break-all" p="2" textStyle="sm" bg="bg" borderWidth="1px" borderColor="border.muted">
            {wallet.address}
          </Text>
        </Stack>
        <HStack gap="3" flexWrap="wrap">
          <Button size="sm" variant="outline" borderRadius="none" onClick={copy}>
            <Copy size={14} aria-hidden />
            <Trans>Copy address</Trans>
          </Button>
          {wallet.addressUrl && (
            <ChakraLink href={wallet.addressUrl} target="_blank" rel="noopener noreferrer" textStyle="sm" textDecoration="underline">
              <Trans>Open the payment link</Trans>
              <ExternalLink size={12} aria-hidden />
            </ChakraLink>
          )}
        </HStack>
        {wallet.remark && (
          <Text textStyle="sm" color="fg.muted">
            {wallet.remark}
          </Text>
        )}
      </Stack>
      {wallet.address && <AddressQr text={wallet.address} />}
    </Flex>
  )
}
