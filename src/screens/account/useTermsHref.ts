import { useEffect, useState } from 'react'
import { authApi } from '../../api/auth'

let cached: Promise<string> | null = null
const termsHref = (code: string) => (code ? `/customerService?code=${encodeURIComponent(code)}` : '/customerService')

/** Where the register form's "terms and conditions" link goes (the tenant's terms article). */
export function useTermsHref() {
  const [href, setHref] = useState('/customerService')
  useEffect(() => {
    cached ??= authApi.intoRegister().then(
      (info) => termsHref(info.termsArticleCode),
      () => {
        cached = null
        return termsHref('')
      },
    )
    let live = true
    void cached.then((h) => live && setHref(h))
    return () => {
      live = false
    }
  }, [])
  return href
}
