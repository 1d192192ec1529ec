/**
 * Secrets the instances on one PostgreSQL server share (issue 16.6). `sharedSecret` returns the
 * stored value of `name`, storing `candidate` first when there is none: concurrent first boots
 * agree, because exactly one insert wins and every caller then reads the winner.
 */
import { eq } from "drizzle-orm";
import { db } from "../../db/client.server.ts";
import { instanceSecrets } from "../../db/schema.ts";

export async function sharedSecret(name: string, candidate: string): Promise<string> {
  await db().insert(instanceSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db().select({ value: instanceSecrets.value }).from(instanceSecrets).where(eq(instanceSecrets.name, name));
  if (!row) throw new Error(`The shared secret ${name} could not be stored.`);
  return row.value;
}
