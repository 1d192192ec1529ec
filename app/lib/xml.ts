/** Text for XML documents (the feed, the sitemap). */
export function escapeXml(value: string): string {
  return (
    value
      // Characters XML 1.0 forbids outright would make the whole document unreadable.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!)
  );
}
