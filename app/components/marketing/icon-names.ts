/** Every icon the content may name (IconName), in the order of the sprite (scripts/icon-sprite.ts). */
import type { IconName } from "#app/content/types.ts";

export const ICON_NAMES = [
  "ArrowRightLeft", "Award", "BarChart3", "BookOpen", "Brain", "Briefcase", "Building2", "Calendar", "CheckCircle2", "Clock", "Cloud", "Code",
  "Coins", "Compass", "Cpu", "Database", "FileText", "Fingerprint", "Gauge", "Globe", "GraduationCap", "Handshake", "HeartHandshake", "Laptop",
  "Layers", "Lightbulb", "LineChart", "Lock", "Medal", "MessageSquare", "Mic", "Network", "QrCode", "Rocket", "School", "Server", "ShieldCheck",
  "Sparkles", "Target", "TrendingDown", "Trophy", "UserCheck", "Users", "Workflow", "Zap",
] as const satisfies readonly IconName[];

// Every IconName is in the list (a name missing here fails the typecheck).
type Missing = Exclude<IconName, (typeof ICON_NAMES)[number]>;
export const everyIconListed: [Missing] extends [never] ? true : Missing = true;
