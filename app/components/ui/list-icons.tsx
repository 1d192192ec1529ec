/** The list pages' icons (the search box, the page links), as the islands draw them (app/components/ui/icons.tsx). */
import { lucideIcon as icon } from "./lucide-lite.tsx";

export const Search = /* @__PURE__ */ icon("search", [["path", { d: "m21 21-4.34-4.34" }], ["circle", { cx: "11", cy: "11", r: "8" }]]);
export const ChevronLeft = /* @__PURE__ */ icon("chevron-left", [["path", { d: "m15 18-6-6 6-6" }]]);
export const ChevronRight = /* @__PURE__ */ icon("chevron-right", [["path", { d: "m9 18 6-6-6-6" }]]);
