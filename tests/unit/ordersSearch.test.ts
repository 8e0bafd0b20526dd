import { describe, expect, it } from 'vitest'
import { OrderStatus } from '../../contract/lifecycles'
import { ordersQuery, ordersSearch } from '../../contract/orderQuery'

describe('/myOrders search', () => {
  it('shows the All tab and asks for every order for a status that does not exist', () => {
    for (const status of ['4', 4, '10x', '']) {
      const search = ordersSearch({ status, year: '2025' })
      expect(search).toEqual({ status: undefined, year: 2025, search: undefined, page: undefined })
      expect(ordersQuery(search)).toEqual({ pageNo: 1, pageSize: 10, status: undefined, datestr: '2025', searchName: undefined })
    }
  })

  it('keeps each order status, cancelled (-1) and awaiting payment (0) included', () => {
    for (const status of Object.values(OrderStatus)) {
      expect(ordersSearch({ status: String(status) }).status).toBe(status)
      expect(ordersQuery(ordersSearch({ status: String(status), page: '2' }))).toMatchObject({ status, pageNo: 2 })
    }
  })
})
