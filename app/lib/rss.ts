/** RSS 2.0 for the blog. Every text is XML-escaped; markup in a post never reaches the feed raw. */
import { absoluteUrl, siteConfig } from "./site-config.ts";
import { escapeXml } from "./xml.ts";

type FeedItem = {
  title: string;
  path: string;
  description: string;
  author: string;
  category: string;
  tags: readonly string[];
  publishedAt: Date;
};

export function renderRss(items: readonly FeedItem[], now = new Date()): string {
  const channelLink = absoluteUrl("/blog");
  const lastBuild = (items[0]?.publishedAt ?? now).toUTCString();
  const entries = items.map((item) => {
    const link = absoluteUrl(item.path);
    const categories = [item.category, ...item.tags].map((c) => `      <category>${escapeXml(c)}</category>`).join("\n");
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      categories,
      `      <pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${siteConfig.name} Blog`)}</title>
    <link>${escapeXml(channelLink)}</link>
    <description>${escapeXml("Insights on AI, cloud architecture, data engineering and machine learning.")}</description>
    <language>en-us</language>
    <lastBuildDate>${lastBuild}</lastBuildDate>
    <atom:link href="${escapeXml(absoluteUrl("/rss.xml"))}" rel="self" type="application/rss+xml" />
${entries.join("\n")}
  </channel>
</rss>
`;
}
