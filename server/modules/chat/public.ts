/** What other modules may use of chat; the rest of the module is its own. */
export { cappedCount, unreadOf } from './unread'
export { chatHistory } from './history'
