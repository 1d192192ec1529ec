/**
 * The site's menus (issue 26.4, decision 031): stored as the site setting "navigation", kept in
 * memory per process like the company's facts (the root loader runs on every render and must not
 * query), set at once by the instance that saves, and reloaded by every instance when the
 * site_settings trigger announces 'settings' (site-settings.server.ts reloads them with the rest;
 * server/index.ts then drops every cached page, as the header and footer are on each). Until staff
 * save, today's menus from code (`defaultMenus`), which the prerendered pages carry too.
 */
import { defaultMenus } from "../lib/navigation.ts";
import { SiteMenusSchema, type SiteMenus } from "../lib/schemas/navigation.ts";
import { singleton } from "../lib/server/singleton.server.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import { getSetting, setSetting } from "../models/site-settings.server.ts";
import { inTransaction } from "../models/transaction.server.ts";
import { logger } from "./logger.server.ts";
import { readSubmission } from "./submission.server.ts";

const state = singleton("site-menus", () => ({
  value: undefined as SiteMenus | undefined,
  loading: undefined as Promise<SiteMenus> | undefined,
  /** Whether `value` differs from the build's menus: worked out when set, read per request. */
  stale: false,
}));
const defaultsText = JSON.stringify(defaultMenus);

/** The stored value as menus: today's menus when nothing (or nothing readable) is stored. */
export function readMenus(stored: unknown): SiteMenus {
  if (!stored || typeof stored !== "object" || Object.keys(stored).length === 0) return defaultMenus;
  const parsed = SiteMenusSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  logger.warn({ issues: parsed.error.issues.slice(0, 3) }, "the stored navigation is not readable; showing the default menus");
  return defaultMenus;
}

function setMenus(value: SiteMenus): SiteMenus {
  state.value = value;
  state.stale = JSON.stringify(value) !== defaultsText;
  return value;
}

/** Reads the stored menus into memory; concurrent calls share one query. */
export function reloadMenus(): Promise<SiteMenus> {
  state.loading ??= getSetting("navigation")
    .then((stored) => setMenus(readMenus(stored)))
    .finally(() => (state.loading = undefined));
  return state.loading;
}

/** The menus, loaded on first use; without a database (the build's prerender) today's menus. */
export async function siteMenus(): Promise<SiteMenus> {
  if (state.value) return state.value;
  try {
    return await reloadMenus();
  } catch (error) {
    logger.debug({ err: error }, "navigation not loaded; using the default menus");
    return defaultMenus;
  }
}

/** True when the menus differ from those the build baked into the prerendered pages. */
export function menusDifferFromBuild(): boolean {
  return state.stale;
}

export type MenusOutcome =
  | { ok: true; menus: SiteMenus }
  | { ok: false; status: 400 | 413 | 415; error: string; fieldErrors: Record<string, string[]> };

const MAX_BYTES = 96 * 1024;

/** The navigation form's POST: every menu at once, parsed with the form's schema; stored and audited in one transaction. */
export async function submitMenus(request: Request, actor: Actor & { actorUserId: string }): Promise<MenusOutcome> {
  const read = await readSubmission(request, SiteMenusSchema, { maxBytes: MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message, fieldErrors: {} };
  const { submission } = read;
  if (submission.status !== "success") {
    const fieldErrors = Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, messages]) => messages?.length)) as Record<string, string[]>;
    return { ok: false, status: 400, error: "Please correct the fields marked below.", fieldErrors };
  }
  const value = submission.value;
  await inTransaction(async (tx) => {
    const previous = readMenus(await setSetting("navigation", value as unknown as Record<string, unknown>, { id: actor.actorUserId }, tx));
    const changed = (Object.keys(value) as (keyof SiteMenus)[]).filter((key) => JSON.stringify(value[key]) !== JSON.stringify(previous[key]));
    await recordAudit({ ...actor, action: "navigation.update", entityType: "site_settings", entityId: "navigation", details: { changed } }, tx);
  });
  setMenus(value);
  return { ok: true, menus: value };
}
