import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { instanceSecrets } from "../../db/schema.ts";
import { sharedSecret } from "#app/models/instance-secrets.server.ts";
import { resetSigningKeyCache, useSharedSigningKey } from "#app/services/secrets.server.ts";
import { sign, unsign } from "#app/services/signing.server.ts";

// Issue 16.6: instances on one PostgreSQL server without SESSION_SECRET sign with one key, kept in
// the database by whichever instance booted first. Each "instance" below is a process that has
// forgotten its key and loads it again at boot.
describe("one signing key for every instance, kept in the database", () => {
  it("the first boot stores a key; a later boot (another instance) gets the same one, so its cookies verify", async () => {
    await db().delete(instanceSecrets);
    resetSigningKeyCache();
    const first = await useSharedSigningKey();
    const cookie = sign("member", "member-id-1");

    resetSigningKeyCache();
    const second = await useSharedSigningKey();
    expect(second.equals(first)).toBe(true);
    expect(unsign("member", cookie)).toBe("member-id-1");
    expect(await db().select().from(instanceSecrets)).toHaveLength(1);
  });

  it("instances booting at the same moment agree on one key", async () => {
    await db().delete(instanceSecrets);
    const keys = await Promise.all(Array.from({ length: 8 }, (_, i) => sharedSecret("race", `candidate-${i}`)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^candidate-\d$/);
  });

  it("a database with another key (another install) does not verify this one's cookies", async () => {
    await db().delete(instanceSecrets);
    resetSigningKeyCache();
    await useSharedSigningKey();
    const cookie = sign("member", "member-id-2");
    await db().delete(instanceSecrets);
    resetSigningKeyCache();
    await useSharedSigningKey();
    expect(unsign("member", cookie)).toBeNull();
  });

  it("a damaged stored key is refused with a message that says what to do", async () => {
    await db().delete(instanceSecrets);
    await db().insert(instanceSecrets).values({ name: "signing-key", value: "short" });
    resetSigningKeyCache();
    await expect(useSharedSigningKey()).rejects.toThrow(/damaged: delete its row or set SESSION_SECRET/);
    await db().delete(instanceSecrets);
    resetSigningKeyCache();
  });
});
