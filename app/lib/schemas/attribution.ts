/** The attribution overview's CSV downloads: ?chart= names one of the page's charts. */
import { z } from "./zod.ts";

export const ATTRIBUTION_CHARTS = ["per-day", "source", "medium", "campaign", "newsletter", "referrals"] as const;
export type AttributionChart = (typeof ATTRIBUTION_CHARTS)[number];

export const AttributionCsvSchema = z.object({ chart: z.enum(ATTRIBUTION_CHARTS, { error: "Unknown chart." }) });
