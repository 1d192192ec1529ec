import {
  ArrowRightLeft, Award, BarChart3, BookOpen, Brain, Briefcase, Building2, Calendar, CheckCircle2, Clock, Cloud, Code,
  Coins, Compass, Cpu, Database, FileText, Fingerprint, Gauge, Globe, GraduationCap, Handshake, HeartHandshake, Laptop,
  Layers, Lightbulb, LineChart, Lock, Medal, MessageSquare, Mic, Network, QrCode, Rocket, School, Server, ShieldCheck,
  Sparkles, Target, TrendingDown, Trophy, UserCheck, Users, Workflow, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "#app/content/types.ts";

// Content names icons by string so it stays data; the map keeps the bundle to the icons it uses.
const icons: Record<IconName, LucideIcon> = {
  ArrowRightLeft, Award, BarChart3, BookOpen, Brain, Briefcase, Building2, Calendar, CheckCircle2, Clock, Cloud, Code,
  Coins, Compass, Cpu, Database, FileText, Fingerprint, Gauge, Globe, GraduationCap, Handshake, HeartHandshake, Laptop,
  Layers, Lightbulb, LineChart, Lock, Medal, MessageSquare, Mic, Network, QrCode, Rocket, School, Server, ShieldCheck,
  Sparkles, Target, TrendingDown, Trophy, UserCheck, Users, Workflow, Zap,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" />;
}

/** An icon in a tinted square, as used on feature and service cards. */
export function IconBadge({ name }: { name: IconName }) {
  return (
    <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
      <Icon name={name} className="size-5" />
    </span>
  );
}
