/**
 * The lucide icons the public islands draw without lucide-react's runtime
 * (app/components/ui/lucide-lite.tsx, app/islands/thanks-icons.tsx) render the same markup as
 * lucide-react's, so the server's HTML and the look are unchanged wherever they replace them.
 */
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as kit from "#app/components/ui/lucide-lite.tsx";
import * as thanks from "#app/islands/thanks-icons.tsx";

const lite: Record<string, unknown> = { ...kit, ...thanks };
const names = Object.keys(lite).filter((name) => /^[A-Z]/.test(name));

describe("lucide-lite", () => {
  it.each(names)("%s renders as lucide-react's", (name) => {
    const props = { className: "size-5", "aria-hidden": "true" };
    const ours = renderToStaticMarkup(createElement(lite[name] as ComponentType<typeof props>, props));
    const theirs = renderToStaticMarkup(createElement((lucide as unknown as Record<string, ComponentType<typeof props>>)[name]!, props));
    expect(ours).toBe(theirs);
    expect(renderToStaticMarkup(createElement(lite[name] as ComponentType))).toBe(renderToStaticMarkup(createElement((lucide as unknown as Record<string, ComponentType>)[name]!)));
  });
});
