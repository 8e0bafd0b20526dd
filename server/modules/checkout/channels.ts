import type { PayChannel } from '../../../contract/order'
import { payMethodType } from '../../../contract/wallet'
import type { Tx } from '../../db/client'
import { type MessageKey, message } from '../../http/messages'
import type { Scope } from '../../http/scope'
import { platformWalletList } from '../wallet/public'

const channels: [type: number, name: MessageKey][] = [
  [payMethodType.virtualCurrency, 'payChannelVirtualCurrency'],
  [payMethodType.card, 'payChannelCard'],
  [payMethodType.online, 'payChannelOnline'],
  [payMethodType.balance, 'payNameBalance'],
]

/**
 * The four pay methods (the codes of docs/behaviour.md#checkout; id = type), named in the request's language. Virtual
 * currency carries the platform's first receiving wallet of that kind (address and QR link);
 * card and online payment say they are not available yet.
 */
export async function payChannels(tx: Tx, scope: Pick<Scope, 'tenantId' | 'lang'>): Promise<PayChannel[]> {
  const receiving = (await platformWalletList(tx, scope)).find((w) => w.type === payMethodType.virtualCurrency)
  return channels.map(([type, name]) => {
    const wallet = type === payMethodType.virtualCurrency ? receiving : undefined
    const building = type === payMethodType.card || type === payMethodType.online
    return {
      id: type,
      name: message(name, scope.lang),
      englishName: message(name, 'en'),
      type,
      remark: building ? message('payUnderDevelopment', scope.lang) : (wallet?.remark ?? ''),
      address: wallet?.address ?? '',
      addressUrl: wallet?.addressUrl ?? '',
    }
  })
}
