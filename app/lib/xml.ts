/** Text for XML documents (the feed, the sitemap, the SVG of the share cards). */
export function escapeXml(value: string): string {
  return (
    value
      // Characters XML 1.0 forbids outright would make the whole document unreadable.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      // So does half of a surrogate pair (a title cut between the two, or sent that way).
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
      .replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!)
  );
}
