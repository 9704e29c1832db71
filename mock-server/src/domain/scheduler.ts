/**
 * Delivery of requested broadcasts whose time has come. Runs lazily when a store lists its
 * broadcasts and on the server's interval; either may run first, and running twice sends nothing
 * twice, because each broadcast leaves the Request status in the same transaction as its messages.
 */
import type { Lang } from '@mbo/contracts';
import type { BroadcastRepository, DueBroadcast } from '../repo/broadcasts';
import type { NotificationRepository } from '../repo/notifications';
import type { OutboxRepository } from '../repo/outbox';
import type { Transactional } from '../repo/transaction';

const texts = {
  en: {
    message: (b: DueBroadcast) => `${b.storeName}: ${b.description}\nVoucher: ${b.voucherName}`,
    sentTitle: 'Broadcast sent',
    sent: (b: DueBroadcast, n: number) =>
      `Your broadcast for ${b.planName} reached ${n} subscriber${n === 1 ? '' : 's'}.`,
    cancelledTitle: 'Broadcast not sent',
    cancelled: (b: DueBroadcast) =>
      `Your broadcast for ${b.planName} was cancelled: the plan has no active subscribers.`,
  },
  de: {
    message: (b: DueBroadcast) => `${b.storeName}: ${b.description}\nGutschein: ${b.voucherName}`,
    sentTitle: 'Broadcast gesendet',
    sent: (b: DueBroadcast, n: number) =>
      `Dein Broadcast für ${b.planName} hat ${n} Abonnent${n === 1 ? '' : 'en'} erreicht.`,
    cancelledTitle: 'Broadcast nicht gesendet',
    cancelled: (b: DueBroadcast) =>
      `Dein Broadcast für ${b.planName} wurde abgebrochen: der Plan hat keine aktiven Abonnenten.`,
  },
} satisfies Record<Lang, unknown>;

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
        const t = texts[b.lang] ?? texts.de;
        const phones = broadcasts.recipients(b.planId, now);
        const status = phones.length > 0 ? 'Success' : 'Cancelled';
        if (!broadcasts.settle(b.id, phones.length, now)) continue;
        const body = t.message(b);
        for (const phone of phones) outbox.send(now, { channel: 'whatsapp', to: phone, body });
        notifications.add(now, {
          storeId: b.storeId,
          type: 'broadcast_sent',
          title: status === 'Success' ? t.sentTitle : t.cancelledTitle,
          message: status === 'Success' ? t.sent(b, phones.length) : t.cancelled(b),
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
