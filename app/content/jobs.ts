import type { Feature, JobOpening } from "./types.ts";

/** The three open positions on /careers. */
export const jobOpenings: JobOpening[] = [
  {
    id: "senior-ml-engineer",
    title: "Senior Machine Learning Engineer",
    department: "AI & Machine Learning",
    location: "Remote / Chennai",
    type: "Full-time",
    experience: "4+ years",
    description:
      "Design, train and ship the matching and recommendation models behind IRACONNECT and our client AI projects, and own them in production.",
    responsibilities: [
      "Build candidate-job matching and recommendation models from prototype to production",
      "Develop retrieval-augmented generation features such as the AI resume builder and interview coach",
      "Set up evaluation datasets, offline metrics and A/B tests for every model change",
      "Run MLOps pipelines for training, deployment and drift monitoring",
      "Mentor engineers and review modelling and code decisions",
    ],
    requirements: [
      "4+ years building and deploying machine learning systems",
      "Strong Python and experience with PyTorch or TensorFlow",
      "Hands-on work with LLMs, embeddings and vector search",
      "Experience with MLflow, SageMaker, Vertex AI or similar MLOps tooling",
      "Clear written communication with technical and non-technical colleagues",
    ],
  },
  {
    id: "cloud-solutions-architect",
    title: "Cloud Solutions Architect",
    department: "Cloud & Infrastructure",
    location: "Remote / Chennai",
    type: "Full-time",
    experience: "5+ years",
    description:
      "Lead cloud architecture, migration and cost-optimization engagements for our clients, from the first assessment to a production-ready platform.",
    responsibilities: [
      "Run discovery workshops and produce target architectures and migration roadmaps",
      "Design landing zones, networking, identity and security baselines",
      "Guide delivery teams on Terraform, Kubernetes and CI/CD implementation",
      "Lead FinOps reviews and cost-optimization recommendations",
      "Act as the senior technical contact for client stakeholders",
    ],
    requirements: [
      "5+ years in cloud infrastructure, including at least 2 in an architect role",
      "Deep knowledge of AWS or Azure; working knowledge of Google Cloud",
      "Infrastructure as code with Terraform and container platforms such as Kubernetes",
      "A professional-level AWS, Azure or Google Cloud certification",
      "Experience presenting designs and trade-offs to client leadership",
    ],
  },
  {
    id: "full-stack-developer",
    title: "Full-Stack Developer",
    department: "Product Engineering",
    location: "Remote / Chennai",
    type: "Full-time",
    experience: "3+ years",
    description:
      "Build the web experiences of IRACONNECT and IRASECURE, from coding challenges and mentorship booking to credential verification.",
    responsibilities: [
      "Ship features end to end across React front ends and Node.js services",
      "Design APIs and PostgreSQL schemas with performance and security in mind",
      "Write automated unit and end-to-end tests for the features you build",
      "Improve accessibility, page speed and reliability across the platform",
      "Work closely with design and product on scope and user feedback",
    ],
    requirements: [
      "3+ years of professional full-stack development",
      "Strong TypeScript, React and Node.js skills",
      "Experience with PostgreSQL or another relational database",
      "Familiarity with cloud deployment, Docker and CI pipelines",
      "Interest in education technology or Web3 credentials is a plus",
    ],
  },
];

/** The benefits block on /careers. */
export const careerBenefits: Feature[] = [
  {
    title: "Remote-First Flexibility",
    description:
      "Work from home or from our Chennai office, with core hours that overlap your team and flexible time around them.",
    icon: "Laptop",
  },
  {
    title: "Health Coverage",
    description:
      "Comprehensive medical insurance for you, your spouse, children and parents, plus an annual health check-up.",
    icon: "HeartHandshake",
  },
  {
    title: "Learning Budget",
    description:
      "An annual allowance for courses, books, conferences and cloud certifications, with time set aside to use it.",
    icon: "GraduationCap",
  },
  {
    title: "Meaningful Work",
    description:
      "Build AI and cloud systems used by real clients and our own products, with ownership from design to production.",
    icon: "Rocket",
  },
  {
    title: "Time Off That Counts",
    description:
      "Generous paid leave, public holidays and a year-end break, so rest is planned rather than squeezed in.",
    icon: "Calendar",
  },
  {
    title: "Growth Paths",
    description:
      "Clear engineering and leadership career tracks, regular feedback and a mentor from your first week.",
    icon: "LineChart",
  },
];

/** When the openings above were published (JobPosting structured data needs a date). */
export const jobsPostedOn = "2025-06-02";
