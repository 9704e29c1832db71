/**
 * Delivery of requested broadcasts whose time has come. Runs lazily when a store lists its
 * broadcasts and on the server's interval; either may run first, and running twice sends nothing
 * twice, because each broadcast leaves the Request status in the same transaction as its messages.
 */
import type { Lang } from '@mbo/contracts';
import type { Sqlite } from '../db/client';
import { notify } from './notify';
import { sendMessage } from './outbox';

interface DueBroadcast {
  id: number;
  store_id: number;
  plan_id: number;
  description: string;
  lang: Lang;
  plan_name: string;
  voucher_name: string;
  store_name: string;
}

const texts = {
  en: {
    message: (b: DueBroadcast) => `${b.store_name}: ${b.description}\nVoucher: ${b.voucher_name}`,
    sentTitle: 'Broadcast sent',
    sent: (b: DueBroadcast, n: number) =>
      `Your broadcast for ${b.plan_name} reached ${n} subscriber${n === 1 ? '' : 's'}.`,
    cancelledTitle: 'Broadcast not sent',
    cancelled: (b: DueBroadcast) =>
      `Your broadcast for ${b.plan_name} was cancelled: the plan has no active subscribers.`,
  },
  de: {
    message: (b: DueBroadcast) => `${b.store_name}: ${b.description}\nGutschein: ${b.voucher_name}`,
    sentTitle: 'Broadcast gesendet',
    sent: (b: DueBroadcast, n: number) =>
      `Dein Broadcast für ${b.plan_name} hat ${n} Abonnent${n === 1 ? '' : 'en'} erreicht.`,
    cancelledTitle: 'Broadcast nicht gesendet',
    cancelled: (b: DueBroadcast) =>
      `Dein Broadcast für ${b.plan_name} wurde abgebrochen: der Plan hat keine aktiven Abonnenten.`,
  },
} satisfies Record<Lang, unknown>;

export interface DeliveryResult {
  delivered: number;
  cancelled: number;
  messages: number;
}

// Statements are cached per connection: the interval and every list call reuse them.
const statements = new WeakMap<Sqlite, ReturnType<typeof prepare>>();

function prepare(sqlite: Sqlite) {
  return {
    due: sqlite.prepare<[{ now: number; store: number | null }], DueBroadcast>(
      `SELECT b.id, b.store_id, b.plan_id, b.description, b.lang,
              p.name AS plan_name, v.name AS voucher_name, s.name AS store_name
       FROM broadcasts b
       JOIN plans p ON p.id = b.plan_id
       JOIN vouchers v ON v.id = b.voucher_id
       JOIN stores s ON s.id = b.store_id
       WHERE b.status = 'Request' AND b.scheduled_at <= @now AND (@store IS NULL OR b.store_id = @store)
       ORDER BY b.scheduled_at, b.id`,
    ),
    recipients: sqlite.prepare<[{ plan: number; now: number }], { phone: string }>(
      `SELECT DISTINCT sub.phone
       FROM memberships m JOIN subscribers sub ON sub.id = m.subscriber_id
       WHERE m.plan_id = @plan AND m.subscribed_at <= @now AND (m.cancel_at IS NULL OR m.cancel_at > @now)
       ORDER BY sub.phone`,
    ),
    settle: sqlite.prepare<[{ id: number; status: 'Success' | 'Cancelled'; recipients: number }]>(
      `UPDATE broadcasts SET status = @status, recipients = @recipients WHERE id = @id AND status = 'Request'`,
    ),
  };
}

/**
 * Delivers every requested broadcast scheduled at or before `now` (of one store, or of all):
 * one WhatsApp message per active subscriber of the plan, then status Success with the number
 * reached; a plan without active subscribers ends Cancelled. The store is told either way.
 */
export function deliverDueBroadcasts(sqlite: Sqlite, now: number, storeId: number | null = null): DeliveryResult {
  let st = statements.get(sqlite);
  if (!st) {
    st = prepare(sqlite);
    statements.set(sqlite, st);
  }
  const s = st;
  return sqlite
    .transaction(() => {
      const result: DeliveryResult = { delivered: 0, cancelled: 0, messages: 0 };
      for (const b of s.due.all({ now, store: storeId })) {
        const t = texts[b.lang] ?? texts.de;
        const phones = s.recipients.all({ plan: b.plan_id, now });
        const status = phones.length > 0 ? 'Success' : 'Cancelled';
        if (s.settle.run({ id: b.id, status, recipients: phones.length }).changes === 0) continue;
        const body = t.message(b);
        for (const { phone } of phones) sendMessage(sqlite, now, { channel: 'whatsapp', to: phone, body });
        notify(sqlite, now, {
          storeId: b.store_id,
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
