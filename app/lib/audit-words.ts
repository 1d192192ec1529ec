/**
 * The audit log in words (issue 28): "Olivia changed the role of eddie@example.com from Editor to
 * Admin" rather than `staff.role_changed user 5f1c...`. Isomorphic and pure: the page calls it
 * with a stored entry; an action it does not know is written with its code, never hidden.
 */
type Details = Record<string, unknown> | null | undefined;

const str = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);
const quoted = (details: Details, key = "title") => {
  const value = str(details?.[key]);
  return value ? `“${value}”` : null;
};
/** "the post “Title”", or "a post" when the entry has no title. */
const named = (noun: string, details: Details) => (quoted(details) ? `the ${noun} ${quoted(details)}` : `a ${noun}`);
/** A delete that moved the record to the trash (issue 28). */
const isTrash = (details: Details) => details?.trash === true;
const cap = (role: unknown) => (typeof role === "string" ? role.charAt(0).toUpperCase() + role.slice(1) : "?");

/** Each action's short name (for the action filter) and its sentence after the person's name. */
const ACTIONS: Record<string, { label: string; words: (details: Details, entity: string | null) => string }> = {
  "auth.sign_in": { label: "Signed in", words: () => "signed in" },
  "auth.sign_in_failed": { label: "Failed sign-in", words: () => "failed to sign in" },
  "auth.sign_out": { label: "Signed out", words: () => "signed out" },
  "auth.two_factor_challenge": { label: "Two-factor step", words: () => "passed the password step of a two-factor sign-in" },
  "auth.two_factor_failed": { label: "Failed two-factor code", words: () => "entered a wrong two-factor code" },
  "auth.recovery_code_used": { label: "Recovery code used", words: () => "signed in with a recovery code" },
  "auth.passkey_used": { label: "Passkey used", words: (d) => `signed in with the passkey ${quoted(d, "name") ?? ""}`.trim() },
  "auth.passkey_failed": { label: "Failed passkey", words: () => "failed to sign in with a passkey" },
  "passkey.added": { label: "Passkey added", words: (d) => `added the passkey ${quoted(d, "name") ?? ""}`.trim() },
  "passkey.add_failed": { label: "Passkey refused", words: () => "tried to add a passkey that could not be checked" },
  "passkey.renamed": { label: "Passkey renamed", words: (d) => `renamed the passkey ${quoted(d, "from") ?? ""} to ${quoted(d, "to") ?? ""}`.replace(/\s+/g, " ").trim() },
  "passkey.removed": { label: "Passkey removed", words: (d) => `removed the passkey ${quoted(d, "name") ?? ""}`.trim() },
  "blog_post.create": { label: "Post created", words: (d) => `created the post ${quoted(d) ?? ""}`.trim() },
  "blog_post.update": { label: "Post changed", words: (d) => `changed the post ${quoted(d) ?? ""}`.trim() },
  "blog_post.delete": { label: "Post deleted", words: (d) => `deleted the post ${quoted(d) ?? ""}`.trim() + (isTrash(d) ? " (to the trash)" : "") },
  "blog_post.restore": { label: "Post restored", words: (d) => `restored an earlier version of the post ${quoted(d) ?? ""}`.trim() },
  "blog_post.publish": { label: "Post published", words: (d) => `published the post ${quoted(d) ?? ""}`.trim() },
  "blog_post.unpublish": { label: "Post unpublished", words: (d) => `unpublished the post ${quoted(d) ?? ""}`.trim() },
  "blog_post.undelete": { label: "Post restored from the trash", words: (d) => `restored ${named("post", d)} from the trash` },
  "blog_post.purge": { label: "Post purged", words: (d) => `deleted ${named("post", d)} for good (30 days in the trash)` },
  "blog_post.submit": { label: "Post submitted for review", words: (d) => `submitted ${named("post", d)} for review` },
  "case_study.create": { label: "Case study created", words: (d) => `created the case study ${quoted(d) ?? ""}`.trim() },
  "case_study.update": { label: "Case study changed", words: (d) => `changed the case study ${quoted(d) ?? ""}`.trim() },
  "case_study.delete": { label: "Case study deleted", words: (d) => `deleted the case study ${quoted(d) ?? ""}`.trim() + (isTrash(d) ? " (to the trash)" : "") },
  "case_study.restore": { label: "Case study restored", words: (d) => `restored an earlier version of the case study ${quoted(d) ?? ""}`.trim() },
  "case_study.publish": { label: "Case study published", words: (d) => `published the case study ${quoted(d) ?? ""}`.trim() },
  "case_study.unpublish": { label: "Case study unpublished", words: (d) => `unpublished the case study ${quoted(d) ?? ""}`.trim() },
  "case_study.undelete": { label: "Case study restored from the trash", words: (d) => `restored ${named("case study", d)} from the trash` },
  "case_study.purge": { label: "Case study purged", words: (d) => `deleted ${named("case study", d)} for good (30 days in the trash)` },
  "media.upload": { label: "Image uploaded", words: () => "uploaded an image" },
  "media.update": { label: "Image changed", words: () => "changed an image's details" },
  "media.delete": { label: "Image deleted", words: () => "deleted an image" },
  "contact.status": { label: "Message status", words: (d) => (str(d?.status) ? `marked a message as ${str(d?.status)}` : "changed a message's status") },
  "blog_post.review_requested": { label: "Submitted for review", words: (d) => `submitted ${named("post", d)} for review` },
  "blog_post.sent_back": { label: "Sent back", words: (d) => `sent ${named("post", d)} back to its writer` },
  "contact.reply": { label: "Message replied", words: (d) => (str(d?.to) ? `replied to a message from ${str(d?.to)}` : "replied to a message") },
  "contact.export": { label: "Messages exported", words: () => "exported the messages as CSV" },
  "signups.export": { label: "Signups exported", words: () => "exported the signups as CSV" },
  "newsletter.export": { label: "Subscribers exported", words: () => "exported the subscribers as CSV" },
  "attribution.export": { label: "Attribution exported", words: () => "exported the attribution report" },
  "newsletter.send_start": { label: "Newsletter sent", words: (d) => `started sending the newsletter ${quoted(d, "subject") ?? ""}`.trim() },
  "newsletter.test_send": { label: "Newsletter test", words: () => "sent a test of a newsletter" },
  "newsletter.schedule": { label: "Newsletter scheduled", words: (d) => `scheduled the newsletter ${quoted(d, "subject") ?? ""}`.trim() },
  "newsletter.cancel": { label: "Newsletter called off", words: (d) => `called off the scheduled newsletter ${quoted(d, "subject") ?? ""}`.trim() },
  "newsletter.results_export": { label: "Newsletter results exported", words: () => "exported a newsletter's clicks as CSV" },
  "newsletter.unsubscribe": { label: "Unsubscribed", words: () => "unsubscribed a subscriber" },
  "privacy.export": { label: "Privacy export", words: () => "exported a person's data" },
  "privacy.erase": { label: "Privacy erasure", words: () => "erased a person's data" },
  "privacy.purge": { label: "Old data purged", words: () => "purged old personal data" },
  "waitlist.places": { label: "Places per referral", words: (d) => `set each referral to move a member up ${typeof d?.to === "number" ? d.to : "?"} places` },
  "waitlist.milestone_create": { label: "Milestone added", words: (d) => `added the milestone ${quoted(d, "name") ?? ""}`.trim() },
  "waitlist.milestone_update": { label: "Milestone changed", words: (d) => `changed the milestone ${quoted(d, "name") ?? ""}`.trim() },
  "waitlist.milestone_delete": { label: "Milestone removed", words: (d) => `removed the milestone ${quoted(d, "name") ?? ""}`.trim() },
  "settings.update": { label: "Settings changed", words: () => "changed the site settings" },
  "settings.changed": { label: "Settings changed", words: () => "changed the site settings" },
  "admin.create": { label: "Owner created (command line)", words: (d) => `created the owner account ${str(d?.email) ?? ""}`.trim() },
  "admin.promote": { label: "Made owner (command line)", words: (d) => `made ${str(d?.email) ?? "an account"} an owner` },
  "admin.password_reset": { label: "Password set (command line)", words: (d) => `set a new password for ${str(d?.email) ?? "an account"}` },
  "staff.setup": { label: "Owner set up", words: () => "created the first owner account" },
  "staff.invite": { label: "Invitation sent", words: (d, e) => `invited ${str(d?.email) ?? e ?? "someone"}${str(d?.role) ? ` as ${cap(d?.role)}` : ""}` },
  "staff.invite_accepted": { label: "Invitation accepted", words: () => "accepted an invitation" },
  "staff.invite_revoked": { label: "Invitation revoked", words: (d) => `revoked the invitation of ${str(d?.email) ?? "someone"}` },
  "staff.role_changed": {
    label: "Role changed",
    words: (d) => `changed the role of ${str(d?.email) ?? "an account"} from ${cap(d?.from)} to ${cap(d?.to)}`,
  },
  "staff.deactivated": { label: "Account deactivated", words: (d) => `deactivated ${str(d?.email) ?? "an account"}` },
  "staff.reactivated": { label: "Account reactivated", words: (d) => `reactivated ${str(d?.email) ?? "an account"}` },
  "staff.name_changed": { label: "Name changed", words: () => "changed their name" },
  "staff.email_change_requested": { label: "E-mail change asked", words: () => "asked to change their e-mail address" },
  "staff.email_changed": { label: "E-mail changed", words: () => "changed their e-mail address" },
  "staff.password_changed": { label: "Password changed", words: () => "changed their password" },
  "staff.password_reset": { label: "Password reset", words: () => "reset their password" },
  "staff.reset_requested": { label: "Reset asked", words: () => "asked for a password reset" },
  "staff.session_revoked": { label: "Session ended", words: () => "signed out one of their sessions" },
  "staff.sessions_revoked": { label: "Sessions ended", words: () => "signed out their other sessions" },
  "webhook.create": { label: "Webhook added", words: (d) => `added the webhook endpoint ${str(d?.url) ?? ""}`.trim() },
  "webhook.enable": { label: "Webhook enabled", words: (d) => `enabled the webhook endpoint ${str(d?.url) ?? ""}`.trim() },
  "webhook.disable": { label: "Webhook disabled", words: (d) => `disabled the webhook endpoint ${str(d?.url) ?? ""}`.trim() },
  "webhook.rotate_secret": { label: "Webhook secret rotated", words: (d) => `made a new signing secret for the webhook endpoint ${str(d?.url) ?? ""}`.trim() },
  "webhook.delete": { label: "Webhook deleted", words: (d) => `deleted the webhook endpoint ${str(d?.url) ?? ""}`.trim() },
  "webhook.test": { label: "Webhook test", words: (d) => `sent a test event to ${str(d?.url) ?? "a webhook endpoint"}` },
  "webhook.replay": { label: "Webhook replayed", words: (d) => `sent the ${str(d?.event) ?? "webhook"} event again to ${str(d?.url) ?? "a webhook endpoint"}` },
  "landing_test.create": { label: "Landing test made", words: (d) => `made a variant of ${str(d?.path) ?? "a page"} for the landing test ${quoted(d, "name") ?? ""}`.trim() },
  "landing_test.update": { label: "Landing test changed", words: (d) => `changed the landing test ${quoted(d, "name") ?? ""}`.trim() },
  "landing_test.start": { label: "Landing test started", words: (d) => `started the landing test ${quoted(d, "name") ?? ""}`.trim() },
  "landing_test.end": {
    label: "Landing test ended",
    words: (d) => `ended the landing test ${quoted(d, "name") ?? ""} keeping the ${d?.winner === "b" ? "variant" : "original"}`.replace("  ", " "),
  },
  "landing_test.delete": { label: "Landing test deleted", words: (d) => `deleted the landing test ${quoted(d, "name") ?? ""}`.trim() },
  "two_factor.enabled": { label: "Two-factor on", words: () => "turned on two-factor sign-in" },
  "two_factor.disabled": { label: "Two-factor off", words: () => "turned off two-factor sign-in" },
  "two_factor.recovery_codes_regenerated": { label: "New recovery codes", words: () => "made new recovery codes" },
};

/** The action's short name for the filter ("Role changed"); its code when it has none. */
export function auditActionLabel(action: string): string {
  return ACTIONS[action]?.label ?? action;
}

/** The entry as a sentence: who did what, to what. */
export function auditSentence(entry: { actor: string | null; action: string; entityType: string | null; entityId: string | null; details: unknown }): string {
  const who = entry.actor?.trim() || "Someone";
  const details = entry.details && typeof entry.details === "object" && !Array.isArray(entry.details) ? (entry.details as Record<string, unknown>) : null;
  const known = ACTIONS[entry.action];
  if (known) return `${who} ${known.words(details, entry.entityId)}`;
  const on = [entry.entityType, entry.entityId].filter(Boolean).join(" ");
  return `${who}: ${entry.action}${on ? ` (${on})` : ""}`;
}
