/**
 * lucide icons with the same markup lucide-react renders, without its runtime, for what a public
 * island draws (the kit's dialog and select, the IRACONNECT islands): islands pay for every byte
 * (decision 027's budget), and lucide-react's icon factory alone is 1.6 KB of gzip. Here the kit's
 * few; an island with icons of its own defines them beside it (so a page loads only its own).
 * The drawings are lucide's (ISC licence), copied from lucide-react 1.75
 * (tests/unit/lucide-lite.test.tsx compares them).
 */
import { createElement, type SVGProps } from "react";

type IconNode = readonly (readonly [tag: string, attributes: Record<string, string>])[];

export function lucideIcon(name: string, nodes: IconNode) {
  function LucideIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        "aria-hidden": "true",
        ...props,
      },
      nodes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  }
  return LucideIcon;
}

export const path = (d: string) => ["path", { d }] as const;

export const ArrowRight = /* @__PURE__ */ lucideIcon("arrow-right", [path("M5 12h14"), path("m12 5 7 7-7 7")]);
export const ChevronDown = /* @__PURE__ */ lucideIcon("chevron-down", [path("m6 9 6 6 6-6")]);
export const Loader2 = /* @__PURE__ */ lucideIcon("loader-circle lucide-loader-2", [path("M21 12a9 9 0 1 1-6.219-8.56")]);
export const X = /* @__PURE__ */ lucideIcon("x", [path("M18 6 6 18"), path("m6 6 12 12")]);
