import { createFileRoute, Outlet } from '@tanstack/react-router'
import { shopOwnersOnly } from '../lib/guards'
import { SellerLayout } from '../screens/seller/SellerLayout'
import { useOpenShop } from '../session'

/** The seller center (docs/behaviour.md#seller-center): the owner of an open shop only; its code loads with its routes. */
export const Route = createFileRoute('/seller')({
  beforeLoad: shopOwnersOnly,
  component: SellerCenter,
})

function SellerCenter() {
  const shop = useOpenShop()
  // The guard let only an open shop's owner in; the shop goes away only with a logout, which leaves for /login.
  if (!shop) return null
  return (
    <SellerLayout shop={shop}>
      <Outlet />
    </SellerLayout>
  )
}
