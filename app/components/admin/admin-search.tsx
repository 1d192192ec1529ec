/**
 * Search across the admin (issue 28): Ctrl/⌘-K or "/" (outside a text field) opens a dialog whose
 * results come as one types, from the search endpoint (app/routes/admin/search.ts), grouped by
 * kind; the arrow keys move through them and Enter opens the one marked (the first by default).
 */
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { adminPaths } from "#app/lib/paths.ts";
import { SEARCH_MAX } from "#app/lib/schemas/admin-search.ts";
import { cn } from "#app/lib/utils.ts";

type Result = { kind: string; group: string; id: string; title: string; detail: string; href: string };
type State = { status: "idle" } | { status: "loading" } | { status: "done"; q: string; results: Result[] } | { status: "error"; message: string };

/** Whether a key press lands in a field that takes text ("/" is a character there). */
function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest("input, textarea, select, [contenteditable='true']") !== null);
}

export function AdminSearch() {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  // The shortcuts, anywhere in the admin.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const k = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
      if (k || slash) {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Results as one types: the last request wins, earlier ones are aborted.
  useEffect(() => {
    const text = q.trim();
    if (!open || text === "") {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ status: "loading" });
      fetch(`${adminPaths.search}?${new URLSearchParams({ q: text })}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then(async (response) => {
          const body = (await response.json()) as { results?: Result[]; error?: string };
          if (!response.ok || !body.results) setState({ status: "error", message: body.error ?? "The search did not answer. Try again." });
          else {
            setState({ status: "done", q: text, results: body.results });
            setActive(0);
          }
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ status: "error", message: error instanceof Error ? "The search did not answer. Try again." : String(error) });
        });
    }, 120);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [q, open]);

  const results = state.status === "done" ? state.results : [];
  const go = (result: Result | undefined) => {
    if (!result) return;
    setOpen(false);
    setQ("");
    void navigate(result.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && results.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === "ArrowUp" && results.length > 0) {
      event.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      go(results[active]);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger>
        <Button variant="outline" size="sm" className="min-w-0 gap-2" aria-keyshortcuts="Control+K Meta+K /">
          <Search aria-hidden="true" />
          Search
          <kbd className="hidden rounded border bg-muted px-1.5 font-sans text-xs text-muted-foreground sm:inline">Ctrl K</kbd>
        </Button>
      </DialogTrigger>
      <DialogContent className="top-4 max-w-xl translate-y-0 sm:top-16">
        <DialogHeader>
          <DialogTitle>Search the admin</DialogTitle>
          <DialogDescription>Posts, case studies, pages, proof, media and, if your role shows them, signups, messages and staff.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <label htmlFor={`${listId}-q`} className="sr-only">
            Search for
          </label>
          <Input
            id={`${listId}-q`}
            ref={inputRef}
            type="search"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
            autoComplete="off"
            maxLength={SEARCH_MAX}
            placeholder="Title, name, e-mail…"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {state.status === "loading"
            ? "Searching…"
            : state.status === "error"
              ? state.message
              : state.status === "done"
                ? results.length === 0
                  ? `Nothing matches “${state.q}”.`
                  : `${results.length} ${results.length === 1 ? "result" : "results"}. Enter opens the one marked.`
                : null}
        </p>
        <ul id={listId} role="listbox" aria-label="Results" className="grid max-h-[60dvh] gap-1 overflow-y-auto">
          {results.map((result, i) => (
            <li
              key={`${result.kind}:${result.id}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onClick={() => go(result)}
              onMouseMove={() => setActive(i)}
              className={cn("cursor-pointer rounded-md px-3 py-2", i === active ? "bg-accent text-accent-foreground" : "")}
            >
              <span className="block text-xs font-medium text-muted-foreground">{result.group}</span>
              <span className="block font-medium [overflow-wrap:break-word]">{result.title}</span>
              {result.detail ? <span className="block text-sm text-muted-foreground [overflow-wrap:anywhere]">{result.detail}</span> : null}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
