/**
 * What the site says about each product of the catalogue (../products.ts): its section on
 * /products and its /products/* template page.
 */
import { iraconnectProduct, iraMigrateProduct, irasecureProduct } from "../products.ts";
import type { MarketingPage, ProductSection } from "../types.ts";
import { bookDemoCta, earlyAccessCta, joinFreeCta, talkToUsCta } from "./ctas.ts";

function sectionOf(product: typeof iraconnectProduct | typeof irasecureProduct | typeof iraMigrateProduct) {
  return { id: product.anchor, name: product.name, path: product.path };
}

/**
 * The product sections on /products, one for every product the Products menu names (anchors
 * #iraconnect, #irasecure, #ira-migrate), with Platform, Features and Benefits tabs.
 */
export const productSections: ProductSection[] = [
  {
    ...sectionOf(iraconnectProduct),
    nextStep: { label: "Join IRACONNECT Early", href: "/iraconnect" },
    tagline: "The AI-powered talent and career platform",
    description:
      "IRACONNECT brings learning, skills proof and hiring into one professional network. Students and professionals build verified profiles, institutions track placements, and companies hire on demonstrated skills. Free to join during pre-launch.",
    platform: {
      title: "One Platform From Classroom to Career",
      text: "IRACONNECT connects the people who learn, teach and hire. Every challenge solved, course completed and credential earned feeds a verified profile that AI matches to the right roles.",
      points: [
        "AI candidate-job matching based on verified skills, not keywords",
        "Blockchain-verified credentials that employers can check instantly",
        "Dashboards for colleges, universities and training academies",
        "Free for students through their institution",
        "Built with colleges and employers ahead of launch, to cut time-to-hire",
      ],
    },
    features: [
      {
        title: "AI Candidate-Job Matching",
        description:
          "Matches candidates to roles using skills, projects and assessment results, and explains why each match fits.",
        icon: "Target",
      },
      {
        title: "AI Resume Builder",
        description:
          "Turns your verified achievements into a tailored, ATS-friendly resume for each application in minutes.",
        icon: "FileText",
      },
      {
        title: "Interview Coaching",
        description:
          "Practise technical and behavioural interviews with an AI coach that gives instant, specific feedback.",
        icon: "Mic",
      },
      {
        title: "Coding Challenges and Arena",
        description:
          "Solve challenges in JavaScript, Python and Java and climb a challenge arena of 20+ levels.",
        icon: "Code",
      },
      {
        title: "Courses and Mentorship",
        description:
          "Learn from a course marketplace and book one-to-one sessions with mentors working in the industry.",
        icon: "BookOpen",
      },
      {
        title: "Job Board and Alumni Network",
        description:
          "Apply to curated openings and reach alumni who can refer you at the companies you want to join.",
        icon: "Briefcase",
      },
    ],
    benefits: [
      {
        audience: "Students",
        items: [
          "Free access through your institution",
          "A verified skills profile that grows with every challenge and course",
          "AI resume and interview practice before placement season",
        ],
      },
      {
        audience: "Professionals",
        items: [
          "Job matches based on what you can prove, not just your title",
          "Credentials recruiters can verify in one click",
          "Mentors and alumni who can open doors",
        ],
      },
      {
        audience: "Institutions",
        items: [
          "Placement analytics by batch, department and recruiter",
          "Tamper-proof digital certificates for every graduate",
          "An active alumni network that supports current students",
        ],
      },
      {
        audience: "Companies",
        items: [
          "Shortlists of pre-assessed candidates matched by AI",
          "Designed to cut time-to-hire",
          "Direct access to talent from partner institutions",
        ],
      },
    ],
  },
  {
    ...sectionOf(irasecureProduct),
    nextStep: { label: "Blockchain Credentials", href: "/features/blockchain-credentials" },
    tagline: "Blockchain credentials anyone can verify",
    description:
      "IRASECURE lets institutions and training providers issue tamper-proof digital certificates on the blockchain. Employers and admissions teams verify them in seconds by scanning a QR code or entering a credential ID.",
    platform: {
      title: "Issue Once, Verify Anywhere",
      text: "Each credential is anchored on the blockchain at issue time, so its authenticity can be checked at any time without calling the issuer or trusting a PDF.",
      points: [
        "Verification by QR code or unique credential ID",
        "Bulk issuing from a spreadsheet or your existing systems",
        "Pay per credential in the platform token or in fiat currency",
        "Revocation and reissue with a full audit trail",
        "Branded certificate templates for every programme",
      ],
    },
    features: [
      {
        title: "Tamper-Proof Issuing",
        description:
          "Each certificate's fingerprint is recorded on the blockchain, so any alteration is detected immediately.",
        icon: "Lock",
      },
      {
        title: "QR Code Verification",
        description:
          "Every certificate carries a QR code that opens an instant verification page on any phone.",
        icon: "QrCode",
      },
      {
        title: "Credential ID Lookup",
        description:
          "Verifiers can enter a credential ID on the verification portal to confirm holder, issuer and date.",
        icon: "Fingerprint",
      },
      {
        title: "Bulk Issuing",
        description:
          "Issue credentials for an entire graduating batch in one run from a CSV file or an API call.",
        icon: "Layers",
      },
      {
        title: "Flexible Payment",
        description:
          "Pay for issuing in the platform token or in fiat currency, whichever suits your finance team.",
        icon: "Coins",
      },
      {
        title: "Issuer Dashboard",
        description:
          "Track issued, viewed and verified credentials, and revoke or reissue them with a recorded reason.",
        icon: "BarChart3",
      },
    ],
    benefits: [
      {
        audience: "Issuers",
        items: [
          "Eliminate certificate fraud and manual verification requests",
          "Issue an entire batch in minutes",
          "Strengthen your brand with professional, verifiable certificates",
        ],
      },
      {
        audience: "Credential Holders",
        items: [
          "Share credentials as a link or QR code on resumes and profiles",
          "Prove qualifications instantly, anywhere in the world",
          "Keep credentials for life, even if a portal changes",
        ],
      },
      {
        audience: "Verifiers",
        items: [
          "Confirm authenticity in seconds without contacting the issuer",
          "No account or special software needed to verify",
          "Reduce background-check time and cost",
        ],
      },
    ],
  },
  {
    ...sectionOf(iraMigrateProduct),
    nextStep: { label: "Plan a Migration", href: "/contact" },
    tagline: "Move your learning platform in 24 to 72 hours",
    description:
      "IRA Migrate moves courses, learner records and credentials from other learning platforms to IRACONNECT, handled by our engineers from export to sign-off.",
    platform: {
      title: "A Managed Migration",
      text: "Our engineers scope, export, map, import and validate your data, then hand your team a walkthrough of the new dashboards.",
      points: [
        "Courses, quizzes and structure mapped into the course marketplace",
        "Rosters, enrolments and completion history carried across",
        "Certificates reissued as verifiable credentials through IRASECURE",
        "Record counts and spot checks signed off by your team",
      ],
    },
    features: [
      { title: "Course Content Transfer", description: "Videos, documents, quizzes and course structure mapped into IRACONNECT.", icon: "BookOpen" },
      { title: "Learner Records", description: "Enrolments and progress come across, so no learner starts from zero.", icon: "Users" },
      { title: "Validation Reports", description: "Counts and checks before and after the move, for your sign-off.", icon: "CheckCircle2" },
    ],
    benefits: [
      { audience: "Institutions", items: ["A cutover scheduled around the academic calendar", "No lost records or progress"] },
      { audience: "Learners", items: ["Their history and certificates in one place", "An invitation, not a new sign-up"] },
    ],
  },
];

/** The /products/* template pages. */
export const productPages: MarketingPage[] = [
  {
    path: iraconnectProduct.path,
    family: "products",
    breadcrumb: iraconnectProduct.name,
    meta: {
      title: "IRACONNECT: AI Talent and Career Platform | Iratech",
      description:
        "IRACONNECT unites AI job matching, coding challenges, mentorship and blockchain-verified credentials in one career platform. Free to join during pre-launch.",
      keywords: [
        "IRACONNECT",
        "AI career platform",
        "talent platform",
        "AI job matching",
        "professional networking",
        "verified credentials",
      ],
    },
    hero: {
      eyebrow: "Pre-launch: free to join",
      title: "Where Skills Become Careers",
      subtitle:
        "IRACONNECT is the AI-powered talent and career platform that connects students, professionals, mentors, institutions and employers around skills anyone can verify.",
      primaryCta: joinFreeCta,
      secondaryCta: bookDemoCta,
    },
    features: {
      title: "Everything a Career Needs, in One Place",
      subtitle: "Learn, prove, connect and get hired without switching platforms.",
      items: [
        {
          title: "AI Candidate-Job Matching",
          description:
            "Matches profiles to openings on verified skills and project work, helping companies cut time-to-hire by up to 40%.",
          icon: "Target",
        },
        {
          title: "AI Resume Builder",
          description:
            "Generates tailored, ATS-friendly resumes from the achievements already recorded on your profile.",
          icon: "FileText",
        },
        {
          title: "Interview Coach",
          description:
            "Mock interviews with instant AI feedback on structure, clarity and technical accuracy.",
          icon: "Mic",
        },
        {
          title: "Coding Challenges and Arena",
          description:
            "Practise in JavaScript, Python and Java, then compete across 20+ arena levels and earn rare badges.",
          icon: "Trophy",
        },
        {
          title: "Courses and Mentorship",
          description:
            "A course marketplace and one-to-one mentoring from practitioners, in the same place as your job search.",
          icon: "BookOpen",
        },
        {
          title: "Blockchain-Verified Credentials",
          description:
            "Certificates and achievements employers can verify in one click, powered by IRASECURE.",
          icon: "ShieldCheck",
        },
      ],
    },
    testimonials: [
      {
        name: "Dr. Meena Raghavan",
        role: "Director of Placements",
        company: "Vellore Institute of Applied Engineering",
        content:
          "For the first time we can see every student's skills, practice and applications in one dashboard. Our placement team spends its time on students, not spreadsheets.",
        rating: 5,
      },
      {
        name: "Arjun Patel",
        role: "Engineering Manager",
        company: "Finlytic Systems",
        content:
          "The shortlists arrive with coding results and verified certificates attached. We skipped an entire screening round for our last graduate intake.",
        rating: 5,
      },
    ],
    faqs: [
      {
        question: "How much does IRACONNECT cost?",
        answer:
          "Joining IRACONNECT is free during pre-launch, and students get free access through their institution. Institutions and employers can book a demo for partnership options.",
      },
      {
        question: "Who is IRACONNECT for?",
        answer:
          "Colleges, universities and training academies, their students and alumni, working professionals, mentors, and companies hiring early-career and experienced talent.",
      },
      {
        question: "How are credentials verified?",
        answer:
          "Credentials are issued through IRASECURE and anchored on the blockchain, so employers can confirm them instantly by QR code or credential ID.",
      },
      {
        question: "What do early members receive?",
        answer:
          "Early members get priority access when the platform opens, tokens for completing simple actions such as sharing and referrals, and reward tiers with benefits like beta features.",
      },
    ],
    cta: {
      title: "Join the Early Strivers",
      text: "Reserve your place on IRACONNECT today. It is free, and early members get priority access and rewards.",
      primary: earlyAccessCta,
      secondary: bookDemoCta,
    },
  },
  {
    path: iraMigrateProduct.path,
    family: "products",
    breadcrumb: iraMigrateProduct.name,
    meta: {
      title: "IRA Migrate: Move Your Learning Platform | Iratech",
      description:
        "IRA Migrate moves your courses, learners and credentials from other learning platforms to IRACONNECT in 24 to 72 hours, with validation at every step.",
      keywords: [
        "IRA Migrate",
        "LMS migration",
        "learning platform migration",
        "course migration",
        "credential migration",
      ],
    },
    hero: {
      eyebrow: "Migration in 24 to 72 hours",
      title: "Switch Platforms Without Losing a Single Record",
      subtitle:
        "IRA Migrate moves your courses, learner records and credentials to IRACONNECT in 24 to 72 hours, handled by our engineers from export to sign-off.",
      primaryCta: { label: "Plan My Migration", href: "/contact" },
      secondaryCta: { label: "Learn More", href: "/products/ira-connect" },
    },
    features: {
      title: "A Managed Migration, Not a DIY Project",
      items: [
        {
          title: "Course Content Transfer",
          description:
            "Videos, documents, quizzes and course structure are mapped into the IRACONNECT course marketplace.",
          icon: "BookOpen",
        },
        {
          title: "Learner Records and Progress",
          description:
            "Rosters, enrolments and completion history come across so no learner starts from zero.",
          icon: "Users",
        },
        {
          title: "Credential Reissue",
          description:
            "Existing certificates can be reissued as blockchain-verified credentials through IRASECURE.",
          icon: "ShieldCheck",
        },
        {
          title: "Validation Reports",
          description:
            "Record counts and spot checks before and after migration, signed off by your team.",
          icon: "CheckCircle2",
        },
        {
          title: "24 to 72 Hour Cutover",
          description:
            "Most migrations complete within 24 to 72 hours, scheduled around your academic calendar.",
          icon: "Clock",
        },
      ],
    },
    steps: {
      title: "How IRA Migrate Works",
      items: [
        {
          title: "Scope",
          description:
            "We review your current platform, data exports and the content you own to agree what moves.",
        },
        {
          title: "Export and Map",
          description:
            "Our engineers map courses, learners and credentials to IRACONNECT structures.",
        },
        {
          title: "Import and Validate",
          description: "Data is imported into a staging space and checked against the source.",
        },
        {
          title: "Go Live",
          description:
            "Learners receive invitations and your team gets a walkthrough of the new dashboards.",
        },
      ],
    },
    faqs: [
      {
        question: "Which platforms can you migrate from?",
        answer:
          "We have step-by-step guides for Coursera, Udemy and LinkedIn Learning, and we support other learning management systems that can export data as CSV, SCORM or via an API.",
      },
      {
        question: "Can you migrate content we licensed from another provider?",
        answer:
          "No. We migrate content you own or have rights to move, along with your learner and completion records. Licensed third-party catalogues stay with their provider.",
      },
      {
        question: "Will learners lose their progress?",
        answer:
          "No. Completion history and certificates are imported, and certificates can be reissued as verifiable credentials.",
      },
      {
        question: "How long does a migration take?",
        answer:
          "Most migrations finish in 24 to 72 hours once exports are ready. Very large catalogues are migrated in planned batches.",
      },
    ],
    cta: {
      title: "Ready to Make the Move?",
      text: "Tell us which platform you use today and we will send a migration plan and timeline within two business days.",
      primary: { label: "Start Your Migration", href: "/contact" },
      secondary: { label: "Explore IRACONNECT", href: "/products/ira-connect" },
    },
  },
  {
    path: irasecureProduct.path,
    family: "products",
    breadcrumb: irasecureProduct.name,
    meta: {
      title: "IRASECURE: Blockchain Credential Platform | Iratech",
      description:
        "Issue tamper-proof digital certificates with IRASECURE and let anyone verify them by QR code or credential ID. Pay in the platform token or in fiat.",
      keywords: [
        "IRASECURE",
        "blockchain credentials",
        "digital certificates",
        "credential verification",
        "QR code certificate",
        "certificate fraud prevention",
      ],
    },
    hero: {
      eyebrow: "Blockchain credential platform",
      title: "Certificates That Prove Themselves",
      subtitle:
        "IRASECURE issues tamper-proof credentials on the blockchain that employers and admissions teams verify in seconds, by QR code or credential ID.",
      primaryCta: bookDemoCta,
      secondaryCta: { label: "See How It Works", href: "/features/blockchain-credentials" },
    },
    features: {
      title: "Issue, Share and Verify",
      items: [
        {
          title: "Tamper-Proof Records",
          description:
            "A cryptographic fingerprint of every credential is written to the blockchain at issue time.",
          icon: "Lock",
        },
        {
          title: "QR Code Verification",
          description: "Scan the code on any certificate to open its live verification page.",
          icon: "QrCode",
        },
        {
          title: "ID Verification",
          description:
            "Enter a credential ID on the verification portal to confirm holder, issuer and issue date.",
          icon: "Fingerprint",
        },
        {
          title: "Token or Fiat Payment",
          description:
            "Pay issuing fees in the platform token or in fiat currency through standard invoicing.",
          icon: "Coins",
        },
        {
          title: "Bulk Issuing",
          description: "Issue a whole graduating batch from a CSV upload or through the API.",
          icon: "Layers",
        },
      ],
    },
    testimonials: [
      {
        name: "Kavitha Sundaram",
        role: "Controller of Examinations",
        company: "Coromandel Arts and Science College",
        content:
          "Verification requests used to take our office days. Employers now scan the QR code and get an answer on the spot.",
        rating: 5,
      },
      {
        name: "Daniel Okafor",
        role: "Talent Acquisition Lead",
        company: "Brightpath Analytics",
        content:
          "We verify certificates during the interview itself. It has removed a whole step from our background checks.",
        rating: 4,
      },
    ],
    faqs: [
      {
        question: "Do verifiers need an account?",
        answer:
          "No. Anyone can verify a credential by scanning its QR code or entering its ID on the public verification page.",
      },
      {
        question: "Is personal data stored on the blockchain?",
        answer:
          "No. Only a cryptographic fingerprint of the credential is anchored on-chain; personal details stay in secured storage controlled by the issuer.",
      },
      {
        question: "How do we pay for issuing?",
        answer:
          "You can pay in the platform token or in fiat currency. Volume pricing is available for institutions issuing large batches.",
      },
      {
        question: "Can a credential be revoked?",
        answer:
          "Yes. Issuers can revoke or reissue a credential, and the verification page shows its current status with the date of change.",
      },
    ],
    cta: {
      title: "Stop Certificate Fraud at the Source",
      text: "See IRASECURE issue and verify a credential live in a 20-minute demo.",
      primary: bookDemoCta,
      secondary: talkToUsCta,
    },
  },
];
