import { CloseButton, Drawer, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

export interface DrawerShellProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  placement: 'start' | 'end' | 'top'
  size?: 'xs' | 'sm' | 'md'
  /** The button that opens the drawer, when the drawer owns it. */
  trigger?: ReactNode
  /** The drawer's name; with `hideTitle` it is read by screen readers only and there is no header band. */
  title: ReactNode
  hideTitle?: boolean
  titleProps?: Drawer.TitleProps
  headerProps?: Drawer.HeaderProps
  contentProps?: Drawer.ContentProps
  bodyProps?: Drawer.BodyProps
  footer?: ReactNode
  footerProps?: Drawer.FooterProps
  /** Where focus goes back when the drawer closes, when it has no trigger of its own. */
  finalFocusEl?: () => HTMLElement | null
  children: ReactNode
}

/** The storefront's one drawer frame: backdrop, panel, title, body, optional footer and a labelled close button. */
export function DrawerShell(props: DrawerShellProps) {
  const { t } = useLingui()
  const { open, onOpenChange, placement, size, trigger, title, hideTitle, finalFocusEl, children, footer } = props
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement={placement}
      size={size}
      lazyMount
      unmountOnExit
      finalFocusEl={finalFocusEl}
    >
      {trigger && <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>}
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg" {...props.contentProps}>
            {hideTitle ? (
              <Drawer.Title srOnly>{title}</Drawer.Title>
            ) : (
              <Drawer.Header {...props.headerProps}>
                <Drawer.Title fontFamily="heading" fontWeight="normal" {...props.titleProps}>
                  {title}
                </Drawer.Title>
              </Drawer.Header>
            )}
            <Drawer.Body {...props.bodyProps}>{children}</Drawer.Body>
            {footer && <Drawer.Footer {...props.footerProps}>{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
