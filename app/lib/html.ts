/** Text for HTML written by hand (the HTML bodies of our mails): the five markup characters escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;", '"': "&quot;" })[c]!);
}
