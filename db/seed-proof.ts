/**
 * The demo proof (issue 26): fictional clients, their testimonials and the team, seeded into the
 * clients, testimonials and people collections with generated wordmarks and portraits
 * (scripts/art draws them into public/art/proof; the seed stores them in the media library).
 * Every name here is made up. The testimonials are about the services work, never about
 * IRACONNECT, which has no users before its launch.
 */
/** The file name of a person's generated portrait: "Priya Raman" → "priya-raman". */
export function portraitSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export type SeedClient = { slug: string; name: string; url: string | null };
export type SeedTestimonial = { key: string; quote: string; name: string; role: string; clientSlug: string };
export type SeedPerson = { slug: string; name: string; role: string; bio: string };

export const seedClients: SeedClient[] = [
  { slug: "coastal-cooperative-bank", name: "Coastal Cooperative Bank", url: null },
  { slug: "lumen-payments", name: "Lumen Payments", url: null },
  { slug: "meridian-health-analytics", name: "Meridian Health Analytics", url: null },
  { slug: "sahyadri-institute", name: "Sahyadri Institute of Technology", url: null },
  { slug: "kestrel-retail", name: "Kestrel Retail Group", url: null },
  { slug: "ardent-logistics", name: "Ardent Logistics", url: null },
];

export const seedTestimonials: SeedTestimonial[] = [
  {
    key: "bank",
    quote: "Iratech moved our reporting platform to the cloud without one missed month-end close. Their runbooks are still how we operate it.",
    name: "Priya Raman",
    role: "Head of Infrastructure",
    clientSlug: "coastal-cooperative-bank",
  },
  {
    key: "payments",
    quote: "The fraud model went live in eleven weeks and catches far more than our rules ever did, in under fifty milliseconds a decision.",
    name: "Daniel Okafor",
    role: "VP Risk",
    clientSlug: "lumen-payments",
  },
  {
    key: "health",
    quote: "Our nightly pipeline used to finish after the analysts arrived. Now it is done before midnight, and we understand every step of it.",
    name: "Ananya Iyer",
    role: "Director of Data",
    clientSlug: "meridian-health-analytics",
  },
  {
    key: "college",
    quote: "Document checks that took our admissions office weeks now take days, and staff trust the results because they can see where each one came from.",
    name: "Suresh Menon",
    role: "Dean of Administration",
    clientSlug: "sahyadri-institute",
  },
  {
    key: "retail",
    quote: "A small senior team, honest estimates, and they told us when we were asking for something we did not need.",
    name: "Rachel Tan",
    role: "CTO",
    clientSlug: "kestrel-retail",
  },
  {
    key: "logistics",
    quote: "Our cloud bill fell by more than a third in two quarters, and the tagging discipline stayed after they left.",
    name: "Marcus Feld",
    role: "Head of Platform",
    clientSlug: "ardent-logistics",
  },
];

export const seedPeople: SeedPerson[] = [
  { slug: "arjun-krishnan", name: "Arjun Krishnan", role: "Founder and CEO", bio: "Started Iratech in 2018 after a decade of shipping data platforms for banks. Still reviews every architecture." },
  { slug: "meera-subramanian", name: "Meera Subramanian", role: "Chief Technology Officer", bio: "Leads engineering across cloud, data and AI, and the teams behind IRACONNECT and IRASECURE." },
  { slug: "karthik-rao", name: "Karthik Rao", role: "Head of Cloud Architecture", bio: "Designs landing zones and migrations that pass an audit on the first try." },
  { slug: "fatima-sheikh", name: "Fatima Sheikh", role: "Head of Data Engineering", bio: "Turns overnight batch jobs into pipelines that finish before anyone asks." },
  { slug: "vikram-nair", name: "Vikram Nair", role: "Lead Machine Learning Engineer", bio: "Puts models into production with monitoring, retraining and a rollback plan." },
  { slug: "lakshmi-venkat", name: "Lakshmi Venkat", role: "AI Research Lead", bio: "Runs the research division that tests new tools before we recommend them." },
  { slug: "rohan-das", name: "Rohan Das", role: "Delivery Director", bio: "Keeps milestones honest and clients informed, every week of every project." },
  { slug: "nisha-thomas", name: "Nisha Thomas", role: "Head of Product, IRACONNECT", bio: "Shapes IRACONNECT with colleges, students and employers ahead of its launch." },
];
