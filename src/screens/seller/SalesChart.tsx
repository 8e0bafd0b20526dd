import { Box, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { SellerDashboard } from '../../../contract/seller'
import { formatMoney } from '../../lib/money'

type Day = SellerDashboard['days'][number]

const width = 600
const height = 140
const gap = 4

/** A day of the chart ('YYYY-MM-DD', the owner's own day) in the language, as that day whatever the browser's zone. */
const dayLabel = (day: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))

/** Under its bar and inside the chart: the last day's name ends at the right edge, the first's starts at the left. */
function dayLabelPlace(i: number, count: number) {
  if (i === count - 1) return { right: 0 }
  if (i === 0) return { left: 0 }
  return { left: `${((i + 0.5) / count) * 100}%`, transform: 'translateX(-50%)' }
}

/**
 * The last 30 days' revenue per day, drawn in the page (docs/behaviour.md#seller-center): one bar a
 * day, the highest day's amount above them, every seventh day named under its bar. The bars scale
 * with the width; the words are the page's text, so they keep their size on a phone. Each bar names
 * its day and amount (a tooltip, and what a screen reader reads).
 */
export function SalesChart({ days, currencyCode }: { days: Day[]; currencyCode: string }) {
  const { i18n, t } = useLingui()
  const top = Math.max(...days.map((d) => d.revenue), 1)
  const slot = width / Math.max(days.length, 1)
  const money = (cents: number) => formatMoney(cents, currencyCode, i18n.locale)
  return (
    <Box color="fg" css={{ '& rect:hover': { fill: 'var(--chakra-colors-brand-600, currentColor)', opacity: 1 } }}>
      <Text textStyle="xs" color="fg.muted" mb="1">
        {money(top)}
      </Text>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={t`Revenue per day over the last 30 days; the best day ${money(top)}`}
      >
        <line x1={0} x2={width} y1={height} y2={height} stroke="currentColor" opacity={0.3} />
        {days.map((d, i) => {
          const h = (d.revenue / top) * height
          return (
            <rect
              key={d.day}
              x={i * slot + gap / 2}
              y={height - h}
              width={slot - gap}
              height={Math.max(h, 0)}
              fill="currentColor"
              opacity={0.75}
            >
              <title>{`${dayLabel(d.day, i18n.locale, { dateStyle: 'medium' })}: ${money(d.revenue)}`}</title>
            </rect>
          )
        })}
      </svg>
      <Box position="relative" h="5" mt="1" aria-hidden>
        {days.map((d, i) =>
          (days.length - 1 - i) % 7 === 0 ? (
            <Text
              key={d.day}
              as="span"
              position="absolute"
              top="0"
              whiteSpace="nowrap"
              textStyle="xs"
              color="fg.muted"
              {...dayLabelPlace(i, days.length)}
            >
              {dayLabel(d.day, i18n.locale, { month: 'short', day: 'numeric' })}
            </Text>
          ) : null,
        )}
      </Box>
    </Box>
  )
}
