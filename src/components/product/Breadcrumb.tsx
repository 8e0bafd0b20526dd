import { Breadcrumb as Crumbs } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { Fragment } from 'react'

export interface CrumbLink {
  label: string
  /** Absent on the current page. */
  link?: LinkOptions
}

/** Home, then the given trail; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: CrumbLink[] }) {
  const { t } = useLingui()
  const all: CrumbLink[] = [{ label: t`Home`, link: { to: '/' } }, ...items]
  return (
    <Crumbs.Root size="sm" aria-label={t`Breadcrumb`}>
      <Crumbs.List flexWrap="wrap" color="fg.muted" letterSpacing="wide">
        {all.map((crumb, i) => {
          const last = i === all.length - 1
          return (
            <Fragment key={`${i}-${crumb.label}`}>
              <Crumbs.Item>
                {last || !crumb.link ? (
                  <Crumbs.CurrentLink color="fg">{crumb.label}</Crumbs.CurrentLink>
                ) : (
                  <Crumbs.Link asChild>
                    <Link {...crumb.link}>{crumb.label}</Link>
                  </Crumbs.Link>
                )}
              </Crumbs.Item>
              {!last && <Crumbs.Separator />}
            </Fragment>
          )
        })}
      </Crumbs.List>
    </Crumbs.Root>
  )
}
