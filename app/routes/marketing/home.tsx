import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { Button } from "~/components/ui/button";
import { organizationJsonLd, seo, websiteJsonLd } from "~/lib/seo";

export function meta(): Route.MetaDescriptors {
  return seo({
    title: "Iratech | AI, Cloud Architecture and Data Engineering",
    description:
      "Iratech designs AI solutions, cloud architecture, data platforms and machine learning systems that cut costs and ship faster, and builds IRACONNECT and IRASECURE.",
    path: "/",
    keywords: ["AI solutions", "cloud architecture", "data engineering", "machine learning", "cost optimization", "IRACONNECT"],
    jsonLd: [organizationJsonLd(), websiteJsonLd()],
  });
}

export default function Home() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
        AI, cloud and data engineering that pay for themselves
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        We design cloud architecture, build data platforms and put machine learning into production for companies that
        want measurable results, not slideware.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/contact">
            Get in Touch <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/services">Explore Our Services</Link>
        </Button>
      </div>
    </section>
  );
}
