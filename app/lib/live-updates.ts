import { useEffect, useRef } from "react";

/**
 * The one live-updates client (decision 027): subscribes to the server's events on a topic
 * (optionally one case study) and calls `onChange` after each burst of changes (a save touches
 * several rows; one call 100 ms after the last). The admin's pages revalidate their loaders on it
 * (`useLiveUpdates`), the islands fetch what they show (`useLiveTopic`).
 */
export type LiveTopic = "case-studies" | "signups";

export const LIVE_BURST_MS = 100;

export function subscribeLive(topic: LiveTopic, onChange: () => void, id?: string): () => void {
  const params = new URLSearchParams({ topic });
  if (id) params.set("id", id);
  const source = new EventSource(`/events?${params}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  source.addEventListener("change", () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, LIVE_BURST_MS);
  });
  return () => {
    clearTimeout(timer);
    source.close();
  };
}

/**
 * React: calls `onChange` whenever the server reports a change on `topic`, once per burst. The
 * latest `onChange` is called; a new one does not resubscribe.
 */
export function useLiveTopic(topic: LiveTopic, onChange: () => void, id?: string): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => subscribeLive(topic, () => latest.current(), id), [topic, id]);
}
