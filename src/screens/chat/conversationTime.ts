/** Building an Intl formatter costs far more than using one: one per language and style. */
const formats = new Map<string, Intl.DateTimeFormat>()
function format(lang: string, style: 'time' | 'date' | 'full') {
  const key = `${lang}|${style}`
  let found = formats.get(key)
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      style === 'time' ? { timeStyle: 'short' } : style === 'date' ? { dateStyle: 'medium' } : { dateStyle: 'full', timeStyle: 'short' }
    found = new Intl.DateTimeFormat(lang, options)
    formats.set(key, found)
  }
  return found
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

/**
 * A conversation's time in the shopper's language and time zone: the time for today's, the date
 * for older ones; `full` is both, for a tooltip and the <time> element's label.
 */
export function conversationTime(ms: number, lang: string, now = Date.now()) {
  const date = new Date(ms)
  return {
    short: format(lang, sameDay(date, new Date(now)) ? 'time' : 'date').format(date),
    full: format(lang, 'full').format(date),
    iso: date.toISOString(),
  }
}
