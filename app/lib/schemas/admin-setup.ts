import { passwordField, staffEmailField } from "./admin-login.ts";
import { storable } from "./fields.ts";
import { z } from "./zod.ts";

/** A staff link's token as it travels in a URL or a hidden field: 128 random bits, base64url. */
export const staffTokenField = z.string().trim().regex(/^[A-Za-z0-9_-]{22}$/, "This link is not valid.");

/** A new password as typed; the breached list, repetitions and context words are the server's (passwordWeaknesses). */
export const newPasswordField = passwordField;

/** A staff member's name as they give it (setup, invitation, account page). */
export const staffNameField = z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100, "Name is too long").check(storable("Name"));

/** The first-run form at /admin-setup: the owner's name, e-mail and password. */
export const adminSetupSchema = z.object({
  token: staffTokenField,
  name: staffNameField,
  email: staffEmailField,
  password: newPasswordField,
});

export type AdminSetupInput = z.infer<typeof adminSetupSchema>;
