import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Revalidates the page's loaders whenever the server reports a change on `topic` (optionally only
 * for one case study). Bursts of events (a save touches several rows) cause one revalidation.
 */
export function useLiveUpdates(topic: "case-studies" | "signups", id?: string): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    const params = new URLSearchParams({ topic });
    if (id) params.set("id", id);
    const source = new EventSource(`/events?${params}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener("change", () => {
      clearTimeout(timer);
      timer = setTimeout(() => void revalidator.revalidate(), 100);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
    // revalidator's identity changes on every render; the subscription should not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topic, id]);
}
