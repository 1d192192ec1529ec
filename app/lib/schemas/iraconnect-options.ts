/** SPEC §3: the signup's choices and limits, apart from its schema so that the form loads zod only on use (issue 15). */
export const COUNTRY_OPTIONS = [
  "United States",
  "Canada",
  "United Kingdom",
  "Germany",
  "France",
  "India",
  "Australia",
  "Netherlands",
  "Singapore",
  "UAE",
  "Other",
] as const;

export const ROLE_OPTIONS = [
  "Software Engineer",
  "Product Manager",
  "Data Scientist",
  "Designer",
  "Marketing Manager",
  "Sales Professional",
  "Consultant",
  "Entrepreneur",
  "Student",
  "Other",
] as const;

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** Longest phone input we read; the digits rule (SPEC §9: up to 16) is checked after stripping. */
export const PHONE_INPUT_MAX = 40;
export const UTM_MAX = 200;
export const USER_AGENT_MAX = 1000;
export const REFERRAL_CODE_MAX = 200;

/** A stored referral code: what `newRefId` makes (and a little slack for older codes). */
export const REF_ID_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;
