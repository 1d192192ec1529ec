/**
 * Passkeys (decision 038): the JSON bodies the browser posts while adding a passkey or signing in
 * with one, and the passkeys page's forms (rename, remove). The shapes are WebAuthn's
 * RegistrationResponseJSON / AuthenticationResponseJSON with every string bounded, so a hostile body
 * is a 400 before any decoding.
 */
import { z } from "./zod.ts";

export const PASSKEY_NAME_MAX = 60;
const NAME_MESSAGE = "Give the passkey a name";

export const passkeyNameField = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .min(1, NAME_MESSAGE)
  .max(PASSKEY_NAME_MAX, `The name is at most ${PASSKEY_NAME_MAX} characters`)
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), "The name cannot contain control characters");

const base64url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/, "Not base64url");
const transports = z.array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"])).max(8);
const attachment = z.enum(["platform", "cross-platform"]).optional();
/** Extension outputs are not used; only their size is bounded (the body's byte cap does the rest). */
const extensions = z.record(z.string().max(64), z.unknown()).optional().default({});

export const registrationResponseSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: transports.optional(),
    authenticatorData: base64url(16_384).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensions,
});

export const authenticationResponseSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(256).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensions,
});

/** POST /admin-dashboard/account/passkeys/register: first the options, then the authenticator's answer. */
export const passkeyRegisterSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("options") }),
  z.object({ step: z.literal("verify"), name: passkeyNameField, response: registrationResponseSchema }),
]);

/**
 * POST /admin-login/passkey: the options for a sign-in with a passkey alone ("sign-in") or for the
 * second step of a pending sign-in ("second-factor"), then the signed answer.
 */
export const passkeyLoginSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("options"), purpose: z.enum(["sign-in", "second-factor"]) }),
  z.object({ step: z.literal("verify"), response: authenticationResponseSchema, redirectTo: z.string().max(500).optional().catch(undefined) }),
]);

/** The passkeys page's forms, one per button. */
export const passkeysPageSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rename"), id: z.uuid("Unknown passkey"), name: passkeyNameField }),
  z.object({ intent: z.literal("remove"), id: z.uuid("Unknown passkey") }),
]);

export const PASSKEY_FAILED_MESSAGE = "The passkey could not be checked. Please try again.";
export const PASSKEY_UNKNOWN_MESSAGE = "This passkey is not registered here. Sign in with your password.";
export const PASSKEY_EXPIRED_MESSAGE = "The passkey request has expired. Please try again.";
export const PASSKEY_NEEDS_TWO_FACTOR_MESSAGE = "Turn on two-factor sign-in with an authenticator app first: its recovery codes are your way back if a passkey is lost.";
