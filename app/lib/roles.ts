/**
 * Staff roles and what each may do (issue 13.2): the one table every admin loader and action is
 * checked against (`requireStaff(request, capability)` in app/services/auth.server.ts) and the
 * dashboard navigation is filtered by. Isomorphic: the browser reads it to hide what a role may not
 * use; the server enforces it.
 *
 * - owner: everything, including staff management and the site's security settings;
 * - admin: everything but staff management;
 * - editor: blog posts and case studies only, never any visitor's personal data;
 * - contributor: their own drafts of blog posts, submitted for an editor's review (issue 28,
 *   decision 045): never publishes, schedules or deletes, and reaches no other section.
 */
export const staffRoles = ["owner", "admin", "editor", "contributor"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = { owner: "Owner", admin: "Admin", editor: "Editor", contributor: "Contributor" };

export const roleDescriptions: Record<StaffRole, string> = {
  owner: "Everything, including staff and settings.",
  admin: "Everything but staff management.",
  editor: "Blog posts and case studies only.",
  contributor: "Own drafts of blog posts, published by an editor after review.",
};

const everyone = ["owner", "admin", "editor"] as const satisfies readonly StaffRole[];
/** Every role, contributors included: only the shell, one's own account and one's own drafts. */
const allStaff = ["owner", "admin", "editor", "contributor"] as const satisfies readonly StaffRole[];
const managers = ["owner", "admin"] as const satisfies readonly StaffRole[];
const owners = ["owner"] as const satisfies readonly StaffRole[];

/**
 * Every capability and the roles that hold it. Name the narrowest one that fits a screen: a
 * screen that shows a visitor's personal data (messages, subscribers, signups, exports, the
 * outbox, the audit log) is never an editor's.
 */
export const capabilityRoles = {
  /** The dashboard shell, sign-out, one's own account, password, sessions and two-factor. */
  dashboard: allStaff,
  /**
   * The blog's list and editor: every post for those who hold `content`; a contributor's own drafts
   * only, saved as drafts and submitted for review (the server checks each record, decision 045).
   */
  drafts: allStaff,
  /** Blog posts and case studies: lists, editors, the staff diagnostics of case studies. */
  content: everyone,
  /** Images used by posts and case studies. */
  media: everyone,
  /** Contact messages and their status. */
  inbox: managers,
  /** Newsletter subscribers and newsletter sending. */
  subscribers: managers,
  /** IRACONNECT signups. */
  signups: managers,
  /** Every CSV export (messages, subscribers, signups). */
  exports: managers,
  /** The mail outbox (it holds visitors' addresses and messages). */
  outbox: managers,
  /** The audit log (it holds addresses and IPs). */
  audit: managers,
  /** Privacy requests: a visitor's data exported or erased. */
  privacy: managers,
  /** Site settings. */
  settings: managers,
  /** The header, Products and footer menus, and redirects (issue 26.5). */
  navigation: managers,
  /** Anything else of the admin area that is not content: owners and admins. */
  manage: managers,
  /** Staff accounts, invitations and roles. */
  staff: owners,
  /** Site-wide security settings (require two-factor sign-in). */
  security: owners,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Capability = keyof typeof capabilityRoles;

export const capabilities = Object.keys(capabilityRoles) as Capability[];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}

/** Whether `role` holds `capability`; no role (not staff) holds none. */
export function can(role: StaffRole | null | undefined, capability: Capability): boolean {
  return role != null && (capabilityRoles[capability] as readonly StaffRole[]).includes(role);
}

/** The answer of a signed-in staff member who asks for what their role does not allow. */
export const FORBIDDEN_MESSAGE = "Your role does not give access to this page.";
