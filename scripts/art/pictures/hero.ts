/**
 * Home hero: the Iratech platform as one picture. Data sources on the left flow into a three-layer
 * platform (cloud foundation, data platform, AI and ML), which feeds the results clients buy, taken
 * from the seeded case studies (38% lower cloud cost, 89% fraud caught, pipelines in 1 h 40).
 */
import type { Accent, ArtTheme } from "../../../app/lib/art/color.ts";
import { Art, TYPE } from "../kit.ts";
import type { IconName } from "../icons.ts";

export function drawHomeHero(theme: ArtTheme, title: string): string {
  const a = new Art(theme, { width: 1200, height: 900, title });
  const t = theme;
  a.stage({
    glows: [
      { x: 600, y: 430, r: 420, color: t.primary },
      { x: 1040, y: 160, r: 260, color: t.cyan },
    ],
  });

  // Status strip across the top: the platform is live and watched.
  const status = a.chip("All systems operational", 56, 52, { tone: "emerald", icon: "activity", size: TYPE.small });
  a.add(status.markup);
  a.add(a.text("99.98% uptime · 30 days", 56 + status.w + 14, 52 + status.h / 2 + 5.4, { size: TYPE.small, fill: t.textMuted, weight: 400 }));

  // Sources.
  const sources: { label: string; meta: string; icon: IconName }[] = [
    { label: "Core systems", meta: "PostgreSQL · Oracle", icon: "database" },
    { label: "Event streams", meta: "Kafka · 9M events/day", icon: "zap" },
    { label: "SaaS and APIs", meta: "CRM · ERP · billing", icon: "globe" },
    { label: "Documents", meta: "PDF · scans · e-mail", icon: "file-text" },
  ];
  a.add(a.eyebrow("Sources", 56, 178));
  const srcX = 56;
  const srcW = 262;
  const srcH = 84;
  const srcY = (i: number) => 200 + i * 118;
  sources.forEach((s, i) => {
    const y = srcY(i);
    a.add(a.card({ x: srcX, y, w: srcW, h: srcH }, { r: 14 }));
    a.add(a.iconTile(s.icon, srcX + 16, y + 18, 48, "cyan"));
    a.add(a.text(s.label, srcX + 80, y + 38, { size: TYPE.label, weight: 600 }));
    a.add(a.text(s.meta, srcX + 80, y + 62, { size: TYPE.small, fill: t.textMuted }));
  });

  // Platform: three layers in one card.
  const px = 386;
  const pw = 440;
  const py = 140;
  const ph = 620;
  a.add(a.card({ x: px, y: py, w: pw, h: ph }, { r: 20 }));
  a.add(a.rect({ x: px + 24, y: py + 24, w: 34, h: 34 }, { r: 9, fill: t.primary }));
  a.add(a.path(`M${px + 34} ${py + 33}h4.3v15h-4.3zM${px + 41.5} ${py + 33}h5.4a5.3 5.3 0 0 1 0 10.6h-1l4.3 4.4h-5.4l-3.3-4.4z`, { fill: t.onPrimary }));
  a.add(a.text("Iratech platform", px + 72, py + 48, { size: TYPE.title, weight: 700 }));
  const env = a.chip("production", 0, 0, { tone: "primary", size: TYPE.micro });
  a.add(a.chip("production", px + pw - 24 - env.w, py + 29, { tone: "primary", size: TYPE.micro }).markup);

  const layers: { eyebrow: string; title: string; icon: IconName; tone: Accent; chips: string[] }[] = [
    { eyebrow: "Layer 3", title: "AI and machine learning", icon: "sparkles", tone: "primary", chips: ["RAG search", "Forecasting", "MLOps"] },
    { eyebrow: "Layer 2", title: "Data platform", icon: "layers", tone: "cyan", chips: ["Lakehouse", "Streaming", "dbt"] },
    { eyebrow: "Layer 1", title: "Cloud foundation", icon: "cloud", tone: "emerald", chips: ["Kubernetes", "Terraform", "FinOps"] },
  ];
  const layerY = (i: number) => py + 84 + i * 160;
  layers.forEach((layer, i) => {
    const y = layerY(i);
    const tone = layer.tone;
    a.add(a.rect({ x: px + 24, y, w: pw - 48, h: 140 }, { r: 14, fill: t.surfaceMuted, stroke: t.border }));
    a.add(a.iconTile(layer.icon, px + 44, y + 22, 52, tone, { solid: true }));
    a.add(a.eyebrow(layer.eyebrow, px + 112, y + 40));
    a.add(a.text(layer.title, px + 112, y + 68, { size: TYPE.title, weight: 600 }));
    a.add(a.chipRow(layer.chips.map((label) => ({ label, tone: "neutral" as const })), px + 44, y + 94, pw - 88, { size: TYPE.small }).markup);
  });

  // Flows from sources into the platform's layers.
  // Every source lands in the data platform: one port, so the fan-in never crosses itself.
  const port = layerY(1) + 70;
  sources.forEach((_, i) => {
    a.add(a.flow(srcX + srcW, srcY(i) + srcH / 2, px, port, { color: t.cyan, dot: true, arrow: i === 1 }));
  });

  // Results.
  const rx = 890;
  const rw = 254;
  a.add(a.eyebrow("Results", rx, 178));
  const results: { value: string; label: string; note: string; tone: Accent; icon: IconName; spark: number[] }[] = [
    { value: "89%", label: "Fraud caught in 48 ms", note: "Payments platform", tone: "primary", icon: "shield-check", spark: [0.3, 0.38, 0.35, 0.52, 0.6, 0.72, 0.8, 0.86] },
    { value: "1 h 40", label: "Nightly pipeline, was 9.5 h", note: "Healthcare analytics", tone: "cyan", icon: "gauge", spark: [0.92, 0.9, 0.7, 0.55, 0.4, 0.3, 0.26, 0.22] },
    { value: "−38%", label: "Cloud cost per month", note: "Private bank, AWS", tone: "emerald", icon: "trending-down", spark: [0.9, 0.86, 0.88, 0.7, 0.62, 0.5, 0.46, 0.4] },
  ];
  results.forEach((r, i) => {
    const y = 200 + i * 180;
    const h = 156;
    a.add(a.card({ x: rx, y, w: rw, h }, { r: 14 }));
    a.add(a.iconTile(r.icon, rx + rw - 20 - 36, y + 18, 36, r.tone));
    a.add(a.text(r.value, rx + 20, y + 62, { size: TYPE.display, weight: 700, tracking: -0.02 }));
    a.add(a.text(r.label, rx + 20, y + 92, { size: TYPE.body, weight: 400 }));
    // Sparkline.
    const sx = rx + 20;
    const sw = rw - 40;
    const sy = y + 112;
    const sh = 28;
    const pts = r.spark.map((v, k) => [sx + (k / (r.spark.length - 1)) * sw, sy + sh - v * sh] as const);
    const color = r.tone === "emerald" ? t.emerald : r.tone === "cyan" ? t.cyan : t.primary;
    const d = pts.map(([x, yy], k) => `${k === 0 ? "M" : "L"}${x.toFixed(1)} ${yy.toFixed(1)}`).join("");
    a.add(a.path(`${d}L${sx + sw} ${sy + sh}L${sx} ${sy + sh}Z`, { fill: color, opacity: 0.12 }));
    a.add(a.path(d, { stroke: color, sw: 2, cap: "round" }));
    a.add(a.circle(pts[pts.length - 1]![0], pts[pts.length - 1]![1], 4, { fill: color }));
    // Connector from the platform.
    a.add(a.flow(px + pw, layerY(i) + 73, rx, y + h / 2, { color: t.borderStrong, dash: "2 6", arrow: true }));
  });

  // Footer line of the platform card: the engagement model in one sentence.
  a.add(a.line(px + 24, py + ph - 52, px + pw - 24, py + ph - 52, { stroke: t.border }));
  a.add(a.icon("users", px + 24, py + ph - 36, 18, t.textMuted));
  a.add(a.text("Senior squads · clear milestones · your team runs it", px + 50, py + ph - 21, { size: TYPE.small, fill: t.textMuted }));

  // Bottom: the clouds we build on.
  const clouds = ["AWS", "Microsoft Azure", "Google Cloud"];
  let cx = 396;
  a.add(a.eyebrow("Runs on", cx, 806));
  cx += 80;
  for (const c of clouds) {
    const chip = a.chip(c, cx, 788, { tone: "neutral", size: TYPE.small, icon: "cloud" });
    a.add(chip.markup);
    cx += chip.w + 10;
  }
  return a.toString();
}
