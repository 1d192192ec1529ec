/** The gauges `/metrics` reads when scraped (issue 29.8): what the process and the database hold now. */
import { currentDatabase } from "../models/transaction.server.ts";
import { outboxCounts } from "../models/mail-outbox.server.ts";
import { countSignups } from "../models/signups.server.ts";
import { openStreams } from "./stream-limits.server.ts";

export type Gauge = { help: string; value: number | null };

export async function operationalGauges(): Promise<Record<string, Gauge>> {
  const [outbox, signups] = await Promise.all([outboxCounts().catch(() => null), countSignups().catch(() => null)]);
  const pool = currentDatabase().poolStats?.() ?? null;
  return {
    iratech_event_streams_open: { help: "Live-update streams (/events) open on this instance.", value: openStreams() },
    iratech_mail_outbox_pending: { help: "Mails waiting in the outbox (all instances).", value: outbox?.pending ?? null },
    iratech_mail_outbox_failed: { help: "Mails the outbox gave up on.", value: outbox?.failed ?? null },
    iratech_signups: { help: "IRACONNECT signups in all.", value: signups },
    iratech_db_pool_connections: { help: "PostgreSQL pool: connections open.", value: pool?.total ?? null },
    iratech_db_pool_idle: { help: "PostgreSQL pool: connections idle.", value: pool?.idle ?? null },
    iratech_db_pool_waiting: { help: "PostgreSQL pool: queries waiting for a connection.", value: pool?.waiting ?? null },
  };
}
