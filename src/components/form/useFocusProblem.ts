import { type RefObject, useEffect } from 'react'

export interface ProblemFocus {
  /** The form's problem (its first failing field); each new one is brought into view. */
  problem: object | null
  /** The failing field's element id; without it, the first `[aria-invalid]` control inside the form. */
  id?: string
  /** Bring the field into view without focusing it (a card of several fields). */
  scrollOnly?: boolean
}

/** What takes the focus inside a failing field: its first enabled control (a file input cannot be typed in). */
const controls = 'input:not([type=file]):not(:disabled), textarea:not(:disabled), select:not(:disabled), button:not(:disabled)'

function failingField(form: HTMLElement | null, id: string | undefined): HTMLElement | null {
  if (id) return document.getElementById(id)
  return form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null
}

/** When a form's problem appears, scrolls its field to the middle of the screen and focuses it (docs/behaviour.md#errors). */
export function useFocusProblem(form: RefObject<HTMLElement | null>, { problem, id, scrollOnly = false }: ProblemFocus) {
  useEffect(() => {
    const field = problem && failingField(form.current, id)
    if (!field) return
    field.scrollIntoView({ block: 'center', behavior: 'smooth' })
    if (scrollOnly) return
    const control = field.matches(controls) ? field : field.querySelector<HTMLElement>(controls)
    control?.focus({ preventScroll: true })
  }, [form, problem, id, scrollOnly])
}
