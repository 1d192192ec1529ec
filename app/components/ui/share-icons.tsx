/** The share bar's icons, as the islands draw them (app/components/ui/icons.tsx): apart, so that only pages with a share bar carry them. */
import { lucideIcon as icon } from "./lucide-lite.tsx";

export const Link2 = /* @__PURE__ */ icon("link-2", [["path", { d: "M9 17H7A5 5 0 0 1 7 7h2" }], ["path", { d: "M15 7h2a5 5 0 1 1 0 10h-2" }], ["line", { x1: "8", x2: "16", y1: "12", y2: "12" }]]);
export const Mail = /* @__PURE__ */ icon("mail", [["path", { d: "m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" }], ["rect", { x: "2", y: "4", width: "20", height: "16", rx: "2" }]]);
export const MessageCircle = /* @__PURE__ */ icon("message-circle", [
  ["path", { d: "M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" }],
]);
export const Share2 = /* @__PURE__ */ icon("share-2", [
  ["circle", { cx: "18", cy: "5", r: "3" }],
  ["circle", { cx: "6", cy: "12", r: "3" }],
  ["circle", { cx: "18", cy: "19", r: "3" }],
  ["line", { x1: "8.59", x2: "15.42", y1: "13.51", y2: "17.49" }],
  ["line", { x1: "15.41", x2: "8.59", y1: "6.51", y2: "10.49" }],
]);
