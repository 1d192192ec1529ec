/**
 * Types for the site's static content (data only, no JSX). Icons are named by their lucide-react
 * component name so that the UI can map `IconName` to a component.
 */

/** lucide-react icon component names used by the content files. */
export type IconName =
  | "ArrowRightLeft"
  | "Award"
  | "BarChart3"
  | "BookOpen"
  | "Brain"
  | "Briefcase"
  | "Building2"
  | "Calendar"
  | "CheckCircle2"
  | "Clock"
  | "Cloud"
  | "Code"
  | "Coins"
  | "Compass"
  | "Cpu"
  | "Database"
  | "FileText"
  | "Fingerprint"
  | "Gauge"
  | "Globe"
  | "GraduationCap"
  | "Handshake"
  | "HeartHandshake"
  | "Laptop"
  | "Layers"
  | "Lightbulb"
  | "LineChart"
  | "Lock"
  | "Medal"
  | "MessageSquare"
  | "Mic"
  | "Network"
  | "QrCode"
  | "Rocket"
  | "School"
  | "Server"
  | "ShieldCheck"
  | "Sparkles"
  | "Target"
  | "TrendingDown"
  | "Trophy"
  | "UserCheck"
  | "Users"
  | "Workflow"
  | "Zap";

/** A call to action. An href starting with "http" is external and opens in a new tab. */
export type Cta = { label: string; href: string };

/** The closing call-to-action band of a page. */
export type CtaBandCopy = { title: string; text: string; primary: Cta; secondary?: Cta };

/** A page of its own below the home page: its search-engine text, hero and closing band. */
export type PageCopy = {
  path: string;
  /** Its name in the breadcrumb trail. */
  name: string;
  meta: { title: string; description: string; keywords: string[] };
  hero?: { eyebrow?: string; title: string; subtitle: string };
  cta?: CtaBandCopy;
};

export type Service = {
  /** Anchor id on /services; the detail section uses `${id}-details`. */
  id: string;
  title: string;
  shortTitle?: string;
  icon: IconName;
  description: string;
  benefits: string[];
  process: string[];
  technologies: string[];
};

export type JobOpening = {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
};

export type TimelineEntry = { year: string; title: string; description: string };

export type Testimonial = {
  name: string;
  role: string;
  company: string;
  content: string;
  /** Stars, 1 to 5. */
  rating: number;
};

export type FaqItem = { question: string; answer: string };

/** One row of a comparison table: true is a tick, false a cross, a string is shown as text. */
export type ComparisonRow = {
  feature: string;
  iraconnect: boolean | string;
  competitor: boolean | string;
};

export type Feature = { title: string; description: string; icon: IconName };

type MarketingPageFamily =
  | "products"
  | "solutions"
  | "features"
  | "compare"
  | "migrate"
  | "industries";

export type MarketingPage = {
  path: string;
  family: MarketingPageFamily;
  breadcrumb: string;
  meta: { title: string; description: string; keywords: string[] };
  hero: {
    eyebrow?: string;
    title: string;
    subtitle: string;
    image?: { src: string; alt: string };
    /** Defaults to 'Book a Demo' → /contact when absent. */
    primaryCta?: Cta;
    /** Defaults to 'Learn More' → /products/ira-connect when absent. */
    secondaryCta?: Cta;
  };
  problems?: { title: string; items: string[] };
  solutions?: { title: string; items: string[] };
  features: { title: string; subtitle?: string; items: Feature[] };
  comparison?: { competitor: string; rows: ComparisonRow[] };
  steps?: { title: string; items: { title: string; description: string }[] };
  testimonials?: Testimonial[];
  faqs: FaqItem[];
  cta: CtaBandCopy;
};

export type ProductSection = {
  /** Anchor id on /products. */
  id: "iraconnect" | "irasecure" | "ira-migrate";
  name: string;
  /** The product's own page ("More about ..."). */
  path: string;
  /** The second call to action under the tabs. */
  nextStep: Cta;
  tagline: string;
  description: string;
  platform: { title: string; text: string; points: string[] };
  features: Feature[];
  benefits: { audience: string; items: string[] }[];
};

export type HomeContent = {
  hero: { title: string; subtitle: string };
  intro: { title: string; text: string };
  /** Heading of the core products section; the cards come from the product catalogue. */
  products: { title: string; subtitle: string };
  /** Heading of the five-item services teaser; the items come from `services`. */
  servicesTeaser: { title: string; subtitle: string };
  whyChoose: { title: string; items: Feature[] };
  closing: { title: string; text: string };
};

export type AboutContent = {
  story: { title: string; paragraphs: string[] };
  mission: string;
  vision: string;
  values: Feature[];
};
