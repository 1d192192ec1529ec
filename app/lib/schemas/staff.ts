/**
 * The forms of staff management (issue 13.3-13.5): the Staff screen's buttons, the invitation,
 * forgotten-password and reset pages, and the account page. The browser and the server parse with
 * the same schemas; the password rules beyond length are the server's (passwordWeaknesses).
 */
import { staffRoles } from "../roles.ts";
import { passwordField, staffEmailField } from "./admin-login.ts";
import { newPasswordField, staffNameField, staffTokenField } from "./admin-setup.ts";
import { z } from "./zod.ts";

const id = z.uuid({ error: "Unknown record." });
const role = z.enum(staffRoles, { error: "Choose a role." });

/** Every button of the Staff screen. */
export const StaffActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("invite"), email: staffEmailField, role }),
    z.object({ intent: z.literal("resend"), id }),
    z.object({ intent: z.literal("revoke"), id }),
    z.object({ intent: z.literal("role"), userId: id, role }),
    z.object({ intent: z.literal("deactivate"), userId: id }),
    z.object({ intent: z.literal("reactivate"), userId: id }),
    z.object({ intent: z.literal("unlock"), userId: id }),
  ],
  { error: "Unknown action." },
);
export type StaffAction = z.output<typeof StaffActionSchema>;

/** The invitation page: the invitee's name and password. */
export const AcceptInviteSchema = z.object({ token: staffTokenField, name: staffNameField, password: newPasswordField });

/** /admin-forgot-password. */
export const ForgotPasswordSchema = z.object({ email: staffEmailField });

/** /admin-reset-password. */
export const ResetPasswordSchema = z.object({ token: staffTokenField, password: newPasswordField });

/** Every form of the account page. */
export const AccountActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("name"), name: staffNameField }),
    z.object({ intent: z.literal("password"), currentPassword: passwordField, password: newPasswordField }),
    z.object({ intent: z.literal("email"), email: staffEmailField, currentPassword: passwordField }),
    z.object({ intent: z.literal("sign-out-session"), sessionId: id }),
    z.object({ intent: z.literal("sign-out-others") }),
  ],
  { error: "Unknown action." },
);
export type AccountAction = z.output<typeof AccountActionSchema>;

/** /admin-confirm-email's button. */
export const ConfirmEmailSchema = z.object({ token: staffTokenField });
