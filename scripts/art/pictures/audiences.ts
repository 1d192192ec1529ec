/**
 * Solution visuals (/solutions/*) and one visual per template family (features, compare, migrate,
 * industries), drawn with the same kit as the product screens.
 */
import type { Accent, ArtTheme } from "../../../app/lib/art/color.ts";
import type { IconName } from "../icons.ts";
import { Art, TYPE } from "../kit.ts";
import { node, region, statTile, timeline } from "../parts.ts";

const W = 1200;
const H = 800;

function base(theme: ArtTheme, title: string, glowA: string, glowB: string): Art {
  const a = new Art(theme, { width: W, height: H, title });
  a.stage({ glows: [{ x: 260, y: 160, r: 380, color: glowA }, { x: 980, y: 640, r: 360, color: glowB }] });
  return a;
}

function panelTitle(a: Art, x: number, y: number, title: string, sub?: string): void {
  a.add(a.text(title, x, y, { size: TYPE.title, weight: 700 }));
  if (sub) a.add(a.text(sub, x, y + 26, { size: TYPE.small, fill: a.t.textMuted }));
}

export function drawForColleges(theme: ArtTheme, title: string): string {
  const t = theme;
  const a = base(theme, title, t.primary, t.cyan);
  const tiles = [
    { label: "Placement rate", value: "86%", note: "Up 11 points on last season", tone: "emerald" as const, icon: "trending-up" as const },
    { label: "Offers this season", value: "1,486", note: "From 212 recruiters", tone: "primary" as const, icon: "briefcase" as const },
    { label: "Placement-ready", value: "74%", note: "Readiness score 70 or more", tone: "cyan" as const, icon: "gauge" as const },
  ];
  const tw = (1104 - 32) / 3;
  tiles.forEach((tile, i) => a.add(statTile(a, { x: 48 + i * (tw + 16), y: 48, w: tw, h: 112 }, tile)));
  // Departments.
  a.add(a.card({ x: 48, y: 184, w: 660, h: 568 }));
  panelTitle(a, 76, 228, "Placements by department", "Batch of 2025 · live from IRACONNECT");
  const depts: [string, number, number][] = [
    ["Computer Science", 0.93, 312],
    ["Electronics and Communication", 0.86, 248],
    ["Information Technology", 0.9, 226],
    ["Mechanical", 0.72, 184],
    ["Electrical", 0.69, 142],
    ["Civil", 0.61, 136],
  ];
  depts.forEach(([name, v, n], i) => {
    const y = 300 + i * 70;
    a.add(a.text(name, 76, y, { size: TYPE.small, weight: 600 }));
    a.add(a.text(`${n} students`, 500, y, { size: TYPE.micro, fill: t.textFaint, anchor: "end" }));
    a.add(a.text(`${Math.round(v * 100)}%`, 680, y, { size: TYPE.small, weight: 700, anchor: "end" }));
    a.add(a.progress(76, y + 16, 604, v, { tone: v > 0.85 ? "emerald" : v > 0.7 ? "primary" : "amber", h: 10 }));
  });
  // Funnel.
  a.add(a.card({ x: 732, y: 184, w: 420, h: 568 }));
  panelTitle(a, 760, 228, "Season funnel", "All departments");
  const funnel: [string, number, Accent][] = [
    ["Registered", 1452, "primary"],
    ["Assessed", 1398, "primary"],
    ["Shortlisted", 1344, "cyan"],
    ["Interviewed", 1310, "cyan"],
    ["Placed", 1249, "emerald"],
  ];
  funnel.forEach(([k, v, tone], i) => {
    const y = 292 + i * 86;
    const w = 364 * (0.55 + 0.45 * ((v - 1200) / 252));
    const color = { primary: t.primary, cyan: t.cyan, emerald: t.emerald, amber: t.amber, rose: t.rose }[tone];
    a.add(a.rect({ x: 760, y, w, h: 52 }, { r: 10, fill: color, opacity: 0.9 - i * 0.08 }));
    a.add(a.text(k, 776, y + 32, { size: TYPE.small, weight: 600, fill: t.onPrimary }));
    a.add(a.text(v.toLocaleString("en-IN"), 760 + w - 16, y + 32, { size: TYPE.small, weight: 700, fill: t.onPrimary, anchor: "end" }));
  });
  a.add(a.text("Report exported to NAAC format in one click", 760, 730, { size: TYPE.micro, fill: t.textMuted }));
  return a.toString();
}

export function drawForStudents(theme: ArtTheme, title: string): string {
  const t = theme;
  const a = base(theme, title, t.primary, t.emerald);
  const steps: { title: string; meta: string; icon: IconName; tone: Accent }[] = [
    { title: "Learn", meta: "Courses and mentors", icon: "book-open", tone: "cyan" },
    { title: "Practise", meta: "Challenges, level 14", icon: "code", tone: "primary" },
    { title: "Prove", meta: "Verified credentials", icon: "badge-check", tone: "emerald" },
    { title: "Get hired", meta: "AI-matched roles", icon: "briefcase", tone: "amber" },
  ];
  const sw = 246;
  const gap = (1104 - sw * 4) / 3;
  steps.forEach((s, i) => {
    const x = 48 + i * (sw + gap);
    a.add(node(a, { x, y: 64, w: sw, h: 84 }, { ...s, emphasis: i === 2 }));
    a.add(a.text(`0${i + 1}`, x + sw - 16, 88, { size: TYPE.micro, weight: 700, fill: t.textFaint, anchor: "end" }));
    if (i < steps.length - 1) a.add(a.connector([[x + sw + 4, 106], [x + sw + gap - 4, 106]], { color: t.primary }));
  });
  // Profile card.
  a.add(a.card({ x: 48, y: 196, w: 520, h: 556 }));
  a.add(a.avatar(112, 268, 40, "AR", "primary"));
  a.add(a.text("Ananya Raman", 172, 262, { size: TYPE.title, weight: 700 }));
  a.add(a.text("B.Tech Computer Science · Class of 2025", 172, 290, { size: TYPE.small, fill: t.textMuted }));
  a.add(a.eyebrow("Skills proved this semester", 76, 356));
  const skills: [string, number][] = [["Python", 0.92], ["SQL", 0.86], ["Data structures", 0.78], ["React", 0.64]];
  skills.forEach(([k, v], i) => {
    const y = 396 + i * 56;
    a.add(a.icon("badge-check", 76, y - 15, 18, v > 0.7 ? t.emerald : t.textFaint));
    a.add(a.text(k, 104, y, { size: TYPE.small, weight: 600 }));
    a.add(a.text(`${Math.round(v * 100)}`, 540, y, { size: TYPE.small, weight: 700, anchor: "end" }));
    a.add(a.progress(104, y + 14, 436, v, { tone: v > 0.7 ? "emerald" : "primary", h: 7 }));
  });
  a.add(a.chipRow([{ label: "126 challenges", tone: "neutral", icon: "code" }, { label: "9 credentials", tone: "neutral", icon: "award" }, { label: "Free via your college", tone: "emerald", icon: "graduation-cap" }], 76, 640, 470, { size: TYPE.micro }).markup);
  a.add(a.text("Profile strength 86%", 76, 720, { size: TYPE.small, weight: 600, fill: t.textMuted }));
  a.add(a.progress(260, 712, 280, 0.86, { tone: "emerald", h: 8 }));
  // Matches.
  a.add(a.card({ x: 592, y: 196, w: 560, h: 556 }));
  panelTitle(a, 620, 240, "Matched for you", "Based on what you have proved");
  const roles: [string, string, number, Accent][] = [
    ["Junior Data Engineer", "Northwind Analytics · Bengaluru", 0.94, "primary"],
    ["Backend Developer", "Lumen Fintech · Chennai", 0.88, "cyan"],
    ["Analyst, Graduate Programme", "Orbit Retail · Hyderabad", 0.83, "emerald"],
    ["ML Engineer Intern", "Kavya Health · Remote", 0.81, "amber"],
  ];
  roles.forEach(([r, c, v, tone], i) => {
    const y = 296 + i * 108;
    a.add(a.rect({ x: 620, y, w: 504, h: 92 }, { r: 14, fill: t.surfaceMuted, stroke: t.border }));
    a.add(a.ring(666, y + 46, 26, v, `${Math.round(v * 100)}`, { tone, sw: 6, size: 17 }));
    a.add(a.text(r, 712, y + 40, { size: TYPE.body, weight: 600 }));
    a.add(a.text(c, 712, y + 64, { size: TYPE.micro, fill: t.textMuted }));
    a.add(a.icon("chevron-right", 1090, y + 36, 20, t.textFaint));
  });
  return a.toString();
}

export function drawForProfessionals(theme: ArtTheme, title: string): string {
  const t = theme;
  const a = base(theme, title, t.cyan, t.primary);
  a.add(a.card({ x: 48, y: 48, w: 500, h: 704 }));
  a.add(a.rect({ x: 49, y: 49, w: 498, h: 96 }, { r: 15, fill: t.cyanSoft }));
  a.add(a.rect({ x: 49, y: 120, w: 498, h: 25 }, { fill: t.cyanSoft }));
  a.add(a.circle(116, 150, 46, { fill: t.surface }));
  a.add(a.avatar(116, 150, 40, "RM", "cyan"));
  a.add(a.chip("Verified profile", 390, 132, { tone: "emerald", size: TYPE.micro, icon: "badge-check" }).markup);
  a.add(a.text("Rahul Menon", 76, 232, { size: TYPE.title + 2, weight: 700 }));
  a.add(a.text("Senior Data Analyst · 7 years · Kochi", 76, 260, { size: TYPE.small, fill: t.textMuted }));
  a.add(a.eyebrow("Verified credentials", 76, 314));
  const creds: [string, string, IconName][] = [
    ["Azure Data Engineer Associate", "Issued 2024 · verified on IRASECURE", "award"],
    ["Advanced SQL, challenge level 18", "Top 5% of 40,000 professionals", "trophy"],
    ["Streaming pipelines project", "Reviewed by a mentor at Lumen Fintech", "git-branch"],
  ];
  creds.forEach(([k, m, icon], i) => {
    const y = 336 + i * 84;
    a.add(a.iconTile(icon, 76, y, 44, i === 0 ? "emerald" : i === 1 ? "amber" : "primary"));
    a.add(a.text(k, 134, y + 19, { size: TYPE.small, weight: 600 }));
    a.add(a.text(m, 134, y + 40, { size: TYPE.micro, fill: t.textMuted }));
  });
  a.add(a.eyebrow("Skills", 76, 614));
  a.add(a.chipRow(["Python", "dbt", "Power BI", "Spark", "Stakeholder reviews"].map((label) => ({ label, tone: "neutral" as const })), 76, 630, 444, { size: TYPE.micro }).markup);
  // Matches.
  panelTitle(a, 588, 92, "Roles matched to what you can prove", "3 new this week · your title is not the filter");
  const roles: [string, string, string, number, Accent][] = [
    ["Analytics Engineering Lead", "Orbit Retail · Hyderabad · Hybrid", "₹38–46 LPA", 0.93, "primary"],
    ["Senior Data Engineer", "Northwind Analytics · Remote", "₹32–40 LPA", 0.89, "cyan"],
    ["Data Platform Consultant", "Iratech partner network · Chennai", "₹30–36 LPA", 0.84, "emerald"],
  ];
  roles.forEach(([r, c, pay, v, tone], i) => {
    const y = 148 + i * 148;
    a.add(a.card({ x: 588, y, w: 564, h: 128 }, { stroke: i === 0 ? t.primary : undefined }));
    a.add(a.ring(650, y + 64, 34, v, `${Math.round(v * 100)}%`, { tone, sw: 7, size: 17 }));
    a.add(a.text(r, 708, y + 48, { size: TYPE.body + 1, weight: 700 }));
    a.add(a.text(c, 708, y + 74, { size: TYPE.micro, fill: t.textMuted }));
    a.add(a.chip(pay, 708, y + 86, { tone: "neutral", size: TYPE.micro }).markup);
    a.add(a.icon("chevron-right", 1118, y + 54, 20, t.textFaint));
  });
  a.add(a.card({ x: 588, y: 604, w: 564, h: 148 }, { shadow: false }));
  a.add(a.iconTile("message-circle", 612, 628, 44, "amber"));
  a.add(a.text("Mentor session booked", 670, 646, { size: TYPE.body, weight: 700 }));
  a.add(a.text("Thu 6:30 PM · Priya S., Head of Data, Lumen Fintech", 670, 670, { size: TYPE.micro, fill: t.textMuted }));
  a.add(a.text("Topic: moving from analyst to analytics engineering", 612, 722, { size: TYPE.small }));
  return a.toString();
}

export function drawForMentors(theme: ArtTheme, title: string): string {
  const t = theme;
  const a = base(theme, title, t.amber, t.primary);
  a.add(a.card({ x: 48, y: 48, w: 700, h: 704 }));
  panelTitle(a, 76, 92, "This week", "Scheduling handled by IRACONNECT");
  const days = ["Mon", "Tue", "Wed", "Thu", "Fri"];
  const gx = 140;
  const colW = 116;
  const gy = 160;
  const hourH = 84;
  days.forEach((d, i) => a.add(a.text(d, gx + i * colW + colW / 2, gy - 10, { size: TYPE.small, weight: 600, fill: t.textMuted, anchor: "middle" })));
  ["4 PM", "5 PM", "6 PM", "7 PM", "8 PM", "9 PM", "10 PM"].forEach((h, i) => {
    const y = gy + i * hourH;
    a.add(a.text(h, gx - 16, y + 5, { size: TYPE.micro, fill: t.textFaint, anchor: "end" }));
    a.add(a.line(gx, y, gx + colW * 5, y, { stroke: t.border }));
  });
  const sessions: [number, number, number, string, string, Accent][] = [
    [0, 1, 1, "Mock interview", "Ananya R.", "primary"],
    [1, 2.5, 1, "Resume review", "Karthik S.", "cyan"],
    [2, 0.5, 1.5, "System design", "Group · 4", "amber"],
    [3, 1.5, 1, "Career chat", "Rahul M.", "emerald"],
    [4, 3, 1, "Code review", "Divya P.", "primary"],
    [2, 3.5, 1, "SQL clinic", "Group · 6", "cyan"],
  ];
  sessions.forEach(([d, start, len, what, who, tone]) => {
    const x = gx + d * colW + 6;
    const y = gy + start * hourH + 4;
    const color = { primary: t.primary, cyan: t.cyan, emerald: t.emerald, amber: t.amber, rose: t.rose }[tone];
    const soft = { primary: t.primarySoft, cyan: t.cyanSoft, emerald: t.emeraldSoft, amber: t.amberSoft, rose: t.roseSoft }[tone];
    a.add(a.rect({ x, y, w: colW - 12, h: len * hourH - 8 }, { r: 10, fill: soft }));
    a.add(a.rect({ x, y, w: 4, h: len * hourH - 8 }, { r: 2, fill: color }));
    a.add(a.text(what, x + 12, y + 24, { size: 13, weight: 600, fill: color }));
    a.add(a.text(who, x + 12, y + 44, { size: 12, fill: t.textMuted }));
  });
  a.add(a.text("6 sessions · 7.5 hours · 14 mentees", 76, 726, { size: TYPE.small, weight: 600, fill: t.textMuted }));
  // Mentees.
  a.add(a.card({ x: 772, y: 48, w: 380, h: 440 }));
  panelTitle(a, 800, 92, "Your mentees", "Progress since you met");
  const mentees: [string, string, string, number, Accent][] = [
    ["AR", "Ananya Raman", "Interview-ready", 0.86, "primary"],
    ["KS", "Karthik Subbu", "Resume 2.0 live", 0.72, "cyan"],
    ["RM", "Rahul Menon", "2 offers", 0.94, "emerald"],
    ["DP", "Divya Prakash", "Level 9 to 13", 0.58, "amber"],
  ];
  mentees.forEach(([ini, name, note, v, tone], i) => {
    const y = 150 + i * 82;
    a.add(a.avatar(822, y + 22, 22, ini, tone));
    a.add(a.text(name, 858, y + 16, { size: TYPE.small, weight: 600 }));
    a.add(a.text(note, 1124, y + 16, { size: TYPE.micro, fill: t.textMuted, anchor: "end" }));
    a.add(a.progress(858, y + 32, 266, v, { tone, h: 7 }));
  });
  a.add(a.card({ x: 772, y: 512, w: 380, h: 240 }));
  a.add(a.text("4.9", 800, 586, { size: TYPE.display + 8, weight: 700 }));
  a.add(a.text("average rating", 800, 614, { size: TYPE.small, fill: t.textMuted }));
  for (let i = 0; i < 5; i++) a.add(a.icon("star", 900 + i * 30, 552, 24, t.amber));
  a.add(a.text("“Two sessions and my system design", 800, 668, { size: TYPE.small }));
  a.add(a.text("answers finally made sense.”", 800, 692, { size: TYPE.small }));
  a.add(a.text("Karthik, final-year student", 800, 724, { size: TYPE.micro, fill: t.textMuted }));
  return a.toString();
}

export function drawForCompanies(theme: ArtTheme, title: string): string {
  const t = theme;
  const a = base(theme, title, t.primary, t.emerald);
  panelTitle(a, 48, 84, "Data Engineer · Bengaluru", "AI-matched shortlist · every skill already verified");
  const st = a.chip("Time-to-hire −40%", 0, 0, { tone: "emerald", size: TYPE.body, icon: "trending-down" });
  a.add(a.chip("Time-to-hire −40%", 1152 - st.w, 60, { tone: "emerald", size: TYPE.body, icon: "trending-down" }).markup);
  const cols: { name: string; count: number; tone: Accent; cards: [string, string, number][] }[] = [
    { name: "Matched", count: 48, tone: "primary", cards: [["AR", "Ananya Raman", 0.94], ["VK", "Vikram Kumar", 0.91], ["SN", "Sara Nair", 0.89]] },
    { name: "Assessed", count: 21, tone: "cyan", cards: [["RM", "Rahul Menon", 0.93], ["LJ", "Lakshmi J.", 0.9], ["AP", "Arjun P.", 0.87]] },
    { name: "Interview", count: 8, tone: "amber", cards: [["MI", "Meera Iyer", 0.92], ["DK", "Dev Kapoor", 0.88]] },
    { name: "Offer", count: 2, tone: "emerald", cards: [["NS", "Nisha S.", 0.95]] },
  ];
  const cw = (1104 - 48) / 4;
  cols.forEach((col, i) => {
    const x = 48 + i * (cw + 16);
    a.add(a.rect({ x, y: 140, w: cw, h: 612 }, { r: 18, fill: t.surfaceMuted, stroke: t.border }));
    a.add(a.text(col.name, x + 20, 178, { size: TYPE.body, weight: 700 }));
    const c = a.chip(String(col.count), 0, 0, { tone: col.tone, size: TYPE.micro });
    a.add(a.chip(String(col.count), x + cw - 20 - c.w, 160, { tone: col.tone, size: TYPE.micro }).markup);
    col.cards.forEach(([ini, name, v], k) => {
      const y = 204 + k * 176;
      a.add(a.card({ x: x + 12, y, w: cw - 24, h: 160 }, { r: 12 }));
      a.add(a.avatar(x + 44, y + 38, 20, ini, col.tone));
      a.add(a.text(name, x + 74, y + 36, { size: TYPE.small, weight: 600 }));
      a.add(a.text(`${Math.round(v * 100)}% match`, x + 74, y + 56, { size: TYPE.micro, fill: t.textMuted }));
      a.add(a.chipRow([{ label: "Python", tone: "primary", icon: "badge-check" }, { label: "SQL", tone: "primary", icon: "badge-check" }], x + 28, y + 78, cw - 56, { size: 12 }).markup);
      a.add(a.progress(x + 28, y + 132, cw - 56, v, { tone: col.tone, h: 6 }));
    });
  });
  return a.toString();
}

// ------------------------------------------------------------------ template families

export function drawFeaturesFamily(theme: ArtTheme, title: string): string {
  const t = theme;
  const a = base(theme, title, t.primary, t.cyan);
  const mods: { title: string; line: string; icon: IconName; tone: Accent; big: string; caption: string }[] = [
    { title: "AI job matching", line: "Explains every match", icon: "target", tone: "primary", big: "94%", caption: "match score" },
    { title: "AI resume builder", line: "Tailored for each role", icon: "file-text", tone: "cyan", big: "3 min", caption: "per tailored resume" },
    { title: "Interview coach", line: "Instant, specific feedback", icon: "mic", tone: "amber", big: "12", caption: "practice rounds" },
    { title: "Challenge arena", line: "JavaScript, Python, Java", icon: "trophy", tone: "emerald", big: "20+", caption: "levels" },
    { title: "Courses and mentors", line: "Learn from practitioners", icon: "book-open", tone: "primary", big: "1:1", caption: "mentor sessions" },
    { title: "Verified credentials", line: "Checked by QR in seconds", icon: "badge-check", tone: "emerald", big: "100%", caption: "tamper-proof" },
  ];
  const cw = (1104 - 32) / 3;
  const ch = (704 - 16) / 2;
  mods.forEach((m, i) => {
    const x = 48 + (i % 3) * (cw + 16);
    const y = 48 + Math.floor(i / 3) * (ch + 16);
    a.add(a.card({ x, y, w: cw, h: ch }));
    a.add(a.iconTile(m.icon, x + 28, y + 28, 56, m.tone, { solid: true }));
    a.add(a.text(m.title, x + 28, y + 130, { size: TYPE.title, weight: 700 }));
    a.add(a.text(m.line, x + 28, y + 158, { size: TYPE.small, fill: t.textMuted }));
    a.add(a.line(x + 28, y + 190, x + cw - 28, y + 190));
    a.add(a.text(m.big, x + 28, y + 262, { size: TYPE.display + 6, weight: 700, tracking: -0.02 }));
    a.add(a.text(m.caption, x + 28, y + 294, { size: TYPE.small, fill: t.textMuted }));
  });
  return a.toString();
}

export function drawCompareFamily(theme: ArtTheme, title: string): string {
  const t = theme;
  const a = base(theme, title, t.primary, t.emerald);
  const x = 48;
  const w = 1104;
  a.add(a.card({ x, y: 48, w, h: 704 }));
  const c1 = x + 560;
  const c2 = x + 850;
  a.add(a.text("What you get", x + 32, 120, { size: TYPE.title, weight: 700 }));
  a.add(a.rect({ x: c1 - 110, y: 72, w: 220, h: 664 }, { r: 16, fill: t.primarySoft }));
  a.add(a.text("IRACONNECT", c1, 120, { size: TYPE.body + 1, weight: 700, fill: t.primaryText, anchor: "middle" }));
  a.add(a.text("Course platform", c2, 120, { size: TYPE.body + 1, weight: 700, fill: t.textMuted, anchor: "middle" }));
  const rows: [string, boolean | string, boolean | string][] = [
    ["Courses and learning paths", true, true],
    ["Coding challenges and arena", true, "Limited"],
    ["Blockchain-verified credentials", true, false],
    ["AI job matching", true, false],
    ["Mentors from industry", true, false],
    ["Placement analytics for institutions", true, false],
    ["Free for students", true, "Paid"],
  ];
  rows.forEach(([k, v1, v2], i) => {
    const y = 150 + i * 82;
    a.add(a.line(x + 32, y, x + w - 32, y));
    a.add(a.text(k, x + 32, y + 48, { size: TYPE.body + 1, weight: 600 }));
    const mark = (cx: number, v: boolean | string, brand: boolean) => {
      if (v === true) {
        a.add(a.circle(cx, y + 42, 15, { fill: brand ? t.primary : t.surfaceSunken }));
        a.add(a.icon("check", cx - 9, y + 33, 18, brand ? t.onPrimary : t.textMuted, 3));
      } else if (v === false) {
        a.add(a.line(cx - 10, y + 42, cx + 10, y + 42, { stroke: t.borderStrong, sw: 3 }));
      } else {
        a.add(a.text(v, cx, y + 48, { size: TYPE.small, weight: 600, fill: t.textMuted, anchor: "middle" }));
      }
    };
    mark(c1, v1, true);
    mark(c2, v2, false);
  });
  return a.toString();
}

export function drawMigrateFamily(theme: ArtTheme, title: string): string {
  const t = theme;
  const a = base(theme, title, t.primary, t.amber);
  const sources = ["Coursera", "Udemy", "LinkedIn Learning"];
  sources.forEach((s, i) => {
    const y = 96 + i * 104;
    a.add(node(a, { x: 48, y, w: 280, h: 76 }, { title: s, meta: i === 0 ? "Admin reports" : i === 1 ? "Your own courses" : "Learning history", icon: "library", tone: "amber" }));
    a.add(a.flow(328, y + 38, 452, 250, { color: t.borderStrong, arrow: i === 1 }));
  });
  a.add(a.card({ x: 456, y: 170, w: 288, h: 160 }, { stroke: t.primary }));
  a.add(a.iconTile("refresh-cw", 480, 194, 48, "primary", { solid: true }));
  a.add(a.text("IRA Migrate", 544, 218, { size: TYPE.title, weight: 700 }));
  a.add(a.text("Encrypted workspace", 544, 242, { size: TYPE.micro, fill: t.textMuted }));
  a.add(a.progress(480, 276, 240, 0.72, { h: 10 }));
  a.add(a.text("72% moved", 480, 312, { size: TYPE.micro, weight: 600, fill: t.textMuted }));
  a.add(a.connector([[744, 250], [820, 250]], { color: t.primary }));
  a.add(a.card({ x: 824, y: 130, w: 328, h: 240 }));
  a.add(a.rect({ x: 848, y: 154, w: 44, h: 44 }, { r: 11, fill: t.primary }));
  a.add(a.text("IR", 870, 183, { size: TYPE.body, weight: 700, fill: t.onPrimary, anchor: "middle" }));
  a.add(a.text("IRACONNECT", 906, 183, { size: TYPE.body + 1, weight: 700 }));
  const items: [string, string][] = [["Learners", "12,480"], ["Completions", "38,920"], ["Own courses", "146"]];
  items.forEach(([k, v], i) => {
    const y = 240 + i * 40;
    a.add(a.icon("circle-check", 848, y - 14, 18, t.emerald));
    a.add(a.text(k, 876, y, { size: TYPE.small }));
    a.add(a.text(v, 1128, y, { size: TYPE.small, weight: 700, anchor: "end" }));
  });
  a.add(a.card({ x: 48, y: 440, w: 1104, h: 312 }));
  a.add(a.text("Live in 24 to 72 hours", 80, 500, { size: TYPE.heading, weight: 700 }));
  a.add(a.text("Four steps, each signed off by your team", 80, 532, { size: TYPE.body, fill: t.textMuted }));
  a.add(
    timeline(a, 110, 640, 980, [
      { tick: "HOUR 0", label: "1 · Export your reports" },
      { tick: "HOUR 24", label: "2 · Share securely" },
      { tick: "HOUR 48", label: "3 · Map and import" },
      { tick: "HOUR 72", label: "4 · Invite and go live" },
    ], 0.5),
  );
  return a.toString();
}

export function drawIndustriesFamily(theme: ArtTheme, title: string): string {
  const t = theme;
  const a = base(theme, title, t.primary, t.cyan);
  const hub = { x: 600, y: 400 };
  a.add(a.circle(hub.x, hub.y, 180, { stroke: t.border, sw: 1 }));
  a.add(a.circle(hub.x, hub.y, 300, { stroke: t.border, sw: 1, opacity: 0.7 }));
  const left: { title: string; meta: string; icon: IconName }[] = [
    { title: "Colleges", meta: "Placement cells", icon: "school" },
    { title: "Universities", meta: "Graduate outcomes", icon: "graduation-cap" },
    { title: "Training academies", meta: "Enrolments and results", icon: "book-open" },
  ];
  const right: { title: string; meta: string; icon: IconName }[] = [
    { title: "Employers", meta: "Verified shortlists", icon: "briefcase" },
    { title: "Mentors", meta: "Industry guidance", icon: "handshake" },
    { title: "Alumni", meta: "Referrals and network", icon: "users" },
  ];
  left.forEach((n, i) => {
    const y = 176 + i * 170;
    a.add(a.flow(328, y + 42, hub.x - 124, hub.y, { color: t.cyan, arrow: false }));
    a.add(node(a, { x: 48, y, w: 280, h: 84 }, { ...n, tone: "cyan" }));
  });
  right.forEach((n, i) => {
    const y = 176 + i * 170;
    a.add(a.flow(hub.x + 124, hub.y, 872, y + 42, { color: t.primary, arrow: true }));
    a.add(node(a, { x: 872, y, w: 280, h: 84 }, { ...n, tone: "primary" }));
  });
  a.add(a.card({ x: hub.x - 124, y: hub.y - 104, w: 248, h: 208 }, { r: 24, stroke: t.primary }));
  a.add(a.rect({ x: hub.x - 30, y: hub.y - 78, w: 60, h: 60 }, { r: 16, fill: t.primary }));
  a.add(a.text("IR", hub.x, hub.y - 38, { size: TYPE.title, weight: 700, fill: t.onPrimary, anchor: "middle" }));
  a.add(a.text("IRACONNECT", hub.x, hub.y + 22, { size: TYPE.title, weight: 700, anchor: "middle" }));
  a.add(a.text("500+ institutions", hub.x, hub.y + 50, { size: TYPE.small, fill: t.textMuted, anchor: "middle" }));
  a.add(a.chip("Verified skills", hub.x - a.chip("Verified skills", 0, 0, { tone: "emerald", size: TYPE.micro, icon: "badge-check" }).w / 2, hub.y + 62, { tone: "emerald", size: TYPE.micro, icon: "badge-check" }).markup);
  a.add(a.eyebrow("Institutions", 48, 150));
  a.add(a.eyebrow("Who they reach", 872, 150));
  return a.toString();
}
