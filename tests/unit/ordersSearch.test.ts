import { describe, expect, it } from 'vitest'
import { OrderStatus } from '../../contract/lifecycles'
import { ordersQuery, ordersSearch } from '../../contract/orderQuery'

describe('/myOrders search', () => {
  it('shows the All tab and asks for every order for a status that does not exist', () => {
    for (const status of ['4', 4, '10x', '']) {
      const search = ordersSearch({ status, year: '2025' })
      expect(search).toEqual({ status: undefined, year: 2025, search: undefined, page: undefined, pageSize: undefined })
      expect(ordersQuery(search)).toEqual({ pageNo: 1, pageSize: 10, status: undefined, datestr: '2025', searchName: undefined })
    }
  })

  it('keeps each order status, cancelled (-1) and awaiting payment (0) included', () => {
    for (const status of Object.values(OrderStatus)) {
      expect(ordersSearch({ status: String(status) }).status).toBe(status)
      expect(ordersQuery(ordersSearch({ status: String(status), page: '2' }))).toMatchObject({ status, pageNo: 2 })
    }
  })

  it('takes a page size of the generic options 10, 20 or 50, and drops any other', () => {
    for (const size of [10, 20, 50]) {
      expect(ordersSearch({ pageSize: String(size) }).pageSize).toBe(size)
      expect(ordersQuery(ordersSearch({ pageSize: size })).pageSize).toBe(size)
    }
    for (const size of ['7', '100', '20x', '']) {
      expect(ordersSearch({ pageSize: size }).pageSize).toBeUndefined()
      expect(ordersQuery(ordersSearch({ pageSize: size })).pageSize).toBe(10)
    }
  })
})
