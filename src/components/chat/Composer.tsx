import { HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { ImagePlus, SendHorizontal } from 'lucide-react'
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react'
import { chatLimits } from '../../../contract/chat'
import { HiddenFileInput } from '../upload/HiddenFileInput'
import { imageTypes } from '../upload/ImageUpload'
import type { ChatActor } from './chatActor'

/** The counter shows from this many characters before the limit. */
const counterFrom = chatLimits.textMax - 200

/**
 * What the shopper writes: Enter sends, Shift+Enter breaks the line (an IME composing a word sends
 * nothing); an image button (images only); Send only with non-blank text.
 */
export function Composer({ actor, input, focus }: { actor: ChatActor; input: RefObject<HTMLTextAreaElement | null>; focus: boolean }) {
  const { t } = useLingui()
  const draft = useSelector(actor, (s) => s.context.draft)
  const canSend = useSelector(actor, (s) => s.can({ type: 'SEND' }))
  const imageRefused = useSelector(actor, (s) => s.context.imageRefused)
  const picker = useRef<HTMLInputElement>(null)
  // Shown once the conversation has loaded, after the dialog placed its first focus.
  useEffect(() => {
    if (focus) input.current?.focus()
  }, [focus, input])
  const send = () => actor.send({ type: 'SEND' })
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return
    e.preventDefault()
    send()
  }
  return (
    <Stack gap="1.5" w="full">
      <HStack gap="2" align="flex-end">
        <HiddenFileInput ref={picker} accept={imageTypes} onFiles={([file]) => actor.send({ type: 'PICK_IMAGE', file })} />
        <IconButton aria-label={t`Send an image`} variant="ghost" borderRadius="none" onClick={() => picker.current?.click()}>
          <ImagePlus size={20} strokeWidth={1.5} aria-hidden />
        </IconButton>
        <Textarea
          ref={input}
          value={draft}
          onChange={(e) => actor.send({ type: 'TYPE', text: e.target.value })}
          onKeyDown={onKeyDown}
          aria-label={t`Message`}
          placeholder={t`Write a message…`}
          maxLength={chatLimits.textMax}
          rows={1}
          resize="none"
          borderRadius="none"
          minH="10"
          maxH="40"
          css={{ fieldSizing: 'content' }}
        />
        <IconButton aria-label={t`Send`} borderRadius="none" disabled={!canSend} onClick={send}>
          <SendHorizontal size={18} aria-hidden />
        </IconButton>
      </HStack>
      <HStack justify="space-between" textStyle="xs" minH="4">
        <Text color="fg.error" aria-live="polite">
          {imageRefused && <Trans>Only image files can be uploaded</Trans>}
        </Text>
        {draft.length >= counterFrom && (
          <Text color={draft.length >= chatLimits.textMax ? 'fg.error' : 'fg.muted'}>
            {draft.length}/{chatLimits.textMax}
          </Text>
        )}
      </HStack>
    </Stack>
  )
}
