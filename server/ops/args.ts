import { OpsError } from './client'

/** `a b --tenant 2 --force` -> positional [a, b], options { tenant: '2', force: 'true' }. */
export interface Args {
  positional: string[]
  options: Record<string, string>
}

export function parseArgs(argv: string[]): Args {
  const args: Args = { positional: [], options: {} }
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]
    if (!word.startsWith('--')) {
      args.positional.push(word)
      continue
    }
    const [name, inline] = word.slice(2).split('=', 2)
    const next = argv[i + 1]
    if (inline !== undefined) args.options[name] = inline
    else if (next !== undefined && !next.startsWith('--')) args.options[name] = argv[++i]
    else args.options[name] = 'true'
  }
  return args
}

export function positional(args: Args, index: number, name: string): string {
  const value = args.positional[index]
  if (!value) throw new OpsError(`missing <${name}>`)
  return value
}

export function intOption(args: Args, name: string): number | undefined {
  const raw = args.options[name]
  if (raw === undefined) return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new OpsError(`--${name} needs a positive whole number, not "${raw}"`)
  return value
}

/** The first positional as a row id. */
export function idArg(args: Args): number {
  const raw = positional(args, 0, 'id')
  const id = Number(raw)
  if (!Number.isInteger(id) || id <= 0) throw new OpsError(`<id> needs a positive whole number, not "${raw}"`)
  return id
}

/** An option the command cannot do without; `why` tells the operator what it is for. */
export function requiredOption(args: Args, name: string, why: string): string {
  const text = args.options[name]
  if (!text || text === 'true' || !text.trim()) throw new OpsError(`--${name} is required: ${why}`)
  return text
}

/** An option the command can do without; given, it needs a value (`what` names it) of at most `max` characters. */
export function textOption(args: Args, name: string, what: string, max: number): string | undefined {
  const text = args.options[name]
  if (text === 'true' || text?.trim() === '') throw new OpsError(`--${name} needs ${what}`)
  if (text !== undefined && text.trim().length > max) throw new OpsError(`--${name} is at most ${max} characters`)
  return text
}

/** A whole-number option the command cannot do without. */
export function requiredIntOption(args: Args, name: string, why: string): number {
  const value = intOption(args, name)
  if (value === undefined) throw new OpsError(`--${name} is required: ${why}`)
  return value
}

/** An option among `choices`, checked before anything is sent. */
export function choiceOption<T extends string>(args: Args, name: string, choices: readonly T[]): T | undefined {
  const raw = args.options[name]
  const isChoice = (value: string): value is T => (choices as readonly string[]).includes(value)
  if (raw === undefined) return undefined
  if (!isChoice(raw)) throw new OpsError(`--${name} needs one of ${choices.join(', ')}, not "${raw}"`)
  return raw
}
