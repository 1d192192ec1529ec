/** The islands' icons (app/components/ui/icons.tsx) are lucide-react's, markup for markup. */
import * as lucide from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import * as common from "#app/components/ui/icons.tsx";
import * as share from "#app/components/ui/share-icons.tsx";

const icons = Object.fromEntries(Object.entries({ ...common, ...share }).filter(([name]) => /^[A-Z]/.test(name))) as Record<string, typeof common.Clock>;

describe("island icons", () => {
  for (const [name, Icon] of Object.entries(icons)) {
    test(`${name} draws what lucide-react draws`, () => {
      const Lucide = (lucide as unknown as Record<string, typeof Icon>)[name]!;
      expect(Lucide, name).toBeTruthy();
      for (const props of [{ "aria-hidden": true as const }, { className: "size-4 text-primary", "aria-hidden": true as const }]) {
        expect(renderToStaticMarkup(<Icon {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
      }
    });
  }
});
