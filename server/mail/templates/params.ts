// What an e-mail component receives: the outbox row's stored parameters, all strings.
import type { ShopParams } from '../shop';

export type MailParams<K extends string> = Readonly<Record<K, string>>;
/** Parameters of a mail to customers, which carries the shop's footer. */
export type WithShop<P> = P & ShopParams;
