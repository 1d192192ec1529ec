/**
 * Search across the admin (issue 28): posts, case studies, pages, the Proof screen's testimonials,
 * clients and people, media, signups, messages and staff, each only for a role that may open it
 * (app/lib/roles.ts), each with the address that opens it. A person who searches too often (120 a minute) is told to wait.
 */
import { can, type Capability, type StaffRole } from "../lib/roles.ts";
import { adminPaths } from "../lib/paths.ts";
import { SEARCH_KIND_LABELS } from "../lib/schemas/admin-search.ts";
import { searchKind, searchKinds, type SearchHit, type SearchKind } from "../models/admin-search.server.ts";
import { hitLimit } from "./rate-limit.server.ts";

/** Matches shown of each kind. */
export const SEARCH_PER_KIND = 5;

/** The capability that opens each kind's screen. */
const KIND_CAPABILITY: Record<SearchKind, Capability> = {
  post: "content",
  case_study: "content",
  page: "content",
  testimonial: "content",
  client: "content",
  proof_person: "content",
  media: "media",
  signup: "signups",
  message: "inbox",
  person: "staff",
};

/** The Proof screen on the record's tab with the record in its form. */
function proofHref(tab: "testimonials" | "clients" | "people", id: string): string {
  return `${adminPaths.proof}?${new URLSearchParams({ tab, edit: id })}`;
}

function hrefOf(hit: SearchHit): string {
  switch (hit.kind) {
    case "post":
      return adminPaths.blogEdit(hit.id);
    case "case_study":
      return adminPaths.caseStudyEdit(hit.id);
    case "page":
      return adminPaths.pageEdit(hit.id);
    case "testimonial":
      return proofHref("testimonials", hit.id);
    case "client":
      return proofHref("clients", hit.id);
    case "proof_person":
      return proofHref("people", hit.id);
    case "media":
      return `${adminPaths.media}?${new URLSearchParams({ q: hit.title })}`;
    case "signup":
      return `${adminPaths.signups}?${new URLSearchParams({ q: hit.detail.split(" • ")[0] ?? "" })}`;
    case "message":
      return adminPaths.inbox;
    case "person":
      return adminPaths.staff;
  }
}

export type SearchResult = { kind: SearchKind; group: string; id: string; title: string; detail: string; href: string };

/** The kinds `role` may search. */
export function searchableKinds(role: StaffRole): SearchKind[] {
  return searchKinds.filter((kind) => can(role, KIND_CAPABILITY[kind]));
}

/** Up to five matches of each kind `role` may see, kinds in the sidebar's order. */
export async function searchAdmin(role: StaffRole, q: string): Promise<SearchResult[]> {
  const groups = await Promise.all(searchableKinds(role).map((kind) => searchKind(kind, q, SEARCH_PER_KIND)));
  return groups.flat().map((hit) => ({ ...hit, group: SEARCH_KIND_LABELS[hit.kind], href: hrefOf(hit) }));
}

/** Counts one search of `userId`: whether it may go on, and when to try again if not. */
export async function allowSearch(userId: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const result = await hitLimit("adminSearch", userId);
  return { allowed: result.allowed, retryAfterSeconds: result.retryAfterSeconds };
}
