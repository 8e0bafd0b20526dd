/** Loader promises for stories of pages that read deferred data. */
export const resolved = <T>(value: T): Promise<T> => Promise.resolve(value)
export const pending = <T>(): Promise<T> => new Promise<T>(() => {})
export function rejected<T>(): Promise<T> {
  const promise = Promise.reject<T>(new Error('The service did not answer'))
  promise.catch(() => {})
  return promise
}
