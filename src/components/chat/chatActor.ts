import type { ActorRefFrom } from 'xstate'
import type { chatMachine } from '../../../machines/chat/chat'

/** The open chat's actor, as the dialog's parts read it. */
export type ChatActor = ActorRefFrom<typeof chatMachine>
