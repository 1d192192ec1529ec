import { z } from "./zod.ts";

/** A staff link's token as it travels in a URL or a hidden field: 128 random bits, base64url. */
export const staffTokenField = z.string().trim().regex(/^[A-Za-z0-9_-]{22}$/, "This link is not valid.");

/**
 * A new password as typed: length only here (the browser can check it); the breached list, the
 * repetitions and the context words are checked on the server (passwordWeaknesses).
 */
export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(1024, "Password is too long");

/** The first-run form at /admin-setup: the owner's name, e-mail and password. */
export const adminSetupSchema = z.object({
  token: staffTokenField,
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100, "Name is too long"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email is too long")
    .pipe(z.email("Invalid email address")),
  password: newPasswordField,
});

export type AdminSetupInput = z.infer<typeof adminSetupSchema>;
