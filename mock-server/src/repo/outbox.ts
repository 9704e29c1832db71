/** The message outbox: every WhatsApp or SMS the server "sent" instead of sending it. */
import { outbox, type DbHandle, type NewOutboxMessage, type OutboxRow } from '@mbo/db';
import { desc, eq, sql } from 'drizzle-orm';

export type OutgoingMessage = Omit<NewOutboxMessage, 'id' | 'createdAt'>;

export function createOutboxRepository({ db }: Pick<DbHandle, 'db'>) {
  const latest = db.select().from(outbox).orderBy(desc(outbox.id)).limit(sql.placeholder('limit')).prepare();
  const latestTo = db
    .select()
    .from(outbox)
    .where(eq(outbox.to, sql.placeholder('to')))
    .orderBy(desc(outbox.id))
    .limit(sql.placeholder('limit'))
    .prepare();

  return {
    /** "Sends" a message: it lands in the outbox. Answers its id. */
    send(now: number, message: OutgoingMessage): number {
      return db
        .insert(outbox)
        .values({ ...message, createdAt: now })
        .returning({ id: outbox.id })
        .get().id;
    },

    /** The newest messages, of one phone or of all. */
    latest: (limit: number, to?: string): OutboxRow[] => (to ? latestTo.all({ to, limit }) : latest.all({ limit })),

    /** Empties the outbox; answers how many messages went. */
    clear: (): number => db.delete(outbox).run().changes,
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
