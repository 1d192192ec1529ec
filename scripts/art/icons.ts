/**
 * Line icons for the drawings, taken from lucide-react (the icon set the site's pages use), so a
 * picture and the page around it speak the same visual language.
 */
const NAMES = [
  "activity", "arrow-right", "award", "badge-check", "chart-column", "bell", "book-open", "bot",
  "brain", "briefcase", "building", "calendar", "check", "circle-check", "clock", "cloud",
  "cloud-upload", "code", "container", "cpu", "database", "file-check", "file-text", "funnel",
  "gauge", "git-branch", "git-merge", "globe", "graduation-cap", "hard-drive", "house",
  "key-round", "layers", "layout-dashboard", "link", "list-checks", "lock", "map-pin", "message-square",
  "mic", "network", "qr-code", "refresh-cw", "rocket", "scan-line", "search", "server", "settings",
  "shield-check", "sparkles", "star", "target", "trending-down", "trending-up", "trophy", "upload",
  "user", "users", "video", "wallet", "workflow", "zap", "boxes", "eye", "chevron-right", "plus",
  "message-circle", "school", "handshake", "scale", "arrow-left-right", "library",
] as const;

export type IconName = (typeof NAMES)[number];
type IconNode = [string, Record<string, string>][];

const entries = await Promise.all(
  NAMES.map(async (name) => {
    const mod = (await import(`lucide-react/icons/${name}`)) as unknown as { __iconData?: { node: IconNode } };
    if (!mod.__iconData) throw new Error(`lucide-react has no icon data for ${name}`);
    return [name, mod.__iconData.node] as const;
  }),
);

export const iconNodes = new Map<IconName, IconNode>(entries);
