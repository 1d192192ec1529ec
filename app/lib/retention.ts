/**
 * How long IRACONNECT signups and contact messages are kept before the admin's purge removes them
 * (issue 15): the number the purge uses, and the one the privacy policy's words name as
 * `{retentionMonths}` (app/lib/blocks/site-facts.ts).
 */
export const RETENTION_MONTHS = 24;
