import type { Capability } from "#app/lib/roles.ts";
import { requireStaff } from "#app/routes/_shared/require-staff.server.ts";

/** An Inbox page's data: the latest records, shaped for the page, and how many there are in each state. */
export async function loadInboxPage<Row, Item, Counts>(
  request: Request,
  capability: Capability,
  read: { rows: () => Promise<Row[]>; counts: () => Promise<Counts> },
  toItem: (row: Row) => Item,
) {
  await requireStaff(request, capability);
  const [rows, counts] = await Promise.all([read.rows(), read.counts()]);
  return { counts, items: rows.map(toItem) };
}
