/** Every /app-api response is wrapped in this envelope. `code` 0 (or 200) is success. */
export interface Envelope<T> {
  code: number
  data: T
  msg: string
}

/** A page of rows, as every list call returns it. */
export interface Page<T> {
  list: T[]
  total: number
}

/** A page's rows, or a bare array's: some replies come either way. */
export const pageRows = <T>(data: Page<T> | T[] | null | undefined): T[] => (Array.isArray(data) ? data : (data?.list ?? []))

export const isSuccessCode = (code: number) => code === 0 || code === 200

/** Codes that end the session: the storefront clears it and goes to /login. */
export const isSessionEndedCode = (code: number) => code === 401 || code === 300
