/**
 * The IRACONNECT signup (SPEC §3 fields and options, §5 messages). One schema for the signup modal,
 * the on-page form without JavaScript, and the server endpoint, which parses every body with it.
 * Parsing also normalises: names trimmed, the e-mail trimmed and lower-cased, the phone stripped of
 * spaces, dashes and parentheses.
 */
import { z } from "./zod.ts";
import { storable } from "./fields.ts";
import { COUNTRY_OPTIONS, NAME_MAX, EMAIL_MAX, PHONE_INPUT_MAX, UTM_MAX, USER_AGENT_MAX, REFERRAL_CODE_MAX, REF_ID_PATTERN, ROLE_OPTIONS } from "./iraconnect-options.ts";

export { COUNTRY_OPTIONS, ROLE_OPTIONS, NAME_MAX, EMAIL_MAX, PHONE_INPUT_MAX, UTM_MAX, USER_AGENT_MAX, REFERRAL_CODE_MAX, REF_ID_PATTERN } from "./iraconnect-options.ts";

export const signupMessages = {
  nameRequired: "Name is required",
  nameShort: "Name must be at least 2 characters",
  nameLong: "Name must be at most 100 characters",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number",
  country: "Please select your country",
  role: "Please select your role",
} as const;


/** SPEC §5: optional plus, a non-zero first digit, then up to 15 more digits. */
const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

/** Removes what people type between digits (spaces, dashes, parentheses). */
export function stripPhone(value: string): string {
  return value.replace(/[\s\-()]/g, "");
}

/**
 * A text field: a missing value and an empty (after trimming) value both get `required`; anything
 * that is not text (a JSON number, an object) gets `wrongType`, so an API client learns what is wrong.
 */
function text(required: string, wrongType: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : wrongType) })
    .trim()
    .min(1, { error: required, abort: true });
}

/**
 * An optional text field: missing, null and empty all mean "not given". With a label, the value is
 * stored as sent and must be text PostgreSQL can keep.
 */
function optionalText(max: number, tooLong: string, wrongType: string, storedAs?: string) {
  const checked = z.string({ error: wrongType }).max(max, tooLong);
  return z.preprocess(
    (value) => (value === null || value === "" ? undefined : value),
    (storedAs ? checked.check(storable(storedAs)) : checked).transform((v) => v.trim() || undefined).optional(),
  );
}

function choice<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message });
}

export const signupSchema = z.object({
  name: text(signupMessages.nameRequired, "Name must be text")
    .min(2, signupMessages.nameShort)
    .max(NAME_MAX, signupMessages.nameLong)
    .check(storable("Name")),
  email: text(signupMessages.emailRequired, "Email must be text")
    .max(EMAIL_MAX, { error: signupMessages.emailInvalid, abort: true })
    .toLowerCase()
    .pipe(z.email({ error: signupMessages.emailInvalid })),
  phone: text(signupMessages.phoneRequired, "Phone number must be text")
    .max(PHONE_INPUT_MAX, { error: signupMessages.phoneInvalid, abort: true })
    .transform(stripPhone)
    // Its own message too: Conform reads a phone of only spaces and dashes, stripped to "", as missing.
    .pipe(z.string({ error: signupMessages.phoneInvalid }).regex(PHONE_PATTERN, signupMessages.phoneInvalid)),
  country: choice(COUNTRY_OPTIONS, signupMessages.country),
  role: choice(ROLE_OPTIONS, signupMessages.role),
  // Attribution: a code that cannot be a referral code is dropped (ignored, never an error).
  referralCode: optionalText(REFERRAL_CODE_MAX, "Referral code is too long", "Referral code must be text").transform((v) =>
    v && REF_ID_PATTERN.test(v) ? v : undefined,
  ),
  utmSource: optionalText(UTM_MAX, `UTM values must be at most ${UTM_MAX} characters`, "UTM values must be text", "A UTM value"),
  utmMedium: optionalText(UTM_MAX, `UTM values must be at most ${UTM_MAX} characters`, "UTM values must be text", "A UTM value"),
  utmCampaign: optionalText(UTM_MAX, `UTM values must be at most ${UTM_MAX} characters`, "UTM values must be text", "A UTM value"),
  utmTerm: optionalText(UTM_MAX, `UTM values must be at most ${UTM_MAX} characters`, "UTM values must be text", "A UTM value"),
  utmContent: optionalText(UTM_MAX, `UTM values must be at most ${UTM_MAX} characters`, "UTM values must be text", "A UTM value"),
  userAgent: optionalText(USER_AGENT_MAX, `User agent must be at most ${USER_AGENT_MAX} characters`, "User agent must be text", "User agent"),
  // SPEC §3 sends sourceIp empty; the server takes the address from the connection instead.
  sourceIp: z.unknown().optional().transform(() => undefined),
});

export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

/** The fields a person fills in, in form order (for focusing the first error). */
export const SIGNUP_FIELDS = ["name", "email", "phone", "country", "role"] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/** The answer of the signup endpoint (SPEC §3 response fields, plus per-field messages on 400). */
export type SignupAnswer = {
  success: boolean;
  error: string | null;
  refId: string | null;
  totalSignups: number | null;
  fieldErrors?: Partial<Record<string, string[]>>;
};
