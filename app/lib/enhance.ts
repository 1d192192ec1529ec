/**
 * The behaviour of the public pages' shared parts, in plain DOM code: the header (its "scrolled"
 * state, the Products menu, the mobile menu), the theme menu, the FAQ accordion, tabs, the share
 * bar, same-page links that move the focus, and a visitor's live case studies and their filter.
 * It runs inline at the end of <body> on every page, before React (where a page has React at all),
 * and listens on the document, so it works the same on a page React never hydrates (decision 025: the marketing
 * and template pages send no framework) and on one it does, and survives React replacing nodes.
 * The components render the closed, server state and mark their parts with data attributes; this
 * script is the only thing that changes those attributes afterwards (React never re-renders them:
 * their props do not change).
 *
 * It is sent as the source text of `enhance` (see `enhanceScript`), so it must not use anything
 * from outside its own body but its arguments.
 */
const THEME_STORAGE_KEY = "theme";

/**
 * The session-storage entry that carries a toast to the next page (the IRACONNECT signup's welcome,
 * announced on the thanks page it loads).
 */
export const TOAST_KEY = "site:toast";

/** SPEC §9: a toast stays 5 s (the timer waits while the pointer or the focus is on it). */
export const TOAST_DURATION_MS = 5000;

/**
 * The field the page script adds when it asks the server only to check a form that a person is
 * correcting (`data-revalidate`): the action answers with the schema's messages and stores nothing.
 */
export const CHECK_FIELD = "__check";

/**
 * Runs inline in <head> before the first paint, so the page never flashes the wrong theme; it also
 * marks the document `data-js` (scripts run) and `data-web-share` (the browser has a share sheet),
 * which app.css reads to show the share bar's buttons. Keep it tiny: it is a string, not a module.
 */
export const themeScript = `(function(){var r=document.documentElement;r.dataset.js="";if(typeof navigator.share==="function")r.dataset.webShare="";try{var k=${JSON.stringify(THEME_STORAGE_KEY)},t=localStorage.getItem(k),d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light";}catch(e){}})();`;

/** SPEC §9: /products scrolls to the section named by the hash 500 ms after load. */
export const HASH_SCROLL_DELAY_MS = 500;

/**
 * The element id a URL hash names. A hash typed or pasted by hand need not be valid
 * percent-encoding (/products#%), and decodeURIComponent throws on it: such a hash is the id as
 * written. Handed to `enhance` as an argument (it is sent as source text too).
 */
export function elementIdFromHash(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The page script's settings, handed to it as one argument (it is sent as source text). */
export const SETTINGS = { hashScrollDelay: HASH_SCROLL_DELAY_MS, themeKey: THEME_STORAGE_KEY, toastKey: TOAST_KEY, toastMs: TOAST_DURATION_MS, checkField: CHECK_FIELD };

export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };

export function enhance(isStatic: boolean, idFromHash: typeof elementIdFromHash, settings: typeof SETTINGS) {
  const { hashScrollDelay, themeKey, toastKey, toastMs } = settings;
  const doc = document;
  const root = doc.documentElement;
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  const $ = <T extends Element = HTMLElement>(selector: string, scope: ParentNode = doc) => scope.querySelector<T>(selector);
  const $$ = <T extends Element = HTMLElement>(selector: string, scope: ParentNode = doc) => [...scope.querySelectorAll<T>(selector)];
  const closest = <T extends Element = HTMLElement>(selector: string, target: EventTarget | null) =>
    target instanceof Element ? target.closest<T>(selector) : null;
  // Arrow keys (Left and Right too in a row of tabs), Home and End move the focus among `items`,
  // wrapping around; answers the item reached, or null when the key was none of those.
  const moveFocus = (event: KeyboardEvent, items: HTMLElement[], sideways = false) => {
    const at = items.indexOf(event.target as HTMLElement);
    const keys: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    if (sideways) Object.assign(keys, { ArrowRight: at + 1, ArrowLeft: at - 1 });
    const next = keys[event.key];
    if (next === undefined || items.length === 0) return null;
    event.preventDefault();
    const reached = items[(next + items.length) % items.length]!;
    reached.focus();
    return reached;
  };

  const smooth = (): ScrollBehavior => (window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");

  // --- A page marked `data-hash-scroll` (/products) scrolls to the section its hash names once it
  // has laid out (fonts, pictures), SPEC §9.
  if (location.hash && $("[data-hash-scroll]")) {
    setTimeout(() => doc.getElementById(idFromHash(location.hash))?.scrollIntoView({ behavior: smooth(), block: "start" }), hashScrollDelay);
  }

  // --- Tabs (the WAI-ARIA pattern): a click, or Arrow keys, Home and End (wrapping around), select
  // a tab and show its panel.
  const selectTab = (tab: HTMLElement) => {
    const list = tab.closest('[role="tablist"]');
    if (!list) return;
    for (const other of $$('[role="tab"]', list)) {
      const on = other === tab;
      const state = on ? "active" : "inactive";
      other.setAttribute("aria-selected", String(on));
      other.dataset.state = state;
      other.tabIndex = on ? 0 : -1;
      const panel = doc.getElementById(other.getAttribute("aria-controls") ?? "");
      if (panel) {
        panel.dataset.state = state;
        panel.hidden = !on;
      }
    }
  };

  // --- The header: "scrolled" once the page has moved more than 10 px (SPEC §4).
  const onScroll = () => $("header[data-scrolled]")?.setAttribute("data-scrolled", String(window.scrollY > 10));
  onScroll();
  window.addEventListener("scroll", onScroll, { passive: true });

  // --- The theme menu: Light, Dark or System, a native popover with menu semantics.
  const readTheme = () => {
    try {
      const stored = localStorage.getItem(themeKey);
      return stored === "light" || stored === "dark" ? stored : "system";
    } catch {
      return "system";
    }
  };
  const showTheme = (theme: string) => {
    const dark = theme === "dark" || (theme === "system" && media.matches);
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
    let label = "System";
    for (const item of $$("[data-theme-value]")) {
      const chosen = item.dataset.themeValue === theme;
      item.setAttribute("aria-checked", String(chosen));
      if (chosen) label = item.dataset.themeLabel ?? label;
    }
    $("[data-theme-trigger]")?.setAttribute("aria-label", `Theme: ${label}. Change theme`);
  };
  showTheme(readTheme());
  // Follows the operating system while the choice is "system".
  media.addEventListener("change", () => readTheme() === "system" && showTheme("system"));
  // Another tab's choice.
  window.addEventListener("storage", (event) => event.key === themeKey && showTheme(readTheme()));

  // On opening: the choice marked again (a header React rendered after a client-side navigation
  // starts at "System"), placed under its button, right edges aligned, and the chosen item focused.
  doc.addEventListener(
    "toggle",
    (event) => {
      const menu = event.target as HTMLElement;
      if (!(menu instanceof HTMLElement) || menu.id !== "theme-menu" || (event as ToggleEvent).newState !== "open") return;
      showTheme(readTheme());
      const box = $("[data-theme-trigger]")?.getBoundingClientRect();
      if (box) {
        menu.style.top = `${box.bottom + 8}px`;
        menu.style.right = `${Math.max(8, root.clientWidth - box.right)}px`;
      }
      $('[aria-checked="true"]', menu)?.focus();
    },
    true,
  );

  // --- The Products menu (desktop): opens on click, Enter or Space and while a mouse is over it;
  // closes on Escape (focus back on its button), when focus or the mouse leaves it, and on a link.
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let hoverOpenedAt = 0;
  const products = () => $("[data-hover-menu]");
  const productsButton = () => $<HTMLButtonElement>("[data-hover-menu] > button");
  const setProducts = (open: boolean) => {
    clearTimeout(closeTimer);
    const button = productsButton();
    const panel = $("[data-hover-menu-panel]");
    if (!button || !panel) return;
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
  };
  const productsOpen = () => productsButton()?.getAttribute("aria-expanded") === "true";
  const fromMouse = (event: Event) => (event as PointerEvent).pointerType === "mouse";
  doc.addEventListener("pointerover", (event) => {
    const item = products();
    if (!fromMouse(event) || !item?.contains(event.target as Node)) return;
    clearTimeout(closeTimer);
    if (!productsOpen()) {
      hoverOpenedAt = Date.now();
      setProducts(true);
    }
  });
  doc.addEventListener("pointerout", (event) => {
    const item = products();
    if (!fromMouse(event) || !item?.contains(event.target as Node) || item.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => setProducts(false), 150);
  });
  doc.addEventListener("focusout", (event) => {
    const item = products();
    if (item?.contains(event.target as Node) && !item.contains(event.relatedTarget as Node | null)) setProducts(false);
  });

  // --- The FAQ accordion: one answer open at a time; pressing the open one closes it.
  const setAnswer = (trigger: HTMLElement, open: boolean) => {
    const state = open ? "open" : "closed";
    trigger.setAttribute("aria-expanded", String(open));
    trigger.dataset.state = state;
    const content = doc.getElementById(trigger.getAttribute("aria-controls") ?? "");
    if (content) content.dataset.state = state;
    const item = trigger.closest<HTMLElement>("[data-accordion-item]");
    if (item) item.dataset.state = state;
  };

  // --- The share bar: "Copy link" shows "Copied!" for 2 s; "Share…" opens the browser's share sheet.
  let copiedTimer: ReturnType<typeof setTimeout> | undefined;

  // --- Toasts (SPEC §9): one at a time, a new one replaces it; 5 s on screen, the timer waiting
  // while the pointer or the focus is on it; swiped right past 50 px it goes; F8 focuses the region;
  // announced through a live region that is there before any toast. The region is the script's
  // own, after React's markup (React leaves an unexpected node at the end of <body> alone).
  const toaster = doc.createElement("section");
  toaster.tabIndex = -1;
  toaster.className = "outline-none";
  toaster.setAttribute("aria-label", "Notifications (F8)");
  const toasts = doc.createElement("div");
  toasts.setAttribute("role", "status");
  toasts.setAttribute("aria-atomic", "true");
  toaster.append(toasts);
  // While a modal dialog is open everything outside it is inert (not focusable, not announced):
  // a toast then shows at the top of the dialog, and goes back to its corner when the dialog closes.
  const placeToaster = (modal: Element | null) => {
    (modal ?? doc.body)[modal ? "prepend" : "append"](toaster);
    toasts.className = modal ? "flex flex-col gap-2 empty:hidden" : "fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 empty:hidden";
  };
  placeToaster(null);
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  let toastLeft = 0;
  let toastSince = 0;
  let swipeFrom: number | null = null;
  const dismissToast = () => {
    clearTimeout(toastTimer);
    toasts.replaceChildren();
  };
  const runToast = () => {
    clearTimeout(toastTimer);
    toastSince = Date.now();
    toastTimer = setTimeout(dismissToast, toastLeft);
  };
  const pauseToast = () => {
    clearTimeout(toastTimer);
    toastLeft = Math.max(1000, toastLeft - (Date.now() - toastSince));
  };
  const showToast = (input: ToastInput) => {
    const modal = $("dialog:modal");
    if (modal ? !modal.contains(toaster) : toaster.parentElement !== doc.body) placeToaster(modal);
    const destructive = input.variant === "destructive";
    toasts.setAttribute("aria-live", destructive ? "assertive" : "polite");
    const card = doc.createElement("div");
    card.className = `relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${destructive ? "border-destructive bg-destructive text-destructive-foreground" : "bg-card text-card-foreground"}`;
    const text = doc.createElement("div");
    text.className = "grid gap-1";
    const line = (content: string, className: string) => {
      const p = doc.createElement("p");
      p.className = className;
      p.textContent = content;
      text.append(p);
    };
    line(input.title, "text-sm font-semibold");
    if (input.description) line(input.description, "text-sm opacity-90");
    const close = doc.createElement("button");
    close.type = "button";
    close.className = "absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100";
    close.setAttribute("aria-label", "Close");
    close.innerHTML = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4" aria-hidden="true"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';
    close.addEventListener("click", dismissToast);
    card.append(text, close);
    card.addEventListener("pointerenter", pauseToast);
    card.addEventListener("pointerleave", runToast);
    card.addEventListener("focusin", pauseToast);
    card.addEventListener("focusout", runToast);
    card.addEventListener("pointerdown", (event) => {
      if (closest("button", event.target)) return;
      swipeFrom = event.clientX;
      card.setPointerCapture(event.pointerId);
    });
    card.addEventListener("pointermove", (event) => {
      if (swipeFrom !== null) card.style.transform = `translateX(${Math.max(0, event.clientX - swipeFrom)}px)`;
    });
    const endSwipe = (event: PointerEvent) => {
      if (swipeFrom === null) return;
      const moved = event.clientX - swipeFrom;
      swipeFrom = null;
      if (moved > 50) dismissToast();
      else card.style.transform = "";
    };
    card.addEventListener("pointerup", endSwipe);
    card.addEventListener("pointercancel", endSwipe);
    toasts.replaceChildren(card);
    toastLeft = toastMs;
    runToast();
  };
  doc.addEventListener("close", (event) => event.target instanceof HTMLDialogElement && event.target.contains(toaster) && placeToaster(null), true);
  // An island's toast (app/islands/toast.ts).
  doc.addEventListener("site:toast", (event) => showToast((event as CustomEvent<ToastInput>).detail));
  // A toast the previous page left for this one (a form that took the visitor here).
  try {
    const carried = sessionStorage.getItem(toastKey);
    if (carried) {
      sessionStorage.removeItem(toastKey);
      showToast(JSON.parse(carried) as ToastInput);
    }
  } catch {
    // storage unavailable or not JSON: no toast
  }

  // --- The mobile menu: a <details>, closed on Escape, on a tap outside it and on a link inside it.
  const mobileMenu = () => $<HTMLDetailsElement>("details[data-mobile-menu]");
  const closeMenus = () => {
    const menu = mobileMenu();
    if (menu) menu.open = false;
    setProducts(false);
  };
  // Back and forward inside a hydrated page are navigations too.
  window.addEventListener("popstate", closeMenus);

  doc.addEventListener("click", (event) => {
    const target = event.target;
    const themeItem = closest("[data-theme-value]", target);
    if (themeItem) {
      const theme = themeItem.dataset.themeValue ?? "system";
      try {
        if (theme === "system") localStorage.removeItem(themeKey);
        else localStorage.setItem(themeKey, theme);
      } catch {
        // storage unavailable (private mode): the choice lasts for this page only
      }
      showTheme(theme);
      $("#theme-menu")?.hidePopover();
      $("[data-theme-trigger]")?.focus();
      return;
    }
    const button = closest("[data-hover-menu] > button", target);
    if (button) {
      setProducts(productsOpen() && Date.now() - hoverOpenedAt < 600 ? true : !productsOpen());
      return;
    }
    const trigger = closest("[data-accordion-trigger]", target);
    if (trigger) {
      const open = trigger.getAttribute("aria-expanded") !== "true";
      const accordion = trigger.closest("[data-accordion]");
      if (open && accordion) for (const other of $$("[data-accordion-trigger]", accordion)) if (other !== trigger) setAnswer(other, false);
      setAnswer(trigger, open);
      return;
    }
    const tab = closest('[role="tab"]', target);
    if (tab) {
      selectTab(tab);
      return;
    }
    // A link to a section of the same page that should also take the focus there (/services'
    // "Learn More"): scrolled into view, focused, and the address keeps the fragment to share.
    const jump = closest<HTMLAnchorElement>("a[data-scroll-focus]", target);
    if (jump) {
      const section = doc.getElementById(idFromHash(jump.hash));
      if (!section) return;
      event.preventDefault();
      section.scrollIntoView({ behavior: smooth(), block: "start" });
      section.focus({ preventScroll: true });
      history.replaceState(history.state, "", jump.hash);
      return;
    }
    const copy = closest("[data-share-copy]", target);
    if (copy) {
      const bar = copy.closest("[data-share-bar]") ?? doc;
      const status = $("[data-share-status]", bar);
      const copied = () => {
        copy.dataset.copied = "true";
        if (status) status.textContent = copy.dataset.copiedStatus ?? "Link copied to the clipboard";
        clearTimeout(copiedTimer);
        copiedTimer = setTimeout(() => {
          copy.dataset.copied = "false";
          if (status) status.textContent = "";
        }, 2000);
      };
      // Without the async clipboard (plain http, old browsers): the link's own field selected and copied.
      const fallback = () => {
        const field = $<HTMLInputElement>("input[readonly]", bar);
        field?.select();
        if (field && doc.execCommand("copy")) copied();
      };
      const text = copy.dataset.shareCopy ?? location.href;
      (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error("no clipboard"))).then(copied, fallback);
      return;
    }
    // A third party's frame (the contact page's map), loaded only when asked for.
    const facade = closest("[data-facade-show]", target);
    if (facade) {
      const box = facade.closest("[data-facade]");
      const frame = $<HTMLTemplateElement>("template", box ?? doc)?.content.firstElementChild;
      const placeholder = $("[data-facade-placeholder]", box ?? doc);
      if (frame && placeholder) {
        const shown = doc.importNode(frame, true) as HTMLElement;
        placeholder.replaceWith(shown);
        shown.focus();
      }
      return;
    }
    const share = closest("[data-share-native]", target);
    if (share) {
      const { shareTitle: title, shareText: text, shareUrl: url } = share.dataset;
      void navigator.share?.({ title, text, url }).catch(() => {});
      return;
    }
    if (closest("a[href]", target) && (closest("[data-mobile-menu]", target) || closest("[data-hover-menu-panel]", target))) closeMenus();
  });

  // A read-only field meant for copying (the referral link) is selected whole when focused.
  doc.addEventListener("focusin", (event) => closest<HTMLInputElement>("input[data-select-on-focus]", event.target)?.select());

  doc.addEventListener("pointerdown", (event) => {
    const menu = mobileMenu();
    if (menu?.open && !menu.contains(event.target as Node)) menu.open = false;
  });

  doc.addEventListener("keydown", (event) => {
    const target = event.target;
    const themeMenu = closest("#theme-menu", target);
    if (themeMenu) {
      moveFocus(event, $$('[role="menuitemradio"]', themeMenu));
      return;
    }
    const list = closest('[role="tab"]', target)?.closest('[role="tablist"]');
    if (list) {
      // A tab reached by a key is selected too.
      const reached = moveFocus(event, $$('[role="tab"]:not(:disabled)', list), true);
      if (reached) selectTab(reached);
      return;
    }
    const accordion = closest("[data-accordion]", target);
    if (accordion && closest("[data-accordion-trigger]", target)) {
      moveFocus(event, $$("[data-accordion-trigger]", accordion));
      return;
    }
    if (event.key === "F8") {
      toaster.focus();
      return;
    }
    if (event.key !== "Escape") return;
    if (productsOpen()) {
      setProducts(false);
      productsButton()?.focus();
    }
    const menu = mobileMenu();
    if (menu?.open) {
      const focusWasInside = menu.contains(doc.activeElement);
      menu.open = false;
      if (focusWasInside) $("summary", menu)?.focus();
    }
  });

  // --- A form's button marked `data-busy-label` says what is happening while the form is on its
  // way, and cannot be pressed again.
  const setBusy = (form: HTMLFormElement, busy: boolean) => {
    const button = $<HTMLButtonElement>("button[data-busy-label]", form);
    if (!button) return;
    if (busy) {
      button.dataset.idleLabel = button.textContent ?? "";
      button.textContent = button.dataset.busyLabel ?? "";
    } else if (button.dataset.idleLabel !== undefined) button.textContent = button.dataset.idleLabel;
    button.disabled = busy;
  };
  // A plain form marked `data-busy` (one-button pages without React) once sent; a page shown again
  // from the back-forward cache is reset.
  doc.addEventListener("submit", (event) => {
    const form = closest<HTMLFormElement>("form[data-busy]", event.target);
    // After this task, so that the browser still sends the form the button belongs to.
    if (form && !event.defaultPrevented) setTimeout(() => setBusy(form, true));
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const form of $$<HTMLFormElement>("form[data-busy]")) setBusy(form, false);
  });



  // What the page's own parts (below) use. `refresh`: how a live page takes a change the server
  // reports (the signup counter's; otherwise the content fetched again and put in place).
  const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";
  // `showFieldMessage`: the "fields" part's, on the pages with forms the server checks.
  const showFieldMessage: (control: HTMLElement, message: string | null | undefined) => void = () => {};
  return { isStatic, doc, root, $, $$, closest, showToast, setBusy, showFieldMessage, settings, FOCUSABLE, refresh: null as (() => void) | null };
}

export type Kit = ReturnType<typeof enhance>;

/** What the forms the server checks share (the contact and newsletter forms, the signup forms). */
export function enhanceFields(kit: Kit): void {
  const { doc } = kit;
  // --- A field's message (the forms the server checks): shown under the field, with the ids the
  // server's markup uses (`${control id}-error`, app/lib/form-check.ts), or taken away.
  kit.showFieldMessage = (control: HTMLElement, message: string | null | undefined) => {
    const errorId = `${control.id}-error`;
    doc.getElementById(errorId)?.remove();
    if (!message) {
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
      return;
    }
    const line = doc.createElement("p");
    line.id = errorId;
    line.className = "text-sm text-destructive";
    line.textContent = message;
    (control.closest("[data-field]") ?? control.parentElement)?.append(line);
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", errorId);
  };
}

/** Forms sent in the background (the contact form, the blog's newsletter block). */
export function enhanceForms(kit: Kit): void {
  const { doc, $, $$, closest, showToast, setBusy, showFieldMessage } = kit;
  const { checkField } = kit.settings;
  // --- Forms marked `data-enhance` (the contact form): sent in the background, the server's answer
  // (the page it renders for that POST) put in place of the form: its messages, its confirmation,
  // an emptied form, a toast it asks for (`data-toast-*`). The first field with a message takes
  // the focus. An answer that leads elsewhere (a redirect) is followed. When nothing comes back
  // (offline, a failure page), the form says so with its `data-fail-*` toast and keeps what was typed.
  // `data-revalidate`: after a first submit, each pause in the typing asks the server to check the
  // form again (`checkField`: nothing stored) and shows its messages, leaving the values alone.
  const toastsIn = (scope: ParentNode) => {
    for (const asked of $$("[data-toast-title]", scope)) {
      const { toastTitle: title = "", toastDescription: description, toastVariant: variant } = asked.dataset;
      showToast({ title, description, variant: variant === "destructive" ? "destructive" : "default" });
    }
  };
  const post = async (form: HTMLFormElement, check: boolean) => {
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    if (check) body.set(checkField, "1");
    const response = await fetch(form.action, { method: "POST", body, headers: { accept: "text/html" } });
    const target = new URL(response.url);
    if (response.redirected && target.pathname !== location.pathname) {
      location.assign(target.href);
      return null;
    }
    const answer = new DOMParser().parseFromString(await response.text(), "text/html").getElementById(form.id);
    if (!(answer instanceof HTMLFormElement)) throw new Error(String(response.status));
    return doc.importNode(answer, true);
  };
  // The re-check waiting for a pause in the typing, and how many were asked for (an answer to an
  // older one is dropped).
  let checkTimer: ReturnType<typeof setTimeout> | undefined;
  let checks = 0;
  doc.addEventListener("submit", (event) => {
    const form = closest<HTMLFormElement>("form[data-enhance]", event.target);
    if (!form || event.defaultPrevented) return;
    event.preventDefault();
    // The submit checks everything: a re-check still waiting or on its way is no longer wanted.
    clearTimeout(checkTimer);
    checks++;
    if (form.dataset.sending !== undefined) return;
    form.dataset.sending = "";
    setBusy(form, true);
    post(form, false).then(
      (answer) => {
        if (!answer) return;
        // A live region that arrives with its text is not announced: the text follows it in.
        const statuses = $$('[role="status"]', answer).map((region) => [region, [...region.childNodes]] as const);
        for (const [region] of statuses) region.replaceChildren();
        form.replaceWith(answer);
        requestAnimationFrame(() => statuses.forEach(([region, nodes]) => region.replaceChildren(...nodes)));
        // Checked again as it is corrected, once an answer has found mistakes (a sent message's
        // emptied form waits for its next submit).
        const invalid = $('[aria-invalid="true"]', answer);
        if (form.dataset.revalidate !== undefined && invalid) answer.dataset.checked = "";
        toastsIn(answer);
        (invalid ?? $<HTMLButtonElement>('button[type="submit"]', answer))?.focus();
      },
      () => {
        delete form.dataset.sending;
        setBusy(form, false);
        showToast({ title: form.dataset.failTitle ?? "", description: form.dataset.failDescription, variant: "destructive" });
      },
    );
  });
  doc.addEventListener("input", (event) => {
    const form = closest<HTMLFormElement>("form[data-enhance][data-checked]", event.target);
    if (!form) return;
    clearTimeout(checkTimer);
    checkTimer = setTimeout(() => {
      const asked = ++checks;
      post(form, true).then(
        (answer) => {
          // Only the latest check counts, and only on the form it was made for.
          if (!answer || asked !== checks || !form.isConnected || form.dataset.sending !== undefined) return;
          for (const control of $$<HTMLElement>("input[id], textarea[id], select[id]", form)) {
            if (!answer.querySelector(`#${CSS.escape(control.id)}`)) continue;
            showFieldMessage(control, answer.querySelector(`#${CSS.escape(`${control.id}-error`)}`)?.textContent);
          }
        },
        () => {},
      );
    }, 250);
  });

}

/** The IRACONNECT landing: the signup modal, the signup forms and the live counter. */
export function enhanceSignup(kit: Kit): void {
  const { doc, $, $$, closest, showToast, showFieldMessage, FOCUSABLE } = kit;
  const { toastKey } = kit.settings;
  // --- Modal dialogs (`data-dialog-open` names one: the IRACONNECT signup), native <dialog>s: the
  // page behind is inert, Escape closes (the browser), so do Cancel and the close button
  // (`data-dialog-close`); Tab and Shift+Tab wrap around inside instead of leaving for the browser's
  // toolbar; the focus goes back to the button that opened it.
  let opener: HTMLElement | null = null;
  doc.addEventListener("click", (event) => {
    const open = closest("[data-dialog-open]", event.target);
    const dialog = open ? doc.getElementById(open.dataset.dialogOpen ?? "") : null;
    if (open && dialog instanceof HTMLDialogElement) {
      opener = open;
      dialog.showModal();
      return;
    }
    const close = closest("[data-dialog-close]", event.target);
    if (close && !(close as HTMLButtonElement).disabled) close.closest("dialog")?.close();
  });
  doc.addEventListener(
    "close",
    (event) => {
      if (!(event.target instanceof HTMLDialogElement) || !opener) return;
      if (opener.isConnected) opener.focus();
      opener = null;
    },
    true,
  );
  // Not while a form inside is on its way (its buttons are disabled too).
  doc.addEventListener("cancel", (event) => {
    if (event.target instanceof HTMLDialogElement && $("form[data-sending]", event.target)) event.preventDefault();
  }, true);
  doc.addEventListener("keydown", (event) => {
    const dialog = event.key === "Tab" ? closest<HTMLDialogElement>("dialog[open]", event.target) : null;
    if (!dialog) return;
    const items = $$(FOCUSABLE, dialog).filter((item) => !(item as HTMLButtonElement).disabled && item.tabIndex >= 0 && item.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && doc.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && doc.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });

  // --- The IRACONNECT signup forms (`data-signup`). Attribution (SPEC §9): the ref of a referral
  // link is kept in localStorage (a later visit without it still credits the referrer), the UTM
  // values of the visit's first page in sessionStorage (the server wrote this address's into the
  // form's hidden fields). On submit SPEC §8's JSON goes to the endpoint; its messages are shown
  // under their fields (each goes as soon as its field is edited, SPEC §5), any other refusal is a
  // 'Signup Failed' toast, and a signup loads the thanks page with the welcome toast.
  const signupForms = $$<HTMLFormElement>("form[data-signup]");
  const attribution = signupForms[0]?.dataset ?? {};
  const remember = (storage: () => Storage, key: string | undefined, value: string) => {
    try {
      if (key) storage().setItem(key, value);
    } catch {
      // storage unavailable (private modes): the values the server wrote into the form are used
    }
  };
  const recall = (storage: () => Storage, key: string | undefined) => {
    try {
      return key ? storage().getItem(key) : null;
    } catch {
      return null;
    }
  };
  const refPattern = new RegExp(attribution.refPattern ?? "^$");
  if (signupForms[0]) {
    const ref = new URLSearchParams(location.search).get("ref")?.trim();
    if (ref && refPattern.test(ref)) remember(() => localStorage, attribution.refKey, ref);
    const utm: Record<string, string> = {};
    for (const field of $$<HTMLInputElement>('input[type="hidden"][name^="utm"]', signupForms[0])) if (field.value) utm[field.name] = field.value;
    if (Object.keys(utm).length > 0 && !recall(() => sessionStorage, attribution.utmKey)) remember(() => sessionStorage, attribution.utmKey, JSON.stringify(utm));
  }
  const showFieldErrors = (form: HTMLFormElement, errors: Record<string, string[] | undefined>) => {
    let first: HTMLElement | null = null;
    for (const control of $$<HTMLInputElement>("input[id][name], select[id][name], textarea[id][name]", form)) {
      const message = errors[control.name]?.[0];
      showFieldMessage(control, message);
      if (message) first ??= control;
    }
    first?.focus();
  };
  const setJoining = (form: HTMLFormElement, joining: boolean) => {
    if (joining) form.dataset.sending = "";
    else delete form.dataset.sending;
    for (const button of $$<HTMLButtonElement>("button", form)) {
      button.disabled = joining;
      if (button.type === "submit") button.toggleAttribute("data-busy", joining);
    }
  };
  doc.addEventListener("submit", (event) => {
    const form = closest<HTMLFormElement>("form[data-signup]", event.target);
    if (!form || event.defaultPrevented) return;
    event.preventDefault();
    if (form.dataset.sending !== undefined) return;
    const data = form.dataset;
    const fields: Record<string, unknown> = Object.fromEntries(new FormData(form));
    const storedRef = recall(() => localStorage, attribution.refKey);
    let storedUtm: Record<string, string> = {};
    try {
      storedUtm = JSON.parse(recall(() => sessionStorage, attribution.utmKey) ?? "{}") as Record<string, string>;
    } catch {
      // not JSON: the form's own values
    }
    const payload = {
      ...fields,
      referralCode: (storedRef && refPattern.test(storedRef) ? storedRef : null) ?? fields.referralCode ?? "",
      ...storedUtm,
      userAgent: navigator.userAgent,
      sourceIp: "",
    };
    setJoining(form, true);
    const failed = (description: string) => {
      setJoining(form, false);
      showToast({ title: data.failTitle ?? "", description, variant: "destructive" });
    };
    fetch(form.action, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(payload) })
      .then((response) => response.json().catch(() => null) as Promise<{ success?: boolean; error?: string | null; fieldErrors?: Record<string, string[]> } | null>)
      .then(
        (answer) => {
          if (answer?.success) {
            remember(() => sessionStorage, toastKey, JSON.stringify({ title: data.successTitle, description: data.successDescription }));
            location.assign(data.next ?? "/");
            return;
          }
          const fieldErrors = answer?.fieldErrors ?? {};
          if (Object.keys(fieldErrors).some((name) => name !== "")) {
            setJoining(form, false);
            showFieldErrors(form, fieldErrors);
            return;
          }
          failed(answer ? answer.error || (data.failRefused ?? "") : (data.failDescription ?? ""));
        },
        () => failed(data.failDescription ?? ""),
      );
  });
  // A select reports its choice with an input event too.
  doc.addEventListener("input", (event) => {
    const control = event.target;
    if (control instanceof HTMLElement && closest("form[data-signup]", control) && control.getAttribute("aria-invalid") === "true") showFieldMessage(control, null);
  });

  // --- The signup counter (`data-count-up`, SPEC §9): counted up the first time it comes into
  // view, then from the number shown to the new one when someone joins (live); with reduced motion
  // the number is shown at once.
  const counter = $("[data-count-up]");
  let countTo: ((target: number) => void) | null = null;
  if (counter) {
    const steps = Number(counter.dataset.countSteps);
    const duration = Number(counter.dataset.countMs);
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const format = (value: number) => value.toLocaleString("en-US");
    let shown = Number(counter.dataset.target);
    let viewed = still || typeof IntersectionObserver === "undefined";
    let frame = 0;
    const run = (from: number, target: number) => {
      cancelAnimationFrame(frame);
      const start = performance.now();
      const tick = (now: number) => {
        // A frame's time is when the frame began, which can be a moment before `start`.
        const step = Math.min(steps, Math.max(0, Math.floor((now - start) / (duration / steps))));
        shown = step === steps ? target : Math.round(from + ((target - from) * step) / steps);
        counter.textContent = format(shown);
        if (step < steps) frame = requestAnimationFrame(tick);
      };
      shown = from;
      counter.textContent = format(from);
      frame = requestAnimationFrame(tick);
    };
    countTo = (target: number) => {
      counter.dataset.target = String(target);
      counter.style.minWidth = `${format(target).length}ch`;
      const real = $("[data-count-real]");
      if (real) real.textContent = format(target);
      if (!viewed || still || shown >= target) {
        cancelAnimationFrame(frame);
        shown = target;
        counter.textContent = format(target);
      } else run(shown, target);
    };
    if (!viewed) {
      const observer = new IntersectionObserver((entries) => {
        // An entry queued before disconnect() may still arrive: one count-up only.
        if (viewed || !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        viewed = true;
        run(Number(counter.dataset.countFrom), Number(counter.dataset.target));
      });
      observer.observe(counter);
    }
  }

  // A new signup: only the number changes (the forms being filled in stay as they are).
  if (countTo) {
    const update = countTo;
    kit.refresh = () => {
      fetch(location.href, { headers: { accept: "text/html" } })
        .then((response) => response.text())
        .then((html) => {
          const target = Number(new DOMParser().parseFromString(html, "text/html").querySelector<HTMLElement>("[data-count-up]")?.dataset.target);
          if (Number.isFinite(target) && target > 0) update(target);
        })
        .catch(() => {});
    };
  }
}

/**
 * Pages whose content follows the server: live updates, the case studies' filter and the blog's
 * search and categories in place, the thanks page's bonuses.
 */
export function enhanceLive(kit: Kit): void {
  const { isStatic, doc, $, $$, closest, FOCUSABLE } = kit;
  // --- Pages without React whose content follows the server (a visitor's case studies, the blog's
  // list): the main content is fetched again and replaced in place (no reload, the scroll kept), as
  // React's revalidation and client-side navigation do on pages with React. Where the content marks
  // parts `data-swap` (with ids: the blog's categories and results), only those are replaced, so
  // that the search box being typed in stays as it is. `mode`: the address is pushed (a new entry),
  // replaced (the blog's search as it is typed), or left alone (a refresh).
  // The focus stays where it was: on the same element in the new content (the same id, or the
  // same link or field with the same text), else on the element at the same place (a list that
  // lost or gained a card above the focused link keeps the focus on that link). A field marked
  // `data-query-param` that is not being typed in shows that parameter of the new address (back
  // and forward on the blog).
  const identity = (element: Element) =>
    element.id ? `#${element.id}` : `${element.getAttribute("href") ?? element.getAttribute("name") ?? ""} ${element.textContent?.trim() ?? ""}`;
  const swapMain = async (url: string, mode: "push" | "replace" | "none", focused: Element | null = doc.activeElement) => {
    const response = await fetch(url, { headers: { accept: "text/html" } });
    // A page that is gone (404), a filter that is not (400) or a failed list (503) is shown like any other answer.
    if (!response.ok && ![400, 404, 503].includes(response.status)) throw new Error(String(response.status));
    const next = new DOMParser().parseFromString(await response.text(), "text/html");
    const fresh = next.getElementById("main");
    const main = doc.getElementById("main");
    if (!fresh || !main) throw new Error("no main");
    const at = focused && main.contains(focused) ? $$(FOCUSABLE, main).indexOf(focused as HTMLElement) : -1;
    const was = at >= 0 ? identity(focused!) : "";
    const parts = $$("[data-swap]", main);
    if (parts.length > 0 && parts.every((part) => next.getElementById(part.id))) {
      for (const part of parts) part.replaceWith(doc.importNode(next.getElementById(part.id)!, true));
    } else {
      main.replaceChildren(...[...fresh.childNodes].map((node) => doc.importNode(node, true)));
    }
    doc.title = next.title;
    if (mode === "push") history.pushState(null, "", url);
    if (mode === "replace") history.replaceState(null, "", url);
    const params = new URL(url, location.href).searchParams;
    for (const field of $$<HTMLInputElement>("input[data-query-param]", main)) {
      if (field !== doc.activeElement) field.value = params.get(field.dataset.queryParam ?? "") ?? "";
    }
    if (at >= 0 && !main.contains(doc.activeElement)) {
      const now = $$(FOCUSABLE, main);
      (now.find((element) => identity(element) === was) ?? now[at])?.focus({ preventScroll: true });
    }
  };
  // A soft navigation shows the page's "loading" note (`data-loading`) while it waits, and falls
  // back to an ordinary page load when the fetch fails.
  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  const navigateSoftly = (url: string, mode: "push" | "replace", focused?: Element | null) => {
    clearTimeout(searchTimer);
    const loading = $("[data-loading]");
    const busy = loading?.parentElement;
    if (loading) loading.hidden = false;
    busy?.setAttribute("aria-busy", "true");
    swapMain(url, mode, focused).then(
      () => {
        if (loading) loading.hidden = true;
        busy?.setAttribute("aria-busy", "false");
      },
      () => location.assign(url),
    );
  };
  // A search form marked `data-search` (the blog): the results follow the typing (after a 300 ms
  // pause, the address replaced), and pressing Search is a step of its own in the history.
  const searchUrl = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string" && value.trim()) params.append(name, value);
    const search = params.toString();
    return new URL(form.getAttribute("action") ?? location.pathname, location.href).pathname + (search ? `?${search}` : "");
  };
  if (isStatic) {
    doc.addEventListener("input", (event) => {
      const form = closest<HTMLFormElement>("form[data-search]", event.target);
      if (!form) return;
      clearTimeout(searchTimer);
      searchTimer = setTimeout(() => navigateSoftly(searchUrl(form), "replace"), 300);
    });
    doc.addEventListener("submit", (event) => {
      const form = closest<HTMLFormElement>("form[data-search]", event.target);
      if (!form || event.defaultPrevented) return;
      event.preventDefault();
      navigateSoftly(searchUrl(form), "push");
    });
  }
  // The thanks page's bonuses (SPEC §4: sharing on LinkedIn, following), this visit's only: the
  // page is asked for again with them counted and put in place, the address left as it is.
  const bonuses = new URLSearchParams();
  const currentUrl = () => {
    if (bonuses.size === 0) return location.href;
    const url = new URL(location.href);
    for (const [name, value] of bonuses) url.searchParams.set(name, value);
    return url.href;
  };
  if (isStatic) {
    doc.addEventListener("click", (event) => {
      const link = closest<HTMLAnchorElement>("a[data-bonus]", event.target);
      if (!link || bonuses.has(link.dataset.bonus ?? "")) return;
      bonuses.set(link.dataset.bonus ?? "", "1");
      void swapMain(currentUrl(), "none", link).catch(() => {});
    });
  }
  // When the server reports a change on the page's topic: a burst of events (one save touches
  // several rows) is one refresh, and a failed fetch keeps what is shown.
  const live = isStatic ? $("[data-live-topic]") : null;
  if (live) {
    const params = new URLSearchParams({ topic: live.dataset.liveTopic ?? "" });
    if (live.dataset.liveId) params.set("id", live.dataset.liveId);
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    new EventSource(`/events?${params}`).addEventListener("change", () => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => (kit.refresh ? kit.refresh() : void swapMain(currentUrl(), "none").catch(() => {})), 100);
    });
  }
  // Links marked `data-soft-nav` (the case studies' filter, the blog's categories) change the
  // content without a reload, as a new history entry (or in place of the current one: "replace");
  // back and forward bring the content of that address back.
  if (isStatic) {
    doc.addEventListener("click", (event) => {
      const link = closest<HTMLAnchorElement>("a[data-soft-nav]", event.target);
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigateSoftly(link.href, link.dataset.softNav === "replace" ? "replace" : "push", link);
    });
    window.addEventListener("popstate", () => {
      if ($("[data-soft-nav], [data-live-topic], [data-search]")) swapMain(location.href, "none").catch(() => location.reload());
    });
  }
}
