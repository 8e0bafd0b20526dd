import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { SideMenuFrame, SideMenuRow } from '../../components/account/SideMenuFrame'
import { shopEntry } from '../../lib/accountLinks'
import { sellerMenu } from './sellerMenu'

export interface SellerShop {
  id: number
  shopname: string
}

export interface SellerLayoutProps {
  /** The owner's open shop (the seller routes let no one else in). */
  shop: SellerShop
  children: ReactNode
}

/** The seller center's frame (docs/behaviour.md#seller-center): its menu on the left, or in a drawer at 768 px and below. */
export function SellerLayout({ shop, children }: SellerLayoutProps) {
  const { t } = useLingui()
  return (
    <SideMenuFrame
      label={t`Seller center`}
      trigger={<Trans>Seller menu</Trans>}
      title={<Trans>Seller center</Trans>}
      menu={(close) => <SellerMenuList shop={shop} onNavigate={close} />}
    >
      {children}
    </SideMenuFrame>
  )
}

function SellerMenuList({ shop, onNavigate }: { shop: SellerShop; onNavigate: () => void }) {
  const { t } = useLingui()
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
          <Trans>Seller center</Trans>
        </Text>
        <Text fontFamily="heading" textStyle="xl" lineHeight="1.2" wordBreak="break-word">
          {shop.shopname}
        </Text>
      </Stack>
      <Button asChild variant="outline" borderRadius="none" borderColor="fg" justifyContent="flex-start" onClick={onNavigate}>
        <Link {...shopEntry(shop, true).link}>
          <Store size={16} aria-hidden />
          <Trans>View my shop</Trans>
        </Link>
      </Button>
      <Stack as="ul" gap="0" listStyleType="none" borderTopWidth="1px">
        {sellerMenu.map(({ key, label, link }) => (
          <Box as="li" key={key} borderBottomWidth="1px">
            <Link {...link} onClick={onNavigate} activeProps={{ 'aria-current': 'page' }}>
              <SideMenuRow>
                <Text as="span">{t(label)}</Text>
              </SideMenuRow>
            </Link>
          </Box>
        ))}
      </Stack>
    </Stack>
  )
}
