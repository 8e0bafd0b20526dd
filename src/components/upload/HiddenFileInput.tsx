import { VisuallyHidden } from '@chakra-ui/react'
import type { Ref } from 'react'

export interface HiddenFileInputProps {
  /** The label's target, when a field label names the picker; without one the picker is out of the tab order and hidden from assistive technology (its drawn button is what they reach). */
  id?: string
  ref: Ref<HTMLInputElement>
  accept: string
  multiple?: boolean
  disabled?: boolean
  onFiles: (files: File[]) => void
}

/** The file picker behind a drawn button (opened by clicking it through `ref`); the same file may be picked again after a refusal. */
export function HiddenFileInput({ id, ref, accept, multiple = false, disabled, onFiles }: HiddenFileInputProps) {
  return (
    <VisuallyHidden asChild>
      <input
        id={id}
        ref={ref}
        tabIndex={id ? undefined : -1}
        aria-hidden={id ? undefined : true}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])]
          e.target.value = ''
          if (files.length) onFiles(files)
        }}
      />
    </VisuallyHidden>
  )
}
