import type { Sqlite } from '../db/client';

export interface OutgoingMessage {
  channel: 'whatsapp' | 'sms';
  to: string;
  body: string;
  code?: string | null;
}

/** "Sends" a message: every WhatsApp or SMS the server would send lands in the outbox. */
export function sendMessage(sqlite: Sqlite, now: number, msg: OutgoingMessage): number {
  const result = sqlite
    .prepare('INSERT INTO outbox (channel, "to", body, code, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(msg.channel, msg.to, msg.body, msg.code ?? null, now);
  return Number(result.lastInsertRowid);
}
