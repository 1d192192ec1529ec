import { useRevalidator } from "react-router";
import { useLiveTopic, type LiveTopic } from "./live-updates.ts";

/** Revalidates the page's loaders whenever the server reports a change on `topic` (pages React Router hydrates). */
export function useLiveUpdates(topic: LiveTopic, id?: string): void {
  const revalidator = useRevalidator();
  useLiveTopic(topic, () => void revalidator.revalidate(), id);
}
