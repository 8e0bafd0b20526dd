import { Button, HStack, IconButton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { pageCount, pageWindow } from './pageWindow'

export interface PaginationProps {
  page: number
  total: number
  pageSize: number
  /** Pages as links (shareable, back/forward friendly); preferred on lists whose state is in the URL. */
  pageLink?: (page: number) => LinkOptions
  /** Pages as buttons, for lists kept in memory. */
  onChange?: (page: number) => void
}

/** Previous, a window of 9 page numbers, next. Hidden when everything fits on one page. */
export function Pagination({ page, total, pageSize, pageLink, onChange }: PaginationProps) {
  const { t } = useLingui()
  const count = pageCount(total, pageSize)
  if (count <= 1) return null
  const current = Math.min(Math.max(1, page), count)
  const go = (target: number, label: string, content: ReactNode, icon = false) => {
    const disabled = target < 1 || target > count
    const active = target === current && !icon
    const look = {
      size: 'sm' as const,
      variant: active ? ('solid' as const) : ('ghost' as const),
      borderRadius: 'none',
      minW: '9',
      'aria-label': label,
      'aria-current': active ? ('page' as const) : undefined,
      disabled,
    }
    const Element = icon ? IconButton : Button
    if (pageLink && !disabled) {
      return (
        <Element {...look} asChild>
          <Link {...pageLink(target)}>{content}</Link>
        </Element>
      )
    }
    return (
      <Element {...look} onClick={() => onChange?.(target)}>
        {content}
      </Element>
    )
  }
  return (
    <HStack as="nav" aria-label={t`Pages`} justify="center" gap="1" flexWrap="wrap" py="8">
      {go(current - 1, t`Previous page`, <ChevronLeft size={16} aria-hidden />, true)}
      {pageWindow(current, count).map((n) => (
        <span key={n}>{go(n, t`Page ${n}`, n)}</span>
      ))}
      {go(current + 1, t`Next page`, <ChevronRight size={16} aria-hidden />, true)}
    </HStack>
  )
}
