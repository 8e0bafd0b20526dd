/** A chat's times in the shopper's language and this device's time zone. */

/** The local calendar day of a moment (messages under one separator share it). */
export const dayKey = (time: number) => {
  const d = new Date(time)
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`
}

/** "Friday 20 November", with the year when it is not this one. */
export function dayLabel(time: number, locale: string, now = Date.now()) {
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear()
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: sameYear ? undefined : 'numeric' }).format(
    time,
  )
}

export const timeLabel = (time: number, locale: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(time)

/** Items grouped under the day they were written, in order. */
export function byDay<T>(items: readonly T[], timeOf: (item: T) => number): { day: string; time: number; items: T[] }[] {
  const groups: { day: string; time: number; items: T[] }[] = []
  for (const item of items) {
    const time = timeOf(item)
    const day = dayKey(time)
    const last = groups.at(-1)
    if (last?.day === day) last.items.push(item)
    else groups.push({ day, time, items: [item] })
  }
  return groups
}
