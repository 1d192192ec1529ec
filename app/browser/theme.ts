/**
 * The theme menu (components/theme-toggle.tsx): Light, Dark or System, a native popover (top
 * layer, light dismiss, Escape) with menu semantics: the choice is a menuitemradio, the arrow keys,
 * Home and End move among them. The choice is kept in localStorage (none: System), follows another
 * tab's choice and, while System, the operating system's. The head's script (lib/theme-script.ts)
 * set the theme before the first paint; this keeps it.
 */
import { ATTR, attrSelector, THEME_MENU_ID } from "#app/lib/dom-contract.ts";
import { THEME_STORAGE_KEY } from "#app/lib/theme-script.ts";
import { $, $$, closest, moveFocus } from "./dom.ts";

export type Theme = "light" | "dark" | "system";

export function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

export function initTheme(): void {
  const doc = document;
  const root = doc.documentElement;
  const media = matchMedia("(prefers-color-scheme: dark)");
  const trigger = () => $(attrSelector(ATTR.themeTrigger));
  const show = (theme: Theme) => {
    const dark = theme === "dark" || (theme === "system" && media.matches);
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
    let label = "System";
    for (const item of $$(attrSelector(ATTR.themeValue))) {
      const chosen = item.getAttribute(ATTR.themeValue) === theme;
      item.setAttribute("aria-checked", String(chosen));
      if (chosen) label = item.getAttribute(ATTR.themeLabel) ?? label;
    }
    trigger()?.setAttribute("aria-label", `Theme: ${label}. Change theme`);
  };
  show(readTheme());
  media.addEventListener("change", () => readTheme() === "system" && show("system"));
  addEventListener("storage", (event) => event.key === THEME_STORAGE_KEY && show(readTheme()));

  // On opening: the choice marked again (a header React rendered after a client-side navigation
  // starts at "System"), the menu placed under its button, right edges aligned, the choice focused.
  doc.addEventListener(
    "toggle",
    (event) => {
      const menu = event.target as HTMLElement;
      if (menu.id !== THEME_MENU_ID || (event as ToggleEvent).newState !== "open") return;
      show(readTheme());
      const box = trigger()?.getBoundingClientRect();
      if (box) {
        menu.style.top = `${box.bottom + 8}px`;
        menu.style.right = `${Math.max(8, root.clientWidth - box.right)}px`;
      }
      $('[aria-checked="true"]', menu)?.focus();
    },
    true,
  );
  doc.addEventListener("click", (event) => {
    const item = closest(attrSelector(ATTR.themeValue), event.target);
    if (!item) return;
    const theme = (item.getAttribute(ATTR.themeValue) ?? "system") as Theme;
    try {
      if (theme === "system") localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // storage unavailable (private modes): the choice lasts for this page only
    }
    show(theme);
    doc.getElementById(THEME_MENU_ID)?.hidePopover();
    trigger()?.focus();
  });
  doc.addEventListener("keydown", (event) => {
    const menu = closest(`#${THEME_MENU_ID}`, event.target);
    if (menu) moveFocus(event, $$('[role="menuitemradio"]', menu));
  });
}
