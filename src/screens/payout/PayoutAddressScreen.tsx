import { Box, Button, Flex, HStack, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LinkOptions } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { Plus } from 'lucide-react'
import type { Page } from '../../../contract/envelope'
import { maskedCardNumber, payoutAddressPageSize, shortUsdtAddress } from '../../../contract/payout'
import { type PayoutAddress, payoutType } from '../../../contract/wallet'
import type { payoutAddressDeleteMachine, payoutAddressDialogMachine } from '../../../machines/payoutAddressForm'
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

/** SPEC.md section 9: account pages are narrow at 768 px or less; there the table becomes cards. */
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

function AddressTable({ rows, actions }: { rows: PayoutAddress[]; actions: RowActions }) {
  return (
    <Table.ScrollArea borderTopWidth="1px" maxH="600px">
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Type</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Name</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Mobile</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Bank card or USDT address</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Actions</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} verticalAlign="top">
              <Table.Cell>
                <PayoutTypeBadge type={row.type} />
              </Table.Cell>
              <Table.Cell>
                <Text>{row.fullname}</Text>
                {row.remark && (
                  <Text textStyle="xs" color="fg.muted">
                    {row.remark}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.mobile}</Table.Cell>
              <Table.Cell maxW="72">
                <PayoutAccount address={row} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <RowButtons row={row} actions={actions} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

function AddressCard({ row, actions }: { row: PayoutAddress; actions: RowActions }) {
  return (
    <Stack as="article" gap="3" borderWidth="1px" borderColor="border.muted" p="4">
      <HStack justify="space-between" align="flex-start">
        <Stack gap="1">
          <PayoutTypeBadge type={row.type} />
          <Text fontWeight="medium">{row.fullname}</Text>
          <Text textStyle="sm" color="fg.muted">
            {row.mobile}
          </Text>
        </Stack>
      </HStack>
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
        color="fg.error"
        aria-label={t`Delete ${which}`}
        onClick={() => actions.remove(row)}
      >
        <Trans>Delete</Trans>
      </Button>
    </HStack>
  )
}
