import { Box, Button, Flex, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LinkOptions } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { Plus } from 'lucide-react'
import type { Page } from '../../../contract/envelope'
import { maskedCardNumber, payoutAddressPageSize, shortUsdtAddress } from '../../../contract/payout'
import { type PayoutAddress, payoutType } from '../../../contract/wallet'
import type { payoutAddressDeleteMachine, payoutAddressDialogMachine } from '../../../machines/payout/payoutAddressForm'
import { Notice, RetryNotice } from '../../components/Notice'
import { Pagination } from '../../components/product'
import type { ListState } from '../../lib/listState'
import { PayoutAccount, PayoutTypeBadge } from './PayoutAccount'
import {
  DeletePayoutAddressDialog,
  PayoutAddressDialog,
  type PayoutAddressDeleteActor,
  type PayoutAddressDialogActor,
} from './PayoutAddressDialog'

/** docs/behaviour.md#layout: account pages are narrow at 768 px or less; there the table becomes cards. */
const narrow = '@media screen and (max-width: 768px)'
const wide = '@media screen and (min-width: 769px)'

export type PayoutAddressList = ListState<{ page: Page<PayoutAddress>; pageNo: number }>

export interface PayoutAddressMachines {
  dialog: typeof payoutAddressDialogMachine
  remove: typeof payoutAddressDeleteMachine
}

interface ScreenProps {
  list: PayoutAddressList
  pageLink: (page: number) => LinkOptions
}

/** /walletAddress: the shopper's payout addresses, with the add/edit dialog and the delete question. */
export function PayoutAddressScreen({ machines, ...props }: ScreenProps & { machines: PayoutAddressMachines }) {
  const dialog = useActorRef(machines.dialog)
  const remover = useActorRef(machines.remove)
  return <PayoutAddressView {...props} dialog={dialog} remover={remover} />
}

export function PayoutAddressView({
  list,
  pageLink,
  dialog,
  remover,
}: ScreenProps & { dialog: PayoutAddressDialogActor; remover: PayoutAddressDeleteActor }) {
  const actions: RowActions = {
    edit: (address) => dialog.send({ type: 'EDIT_ADDRESS', address }),
    remove: (address) => remover.send({ type: 'ASK', address }),
  }
  return (
    <Stack gap="8">
      <Flex gap="4" justify="space-between" align={{ base: 'flex-start', sm: 'flex-end' }} direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="2">
          <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }}>
            <Trans>Payout addresses</Trans>
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            <Trans>Withdrawals are paid to one of these bank cards or USDT addresses.</Trans>
          </Text>
        </Stack>
        <Button borderRadius="none" bg="fg" color="bg" _hover={{ bg: 'brand.800' }} onClick={() => dialog.send({ type: 'ADD' })}>
          <Plus size={16} aria-hidden />
          <Trans>Add payout address</Trans>
        </Button>
      </Flex>
      <ListBody list={list} pageLink={pageLink} actions={actions} />
      <PayoutAddressDialog actor={dialog} />
      <DeletePayoutAddressDialog actor={remover} />
    </Stack>
  )
}

interface RowActions {
  edit: (address: PayoutAddress) => void
  remove: (address: PayoutAddress) => void
}

function ListBody({ list, pageLink, actions }: ScreenProps & { actions: RowActions }) {
  const { t } = useLingui()
  if (list.status === 'loading')
    return (
      <Stack gap="3" aria-busy="true" aria-label={t`Loading payout addresses`}>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} height="16" />
        ))}
      </Stack>
    )
  if (list.status === 'failed')
    return (
      <RetryNotice retry={list.retry}>
        <Trans>Your payout addresses could not be loaded.</Trans>
      </RetryNotice>
    )
  const { page, pageNo } = list.data
  if (page.list.length === 0)
    return (
      <Notice>
        <Trans>No payout address yet. Add a bank card or a USDT address to withdraw your balance.</Trans>
      </Notice>
    )
  return (
    <Stack gap="6">
      <Box css={{ [narrow]: { display: 'none' } }}>
        <AddressTable rows={page.list} actions={actions} />
      </Box>
      <Stack gap="3" css={{ [wide]: { display: 'none' } }}>
        {page.list.map((row) => (
          <AddressCard key={row.id} row={row} actions={actions} />
        ))}
      </Stack>
      <Pagination page={pageNo} total={page.total} pageSize={payoutAddressPageSize} pageLink={pageLink} />
    </Stack>
  )
}

/**
 * A plain table (Chakra's Table recipe is not in the storefront's theme, see src/theme.ts),
 * at most 600 px high with its header kept in view (docs/behaviour.md#layout).
 */
const tableCss = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th': {
    position: 'sticky',
    top: 0,
    bg: 'bg',
    textAlign: 'start',
    fontWeight: 'medium',
    fontSize: 'xs',
    letterSpacing: 'wider',
    textTransform: 'uppercase',
    color: 'fg.muted',
    px: '3',
    py: '3',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& td': { px: '3', py: '4', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'border.muted' },
  '& th:last-of-type, & td:last-of-type': { textAlign: 'end' },
} as const

function AddressTable({ rows, actions }: { rows: PayoutAddress[]; actions: RowActions }) {
  return (
    <Box maxH="600px" overflowY="auto">
      <Box as="table" css={tableCss}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Type</Trans>
            </th>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>Mobile</Trans>
            </th>
            <th scope="col">
              <Trans>Bank card or USDT address</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <PayoutTypeBadge type={row.type} />
              </td>
              <td>
                <Text>{row.fullname}</Text>
                {row.remark && (
                  <Text textStyle="xs" color="fg.muted">
                    {row.remark}
                  </Text>
                )}
              </td>
              <Box as="td" whiteSpace="nowrap">
                {row.mobile}
              </Box>
              <Box as="td" maxW="80">
                <PayoutAccount address={row} />
              </Box>
              <td>
                <RowButtons row={row} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}

function AddressCard({ row, actions }: { row: PayoutAddress; actions: RowActions }) {
  return (
    <Stack as="article" gap="3" borderWidth="1px" borderColor="border.muted" p="4">
      <Stack gap="1" align="flex-start">
        <PayoutTypeBadge type={row.type} />
        <Text fontWeight="medium">{row.fullname}</Text>
        <Text textStyle="sm" color="fg.muted">
          {row.mobile}
        </Text>
      </Stack>
      <PayoutAccount address={row} />
      {row.remark && (
        <Text textStyle="xs" color="fg.muted">
          {row.remark}
        </Text>
      )}
      <Box borderTopWidth="1px" borderColor="border.muted" pt="3">
        <RowButtons row={row} actions={actions} />
      </Box>
    </Stack>
  )
}

function RowButtons({ row, actions }: { row: PayoutAddress; actions: RowActions }) {
  const { t } = useLingui()
  const which = `${row.fullname} ${row.type === payoutType.usdt ? shortUsdtAddress(row.address) : maskedCardNumber(row.bankno)}`
  return (
    <HStack gap="1" justify="flex-end">
      <Button size="xs" variant="ghost" borderRadius="none" aria-label={t`Edit ${which}`} onClick={() => actions.edit(row)}>
        <Trans>Edit</Trans>
      </Button>
      <Button
        size="xs"
        variant="ghost"
        borderRadius="none"
        color="red.700"
        aria-label={t`Delete ${which}`}
        onClick={() => actions.remove(row)}
      >
        <Trans>Delete</Trans>
      </Button>
    </HStack>
  )
}
