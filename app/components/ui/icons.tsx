/**
 * lucide's drawings of the icons that React islands show (decision 027), made by the one
 * factory of ./lucide-lite.tsx with the markup lucide-react gives them
 * (tests/unit/island-icons.test.tsx compares the two), without lucide-react's runtime: about 2 KB
 * gzip on every page with an island, against a budget of 85 KB of which React is 67. Server-only
 * markup keeps using lucide-react.
 */
import { lucideIcon as icon } from "./lucide-lite.tsx";

export const ArrowLeft = /* @__PURE__ */ icon("arrow-left", [["path", { d: "m12 19-7-7 7-7" }], ["path", { d: "M19 12H5" }]]);
export const ArrowRight = /* @__PURE__ */ icon("arrow-right", [["path", { d: "M5 12h14" }], ["path", { d: "m12 5 7 7-7 7" }]]);
export const Check = /* @__PURE__ */ icon("check", [["path", { d: "M20 6 9 17l-5-5" }]]);
export const Clock = /* @__PURE__ */ icon("clock", [["circle", { cx: "12", cy: "12", r: "10" }], ["path", { d: "M12 6v6l4 2" }]]);
export const RefreshCw = /* @__PURE__ */ icon("refresh-cw", [
  ["path", { d: "M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" }],
  ["path", { d: "M21 3v5h-5" }],
  ["path", { d: "M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" }],
  ["path", { d: "M8 16H3v5" }],
]);
