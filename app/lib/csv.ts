/**
 * CSV for spreadsheets (RFC 4180): UTF-8 with a byte-order mark so Excel reads non-Latin text,
 * CRLF line ends, and formula injection defused: a cell that starts with = + - @ tab or CR would
 * be run as a formula by Excel, LibreOffice or Sheets, so it gets a leading apostrophe.
 */
import { NO_STORE } from "./http.ts";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value == null ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A download response: never cached, never sniffed, named with today's date. */
export function csvResponse(csv: string, baseName: string, now = new Date()): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${baseName}-${now.toISOString().slice(0, 10)}.csv"`,
      ...NO_STORE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
