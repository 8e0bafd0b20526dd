import { useSelector } from '@xstate/react'
import type { ActorRef, ActorRefFrom, Snapshot } from 'xstate'
import type { PicturesEvent } from '../../../machines/lib/form'
import type { PictureLists, pictureUploadsMachine } from '../../../machines/lib/pictureUploads'

type PictureUploadsRef<K extends string> = ActorRefFrom<ReturnType<typeof pictureUploadsMachine<K>>>

/** What a picture list needs of a form with an `uploads` region (machines/lib/pictureUploads.ts). */
export type PicturesFormActor<K extends string> = ActorRef<
  Snapshot<unknown> & { context: { form: PictureLists<K> }; children: { uploads?: PictureUploadsRef<K> } },
  PicturesEvent<PictureLists<K>>
>

/**
 * One picture list of a form as PicturesField takes it: its URLs, how many are uploading, why the
 * last picked files were not all taken, and the PICK and REMOVE it sends.
 */
export function usePictureUploads<K extends string>(actor: PicturesFormActor<K>, field: K) {
  const urls = useSelector(actor, (s) => s.context.form[field])
  const uploads = useSelector(actor, (s) => s.children.uploads)
  const uploading = useSelector(uploads, (s) => s?.context.inFlight.filter((u) => u.field === field).length ?? 0)
  const refused = useSelector(uploads, (s) => (s?.context.notice?.field === field ? s.context.notice : null))
  return {
    urls,
    uploading,
    refused,
    onPick: (files: File[]) => actor.send({ type: 'PICK', field, files }),
    onRemove: (url: string) => actor.send({ type: 'REMOVE', field, url }),
  }
}
