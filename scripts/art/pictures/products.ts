/**
 * Product screens for IRACONNECT, IRASECURE and IRA Migrate, each in a browser or phone frame, with
 * names, numbers and labels that match the product copy in app/content.
 */
import type { ArtTheme } from "../../../app/lib/art/color.ts";
import { Art, TYPE } from "../kit.ts";
import { qrCode, sidebar, statTile, timeline } from "../parts.ts";

export const CREDENTIAL_ID = "IRA-7F3K-92QX-4M1D";
const VERIFY_URL = "verify.irasecure.iratech.io/c/7F3K92QX";

// ------------------------------------------------------------------ IRACONNECT

export function drawIraconnectScreen(theme: ArtTheme, title: string): string {
  const a = new Art(theme, { width: 1200, height: 800, title });
  const t = theme;
  a.stage({ glows: [{ x: 300, y: 120, r: 380, color: t.primary }, { x: 1050, y: 700, r: 320, color: t.cyan }] });
  const { markup, content: c } = a.browser({ x: 40, y: 40, w: 1120, h: 720 }, "app.iraconnect.ai/profile/ananya-raman");
  a.add(markup);
  const sideW = 212;
  a.add(
    sidebar(a, { x: c.x, y: c.y, w: sideW, h: c.h }, "IRACONNECT", [
      { label: "Dashboard", icon: "layout-dashboard" },
      { label: "My profile", icon: "user" },
      { label: "Job matches", icon: "target" },
      { label: "Challenges", icon: "code" },
      { label: "Courses", icon: "book-open" },
      { label: "Mentors", icon: "users" },
      { label: "Credentials", icon: "badge-check" },
    ], 2, { label: "Profile strength", value: 0.86 }),
  );
  const mx = c.x + sideW + 28;
  const mw = c.x + c.w - 28 - mx;
  // Top bar.
  a.add(a.rect({ x: mx, y: c.y + 20, w: 360, h: 38 }, { r: 10, fill: t.surfaceMuted, stroke: t.border }));
  a.add(a.icon("search", mx + 12, c.y + 30, 18, t.textFaint));
  a.add(a.text("Search roles, skills, mentors", mx + 40, c.y + 44, { size: TYPE.small, fill: t.textFaint }));
  a.add(a.icon("bell", mx + mw - 86, c.y + 29, 20, t.textMuted));
  a.add(a.circle(mx + mw - 68, c.y + 30, 4, { fill: t.rose }));
  a.add(a.avatar(mx + mw - 20, c.y + 39, 19, "AR", "primary"));

  // Profile card.
  const py = c.y + 80;
  const pw = 330;
  a.add(a.card({ x: mx, y: py, w: pw, h: 560 }, { shadow: false }));
  a.add(a.rect({ x: mx + 1, y: py + 1, w: pw - 2, h: 74 }, { r: 15, fill: t.primarySoft }));
  a.add(a.rect({ x: mx + 1, y: py + 50, w: pw - 2, h: 25 }, { fill: t.primarySoft }));
  a.add(a.circle(mx + 62, py + 86, 42, { fill: t.surface }));
  a.add(a.avatar(mx + 62, py + 86, 37, "AR", "primary"));
  a.add(a.chip("Open to work", mx + pw - 20 - a.chip("Open to work", 0, 0, { tone: "emerald", size: TYPE.micro, icon: "circle-check" }).w, py + 90, { tone: "emerald", size: TYPE.micro, icon: "circle-check" }).markup);
  a.add(a.text("Ananya Raman", mx + 22, py + 166, { size: TYPE.title, weight: 700 }));
  a.add(a.text("B.Tech Computer Science, Class of 2025", mx + 22, py + 192, { size: TYPE.small, fill: t.textMuted }));
  a.add(a.icon("map-pin", mx + 22, py + 205, 15, t.textFaint));
  a.add(a.text("Chennai, Tamil Nadu", mx + 42, py + 217, { size: TYPE.micro, fill: t.textFaint }));
  a.add(a.line(mx + 22, py + 238, mx + pw - 22, py + 238));
  a.add(a.eyebrow("Verified skills", mx + 22, py + 268));
  a.add(
    a.chipRow(
      [
        { label: "Python", tone: "primary", icon: "badge-check" },
        { label: "SQL", tone: "primary", icon: "badge-check" },
        { label: "Apache Kafka", tone: "primary", icon: "badge-check" },
        { label: "React", tone: "neutral" },
        { label: "AWS Cloud Practitioner", tone: "emerald", icon: "award" },
      ],
      mx + 22,
      py + 284,
      pw - 44,
      { size: TYPE.micro },
    ).markup,
  );
  a.add(a.eyebrow("Challenge arena", mx + 22, py + 408));
  a.add(a.text("Level 14", mx + 22, py + 442, { size: TYPE.title, weight: 700 }));
  a.add(a.text("of 20+", mx + 30 + a.measure("Level 14", TYPE.title, 700), py + 442, { size: TYPE.small, fill: t.textMuted }));
  const top = a.chip("Top 8%", 0, 0, { tone: "amber", size: TYPE.micro, icon: "trophy" });
  a.add(a.chip("Top 8%", mx + pw - 22 - top.w, py + 420, { tone: "amber", size: TYPE.micro, icon: "trophy" }).markup);
  a.add(a.progress(mx + 22, py + 458, pw - 44, 0.66, { tone: "amber", h: 8 }));
  const stats: [string, string][] = [["126", "challenges"], ["9", "credentials"], ["4", "mentor calls"]];
  stats.forEach(([v, l], i) => {
    const sx = mx + 22 + i * ((pw - 44) / 3);
    a.add(a.text(v, sx, py + 510, { size: TYPE.title, weight: 700 }));
    a.add(a.text(l, sx, py + 532, { size: TYPE.micro, fill: t.textMuted }));
  });

  // Matches.
  const rx = mx + pw + 24;
  const rw = mx + mw - rx;
  a.add(a.text("AI job matches", rx, py + 22, { size: TYPE.title, weight: 700 }));
  a.add(a.text("Ranked on verified skills, not keywords · updated today", rx, py + 48, { size: TYPE.small, fill: t.textMuted }));
  const fy = py + 68;
  a.add(a.card({ x: rx, y: fy, w: rw, h: 340 }, { stroke: t.primary }));
  a.add(a.ring(rx + 74, fy + 82, 48, 0.94, "94%", { tone: "primary", sw: 9, size: 28, caption: "match" }));
  a.add(a.text("Junior Data Engineer", rx + 146, fy + 62, { size: TYPE.title, weight: 700 }));
  a.add(a.text("Northwind Analytics · Bengaluru · Hybrid", rx + 146, fy + 88, { size: TYPE.small, fill: t.textMuted }));
  a.add(a.chipRow([{ label: "₹9–12 LPA" }, { label: "Full-time" }, { label: "Posted 2 days ago" }].map((x) => ({ ...x, tone: "neutral" as const })), rx + 146, fy + 104, rw - 170, { size: TYPE.micro }).markup);
  a.add(a.line(rx + 20, fy + 158, rx + rw - 20, fy + 158));
  a.add(a.eyebrow("Why this match", rx + 20, fy + 186));
  const reasons = ["Python and SQL verified by 42 solved challenges", "Kafka streaming project reviewed by a mentor", "AWS credential issued and verified on IRASECURE"];
  reasons.forEach((r, i) => {
    a.add(a.icon("circle-check", rx + 20, fy + 200 + i * 26, 17, t.emerald));
    a.add(a.text(r, rx + 46, fy + 214 + i * 26, { size: TYPE.small }));
  });
  const apply = a.button("Apply with profile", rx + 20, fy + 284, { size: TYPE.small, icon: "zap" });
  a.add(apply.markup);
  a.add(a.button("Save", rx + 20 + apply.w + 10, fy + 284, { size: TYPE.small, variant: "outline" }).markup);

  const others: [string, string, number, "cyan" | "amber"][] = [["Backend Developer", "Lumen Fintech · Chennai · 88% match", 0.88, "cyan"]];
  others.forEach(([role, company, score, tone], i) => {
    const y = fy + 356 + i * 92;
    a.add(a.card({ x: rx, y, w: rw, h: 80 }, { shadow: false }));
    a.add(a.ring(rx + 40, y + 40, 22, score, `${Math.round(score * 100)}`, { tone, sw: 5, size: 16 }));
    a.add(a.text(role, rx + 80, y + 35, { size: TYPE.body, weight: 600 }));
    a.add(a.text(company, rx + 80, y + 58, { size: TYPE.micro, fill: t.textMuted }));
    a.add(a.icon("chevron-right", rx + rw - 40, y + 30, 20, t.textFaint));
  });
  return a.toString();
}

export function drawIraconnectCard(theme: ArtTheme, title: string): string {
  const a = new Art(theme, { width: 640, height: 480, title });
  const t = theme;
  a.stage({ glows: [{ x: 160, y: 100, r: 240, color: t.primary }] });
  const x = 60;
  const y = 56;
  const w = 520;
  a.add(a.card({ x, y, w, h: 368 }));
  a.add(a.ring(x + 88, y + 96, 56, 0.94, "94%", { tone: "primary", sw: 11, size: 32, caption: "match" }));
  a.add(a.eyebrow("AI job match", x + 172, y + 62));
  a.add(a.text("Junior Data Engineer", x + 172, y + 96, { size: TYPE.title + 3, weight: 700 }));
  a.add(a.text("Northwind Analytics · Bengaluru", x + 172, y + 124, { size: TYPE.body, fill: t.textMuted }));
  a.add(a.line(x + 24, y + 180, x + w - 24, y + 180));
  a.add(a.eyebrow("Verified skills that matched", x + 24, y + 212));
  a.add(
    a.chipRow(
      [
        { label: "Python", tone: "primary", icon: "badge-check" },
        { label: "SQL", tone: "primary", icon: "badge-check" },
        { label: "Apache Kafka", tone: "primary", icon: "badge-check" },
        { label: "AWS", tone: "emerald", icon: "award" },
      ],
      x + 24,
      y + 228,
      w - 48,
      { size: TYPE.small },
    ).markup,
  );
  const b = a.button("Apply with profile", x + 24, y + 296, { size: TYPE.body, icon: "zap" });
  a.add(b.markup);
  a.add(a.button("Ask a mentor", x + 24 + b.w + 12, y + 296, { size: TYPE.body, variant: "outline" }).markup);
  return a.toString();
}

// ------------------------------------------------------------------ IRASECURE

function certificate(a: Art, x: number, y: number, w: number, h: number): void {
  const t = a.t;
  const paper = t.name === "light" ? "#ffffff" : "#f8f7f3";
  const ink = "#1b2138";
  const muted = "#5b6378";
  const gold = "#b7862c";
  const indigo = "#3046c5";
  a.add(a.card({ x, y, w, h }, { r: 10, fill: paper, stroke: t.name === "light" ? t.border : paper }));
  a.add(a.rect({ x: x + 14, y: y + 14, w: w - 28, h: h - 28 }, { r: 4, stroke: indigo, sw: 1.5, opacity: 0.5 }));
  a.add(a.rect({ x: x + 20, y: y + 20, w: w - 40, h: h - 40 }, { r: 2, stroke: indigo, sw: 0.75, opacity: 0.35 }));
  const cx = x + w / 2;
  a.add(a.text("MERIDIAN INSTITUTE OF TECHNOLOGY", cx, y + 66, { size: TYPE.micro, weight: 700, fill: indigo, tracking: 0.14, anchor: "middle" }));
  a.add(a.text("Certificate of Completion", cx, y + 112, { size: TYPE.heading, weight: 700, fill: ink, anchor: "middle" }));
  a.add(a.text("This certifies that", cx, y + 148, { size: TYPE.small, fill: muted, anchor: "middle" }));
  a.add(a.text("Ananya Raman", cx, y + 196, { size: TYPE.display - 4, weight: 600, fill: ink, anchor: "middle" }));
  a.add(a.line(cx - 150, y + 214, cx + 150, y + 214, { stroke: gold, sw: 1.5 }));
  a.add(a.text("has successfully completed the programme", cx, y + 246, { size: TYPE.small, fill: muted, anchor: "middle" }));
  a.add(a.text("Full-Stack Web Development", cx, y + 280, { size: TYPE.title, weight: 700, fill: indigo, anchor: "middle" }));
  a.add(a.text("240 hours · with distinction", cx, y + 306, { size: TYPE.small, fill: muted, anchor: "middle" }));
  // Seal.
  const sx = x + 92;
  const sy = y + h - 96;
  a.add(a.circle(sx, sy, 38, { fill: gold, opacity: 0.15 }));
  a.add(a.circle(sx, sy, 38, { stroke: gold, sw: 2 }));
  a.add(a.circle(sx, sy, 30, { stroke: gold, sw: 1, opacity: 0.7 }));
  a.add(a.icon("award", sx - 16, sy - 16, 32, gold));
  // Signature and date.
  a.add(a.path(`M${x + 170} ${y + h - 98}c14-18 22-20 26-8s-6 22 4 10 14-20 22-6 10 4 18-4`, { stroke: ink, sw: 1.6, cap: "round" }));
  a.add(a.line(x + 160, y + h - 80, x + 300, y + h - 80, { stroke: muted, sw: 1 }));
  a.add(a.text("Dr. R. Menon, Dean", x + 160, y + h - 60, { size: TYPE.micro, fill: muted }));
  a.add(a.text("Issued 12 June 2025", x + 160, y + h - 40, { size: TYPE.micro, fill: muted }));
  // QR and ID.
  const qs = 104;
  a.add(qrCode(a, `https://${VERIFY_URL}`, x + w - 40 - qs, y + h - 52 - qs, qs, ink));
  a.add(a.text(CREDENTIAL_ID, x + w - 40 - qs / 2, y + h - 34, { size: 11, weight: 600, fill: muted, anchor: "middle", tracking: 0.04 }));
}

export function drawIrasecureScreen(theme: ArtTheme, title: string): string {
  const a = new Art(theme, { width: 1200, height: 800, title });
  const t = theme;
  a.stage({ glows: [{ x: 330, y: 400, r: 420, color: t.primary }, { x: 950, y: 180, r: 300, color: t.emerald }] });
  const { markup, content: c } = a.browser({ x: 40, y: 40, w: 1120, h: 720 }, VERIFY_URL);
  a.add(markup);
  a.add(a.rect(c, { fill: t.surfaceMuted }));
  a.add(a.rect({ x: c.x, y: c.y + c.h - 20, w: c.w, h: 19 }, { r: 13, fill: t.surfaceMuted }));
  // Portal header.
  a.add(a.icon("shield-check", c.x + 28, c.y + 22, 24, t.primary));
  a.add(a.text("IRASECURE", c.x + 60, c.y + 41, { size: TYPE.body, weight: 700 }));
  a.add(a.text("Credential verification", c.x + 168, c.y + 41, { size: TYPE.small, fill: t.textMuted }));
  a.add(a.line(c.x, c.y + 66, c.x + c.w, c.y + 66));
  certificate(a, c.x + 32, c.y + 98, 600, 540);

  // Verification panel.
  const vx = c.x + 664;
  const vw = c.x + c.w - 32 - vx;
  const vy = c.y + 98;
  a.add(a.card({ x: vx, y: vy, w: vw, h: 540 }));
  a.add(a.rect({ x: vx + 1, y: vy + 1, w: vw - 2, h: 118 }, { r: 15, fill: t.emeraldSoft }));
  a.add(a.rect({ x: vx + 1, y: vy + 90, w: vw - 2, h: 29 }, { fill: t.emeraldSoft }));
  a.add(a.circle(vx + 58, vy + 59, 32, { fill: t.emerald }));
  a.add(a.icon("shield-check", vx + 40, vy + 41, 36, t.onPrimary, 2.25));
  a.add(a.text("Verified on chain", vx + 106, vy + 56, { size: TYPE.title + 1, weight: 700, fill: t.emerald }));
  a.add(a.text("Authentic and not revoked", vx + 106, vy + 82, { size: TYPE.micro, fill: t.textMuted }));
  const rows: [string, string, boolean][] = [
    ["Holder", "Ananya Raman", false],
    ["Issuer", "Meridian Institute of Technology", true],
    ["Issued", "12 Jun 2025, 10:42 IST", false],
    ["Credential ID", CREDENTIAL_ID, false],
    ["Block", "#18,402,117 · 2,614 confirmations", false],
    ["Transaction", "0x7a3f…c91e", false],
    ["Fingerprint", "SHA-256 9b2e…41d0", true],
  ];
  rows.forEach(([k, v, check], i) => {
    const y = vy + 156 + i * 40;
    a.add(a.text(k, vx + 24, y, { size: TYPE.small, fill: t.textMuted }));
    const vxEnd = vx + vw - 24;
    a.add(a.text(v, check ? vxEnd - 24 : vxEnd, y, { size: TYPE.small, weight: 600, anchor: "end" }));
    if (check) a.add(a.icon("badge-check", vxEnd - 17, y - 13, 17, t.emerald));
    if (i < rows.length - 1) a.add(a.line(vx + 24, y + 16, vx + vw - 24, y + 16));
  });
  const by = vy + 450;
  const dl = a.button("Download PDF", vx + 24, by, { size: TYPE.small, icon: "file-check" });
  a.add(dl.markup);
  a.add(a.button("Share link", vx + 24 + dl.w + 10, by, { size: TYPE.small, variant: "outline", icon: "link" }).markup);
  a.add(a.text("Checked 14 times · last by Northwind Analytics HR", vx + 24, by + 70, { size: TYPE.micro, fill: t.textFaint }));
  return a.toString();
}

export function drawIrasecureCard(theme: ArtTheme, title: string): string {
  const a = new Art(theme, { width: 640, height: 480, title });
  const t = theme;
  a.stage({ glows: [{ x: 460, y: 240, r: 260, color: t.emerald }] });
  // A QR on a mini certificate, scanned by a phone that shows the result.
  const cx = 56;
  const cy = 92;
  a.add(a.card({ x: cx, y: cy, w: 300, h: 300 }, { r: 14 }));
  a.add(a.text("Certificate of Completion", cx + 24, cy + 44, { size: TYPE.body, weight: 700 }));
  a.add(a.text("Ananya Raman · Full-Stack Web Dev.", cx + 24, cy + 68, { size: TYPE.micro, fill: t.textMuted }));
  a.add(qrCode(a, `https://${VERIFY_URL}`, cx + 60, cy + 88, 180, "#1b2138"));
  a.add(a.text(CREDENTIAL_ID, cx + 150, cy + 286, { size: 12, weight: 600, fill: t.textMuted, anchor: "middle", tracking: 0.04 }));
  // Scan beam.
  a.add(a.path(`M${cx + 250} ${cy + 180}L404 196L404 330Z`, { fill: t.emerald, opacity: 0.12 }));
  const { markup, screen: s } = a.phone({ x: 380, y: 40, w: 216, h: 400 });
  a.add(markup);
  a.add(a.circle(s.x + s.w / 2, s.y + 118, 40, { fill: t.emerald }));
  a.add(a.icon("shield-check", s.x + s.w / 2 - 22, s.y + 96, 44, t.onPrimary, 2.25));
  a.add(a.text("Verified", s.x + s.w / 2, s.y + 196, { size: TYPE.title + 1, weight: 700, fill: t.emerald, anchor: "middle" }));
  a.add(a.text("on chain", s.x + s.w / 2, s.y + 222, { size: TYPE.body, weight: 600, fill: t.emerald, anchor: "middle" }));
  const lines: [string, string][] = [["Holder", "Ananya Raman"], ["Issuer", "Meridian Inst."], ["Issued", "12 Jun 2025"]];
  lines.forEach(([k, v], i) => {
    const y = s.y + 262 + i * 30;
    a.add(a.text(k, s.x + 18, y, { size: TYPE.micro, fill: t.textMuted }));
    a.add(a.text(v, s.x + s.w - 18, y, { size: TYPE.micro, weight: 600, anchor: "end" }));
  });
  return a.toString();
}

// ------------------------------------------------------------------ IRA Migrate

export function drawMigrateScreen(theme: ArtTheme, title: string): string {
  const a = new Art(theme, { width: 1200, height: 800, title });
  const t = theme;
  a.stage({ glows: [{ x: 900, y: 140, r: 380, color: t.primary }, { x: 200, y: 700, r: 300, color: t.amber }] });
  const { markup, content: c } = a.browser({ x: 40, y: 40, w: 1120, h: 720 }, "migrate.iratech.io/projects/meridian-coursera");
  a.add(markup);
  const x = c.x + 32;
  const w = c.w - 64;
  // Header: source → target.
  const hy = c.y + 30;
  a.add(a.rect({ x, y: hy, w: 52, h: 52 }, { r: 12, fill: t.surfaceMuted, stroke: t.border }));
  a.add(a.text("C", x + 26, hy + 35, { size: TYPE.title + 1, weight: 700, fill: t.textMuted, anchor: "middle" }));
  a.add(a.connector([[x + 62, hy + 26], [x + 118, hy + 26]], { color: t.primary }));
  a.add(a.rect({ x: x + 128, y: hy, w: 52, h: 52 }, { r: 12, fill: t.primary }));
  a.add(a.text("IR", x + 154, hy + 35, { size: TYPE.title - 2, weight: 700, fill: t.onPrimary, anchor: "middle" }));
  a.add(a.text("Coursera to IRACONNECT", x + 200, hy + 22, { size: TYPE.title, weight: 700 }));
  a.add(a.text("Meridian Institute of Technology · started Mon 09:00 IST", x + 200, hy + 47, { size: TYPE.small, fill: t.textMuted }));
  const st = a.chip("In progress · hour 31 of 72", 0, 0, { tone: "primary", size: TYPE.small, icon: "refresh-cw" });
  a.add(a.chip("In progress · hour 31 of 72", x + w - st.w, hy + 10, { tone: "primary", size: TYPE.small, icon: "refresh-cw" }).markup);

  // Timeline.
  const ty = hy + 84;
  a.add(a.card({ x, y: ty, w, h: 144 }, { shadow: false }));
  a.add(a.text("24–72 hour plan", x + 24, ty + 34, { size: TYPE.body, weight: 700 }));
  a.add(a.text("Every step signed off by your team", x + w - 24, ty + 34, { size: TYPE.micro, fill: t.textMuted, anchor: "end" }));
  a.add(
    timeline(a, x + 40, ty + 94, w - 80, [
      { tick: "HOUR 0", label: "Export reports" },
      { tick: "HOUR 8", label: "Share securely" },
      { tick: "HOUR 24", label: "Map and import" },
      { tick: "HOUR 48", label: "Staging review" },
      { tick: "HOUR 72", label: "Invite and go live" },
    ], 0.57),
  );

  // Stat tiles.
  const sy = ty + 164;
  const gap = 16;
  const tw = (w - gap * 3) / 4;
  const tiles = [
    { label: "Learners", value: "12,480", note: "All rosters imported", tone: "emerald" as const, icon: "users" as const, progress: 1 },
    { label: "Completions", value: "38,920", note: "86% mapped to courses", tone: "primary" as const, icon: "circle-check" as const, progress: 0.86 },
    { label: "Own courses", value: "146", note: "62% of content moved", tone: "cyan" as const, icon: "book-open" as const, progress: 0.62 },
    { label: "Credentials", value: "9,310", note: "34% reissued on chain", tone: "amber" as const, icon: "badge-check" as const, progress: 0.34 },
  ];
  tiles.forEach((tile, i) => a.add(statTile(a, { x: x + i * (tw + gap), y: sy, w: tw, h: 128 }, tile)));

  // Activity and checks.
  const ay = sy + 148;
  const aw = w * 0.58;
  a.add(a.card({ x, y: ay, w: aw, h: 222 }, { shadow: false }));
  a.add(a.text("Activity", x + 24, ay + 36, { size: TYPE.body, weight: 700 }));
  const activity: [string, string, string][] = [
    ["Imported batch CSE 2024", "1,240 learners · 3,812 completions", "10 min ago"],
    ["Mapped 12 departments", "Batch and department fields matched", "1 h ago"],
    ["Moved 38 private courses", "Videos, quizzes and structure intact", "3 h ago"],
  ];
  activity.forEach(([h1, h2, when], i) => {
    const y = ay + 58 + i * 52;
    a.add(a.iconTile(i === 2 ? "book-open" : i === 1 ? "network" : "upload", x + 24, y, 36, i === 2 ? "cyan" : "primary"));
    a.add(a.text(h1, x + 74, y + 15, { size: TYPE.small, weight: 600 }));
    a.add(a.text(h2, x + 74, y + 34, { size: TYPE.micro, fill: t.textMuted }));
    a.add(a.text(when, x + aw - 24, y + 15, { size: TYPE.micro, fill: t.textFaint, anchor: "end" }));
  });
  const kx = x + aw + 16;
  const kw = w - aw - 16;
  a.add(a.card({ x: kx, y: ay, w: kw, h: 222 }, { shadow: false }));
  a.add(a.text("Data checks", kx + 24, ay + 36, { size: TYPE.body, weight: 700 }));
  const checks: [string, string, "emerald" | "amber"][] = [
    ["Duplicate e-mails", "0", "emerald"],
    ["Records matched", "99.6%", "emerald"],
    ["Missing departments", "3 to review", "amber"],
    ["Encrypted workspace", "On", "emerald"],
  ];
  checks.forEach(([k, v, tone], i) => {
    const y = ay + 74 + i * 40;
    a.add(a.circle(kx + 30, y - 5, 5, { fill: tone === "emerald" ? t.emerald : t.amber }));
    a.add(a.text(k, kx + 46, y, { size: TYPE.small }));
    a.add(a.text(v, kx + kw - 24, y, { size: TYPE.small, weight: 600, anchor: "end", fill: tone === "amber" ? t.amber : t.text }));
  });
  return a.toString();
}

export function drawMigrateCard(theme: ArtTheme, title: string): string {
  const a = new Art(theme, { width: 640, height: 480, title });
  const t = theme;
  a.stage({ glows: [{ x: 320, y: 120, r: 260, color: t.primary }] });
  const sources = ["Coursera", "Udemy", "LinkedIn Learning"];
  sources.forEach((s, i) => {
    const y = 64 + i * 72;
    a.add(a.card({ x: 48, y, w: 200, h: 56 }, { r: 12 }));
    a.add(a.rect({ x: 60, y: y + 12, w: 32, h: 32 }, { r: 8, fill: t.surfaceMuted, stroke: t.border }));
    a.add(a.text(s.slice(0, 1), 76, y + 34, { size: TYPE.body, weight: 700, fill: t.textMuted, anchor: "middle" }));
    a.add(a.text(s, 104, y + 34, { size: TYPE.small + 1, weight: 600 }));
    a.add(a.flow(248, y + 28, 392, 164, { color: i === 0 ? t.primary : t.borderStrong, dash: i === 0 ? undefined : "2 6", arrow: i === 0 }));
  });
  a.add(a.card({ x: 400, y: 112, w: 192, h: 104 }, { r: 14, stroke: t.primary }));
  a.add(a.rect({ x: 418, y: 130, w: 36, h: 36 }, { r: 9, fill: t.primary }));
  a.add(a.text("IR", 436, 154, { size: TYPE.small, weight: 700, fill: t.onPrimary, anchor: "middle" }));
  a.add(a.text("IRACONNECT", 466, 154, { size: TYPE.small + 1, weight: 700 }));
  a.add(a.progress(418, 182, 156, 0.72, { h: 8 }));
  a.add(a.text("72%", 574, 206, { size: TYPE.micro, weight: 600, fill: t.textMuted, anchor: "end" }));
  a.add(a.card({ x: 48, y: 288, w: 544, h: 152 }, { r: 14 }));
  a.add(a.text("Live in 24 to 72 hours", 72, 326, { size: TYPE.title, weight: 700 }));
  a.add(
    timeline(a, 84, 384, 472, [
      { tick: "0 H", label: "Export" },
      { tick: "24 H", label: "Import" },
      { tick: "48 H", label: "Review" },
      { tick: "72 H", label: "Live" },
    ], 0.45),
  );
  return a.toString();
}
