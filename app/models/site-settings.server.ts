/**
 * Site-wide settings (table site_settings): one JSON value per key, with when and by whom it was
 * last changed. Every setting is named and typed in `siteSettingDefaults`; a key without a row
 * reads as its default, so a new setting needs no migration.
 */
import { eq, sql } from "drizzle-orm";
import { db, type Db } from "../../db/client.server.ts";
import { siteSettings } from "../../db/schema.ts";

/** Every setting and its value when nobody has set it. */
export const siteSettingDefaults = {
  /** Every staff account must sign in with a second factor (issue 13.6); only owners change it. */
  "security.requireTwoFactor": false as boolean,
  /**
   * The company's facts (issue 14.8), a JSON object read through `readCompanySettings`
   * (app/lib/schemas/site-settings.ts), merged over today's values; {} means all defaults.
   */
  company: {} as Record<string, unknown>,
  /**
   * The header, Products and footer menus (issue 26.4), a JSON object read through
   * `SiteMenusSchema` (app/lib/schemas/navigation.ts); {} means today's menus.
   */
  navigation: {} as Record<string, unknown>,
  /**
   * The /blog and /case-studies hubs' title, description, keywords and hero, a JSON object read
   * through `readContentHubs` (app/lib/schemas/content-hubs.ts); {} means today's words.
   */
  hubs: {} as Record<string, unknown>,
};

export type SiteSettingKey = keyof typeof siteSettingDefaults;
export type SiteSettingValue<K extends SiteSettingKey> = (typeof siteSettingDefaults)[K];

/** Whether a stored value has the shape of the setting's default (a value stored by an older version may not). */
function sameShape(stored: unknown, fallback: unknown): boolean {
  if (fallback === null) return stored === null;
  if (Array.isArray(fallback)) return Array.isArray(stored);
  return typeof stored === typeof fallback;
}

/** The setting's value, or its default when it was never set (or holds a value of another shape). */
export async function getSetting<K extends SiteSettingKey>(key: K, executor: Db = db()): Promise<SiteSettingValue<K>> {
  const [row] = await executor.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  const fallback = siteSettingDefaults[key];
  return row && sameShape(row.value, fallback) ? (row.value as SiteSettingValue<K>) : fallback;
}

/**
 * Stores the setting's value as changed by `actor` (a user id, or null for the command line) and
 * returns the value it had before.
 */
export async function setSetting<K extends SiteSettingKey>(
  key: K,
  value: SiteSettingValue<K>,
  actor: { id: string } | null,
  executor: Db = db(),
): Promise<SiteSettingValue<K>> {
  return executor.transaction(async (tx) => {
    const before = await getSetting(key, tx);
    const now = new Date();
    await tx
      .insert(siteSettings)
      .values({ key, value: sql`${JSON.stringify(value)}::jsonb`, updatedAt: now, updatedBy: actor?.id ?? null })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: sql`excluded.value`, updatedAt: now, updatedBy: actor?.id ?? null },
      });
    return before;
  });
}
