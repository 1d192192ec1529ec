/**
 * `npm run admin:create`'s one write, shared by the command (when it can open the database itself)
 * and by the running server's local socket (when the embedded database is held by the server;
 * decision 012): make the account an active owner with the given password hash, and audit it.
 */
import { z } from "zod";
import { defaultExecutor, type Executor } from "../models/transaction.server.ts";
import { actorOf, recordAudit } from "../models/audit-log.server.ts";
import { disableTwoFactor } from "../models/two-factor.server.ts";
import { createOrPromoteAdmin } from "../models/users.server.ts";
import { unlockAccount } from "./login-throttle.server.ts";

/** What the command sends to the server's socket: the e-mail and a hash made by the command. */
export const commandLineOwnerRequest = z.object({
  email: z.email().max(254),
  passwordHash: z.string().regex(/^\$scrypt\$ln=\d{1,2},r=\d{1,2},p=\d{1,2}\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/).max(300),
  /** `--remove-two-factor`: the way back in for an owner who lost the phone and the recovery codes. */
  removeTwoFactor: z.boolean().optional(),
});

export type CommandLineOwnerResult = { userId: string; created: boolean; promoted: boolean; twoFactorRemoved?: boolean };

export async function createOwnerFromCommandLine(
  email: string,
  passwordHash: string,
  executor: Executor = defaultExecutor(),
  options: { removeTwoFactor?: boolean } = {},
): Promise<CommandLineOwnerResult> {
  const result: CommandLineOwnerResult = await createOrPromoteAdmin(email, passwordHash, executor, "owner");
  const action = result.created ? "admin.create" : result.promoted ? "admin.promote" : "admin.password_reset";
  await recordAudit(
    // No person signs in here: the actor is the command, run on this machine.
    { ...actorOf({ email: "admin:create (command line)" }, {}), action, entityType: "user", entityId: result.userId, details: { email, role: "owner" } },
    executor,
  );
  // The way back in (decision 013): the new password also lifts every sign-in lock (issue 29.2).
  await unlockAccount(email, "admin-create", actorOf({ email: "admin:create (command line)" }, {}), { userId: result.userId }, new Date(), executor);
  if (options.removeTwoFactor) {
    result.twoFactorRemoved = await disableTwoFactor(result.userId, executor);
    if (result.twoFactorRemoved) {
      await recordAudit(
        { ...actorOf({ email: "admin:create (command line)" }, {}), action: "two_factor.disabled", entityType: "user", entityId: result.userId, details: { by: "command line" } },
        executor,
      );
    }
  }
  return result;
}
