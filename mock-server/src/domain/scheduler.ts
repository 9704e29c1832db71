/**
 * Delivery of requested broadcasts whose time has come. Runs lazily when a store lists its
 * broadcasts and on the server's interval; either may run first, and running twice sends nothing
 * twice, because each broadcast leaves the Request status in the same transaction as its messages.
 */
import { render } from '../i18n/render';
import type { BroadcastRepository } from '../repo/broadcasts';
import type { NotificationRepository } from '../repo/notifications';
import type { OutboxRepository } from '../repo/outbox';
import type { Transactional } from '../repo/transaction';

export interface DeliveryResult {
  delivered: number;
  cancelled: number;
  messages: number;
}

/** What delivery reads and writes. */
export interface DeliveryRepositories {
  broadcasts: BroadcastRepository;
  outbox: OutboxRepository;
  notifications: NotificationRepository;
  transaction: Transactional;
}

/**
 * Delivers every requested broadcast scheduled at or before `now` (of one store, or of all):
 * one WhatsApp message per active subscriber of the plan, then status Success with the number
 * reached; a plan without active subscribers ends Cancelled. The store is told either way.
 */
export function deliverDueBroadcasts(
  repos: DeliveryRepositories,
  now: number,
  storeId: number | null = null,
): DeliveryResult {
  const { broadcasts, outbox, notifications } = repos;
  return repos
    .transaction(() => {
      const result: DeliveryResult = { delivered: 0, cancelled: 0, messages: 0 };
      for (const b of broadcasts.due(now, storeId)) {
        const phones = broadcasts.recipients(b.planId, now);
        const status = phones.length > 0 ? 'Success' : 'Cancelled';
        if (!broadcasts.settle(b.id, phones.length, now)) continue;
        // Fans read the store's language, whatever language the broadcast was requested in.
        const body = render('fan.broadcast', b.storeLang, {
          store: b.storeName,
          text: b.description,
          voucher: b.voucherName,
        });
        for (const phone of phones) outbox.send(now, { channel: 'whatsapp', to: phone, body });
        notifications.add(now, {
          storeId: b.storeId,
          type: 'broadcast_sent',
          params: {
            plan: b.planName,
            recipients: phones.length,
            outcome: status === 'Success' ? 'sent' : 'cancelled',
          },
          referenceId: b.id,
        });
        if (status === 'Success') result.delivered += 1;
        else result.cancelled += 1;
        result.messages += phones.length;
      }
      return result;
    })
    .immediate();
}
