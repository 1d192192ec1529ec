/** A page from blocks may name its canonical address (issue 26's SEO fields); without one it is the page's own. */
import { describe, expect, it } from "vitest";
import { seo } from "#app/lib/seo.ts";

const canonicalOf = (meta: ReturnType<typeof seo>) => meta.find((tag) => "rel" in tag && tag.rel === "canonical") as { href: string } | undefined;
const ogUrlOf = (meta: ReturnType<typeof seo>) => (meta.find((tag) => "property" in tag && tag.property === "og:url") as { content: string } | undefined)?.content;

describe("seo's canonical address", () => {
  it("is the page's own address unless the page names another, a site path or an absolute URL", () => {
    const own = seo({ title: "Campaign", description: "d", path: "/spring-offer" });
    expect(canonicalOf(own)?.href).toBe("http://localhost:3000/spring-offer");
    const sitePath = seo({ title: "Campaign", description: "d", path: "/spring-offer", canonical: "/products/ira-connect" });
    expect(canonicalOf(sitePath)?.href).toBe("http://localhost:3000/products/ira-connect");
    expect(ogUrlOf(sitePath)).toBe("http://localhost:3000/products/ira-connect");
    const absolute = seo({ title: "Campaign", description: "d", path: "/spring-offer", canonical: "https://www.example.com/original" });
    expect(canonicalOf(absolute)?.href).toBe("https://www.example.com/original");
  });
});
