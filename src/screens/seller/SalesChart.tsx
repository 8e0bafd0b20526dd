import { Box } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { SellerDashboard } from '../../../contract/seller'
import { formatMoney } from '../../lib/money'

type Day = SellerDashboard['days'][number]

const width = 600
const height = 160
const axis = 20
const gap = 4

/** A day of the chart ('YYYY-MM-DD', the owner's own day) in the language, as that day whatever the browser's zone. */
const dayLabel = (day: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))

/**
 * The last 30 days' revenue per day, drawn in the page (docs/behaviour.md#seller-center): one bar a
 * day, the highest day's amount at the top, every seventh day named under its bar. Each bar names
 * its day and amount (a tooltip, and what a screen reader reads).
 */
export function SalesChart({ days, currencyCode }: { days: Day[]; currencyCode: string }) {
  const { i18n, t } = useLingui()
  const top = Math.max(...days.map((d) => d.revenue), 1)
  const slot = width / Math.max(days.length, 1)
  const money = (cents: number) => formatMoney(cents, currencyCode, i18n.locale)
  return (
    <Box color="fg" css={{ '& rect:hover': { fill: 'var(--chakra-colors-brand-600, currentColor)', opacity: 1 } }}>
      <svg
        viewBox={`0 0 ${width} ${height + axis}`}
        width="100%"
        role="img"
        aria-label={t`Revenue per day over the last 30 days; the best day ${money(top)}`}
      >
        <text x={0} y={10} fontSize={11} fill="currentColor" opacity={0.6}>
          {money(top)}
        </text>
        <line x1={0} x2={width} y1={height} y2={height} stroke="currentColor" opacity={0.3} />
        {days.map((d, i) => {
          const h = (d.revenue / top) * (height - 16)
          return (
            <g key={d.day}>
              <rect x={i * slot + gap / 2} y={height - h} width={slot - gap} height={Math.max(h, 0)} fill="currentColor" opacity={0.75}>
                <title>{`${dayLabel(d.day, i18n.locale, { dateStyle: 'medium' })}: ${money(d.revenue)}`}</title>
              </rect>
              {(days.length - 1 - i) % 7 === 0 && (
                <text x={i * slot + slot / 2} y={height + 14} fontSize={11} textAnchor="middle" fill="currentColor" opacity={0.6}>
                  {dayLabel(d.day, i18n.locale, { month: 'short', day: 'numeric' })}
                </text>
              )}
            </g>
          )
        })}
      </svg>
    </Box>
  )
}
