/** The thanks page island's icons, as lucide-react draws them (app/components/ui/lucide-lite.tsx); the share bar's are shared. */
import { lucideIcon, path } from "#app/components/ui/lucide-lite.tsx";

export { Check } from "#app/components/ui/icons.tsx";
export { Mail, MessageCircle, Share2 } from "#app/components/ui/share-icons.tsx";

export const Copy = /* @__PURE__ */ lucideIcon("copy", [
  ["rect", { width: "14", height: "14", x: "8", y: "8", rx: "2", ry: "2" }],
  path("M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2"),
]);
export const PartyPopper = /* @__PURE__ */ lucideIcon("party-popper", [
  path("M5.8 11.3 2 22l10.7-3.79"),
  path("M4 3h.01"),
  path("M22 8h.01"),
  path("M15 2h.01"),
  path("M22 20h.01"),
  path("m22 2-2.24.75a2.9 2.9 0 0 0-1.96 3.12c.1.86-.57 1.63-1.45 1.63h-.38c-.86 0-1.6.6-1.76 1.44L14 10"),
  path("m22 13-.82-.33c-.86-.34-1.82.2-1.98 1.11c-.11.7-.72 1.22-1.43 1.22H17"),
  path("m11 2 .33.82c.34.86-.2 1.82-1.11 1.98C9.52 4.9 9 5.52 9 6.23V7"),
  path("M11 13c1.93 1.93 2.83 4.17 2 5-.83.83-3.07-.07-5-2-1.93-1.93-2.83-4.17-2-5 .83-.83 3.07.07 5 2Z"),
]);
export const Trophy = /* @__PURE__ */ lucideIcon("trophy", [
  path("M10 14.66V17a1 1 0 0 1-1 1 2 2 0 0 0-2 2v2"),
  path("M14 14.66V17a1 1 0 0 0 1 1 2 2 0 0 1 2 2v2"),
  path("M17.916 10H19.5A2.5 2.5 0 0 0 22 7.5V5a1 1 0 0 0-1-1h-3"),
  path("M4 22h16"),
  path("M6 9a6 6 0 0 0 12 0V3a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1z"),
  path("M6.084 10H4.5A2.5 2.5 0 0 1 2 7.5V5a1 1 0 0 1 1-1h3"),
]);
