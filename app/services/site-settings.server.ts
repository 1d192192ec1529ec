/**
 * The company's facts (issue 14.8) as every page and mail reads them: kept in memory per process
 * (the root loader runs on every render and must not query), loaded at start, set at once by the
 * instance that saves, and reloaded by every instance when the database announces the change
 * (site_settings' trigger, pg_notify topic "settings" → realtime.server.ts → server/index.ts). See
 * docs/decisions/022-site-settings.md. The two-factor requirement (decision 019), asked on every
 * admin request, is kept and reloaded the same way.
 */
import { inTransaction } from "../models/transaction.server.ts";
import { singleton } from "../lib/server/singleton.server.ts";
import { companyDefaults, companySettingsSchema, readCompanySettings, type CompanySettings } from "../lib/schemas/site-settings.ts";
import { holdMedia } from "../models/media.server.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import { getSetting, setSetting } from "../models/site-settings.server.ts";
import { readSubmission } from "./submission.server.ts";
import { logger } from "./logger.server.ts";
import { subscribe } from "./realtime.server.ts";
import { menusDifferFromBuild, reloadMenus } from "./navigation.server.ts";
import { reloadContentHubs } from "./content-hubs.server.ts";

// Shared by the server entry (the fast path asks whether prerendered pages are stale) and the bundle.
const state = singleton("company-settings", () => ({
  value: undefined as CompanySettings | undefined,
  loading: undefined as Promise<CompanySettings> | undefined,
  /** Whether `value` differs from the build's defaults: worked out when it is set, read per request. */
  stale: false,
}));
const defaultsText = JSON.stringify(companyDefaults);

function setCompanySettings(value: CompanySettings): CompanySettings {
  state.value = value;
  state.stale = JSON.stringify(value) !== defaultsText;
  return value;
}

/** The settings this process knows (the defaults before they were first loaded, e.g. at build). */
export function currentCompanySettings(): CompanySettings {
  return state.value ?? companyDefaults;
}

/** Reads the stored settings into memory; concurrent calls share one query. */
export function reloadCompanySettings(): Promise<CompanySettings> {
  state.loading ??= getSetting("company")
    .then((stored) => setCompanySettings(readCompanySettings(stored)))
    .finally(() => (state.loading = undefined));
  return state.loading;
}

/**
 * The settings, loaded on first use when a database is open; without one (the prerender at build)
 * the defaults, which are what prerendered pages carry.
 */
export async function companySettings(): Promise<CompanySettings> {
  if (state.value) return state.value;
  try {
    return await reloadCompanySettings();
  } catch (error) {
    logger.debug({ err: error }, "site settings not loaded; using the defaults");
    return companyDefaults;
  }
}

/**
 * True when the settings differ from the defaults the build baked into the prerendered pages:
 * those pages (and their .data) are then rendered per request instead of served as stored.
 */
export function prerenderedPagesStale(): boolean {
  // Asked several times per request (fast path, static files, HTML cache): a stored answer. The
  // menus are in every page too (issue 26.4).
  return state.stale || menusDifferFromBuild();
}

export type SettingsOutcome =
  | { ok: true; settings: CompanySettings }
  | { ok: false; status: 400 | 413 | 415; error: string; fieldErrors: Record<string, string[]> };

const MAX_BYTES = 16 * 1024;

/** The settings form's POST: parsed with the form's schema; stored, audited and announced in one transaction. */
export async function submitCompanySettings(request: Request, actor: Actor & { actorUserId: string }): Promise<SettingsOutcome> {
  const read = await readSubmission(request, companySettingsSchema, { maxBytes: MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message, fieldErrors: {} };
  const { submission } = read;
  if (submission.status !== "success") {
    const fieldErrors = (submission.error ?? {}) as Record<string, string[]>;
    return { ok: false, status: 400, error: "Please correct the fields marked below.", fieldErrors };
  }
  const value = submission.value;
  const held = await inTransaction(async (tx) => {
    // The image is held until the save commits: a delete in the library waits, then finds it in use.
    if (value.shareImageMediaId && !(await holdMedia(value.shareImageMediaId, tx))) return false;
    const previous = await setSetting("company", value as unknown as Record<string, unknown>, { id: actor.actorUserId }, tx);
    const old = readCompanySettings(previous);
    const changed = (Object.keys(value) as (keyof CompanySettings)[]).filter((key) => JSON.stringify(value[key]) !== JSON.stringify(old[key]));
    await recordAudit({ ...actor, action: "settings.update", entityType: "site_settings", entityId: "company", details: { changed } }, tx);
    // The table's trigger announces the change on commit (migration 0014): every instance reloads its
    // copy and drops its cached pages (server/index.ts).
    return true;
  });
  if (!held) {
    const message = "Default share image: choose an image from the media library";
    return { ok: false, status: 400, error: message, fieldErrors: { shareImageMediaId: [message] } };
  }
  setCompanySettings(value);
  return { ok: true, settings: value };
}

// ---------------------------------------------------------------------------------------------
// The two-factor requirement (decision 019): asked by every admin request, so kept in memory too.

const twoFactor = singleton("two-factor-requirement", () => ({
  required: undefined as boolean | undefined,
  /** Counts reads and changes: a read answered after a later read or change started is dropped. */
  generation: 0,
}));

/** Reads the stored requirement into memory. */
export async function reloadTwoFactorRequirement(): Promise<boolean> {
  const generation = ++twoFactor.generation;
  const required = await getSetting("security.requireTwoFactor");
  if (generation === twoFactor.generation) twoFactor.required = required;
  return required;
}

/** Whether every staff account must use two-factor sign-in: from memory, read on first use. */
export async function twoFactorRequired(): Promise<boolean> {
  return twoFactor.required ?? (await reloadTwoFactorRequirement());
}

/** The requirement as this instance just stored it (the others reload on the trigger's 'settings'). */
export function rememberTwoFactorRequirement(required: boolean): void {
  twoFactor.generation++;
  twoFactor.required = required;
}

// ---------------------------------------------------------------------------------------------
// Every setting kept in memory.

/** Reads every setting kept in memory again: at start (server/app.ts) and on each change. */
export async function reloadSiteSettings(): Promise<void> {
  await Promise.all([reloadCompanySettings(), reloadTwoFactorRequirement(), reloadMenus(), reloadContentHubs()]);
}

/**
 * Keeps this instance's settings current: on the database's announcement (topic 'settings', sent by
 * the site_settings trigger for a save on any instance or a change in SQL) reads them again, then
 * calls `reloaded` (server/index.ts drops its cached pages), also when the read failed. Returns the
 * unsubscribe.
 */
export function followSettingsChanges(reloaded: () => void = () => {}): () => void {
  return subscribe((event) => {
    if (event.topic !== "settings") return;
    void reloadSiteSettings()
      .catch((error: unknown) => logger.error({ err: error }, "could not reload the site settings"))
      .finally(reloaded);
  });
}
