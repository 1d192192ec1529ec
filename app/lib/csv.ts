/**
 * CSV for spreadsheets. A cell that starts with =, +, -, @, a tab or a carriage return is run as a
 * formula by Excel, LibreOffice and Google Sheets (CSV injection); such cells get a leading
 * apostrophe, which spreadsheets show as text (OWASP's advice). Every cell is quoted.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The file: UTF-8 with a byte-order mark (so Excel reads accents and emoji right), CRLF lines. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
