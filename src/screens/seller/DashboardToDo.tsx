import { Box, Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions, linkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { OrderStatus } from '../../../contract/lifecycles'
import type { SellerDashboard } from '../../../contract/seller'
import { type SellerMenuKey, sellerMenu } from './sellerMenu'

const linkOf = (key: SellerMenuKey): LinkOptions => sellerMenu.find((entry) => entry.key === key)!.link
const reviewsUnanswered = linkOptions({ to: '/seller/reviews', search: { unanswered: true } })
const toShip = linkOptions({ to: '/seller/orders', search: { status: OrderStatus.waitDelivery } })
const afterSalesWaiting = linkOptions({ to: '/seller/after-sales', search: { waiting: true } })

/** How long the oldest paid order has waited, in days, or hours under a day. */
function Waited({ since, now }: { since: number; now: number }) {
  const hours = Math.max(0, Math.floor((now - since) / 3_600_000))
  if (hours < 24) return <Plural value={hours} one="The oldest waits # hour" other="The oldest waits # hours" />
  const days = Math.floor(hours / 24)
  return <Plural value={days} one="The oldest waits # day" other="The oldest waits # days" />
}

/** What waits for the owner: orders to ship (and for how long), after-sales whose next move is the shop's, reviews to answer, unread chats. */
export function DashboardToDo({ dashboard, now = Date.now() }: { dashboard: SellerDashboard; now?: number }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 2, lg: 4 }} gap="4" listStyleType="none">
      <ToDo count={dashboard.toShip.count} link={toShip} label={<Trans>Orders to ship</Trans>} urgent={dashboard.toShip.count > 0}>
        {dashboard.toShip.oldestPaidAt !== null && <Waited since={dashboard.toShip.oldestPaidAt} now={now} />}
      </ToDo>
      <ToDo count={dashboard.afterSales} link={afterSalesWaiting} label={<Trans>After-sales waiting for you</Trans>} />
      <ToDo count={dashboard.reviewsUnanswered} link={reviewsUnanswered} label={<Trans>Reviews not answered</Trans>} />
      <ToDo count={dashboard.unreadChats} link={linkOf('messages')} label={<Trans>Unread messages</Trans>} />
    </SimpleGrid>
  )
}

interface ToDoProps {
  count: number
  link: LinkOptions
  label: ReactNode
  urgent?: boolean
  children?: ReactNode
}

function ToDo({ count, link, label, urgent, children }: ToDoProps) {
  const { i18n } = useLingui()
  return (
    <Box as="li" borderWidth="1px" borderColor={urgent ? 'border.error' : 'border'} p="5">
      <ChakraLink asChild display="block" _hover={{ textDecoration: 'none' }}>
        <Link {...link}>
          <Text fontFamily="heading" textStyle="3xl" lineHeight="1" color={urgent ? 'fg.error' : undefined}>
            {i18n.number(count)}
          </Text>
          <Text textStyle="sm" mt="2">
            {label}
          </Text>
          {children && (
            <Text textStyle="xs" color="fg.muted" mt="1">
              {children}
            </Text>
          )}
        </Link>
      </ChakraLink>
    </Box>
  )
}
