/** The list pages' icons (app/components/ui/list-icons.tsx) are lucide-react's, markup for markup. */
import { ChevronLeft as LucideChevronLeft, ChevronRight as LucideChevronRight, Search as LucideSearch } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ChevronLeft, ChevronRight, Search } from "#app/components/ui/list-icons.tsx";

describe("list icons", () => {
  for (const [name, Icon, Lucide] of [
    ["Search", Search, LucideSearch],
    ["ChevronLeft", ChevronLeft, LucideChevronLeft],
    ["ChevronRight", ChevronRight, LucideChevronRight],
  ] as const) {
    test(`${name} draws what lucide-react draws`, () => {
      for (const props of [{ "aria-hidden": true as const }, { className: "size-4 text-primary", "aria-hidden": true as const }]) {
        expect(renderToStaticMarkup(<Icon {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
      }
    });
  }
});
