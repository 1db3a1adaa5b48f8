import type { LabelledPost } from './corpus.ts';

// Issue 13: ten posts in formats the rules were not built on (a Markdown table, a forwarded e-mail,
// a WhatsApp forward, a thread, questions and answers, key=value pairs, all lower case, a formal JD,
// two roles in one post, an all-caps headline). Written and labelled before the link, title, skill
// and FAANG+ rules changed, measured once before and once after, and never used to tune the rules:
// their score is reported on its own, apart from the corpus the rules were tuned on.
export const NEW_FORMAT_POSTS: LabelledPost[] = [
  {
    name: 'markdown table, form link before the careers link',
    post: `**Apple is hiring in Hyderabad**

| | |
|---|---|
| Position | iOS Engineer |
| Team | Apple Maps |
| Experience | 4+ yrs |
| Location | Hyderabad |
| Stack | Swift, SwiftUI, Objective-C, Combine |

Referral form (fill after applying): https://forms.gle/AppleMapsHydRef
Apply: https://jobs.apple.com/en-in/details/200512345/ios-engineer-apple-maps`,
    expected: {
      title: 'iOS Engineer',
      company_name: 'Apple',
      employment_type: 'Full-time',
      location: 'Hyderabad',
      yoe: 4,
      skills: ['ios', 'swift', 'swiftui', 'objective-c', 'combine'],
      link: 'https://jobs.apple.com/en-in/details/200512345/ios-engineer-apple-maps',
      faang_level: 'yes',
    },
  },
  {
    name: 'forwarded e-mail with a subject line',
    post: `---------- Forwarded message ---------
From: Priya Raman <priya.raman@example.com>
Subject: Referral: Data Engineer II – Microsoft IDC, Hyderabad/Bangalore

Hi all,

Our team in Microsoft IDC has an opening for Data Engineer II. We build the telemetry pipelines for Microsoft 365.

Requirements:
  * 3-6 years in data engineering
  * PySpark, Azure Data Factory, SQL, Python
  * Exposure to Kafka is a plus

Careers page: https://jobs.careers.microsoft.com/global/en/job/1802233/Data-Engineer-II
If you'd like a referral, reply with your resume and the job id.

Regards,
Priya`,
    expected: {
      title: 'Data Engineer II',
      company_name: 'Microsoft',
      employment_type: 'Full-time',
      location: 'Hyderabad, Bangalore',
      yoe: 3,
      skills: ['pyspark', 'azure', 'sql', 'python', 'kafka'],
      link: 'https://jobs.careers.microsoft.com/global/en/job/1802233/Data-Engineer-II',
      faang_level: 'yes',
    },
  },
  {
    name: 'WhatsApp forward with bold labels and a short link',
    post: `*Fwd* 📲
*Company:* Swiggy
*Role:* SDE-2 (Backend) folks
*Exp:* 3+ yrs
*Loc:* Bangalore
*Must have:* Go/Java, microservices, AWS
Short link: https://bit.ly/swgy-sde2
Full JD: https://careers.swiggy.com/#/careers?jobId=99123
~ pls share in your groups ~`,
    expected: {
      title: 'SDE-2 (Backend)',
      company_name: 'Swiggy',
      employment_type: 'Full-time',
      location: 'Bangalore',
      yoe: 3,
      skills: ['go', 'java', 'microservices', 'aws'],
      link: 'https://careers.swiggy.com/#/careers?jobId=99123',
      faang_level: 'no',
    },
  },
  {
    name: 'numbered thread',
    post: `1/ We're hiring at Zepto 🛒 — Senior Android Engineer, Mumbai. Thread 🧵
2/ You: 5+ years shipping Android apps, deep Kotlin, Jetpack Compose, coroutines.
3/ Us: 10-minute delivery at massive scale, tiny teams, big ownership.
4/ Apply here → zeptonow.com/careers/senior-android-engineer (DMs open for referrals)`,
    expected: {
      title: 'Senior Android Engineer',
      company_name: 'Zepto',
      employment_type: 'Full-time',
      location: 'Mumbai',
      yoe: 5,
      skills: ['android', 'kotlin', 'jetpack compose', 'coroutines'],
      link: 'https://zeptonow.com/careers/senior-android-engineer',
      faang_level: 'no',
    },
  },
  {
    name: 'questions and answers',
    post: `Q: Who's hiring?
A: Google Cloud, Bengaluru.
Q: Which role?
A: Site Reliability Engineer, Cloud SQL.
Q: Experience?
A: Minimum 2 years with Linux, networking and one of Python/Go.
Q: How do I apply?
A: Apply on the careers site first: https://www.google.com/about/careers/applications/jobs/results/1188234456 then fill https://forms.gle/GcpSreRef so I can refer you.`,
    expected: {
      title: 'Site Reliability Engineer, Cloud SQL',
      company_name: 'Google',
      employment_type: 'Full-time',
      location: 'Bengaluru',
      yoe: 2,
      skills: ['gcp', 'sql', 'linux', 'networking', 'python', 'go'],
      link: 'https://www.google.com/about/careers/applications/jobs/results/1188234456',
      faang_level: 'yes',
    },
  },
  {
    name: 'key=value pairs on one line',
    post: `[JOB] role=Backend Developer; company=Meesho; exp=1-3y; loc=Bengaluru; type=full-time; stack=node.js,typescript,mongodb,redis; apply=https://www.meesho.io/jobs/backend-developer-5521`,
    expected: {
      title: 'Backend Developer',
      company_name: 'Meesho',
      employment_type: 'Full-time',
      location: 'Bengaluru',
      yoe: 1,
      skills: ['node.js', 'typescript', 'mongodb', 'redis'],
      link: 'https://www.meesho.io/jobs/backend-developer-5521',
      faang_level: 'no',
    },
  },
  {
    name: 'all lower case, filler after the role',
    post: `my team at amazon is hiring sde-2 folks for the alexa shopping org in blr!! need 3+ yoe, strong java or scala, and some distributed systems exp. apply via amazon.jobs/en/jobs/2990012 and ping me w/ the job id, happy to refer 🙂`,
    expected: {
      title: 'SDE-2',
      company_name: 'Amazon',
      employment_type: 'Full-time',
      location: 'Bengaluru',
      yoe: 3,
      skills: ['java', 'scala', 'distributed systems'],
      link: 'https://amazon.jobs/en/jobs/2990012',
      faang_level: 'yes',
    },
  },
  {
    name: 'formal job description, homepage before the apply link',
    post: `Job Description

Walmart Global Tech India is looking for a Senior Data Scientist to join the Pricing team.

Key Responsibilities
- Build demand forecasting models
- Partner with product on experiments

Key Skills
Python, PySpark, Machine Learning, Statistics, A/B Testing

Education: B.Tech/M.Tech/MS in a quantitative field
Experience: 5 - 9 Years
Role Category: Data Science & Analytics
Employment Type: Full Time, Permanent
Location: Bengaluru / Chennai

About us: https://tech.walmart.com
Apply: https://careers.walmart.com/us/jobs/WD1998877-senior-data-scientist`,
    expected: {
      title: 'Senior Data Scientist',
      company_name: 'Walmart',
      employment_type: 'Full-time',
      location: 'Bengaluru, Chennai',
      yoe: 5,
      skills: ['python', 'pyspark', 'machine learning', 'statistics', 'a/b testing'],
      link: 'https://careers.walmart.com/us/jobs/WD1998877-senior-data-scientist',
      faang_level: 'no',
    },
  },
  {
    name: 'two roles in one post, short link first',
    post: `Netflix is growing its Mumbai office! Two openings on my team:

1) Senior Software Engineer, Content Platform — Java, Spring Boot, GraphQL, 6+ years
2) Engineering Manager, Studio Apps — 10+ years, 3+ managing

Links:
• https://lnkd.in/dQw4w9Wg
• https://explore.jobs.netflix.net/careers/job/790300123456
• https://explore.jobs.netflix.net/careers/job/790300123999`,
    expected: {
      title: 'Senior Software Engineer, Content Platform',
      company_name: 'Netflix',
      employment_type: 'Full-time',
      location: 'Mumbai',
      yoe: 6,
      skills: ['java', 'spring boot', 'graphql'],
      link: 'https://explore.jobs.netflix.net/careers/job/790300123456',
      faang_level: 'yes',
    },
  },
  {
    name: 'all-caps headline with double pipes',
    post: `URGENT REQUIREMENT || DATA ENGINEER || PYSPARK + AIRFLOW || 4-7 YRS || PUNE (HYBRID)
CLIENT: LEADING INSURANCE MNC
COMPANY: INFOSYS
NOTICE: IMMEDIATE TO 30 DAYS
C2H ROLE — SEND CV ON WHATSAPP OR FILL https://forms.gle/InfyDE47`,
    expected: {
      title: 'Data Engineer',
      company_name: 'Infosys',
      employment_type: 'Contract',
      location: 'Pune',
      yoe: 4,
      skills: ['pyspark', 'airflow'],
      link: 'https://forms.gle/InfyDE47',
      faang_level: 'no',
    },
  },
];
