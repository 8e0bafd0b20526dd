import { createFileRoute } from '@tanstack/react-router'
import { SellerDashboard } from '../../screens/seller/SellerDashboard'
import { useOpenShop } from '../../session'

export const Route = createFileRoute('/seller/')({
  component: Dashboard,
})

function Dashboard() {
  const shop = useOpenShop()
  return shop && <SellerDashboard shop={shop} />
}
