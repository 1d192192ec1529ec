/**
 * One diagram per service of /services (its service details, db/seed-data/pages.json): boxes, regions and arrows named after the
 * service's own process and technologies.
 */
import type { ArtTheme } from "../../../app/lib/art/color.ts";
import { Art, TYPE } from "../kit.ts";
import { node, region } from "../parts.ts";

const W = 1200;
const H = 720;

function base(theme: ArtTheme, title: string, glow: "primary" | "cyan" | "emerald" | "amber"): Art {
  const a = new Art(theme, { width: W, height: H, title });
  const t = theme;
  const color = { primary: t.primary, cyan: t.cyan, emerald: t.emerald, amber: t.amber }[glow];
  a.stage({ glows: [{ x: 760, y: 360, r: 460, color }, { x: 120, y: 80, r: 240, color: t.primary }] });
  return a;
}

export function drawCloudArchitecture(theme: ArtTheme, title: string): string {
  const a = base(theme, title, "emerald");
  const t = theme;
  // Delivery pipeline.
  a.add(a.eyebrow("Delivery", 48, 92));
  const ci = [
    { title: "Infrastructure as code", meta: "Terraform · reviewed in Git", icon: "git-branch" as const },
    { title: "CI/CD pipeline", meta: "GitHub Actions · plan and apply", icon: "workflow" as const },
    { title: "Policy checks", meta: "ISO 27001 · SOC 2 baselines", icon: "shield-check" as const },
  ];
  ci.forEach((n, i) => {
    a.add(node(a, { x: 48, y: 112 + i * 104, w: 272, h: 76 }, { ...n, tone: "primary" }));
    if (i < ci.length - 1) a.add(a.connector([[184, 188 + i * 104], [184, 212 + i * 104]], { color: t.primary }));
  });
  a.add(node(a, { x: 48, y: 504, w: 272, h: 76 }, { title: "Your operations team", meta: "Runbooks · hand-over", icon: "users", tone: "cyan" }));
  a.add(a.connector([[320, 542], [416, 542]], { color: t.cyan, dash: "4 6" }));

  // Landing zone.
  a.add(region(a, { x: 368, y: 84, w: 784, h: 588 }, "Landing zone · AWS, Azure or Google Cloud", "neutral", "cloud"));
  a.add(region(a, { x: 396, y: 128, w: 480, h: 300 }, "Production account", "emerald"));
  a.add(node(a, { x: 420, y: 164, w: 210, h: 72 }, { title: "Load balancer", meta: "WAF · TLS 1.2+", icon: "globe", tone: "emerald" }));
  a.add(node(a, { x: 420, y: 260, w: 432, h: 84 }, { title: "Kubernetes cluster", meta: "3 availability zones · autoscaling · Docker images", icon: "container", tone: "emerald", emphasis: true }));
  a.add(node(a, { x: 642, y: 164, w: 210, h: 72 }, { title: "Identity", meta: "SSO · least privilege", icon: "key-round", tone: "emerald" }));
  a.add(node(a, { x: 420, y: 360, w: 210, h: 50 }, { title: "Managed database", icon: "database", tone: "emerald" }));
  a.add(node(a, { x: 642, y: 360, w: 210, h: 50 }, { title: "Object storage", icon: "hard-drive", tone: "emerald" }));
  a.add(a.connector([[525, 236], [525, 260]], { color: t.emerald }));

  // Shared services.
  a.add(region(a, { x: 904, y: 128, w: 224, h: 300 }, "Shared services", "neutral"));
  const shared = [
    { title: "Observability", meta: "Prometheus · Grafana", icon: "activity" as const },
    { title: "Log archive", meta: "Immutable, 1 year", icon: "lock" as const },
    { title: "Budgets", meta: "Cost tags per team", icon: "wallet" as const },
  ];
  shared.forEach((n, i) => a.add(node(a, { x: 918, y: 156 + i * 88, w: 196, h: 72 }, { ...n, tone: "cyan" })));

  // Disaster recovery.
  a.add(region(a, { x: 396, y: 468, w: 732, h: 176 }, "Disaster recovery region", "amber"));
  a.add(node(a, { x: 420, y: 504, w: 300, h: 72 }, { title: "Standby cluster", meta: "Pilot light · scripted failover", icon: "server", tone: "amber" }));
  a.add(node(a, { x: 744, y: 504, w: 360, h: 72 }, { title: "Replica database", meta: "Continuous replication", icon: "refresh-cw", tone: "amber" }));
  a.add(a.text("Recovery tested every quarter · RTO under 1 hour", 420, 614, { size: TYPE.small, weight: 600, fill: t.amber }));
  a.add(a.connector([[525, 410], [525, 504]], { color: t.amber, dash: "4 6" }));

  // Pipeline deploys into the cluster.
  a.add(a.connector([[320, 254], [344, 254], [344, 302], [420, 302]], { color: t.primary }));
  a.add(a.connector([[852, 302], [918, 302]], { color: t.cyan, dash: "4 6" }));
  return a.toString();
}

export function drawDataEngineering(theme: ArtTheme, title: string): string {
  const a = base(theme, title, "cyan");
  const t = theme;
  a.add(a.eyebrow("Sources", 48, 92));
  const sources = [
    { title: "Operational databases", meta: "PostgreSQL · CDC", icon: "database" as const },
    { title: "Event streams", meta: "Apache Kafka", icon: "zap" as const },
    { title: "SaaS and APIs", meta: "CRM · ERP · billing", icon: "globe" as const },
    { title: "Files", meta: "CSV · Parquet · exports", icon: "file-text" as const },
  ];
  sources.forEach((n, i) => {
    a.add(node(a, { x: 48, y: 112 + i * 96, w: 236, h: 72 }, { ...n, tone: "cyan" }));
    a.add(a.flow(284, 148 + i * 96, 330, 290, { color: t.cyan, arrow: i === 1 }));
  });
  a.add(node(a, { x: 334, y: 250, w: 176, h: 80 }, { title: "Ingestion", meta: "Batch + streaming", icon: "workflow", tone: "cyan", emphasis: true }));
  a.add(a.text("Orchestrated by Apache Airflow", 334, 354, { size: TYPE.micro, fill: t.textMuted }));

  // Lakehouse.
  a.add(region(a, { x: 548, y: 84, w: 336, h: 432 }, "Lakehouse · Spark · dbt", "primary", "layers"));
  const layers = [
    { title: "Bronze", meta: "Raw, append-only, replayable", tone: "amber" as const },
    { title: "Silver", meta: "Cleaned, deduplicated, conformed", tone: "cyan" as const },
    { title: "Gold", meta: "Business-ready models", tone: "emerald" as const },
  ];
  layers.forEach((l, i) => {
    const y = 120 + i * 126;
    a.add(node(a, { x: 572, y, w: 288, h: 92 }, { title: l.title, meta: l.meta, icon: "layers", tone: l.tone }));
    if (i < layers.length - 1) a.add(a.connector([[716, y + 92], [716, y + 126]], { color: t.primary }));
  });
  a.add(a.connector([[510, 290], [540, 290], [540, 166], [572, 166]], { color: t.cyan }));

  // Serving.
  a.add(a.eyebrow("Serve", 924, 92));
  const serve = [
    { title: "Semantic layer", meta: "Metrics defined once", icon: "list-checks" as const, tone: "primary" as const },
    { title: "BI dashboards", meta: "Power BI · under 3 h old", icon: "chart-column" as const, tone: "primary" as const },
    { title: "ML features", meta: "Ready for models", icon: "brain" as const, tone: "primary" as const },
  ];
  serve.forEach((n, i) => {
    a.add(node(a, { x: 924, y: 112 + i * 110, w: 228, h: 80 }, n));
    a.add(a.flow(860, 418, 924, 152 + i * 110, { color: t.emerald, arrow: true }));
  });
  a.add(node(a, { x: 924, y: 442, w: 228, h: 72 }, { title: "Warehouse", meta: "Snowflake · BigQuery", icon: "database", tone: "cyan" }));
  a.add(a.flow(860, 418, 924, 478, { color: t.emerald, arrow: true }));

  // Governance band.
  a.add(region(a, { x: 48, y: 568, w: 1104, h: 104 }, "Governance built in", "neutral", "shield-check"));
  a.add(
    a.chipRow(
      [
        { label: "Automated data-quality checks", tone: "emerald", icon: "circle-check" },
        { label: "Lineage from source to dashboard", tone: "primary", icon: "network" },
        { label: "Access control by role", tone: "cyan", icon: "key-round" },
        { label: "Documented datasets", tone: "amber", icon: "book-open" },
      ],
      76,
      604,
      1060,
      { size: TYPE.small },
    ).markup,
  );
  return a.toString();
}

export function drawCostOptimization(theme: ArtTheme, title: string): string {
  const a = base(theme, title, "emerald");
  const t = theme;
  // Spend chart.
  const cx = 48;
  const cy = 48;
  const cw = 700;
  const ch = 480;
  a.add(a.card({ x: cx, y: cy, w: cw, h: ch }));
  a.add(a.text("Monthly cloud spend", cx + 28, cy + 44, { size: TYPE.title, weight: 700 }));
  a.add(a.text("INR crore · all accounts · tagged by team", cx + 28, cy + 70, { size: TYPE.small, fill: t.textMuted }));
  a.add(a.chip("−38%", cx + cw - 28 - a.chip("−38%", 0, 0, { tone: "emerald", size: TYPE.title, icon: "trending-down" }).w, cy + 26, { tone: "emerald", size: TYPE.title, icon: "trending-down" }).markup);
  const values = [2.9, 2.95, 2.88, 2.7, 2.45, 2.3, 2.2, 2.05, 1.92, 1.85, 1.8, 1.8];
  const months = ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"];
  const gx = cx + 64;
  const gy = cy + 110;
  const gw = cw - 96;
  const gh = 290;
  const max = 3.2;
  [0, 1, 2, 3].forEach((v) => {
    const y = gy + gh - (v / max) * gh;
    a.add(a.line(gx, y, gx + gw, y, { stroke: t.border, dash: v === 0 ? undefined : "3 5" }));
    a.add(a.text(v.toFixed(1), gx - 14, y + 5, { size: TYPE.micro, fill: t.textFaint, anchor: "end" }));
  });
  const bw = gw / values.length;
  values.forEach((v, i) => {
    const h = (v / max) * gh;
    const x = gx + i * bw + bw * 0.2;
    const tone = i < 3 ? t.borderStrong : i < 10 ? t.primary : t.emerald;
    a.add(a.rect({ x, y: gy + gh - h, w: bw * 0.6, h }, { r: 6, fill: tone, opacity: i < 3 ? 0.9 : 1 }));
    a.add(a.text(months[i]!, x + bw * 0.3, gy + gh + 24, { size: TYPE.micro, fill: t.textFaint, anchor: "middle" }));
  });
  const steps = [
    { i: 3, label: "Tagging" },
    { i: 4, label: "Rightsizing" },
    { i: 6, label: "Idle off" },
    { i: 8, label: "Savings Plans" },
  ];
  steps.forEach((s, k) => {
    const x = gx + s.i * bw + bw * 0.5;
    const y = gy + 6 + (k % 2) * 34;
    const chip = a.chip(s.label, 0, 0, { size: TYPE.micro, tone: "primary" });
    a.add(a.line(x, y + chip.h, x, gy + gh - (values[s.i]! / max) * gh - 6, { stroke: t.primary, dash: "2 4" }));
    a.add(a.chip(s.label, x - chip.w / 2, y, { size: TYPE.micro, tone: "primary" }).markup);
  });
  a.add(a.text("Rightsize first, commit second", cx + 28, cy + ch - 26, { size: TYPE.small, weight: 600, fill: t.textMuted }));

  // Savings breakdown.
  const sx = 776;
  const sw = 376;
  a.add(a.card({ x: sx, y: cy, w: sw, h: ch }));
  a.add(a.text("Where the savings came from", sx + 24, cy + 44, { size: TYPE.body, weight: 700 }));
  const parts = [
    { label: "Rightsized compute", value: 0.14, tone: "primary" as const, icon: "cpu" as const },
    { label: "Commitment plans", value: 0.1, tone: "cyan" as const, icon: "wallet" as const },
    { label: "Idle environments off", value: 0.09, tone: "amber" as const, icon: "clock" as const },
    { label: "Storage tiering", value: 0.05, tone: "emerald" as const, icon: "hard-drive" as const },
  ];
  parts.forEach((p, i) => {
    const y = cy + 80 + i * 80;
    a.add(a.iconTile(p.icon, sx + 24, y, 36, p.tone));
    a.add(a.text(p.label, sx + 74, y + 16, { size: TYPE.small, weight: 600 }));
    a.add(a.text(`${Math.round(p.value * 100)}%`, sx + sw - 24, y + 16, { size: TYPE.small, weight: 700, anchor: "end" }));
    a.add(a.progress(sx + 74, y + 28, sw - 98, p.value / 0.14, { tone: p.tone, h: 6 }));
  });
  a.add(a.line(sx + 24, cy + 404, sx + sw - 24, cy + 404));
  a.add(a.text("Total saved", sx + 24, cy + 446, { size: TYPE.body, weight: 600, fill: t.textMuted }));
  a.add(a.text("38%", sx + sw - 24, cy + 450, { size: TYPE.heading, weight: 700, fill: t.emerald, anchor: "end" }));

  // FinOps loop.
  a.add(region(a, { x: 48, y: 568, w: 1104, h: 104 }, "FinOps, every month", "neutral", "refresh-cw"));
  const loop = ["Inform: cost by team and product", "Optimize: rightsize and commit", "Operate: budgets and anomaly alerts"];
  let lx = 76;
  loop.forEach((l, i) => {
    const chip = a.chip(l, lx, 604, { tone: (["primary", "cyan", "emerald"] as const)[i], size: TYPE.small, icon: (["chart-column", "trending-down", "bell"] as const)[i] });
    a.add(chip.markup);
    lx += chip.w;
    if (i < loop.length - 1) {
      a.add(a.connector([[lx + 10, 604 + chip.h / 2], [lx + 42, 604 + chip.h / 2]], { color: t.borderStrong }));
      lx += 52;
    }
  });
  return a.toString();
}

export function drawMachineLearning(theme: ArtTheme, title: string): string {
  const a = base(theme, title, "primary");
  const t = theme;
  const top = [
    { title: "Versioned data", meta: "Snapshots per run", icon: "database" as const, tone: "cyan" as const },
    { title: "Feature engineering", meta: "Shared feature store", icon: "layers" as const, tone: "cyan" as const },
    { title: "Training", meta: "Experiments in MLflow", icon: "cpu" as const, tone: "primary" as const },
    { title: "Evaluation", meta: "Against the baseline", icon: "gauge" as const, tone: "primary" as const },
  ];
  const nw = 252;
  const gap = (1104 - nw * 4) / 3;
  top.forEach((n, i) => {
    const x = 48 + i * (nw + gap);
    a.add(node(a, { x, y: 96, w: nw, h: 80 }, n));
    if (i < top.length - 1) a.add(a.connector([[x + nw + 4, 136], [x + nw + gap - 4, 136]], { color: t.primary }));
  });
  a.add(a.eyebrow("Build", 48, 76));
  a.add(a.eyebrow("Run", 48 + (nw + gap), 296));
  const bottom = [
    { title: "Monitoring", meta: "Drift · accuracy · latency", icon: "activity" as const, tone: "amber" as const },
    { title: "Deployment", meta: "API or batch · rollback", icon: "rocket" as const, tone: "emerald" as const },
    { title: "Model registry", meta: "Approved versions only", icon: "boxes" as const, tone: "emerald" as const },
  ];
  const bxs = [48 + (nw + gap), 48 + 2 * (nw + gap), 48 + 3 * (nw + gap)];
  bottom.forEach((n, i) => a.add(node(a, { x: bxs[i]!, y: 316, w: nw, h: 80 }, n)));
  // Evaluation → registry → deployment → monitoring.
  a.add(a.connector([[bxs[2]! + nw / 2, 180], [bxs[2]! + nw / 2, 312]], { color: t.emerald }));
  a.add(a.connector([[bxs[2]! - 4, 356], [bxs[1]! + nw + 4, 356]], { color: t.emerald }));
  a.add(a.connector([[bxs[1]! - 4, 356], [bxs[0]! + nw + 4, 356]], { color: t.emerald }));
  // Retrain loop.
  a.add(a.connector([[bxs[0]! + 40, 312], [bxs[0]! + 40, 250], [48 + 2 * (nw + gap) + 40, 250], [48 + 2 * (nw + gap) + 40, 180]], { color: t.amber, dash: "5 6" }));
  a.add(a.chip("Retrain on drift", bxs[0]! + 120, 236, { tone: "amber", size: TYPE.micro, icon: "refresh-cw", solid: false }).markup);

  // Live model card.
  a.add(a.card({ x: 48, y: 440, w: 640, h: 232 }));
  a.add(a.text("Fraud model v14 · production", 76, 484, { size: TYPE.body, weight: 700 }));
  a.add(a.chip("Healthy", 76 + a.measure("Fraud model v14 · production", TYPE.body, 700) + 14, 466, { tone: "emerald", size: TYPE.micro, icon: "circle-check" }).markup);
  const series = [0.9, 0.91, 0.905, 0.912, 0.915, 0.91, 0.918, 0.92, 0.917, 0.922, 0.924, 0.921, 0.926, 0.93, 0.928, 0.932];
  const gx = 76;
  const gw = 584;
  const gy = 510;
  const gh = 120;
  const pts = series.map((v, i) => [gx + (i / (series.length - 1)) * gw, gy + gh - ((v - 0.88) / 0.06) * gh] as const);
  const d = pts.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(1)} ${y.toFixed(1)}`).join("");
  a.add(a.line(gx, gy + gh - ((0.9 - 0.88) / 0.06) * gh, gx + gw, gy + gh - ((0.9 - 0.88) / 0.06) * gh, { stroke: t.amber, dash: "4 5" }));
  a.add(a.text("alert threshold", gx + gw, gy + gh - ((0.9 - 0.88) / 0.06) * gh + 18, { size: TYPE.micro, fill: t.amber, anchor: "end" }));
  a.add(a.path(`${d}L${gx + gw} ${gy + gh}L${gx} ${gy + gh}Z`, { fill: t.primary, opacity: 0.1 }));
  a.add(a.path(d, { stroke: t.primary, sw: 2.5, cap: "round" }));
  a.add(a.text("Precision, 16 weeks", gx, gy + gh + 26, { size: TYPE.micro, fill: t.textMuted }));

  const kx = 712;
  const metrics: [string, string, string][] = [
    ["Detection rate", "89%", "was 61%"],
    ["p99 latency", "48 ms", "was 420 ms"],
    ["False positives", "0.9%", "was 3.4%"],
  ];
  metrics.forEach(([k, v, n], i) => {
    const y = 440 + i * 80;
    a.add(a.card({ x: kx, y, w: 440, h: 68 }, { shadow: false }));
    a.add(a.text(k, kx + 20, y + 41, { size: TYPE.small, weight: 600, fill: t.textMuted }));
    a.add(a.text(v, kx + 300, y + 44, { size: TYPE.title + 1, weight: 700, anchor: "end" }));
    a.add(a.text(n, kx + 420, y + 41, { size: TYPE.micro, fill: t.textFaint, anchor: "end" }));
  });
  return a.toString();
}

export function drawAiSolutions(theme: ArtTheme, title: string): string {
  const a = base(theme, title, "primary");
  const t = theme;
  // Question from a user.
  a.add(a.card({ x: 48, y: 64, w: 360, h: 118 }));
  a.add(a.avatar(84, 102, 18, "MK", "cyan"));
  a.add(a.text("Meera, HR partner", 114, 108, { size: TYPE.small, weight: 600 }));
  a.add(a.paragraph("How many days of parental leave do contract staff get?", 68, 146, 320, { size: TYPE.body, lineHeight: 24, maxLines: 2 }).markup);

  // Assistant.
  a.add(node(a, { x: 470, y: 84, w: 280, h: 84 }, { title: "Assistant API", meta: "Access control · guardrails", icon: "bot", tone: "primary", emphasis: true }));
  a.add(a.connector([[408, 124], [466, 124]], { color: t.primary }));

  // Retrieval side.
  a.add(region(a, { x: 48, y: 256, w: 702, h: 200 }, "Grounded in your documents", "cyan", "file-text"));
  a.add(node(a, { x: 72, y: 300, w: 200, h: 72 }, { title: "Documents", meta: "Policies · contracts", icon: "file-text", tone: "cyan" }));
  a.add(node(a, { x: 300, y: 300, w: 200, h: 72 }, { title: "Index", meta: "Chunk · embed", icon: "layers", tone: "cyan" }));
  a.add(node(a, { x: 528, y: 300, w: 200, h: 72 }, { title: "Retriever", meta: "pgvector · hybrid", icon: "search", tone: "cyan" }));
  a.add(a.connector([[272, 336], [296, 336]], { color: t.cyan }));
  a.add(a.connector([[500, 336], [524, 336]], { color: t.cyan }));
  a.add(a.text("Private deployment: data stays in your cloud", 72, 424, { size: TYPE.small, weight: 600, fill: t.cyan }));
  a.add(a.connector([[628, 300], [628, 172]], { color: t.cyan }));

  // Model.
  a.add(node(a, { x: 840, y: 84, w: 312, h: 84 }, { title: "Language model", meta: "Azure OpenAI · Bedrock · open models", icon: "sparkles", tone: "primary" }));
  a.add(a.connector([[750, 116], [836, 116]], { color: t.primary }));
  a.add(a.connector([[836, 140], [754, 140]], { color: t.primary }));

  // Answer with citations.
  a.add(a.card({ x: 840, y: 216, w: 312, h: 240 }, { stroke: t.primary }));
  a.add(a.icon("sparkles", 862, 238, 20, t.primary));
  a.add(a.text("Answer", 890, 254, { size: TYPE.small, weight: 700, fill: t.primaryText }));
  a.add(a.paragraph("Contract staff on assignments of 6 months or more get 26 weeks of paid parental leave.", 862, 290, 270, { size: TYPE.small, lineHeight: 23 }).markup);
  a.add(a.line(862, 370, 1130, 370));
  a.add(a.chip("[1] Leave policy 2024, p. 12", 862, 386, { size: TYPE.micro, tone: "primary", icon: "file-check" }).markup);
  a.add(a.chip("[2] Contractor handbook, §4", 862, 418, { size: TYPE.micro, tone: "neutral", icon: "file-text" }).markup);
  a.add(a.connector([[996, 168], [996, 212]], { color: t.primary }));

  // Evaluation band.
  a.add(region(a, { x: 48, y: 512, w: 1104, h: 160 }, "Evaluation and human review", "neutral", "list-checks"));
  const evals: [string, string, "emerald" | "primary" | "amber"][] = [
    ["Answers with a source", "98%", "emerald"],
    ["Groundedness score", "0.93", "primary"],
    ["Sent to a reviewer", "4%", "amber"],
    ["Cost per answer", "₹0.42", "primary"],
  ];
  const ew = (1104 - 48 - 16 * 3) / 4;
  evals.forEach(([k, v, tone], i) => {
    const x = 72 + i * (ew + 16);
    a.add(a.card({ x, y: 548, w: ew, h: 100 }, { shadow: false }));
    a.add(a.text(k, x + 18, 580, { size: TYPE.small, fill: t.textMuted, weight: 600 }));
    a.add(a.text(v, x + 18, 626, { size: TYPE.heading, weight: 700, fill: tone === "amber" ? t.amber : tone === "emerald" ? t.emerald : t.text }));
  });
  return a.toString();
}
