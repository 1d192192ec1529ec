/**
 * The content hubs' words (/blog and /case-studies: title, description, keywords, hero), stored as
 * the site setting "hubs" and kept in memory per process like the menus: loaded on first use, set
 * at once by the instance that saves, and reloaded by every instance when the site_settings
 * trigger announces 'settings' (site-settings.server.ts reloads them with the rest; server/index.ts
 * then drops every cached page). Until staff save, today's words (`contentHubDefaults`).
 */
import { contentHubDefaults, type ContentHubs } from "../lib/content-hubs.ts";
import { contentHubsSchema, readContentHubs } from "../lib/schemas/content-hubs.ts";
import { singleton } from "../lib/server/singleton.server.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import { getSetting, setSetting } from "../models/site-settings.server.ts";
import { inTransaction } from "../models/transaction.server.ts";
import { logger } from "./logger.server.ts";
import { readSubmission } from "./submission.server.ts";

const state = singleton("content-hubs", () => ({
  value: undefined as ContentHubs | undefined,
  loading: undefined as Promise<ContentHubs> | undefined,
  /** Counts saves: a read started before a save does not overwrite what the save set. */
  generation: 0,
}));

/** Reads the stored words into memory; concurrent calls share one query. */
export function reloadContentHubs(): Promise<ContentHubs> {
  if (!state.loading) {
    const generation = state.generation;
    state.loading = getSetting("hubs")
      .then((stored) => {
        const value = readContentHubs(stored);
        if (generation === state.generation) state.value = value;
        return state.value ?? value;
      })
      .finally(() => (state.loading = undefined));
  }
  return state.loading;
}

/** The hubs' words, loaded on first use; without a database, today's words. */
export async function contentHubs(): Promise<ContentHubs> {
  if (state.value) return state.value;
  try {
    return await reloadContentHubs();
  } catch (error) {
    logger.debug({ err: error }, "content hubs not loaded; using today's words");
    return contentHubDefaults;
  }
}

export type ContentHubsOutcome =
  | { ok: true; hubs: ContentHubs }
  | { ok: false; status: 400 | 413 | 415; error: string; fieldErrors: Record<string, string[]> };

const MAX_BYTES = 16 * 1024;

/** The hubs form's POST: parsed with the form's schema; stored and audited in one transaction. */
export async function submitContentHubs(request: Request, actor: Actor & { actorUserId: string }): Promise<ContentHubsOutcome> {
  const read = await readSubmission(request, contentHubsSchema, { maxBytes: MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, error: read.message, fieldErrors: {} };
  const { submission } = read;
  if (submission.status !== "success") {
    const fieldErrors = Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, messages]) => messages?.length)) as Record<string, string[]>;
    return { ok: false, status: 400, error: "Please correct the fields marked below.", fieldErrors };
  }
  const value: ContentHubs = submission.value;
  await inTransaction(async (tx) => {
    const previous = readContentHubs(await setSetting("hubs", value as unknown as Record<string, unknown>, { id: actor.actorUserId }, tx));
    const changed = (Object.keys(value) as (keyof ContentHubs)[]).filter((key) => JSON.stringify(value[key]) !== JSON.stringify(previous[key]));
    // The table's trigger announces the change on commit: every instance reloads and drops its cached pages.
    await recordAudit({ ...actor, action: "settings.update", entityType: "site_settings", entityId: "hubs", details: { changed } }, tx);
  });
  state.generation++;
  state.value = value;
  return { ok: true, hubs: value };
}
