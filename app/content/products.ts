import type { ProductSection } from "./types";

/** The two product sections on /products (anchors #iraconnect and #irasecure). */
export const productSections: ProductSection[] = [
  {
    id: "iraconnect",
    name: "IRACONNECT",
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
        "Trusted by 500+ institutions, with time-to-hire cut by up to 40%",
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
          "Time-to-hire cut by up to 40%",
          "Direct access to talent from 500+ institutions",
        ],
      },
    ],
  },
  {
    id: "irasecure",
    name: "IRASECURE",
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
];
