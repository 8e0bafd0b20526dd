import { Box } from '@chakra-ui/react'

/** Article HTML, sanitised by the server, in calm reading type. */
export function Prose({ html }: { html: string }) {
  return (
    <Box
      maxW="65ch"
      color="fg.muted"
      textStyle="md"
      lineHeight="1.75"
      css={{
        '& > * + *': { marginTop: '1em' },
        '& h2, & h3, & h4': { fontFamily: 'heading', color: 'fg', fontWeight: 'normal', lineHeight: '1.25', marginTop: '1.6em' },
        '& h2': { fontSize: 'xl' },
        '& h3': { fontSize: 'lg' },
        '& strong': { color: 'fg', fontWeight: 'semibold' },
        '& a': { color: 'fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
        '& ul, & ol': { paddingInlineStart: '1.4em' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '0.4em' },
        '& li::marker': { color: 'fg.subtle' },
        '& table': { width: '100%', borderCollapse: 'collapse', fontSize: 'sm', display: 'block', overflowX: 'auto' },
        '& th, & td': {
          borderBottomWidth: '1px',
          borderColor: 'border',
          padding: '0.5em 0.75em',
          textAlign: 'start',
          whiteSpace: 'nowrap',
        },
        '& th': { color: 'fg', fontWeight: 'medium', bg: 'bg.subtle' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& blockquote': { borderInlineStartWidth: '2px', borderColor: 'border.emphasized', paddingInlineStart: '1em', fontStyle: 'italic' },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises article HTML (sanitize-html) before it leaves the database
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
