/**
 * Every generated picture in public/art, with its size and alt text: the one place pages look up
 * pictures, and the list scripts/art/generate.ts draws. Data only, safe for the browser; import the
 * named group you need so a page carries only its own entries.
 *
 * Drawings come in a light and a dark file (`src`, `srcDark`); <ArtImage> shows the one that
 * matches the site's theme. Both have their own backdrop, so either also reads on the other theme.
 */

export type ArtPicture = {
  src: string;
  srcDark: string;
  width: number;
  height: number;
  alt: string;
};

export type CoverArt = {
  /** Largest JPEG: the <img> fallback and the file to import into the media library. */
  src: string;
  avifSrcSet: string;
  webpSrcSet: string;
  width: number;
  height: number;
  alt: string;
};

export type ClientMark = { src: string; width: number; height: number; name: string };

function picture(path: string, width: number, height: number, alt: string): ArtPicture {
  return { src: `/art/${path}.svg`, srcDark: `/art/${path}-dark.svg`, width, height, alt };
}

export const homeHeroArt: ArtPicture = picture(
  "hero/home",
  1200,
  900,
  "The Iratech platform: data from core systems, event streams, SaaS tools and documents flows into a cloud foundation, a data platform and an AI and machine learning layer, delivering results such as 89% of fraud caught, a nightly pipeline cut from 9.5 hours to 1 hour 40 and 38% lower monthly cloud cost.",
);

export const productArt = {
  iraconnect: {
    screen: picture(
      "products/iraconnect",
      1200,
      800,
      "IRACONNECT profile screen: a student's verified skills, challenge arena level 14, and AI job matches led by Junior Data Engineer at 94%, with the reasons for the match.",
    ),
    card: picture("products/iraconnect-card", 640, 480, "An IRACONNECT AI job match: Junior Data Engineer, 94% match, on verified Python, SQL, Apache Kafka and AWS skills."),
  },
  irasecure: {
    screen: picture(
      "products/irasecure",
      1200,
      800,
      "IRASECURE verification page: a certificate of completion with a QR code next to a panel saying Verified on chain, with issuer, issue date, credential ID, block and transaction.",
    ),
    card: picture("products/irasecure-card", 640, 480, "A phone scanning the QR code on an IRASECURE certificate and showing Verified on chain."),
  },
  "ira-migrate": {
    screen: picture(
      "products/ira-migrate",
      1200,
      800,
      "IRA Migrate dashboard for a Coursera to IRACONNECT migration at hour 31 of 72: 12,480 learners imported, completions, own courses and credentials in progress, with activity and data checks.",
    ),
    card: picture("products/ira-migrate-card", 640, 480, "Courses and learners moving from Coursera, Udemy or LinkedIn Learning to IRACONNECT, live in 24 to 72 hours."),
  },
} as const;

export type ServiceArtId = "cloud-architecture" | "data-engineering" | "cost-optimization" | "machine-learning" | "ai-solutions";

export const serviceArt: Record<ServiceArtId, ArtPicture> = {
  "cloud-architecture": picture(
    "services/cloud-architecture",
    1200,
    720,
    "Cloud architecture: infrastructure as code and a CI/CD pipeline with policy checks deploy into a landing zone with a production account running Kubernetes, shared observability, logging and budgets, and a disaster recovery region.",
  ),
  "data-engineering": picture(
    "services/data-engineering",
    1200,
    720,
    "Data engineering: databases, event streams, SaaS tools and files are ingested into a lakehouse with bronze, silver and gold layers, then served to a semantic layer, BI dashboards, ML features and a warehouse, with quality checks, lineage and access control.",
  ),
  "cost-optimization": picture(
    "services/cost-optimization",
    1200,
    720,
    "Cost optimization: monthly cloud spend falling 38% over a year after tagging, rightsizing, switching off idle environments and savings plans, with the savings broken down and a monthly FinOps cycle.",
  ),
  "machine-learning": picture(
    "services/machine-learning",
    1200,
    720,
    "Machine learning lifecycle: versioned data, features, training and evaluation, then a model registry, deployment and monitoring that triggers retraining on drift, with a live fraud model at 89% detection and 48 ms latency.",
  ),
  "ai-solutions": picture(
    "services/ai-solutions",
    1200,
    720,
    "AI assistant grounded in company documents: a question goes through an assistant API with guardrails, a retriever over indexed documents and a language model, and returns an answer with cited sources, evaluated and reviewed by people.",
  ),
};

export type SolutionArtId = "for-colleges" | "for-students" | "for-professionals" | "for-mentors" | "for-companies";

export const solutionArt: Record<SolutionArtId, ArtPicture> = {
  "for-colleges": picture("solutions/for-colleges", 1200, 800, "Placement dashboard for a college: 86% placement rate, offers by recruiters, placements by department and the season's funnel."),
  "for-students": picture("solutions/for-students", 1200, 800, "A student's path on IRACONNECT: learn, practise, prove and get hired, with skills proved this semester and matched roles."),
  "for-professionals": picture("solutions/for-professionals", 1200, 800, "A professional's verified profile with credentials and challenge results, matched to senior data roles, and a booked mentor session."),
  "for-mentors": picture("solutions/for-mentors", 1200, 800, "A mentor's week: scheduled sessions, mentees' progress since they met, and a 4.9 average rating."),
  "for-companies": picture("solutions/for-companies", 1200, 800, "A hiring pipeline for a Data Engineer role: AI-matched candidates with verified skills moving from matched to offer, time-to-hire down 40%."),
};

export type FamilyArtId = "features" | "compare" | "migrate" | "industries";

export const familyArt: Record<FamilyArtId, ArtPicture> = {
  features: picture("families/features", 1200, 800, "IRACONNECT modules: AI job matching, AI resume builder, interview coach, challenge arena, courses and mentors, and verified credentials."),
  compare: picture("families/compare", 1200, 800, "A comparison table: IRACONNECT includes courses, challenges, verified credentials, AI job matching, mentors, placement analytics and is free for students; a course platform covers courses only."),
  migrate: picture("families/migrate", 1200, 800, "Learners and courses moving from Coursera, Udemy or LinkedIn Learning through IRA Migrate to IRACONNECT in four steps within 24 to 72 hours."),
  industries: picture("families/industries", 1200, 800, "Colleges, universities and training academies connected through IRACONNECT to employers, mentors and alumni."),
};

/** Anonymised clients of the seeded case studies, by case-study id. */
export const clientArt: Record<string, ClientMark> = {
  "cloud-migration-for-a-mid-sized-private-bank": { src: "/art/clients/cloud-migration-for-a-mid-sized-private-bank.svg", width: 96, height: 96, name: "Private Bank" },
  "real-time-fraud-detection-for-a-payments-platform": { src: "/art/clients/real-time-fraud-detection-for-a-payments-platform.svg", width: 96, height: 96, name: "Payments Platform" },
  "data-platform-modernisation-for-a-healthcare-analytics-provider": { src: "/art/clients/data-platform-modernisation-for-a-healthcare-analytics-provider.svg", width: 96, height: 96, name: "Healthcare Analytics Provider" },
  "ai-document-processing-for-an-engineering-college-network": { src: "/art/clients/ai-document-processing-for-an-engineering-college-network.svg", width: 96, height: 96, name: "Engineering College Network" },
};

export const COVER_WIDTHS = [480, 960, 1600] as const;

/** Cover files for a seeded post or case study, by slug (posts) or id (case studies). */
export function coverArt(slug: string, alt: string): CoverArt {
  const set = (ext: string) => COVER_WIDTHS.map((w) => `/art/covers/${slug}-${w}.${ext} ${w}w`).join(", ");
  return { src: `/art/covers/${slug}-1600.jpg`, avifSrcSet: set("avif"), webpSrcSet: set("webp"), width: 1600, height: 900, alt };
}

/** The site-wide share image (1200×630) for pages without their own. */
export const defaultShareImage = { src: "/art/share/default.jpg", width: 1200, height: 630, alt: "Iratech: AI, cloud and data engineering that pay for themselves" } as const;
