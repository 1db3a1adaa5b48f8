import type { ExtractedJobDetails } from '../../src/features/job-openings/extract-details.ts';

export interface LabelledPost {
  name: string;
  post: string;
  expected: ExtractedJobDetails;
}

// Original posts written for this corpus in the style of referral posts on a professional network.
// Expected values are what an administrator would type into the add-opening form. Skills are every
// vocabulary term the post mentions (title included), except in hashtags and links.
export const DEVELOPMENT_POSTS: LabelledPost[] = [
  {
    name: 'emoji bullets, Swiggy backend',
    post: `🚀 We're hiring at Swiggy!

My team is looking for a Software Development Engineer II to build the next version of our order-tracking platform.

📍 Location: Bengaluru (Hybrid)
💼 Experience: 3-5 years
🛠 Skills: Java, Spring Boot, Kafka, Redis, AWS

If you are interested, apply here 👉 https://careers.swiggy.com/#/careers?src=linkedin&jobId=88213
and drop me a DM with your resume. Happy to refer!

#hiring #swiggy #backend #java #bangalorejobs`,
    expected: {
      title: 'Software Development Engineer II',
      company_name: 'Swiggy',
      employment_type: 'Full-time',
      location: 'Bengaluru',
      yoe: 3,
      skills: ['java', 'spring boot', 'kafka', 'redis', 'aws'],
      link: 'https://careers.swiggy.com/#/careers?src=linkedin&jobId=88213',
      faang_level: 'no',
    },
  },
  {
    name: 'Google SWE III, labelled lines',
    post: `Google is hiring! 🎉

Role: Software Engineer III, Infrastructure
Location: Hyderabad, Telangana, India
Experience: 2+ years of experience with data structures or algorithms
Tech: C++, Go, distributed systems

Apply: https://www.google.com/about/careers/applications/jobs/results/10293847561928374
Happy to refer strong candidates. Please don't DM without applying first 🙏

#google #hiring #softwareengineer`,
    expected: {
      title: 'Software Engineer III, Infrastructure',
      company_name: 'Google',
      employment_type: 'Full-time',
      location: 'Hyderabad',
      yoe: 2,
      skills: ['c++', 'go', 'distributed systems', 'data structures', 'algorithms'],
      link: 'https://www.google.com/about/careers/applications/jobs/results/10293847561928374',
      faang_level: 'yes',
    },
  },
  {
    name: 'internship with stipend',
    post: `📢 Internship opportunity at Razorpay 📢

We are looking for Frontend Engineering Interns for a 6-month internship starting January 2026.

✅ Who can apply: 2026 graduates (B.Tech/B.E/MCA)
✅ Stipend: ₹60,000/month
✅ Must know: JavaScript, ReactJS, HTML, CSS
✅ Location: Bangalore

Apply using this link: https://razorpay.com/jobs/jobs-all/?gh_jid=7712093
Tag your friends who might be interested!

#internship #razorpay #frontend #freshers`,
    expected: {
      title: 'Frontend Engineering Intern',
      company_name: 'Razorpay',
      employment_type: 'Intern',
      location: 'Bangalore',
      yoe: 0,
      skills: ['javascript', 'react', 'html', 'css'],
      link: 'https://razorpay.com/jobs/jobs-all/?gh_jid=7712093',
      faang_level: 'no',
    },
  },
  {
    name: 'contract role, remote',
    post: `Hiring: Contract DevOps Engineer (6 months, extendable)

Company: Mastercard
Location: Remote (India)
Experience: 5 to 8 years
Must have: Kubernetes, Terraform, Jenkins, AWS, Linux
Notice period: Immediate joiners preferred

Interested folks can apply at https://careers.mastercard.com/us/en/job/R-241177/DevOps-Engineer
or send your CV to my DMs.

#contract #devops #remotejobs #hiring`,
    expected: {
      title: 'DevOps Engineer',
      company_name: 'Mastercard',
      employment_type: 'Contract',
      location: 'Remote (India)',
      yoe: 5,
      skills: ['kubernetes', 'terraform', 'jenkins', 'aws', 'linux'],
      link: 'https://careers.mastercard.com/us/en/job/R-241177/DevOps-Engineer',
      faang_level: 'no',
    },
  },
  {
    name: 'Amazon SDE 1, freshers',
    post: `Amazon is hiring SDE 1 for freshers!! 🔥🔥

Batch: 2024 / 2025 pass outs
Location: Chennai, Hyderabad
Skills required: DSA, Java or C++, OOPS, problem solving

Apply link: https://www.amazon.jobs/en/jobs/2871109/software-development-engineer-i
Comment "interested" and I'll share the referral form.

#amazon #sde #freshers #hiring #offcampus`,
    expected: {
      title: 'SDE 1',
      company_name: 'Amazon',
      employment_type: 'Full-time',
      location: 'Chennai, Hyderabad',
      yoe: 0,
      skills: ['data structures', 'algorithms', 'java', 'c++', 'oop'],
      link: 'https://www.amazon.jobs/en/jobs/2871109/software-development-engineer-i',
      faang_level: 'yes',
    },
  },
  {
    name: 'Microsoft, plain prose',
    post: `My team at Microsoft is hiring a Senior Software Engineer for Azure Storage in Noida. We work on one of the largest distributed storage systems in the world, mostly in C# and C++ with a fair bit of Python for tooling. You should have at least 6 years of experience building backend services.

Job link: https://jobs.careers.microsoft.com/global/en/job/1789021/Senior-Software-Engineer

Feel free to reach out if you have questions about the team.`,
    expected: {
      title: 'Senior Software Engineer',
      company_name: 'Microsoft',
      employment_type: 'Full-time',
      location: 'Noida',
      yoe: 6,
      skills: ['c#', 'c++', 'python', 'azure'],
      link: 'https://jobs.careers.microsoft.com/global/en/job/1789021/Senior-Software-Engineer',
      faang_level: 'yes',
    },
  },
  {
    name: 'Flipkart Android, hashtags inline',
    post: `#Flipkart is hiring Android Developers 📱

Position: SDE 2 - Android
Exp: 2-4 yrs
Location: Bengaluru
Skills: Kotlin, Jetpack Compose, MVVM, Coroutines

Apply here: https://www.flipkartcareers.com/#!/job-view/sde-2-android-20251107
Referrals open till Friday. #androiddev #kotlin #hiring`,
    expected: {
      title: 'SDE 2 - Android',
      company_name: 'Flipkart',
      employment_type: 'Full-time',
      location: 'Bengaluru',
      yoe: 2,
      skills: ['android', 'kotlin', 'jetpack compose', 'mvvm', 'coroutines'],
      link: 'https://www.flipkartcareers.com/#!/job-view/sde-2-android-20251107',
      faang_level: 'no',
    },
  },
  {
    name: 'Uber, Golang alias and k8s',
    post: `Uber is hiring backend engineers in Hyderabad 🚗

Title: Software Engineer II - Backend
YOE: 3+
Stack: Golang, Java, gRPC, k8s, MySQL, Kafka

👉 https://www.uber.com/global/en/careers/list/139921/
DM me after applying with your resume + job id, I'll refer.

#uber #golang #hiring #hyderabadjobs`,
    expected: {
      title: 'Software Engineer II - Backend',
      company_name: 'Uber',
      employment_type: 'Full-time',
      location: 'Hyderabad',
      yoe: 3,
      skills: ['go', 'java', 'grpc', 'kubernetes', 'mysql', 'kafka'],
      link: 'https://www.uber.com/global/en/careers/list/139921/',
      faang_level: 'no',
    },
  },
  {
    name: 'startup, unknown company, lever link',
    post: `Hey folks 👋

We at Kredily Labs are hiring a Full Stack Developer!

What we need:
• 1-3 years of experience
• Node.js, React, TypeScript, MongoDB
• Bonus: Docker, AWS

📍 Pune (work from office, 5 days)
🔗 Apply: https://jobs.lever.co/kredilylabs/5a7c11e2-8f0b-4d0e-b7d1-7f1c2a9e0d41

Please share with anyone looking for a change!
#startup #fullstack #punejobs #hiring`,
    expected: {
      title: 'Full Stack Developer',
      company_name: 'Kredily Labs',
      employment_type: 'Full-time',
      location: 'Pune',
      yoe: 1,
      skills: ['node.js', 'react', 'typescript', 'mongodb', 'docker', 'aws'],
      link: 'https://jobs.lever.co/kredilylabs/5a7c11e2-8f0b-4d0e-b7d1-7f1c2a9e0d41',
      faang_level: 'no',
    },
  },
  {
    name: 'data scientist, Walmart, Gurgaon',
    post: `Walmart Global Tech India is hiring!

Data Scientist III
Location - Gurgaon
Experience - 4-7 years
Skills - Python, SQL, Machine Learning, Statistics, Spark, A/B testing

Link to apply - https://careers.walmart.com/us/jobs/WD1928374-data-scientist-iii

Drop your resume in comments or DM for referral 🙂
#walmart #datascience #hiring`,
    expected: {
      title: 'Data Scientist III',
      company_name: 'Walmart',
      employment_type: 'Full-time',
      location: 'Gurgaon',
      yoe: 4,
      skills: ['python', 'sql', 'machine learning', 'statistics', 'spark', 'a/b testing'],
      link: 'https://careers.walmart.com/us/jobs/WD1928374-data-scientist-iii',
      faang_level: 'no',
    },
  },
  {
    name: 'ML engineer at Sharechat, remote',
    post: `ShareChat is hiring ML Engineers 🤖

We're building recommendation systems for 300M+ users.

➡️ Role: Machine Learning Engineer
➡️ Experience: 2 - 5 years
➡️ Location: Remote (India)
➡️ Skills: Python, PyTorch, TensorFlow, Deep Learning, NLP

Apply: https://sharechat.com/careers/job/ml-engineer-4471
#machinelearning #sharechat #remote #hiring`,
    expected: {
      title: 'Machine Learning Engineer',
      company_name: 'Sharechat',
      employment_type: 'Full-time',
      location: 'Remote (India)',
      yoe: 2,
      skills: ['machine learning', 'python', 'pytorch', 'tensorflow', 'deep learning', 'nlp'],
      link: 'https://sharechat.com/careers/job/ml-engineer-4471',
      faang_level: 'no',
    },
  },
  {
    name: 'Oracle, minimum years in words',
    post: `Oracle Cloud Infrastructure is hiring a Member of Technical Staff in Bangalore and Hyderabad.

Requirements:
- Minimum 4 years of experience in Java or Go
- Experience with distributed systems and Linux
- Knowledge of Kubernetes and Docker is a plus

Apply here: https://careers.oracle.com/jobs/#en/sites/jobsearch/job/271144

DM for referral. #oracle #oci #hiring`,
    expected: {
      title: 'Member of Technical Staff',
      company_name: 'Oracle',
      employment_type: 'Full-time',
      location: 'Bangalore, Hyderabad',
      yoe: 4,
      skills: ['java', 'go', 'distributed systems', 'linux', 'kubernetes', 'docker'],
      link: 'https://careers.oracle.com/jobs/#en/sites/jobsearch/job/271144',
      faang_level: 'no',
    },
  },
  {
    name: 'Atlassian, pipe separated header',
    post: `Atlassian | Senior Frontend Engineer | Bengaluru | 5+ yrs

Our Jira team is growing! Looking for folks strong in React, TypeScript, Redux and GraphQL who care about accessibility.

Apply 👉 https://www.atlassian.com/company/careers/details/19021
Referrals welcome - DM me your profile.

#atlassian #frontend #react`,
    expected: {
      title: 'Senior Frontend Engineer',
      company_name: 'Atlassian',
      employment_type: 'Full-time',
      location: 'Bengaluru',
      yoe: 5,
      skills: ['react', 'typescript', 'redux', 'graphql'],
      link: 'https://www.atlassian.com/company/careers/details/19021',
      faang_level: 'no',
    },
  },
  {
    name: 'Salesforce, referral form link first',
    post: `Salesforce is hiring for Lead Member of Technical Staff (LMTS)

📍 Hyderabad
💼 8-12 years
🧑‍💻 Java, Microservices, AWS, PostgreSQL, System Design

Apply using the JD link: https://careers.salesforce.com/en/jobs/jr291883/lead-member-of-technical-staff/
I can refer - fill this form after applying: https://forms.gle/abc123Referral

#salesforce #hiring #java`,
    expected: {
      title: 'Lead Member of Technical Staff (LMTS)',
      company_name: 'Salesforce',
      employment_type: 'Full-time',
      location: 'Hyderabad',
      yoe: 8,
      skills: ['java', 'microservices', 'aws', 'postgresql', 'system design'],
      link: 'https://careers.salesforce.com/en/jobs/jr291883/lead-member-of-technical-staff/',
      faang_level: 'no',
    },
  },
  {
    name: 'Rippling, no explicit experience',
    post: `Rippling is hiring in Bangalore! 💙

Open role: Software Engineer - Payroll
We use Python, Django, React and PostgreSQL.

Apply here: https://ats.rippling.com/rippling/jobs/8d1e0a54-2c3f-4b8a-9d2e-51f0c7a1b6e3

Ping me if you want a referral.`,
    expected: {
      title: 'Software Engineer - Payroll',
      company_name: 'Rippling',
      employment_type: 'Full-time',
      location: 'Bangalore',
      yoe: null,
      skills: ['python', 'django', 'react', 'postgresql'],
      link: 'https://ats.rippling.com/rippling/jobs/8d1e0a54-2c3f-4b8a-9d2e-51f0c7a1b6e3',
      faang_level: 'no',
    },
  },
  {
    name: 'ServiceNow QA, Pune',
    post: `ServiceNow is hiring! 🚨

Role - Senior Quality Engineer
Location - Hyderabad
Experience - 4 to 7 Years
Skills - Selenium, Java, TestNG, API Testing, Jenkins

Apply: https://careers.servicenow.com/jobs/744512/senior-quality-engineer/
DM for referral 🙌 #servicenow #qa #automation #hiring`,
    expected: {
      title: 'Senior Quality Engineer',
      company_name: 'ServiceNow',
      employment_type: 'Full-time',
      location: 'Hyderabad',
      yoe: 4,
      skills: ['selenium', 'java', 'testng', 'api testing', 'jenkins'],
      link: 'https://careers.servicenow.com/jobs/744512/senior-quality-engineer/',
      faang_level: 'no',
    },
  },
  {
    name: 'contract to hire, Delhi NCR',
    post: `Urgent requirement ⚡ C2H

Position: React Native Developer
Client: Paytm
Location: Delhi NCR (Noida office)
Experience: 3-6 years
Must have: React Native, JavaScript, Redux, TypeScript

Send your resume via https://forms.gle/rnPaytmC2H2025 or comment below.
#reactnative #contract #c2h #noida`,
    expected: {
      title: 'React Native Developer',
      company_name: 'Paytm',
      employment_type: 'Contract',
      location: 'Delhi, Noida',
      yoe: 3,
      skills: ['react native', 'javascript', 'redux', 'typescript'],
      link: 'https://forms.gle/rnPaytmC2H2025',
      faang_level: 'no',
    },
  },
  {
    name: 'Meta, Gurugram, many hashtags',
    post: `🎯 Hiring Alert: Production Engineer at Meta

📌 Gurugram
📌 3+ years of experience
📌 Python, Linux, Bash, networking, distributed systems

👉 Apply: https://www.metacareers.com/jobs/1120334455667788/
Happy to provide referrals to folks who match the JD.

#meta #hiring #sre #productionengineering #gurugram #linux #python`,
    expected: {
      title: 'Production Engineer',
      company_name: 'Meta',
      employment_type: 'Full-time',
      location: 'Gurugram',
      yoe: 3,
      skills: ['python', 'linux', 'bash', 'networking', 'distributed systems'],
      link: 'https://www.metacareers.com/jobs/1120334455667788/',
      faang_level: 'yes',
    },
  },
  {
    name: 'Mumbai fintech, full-time stated',
    post: `We're hiring a Backend Engineer (Full-time) at Groww 📈

• Location: Mumbai
• Exp: 1+ years
• Java / Spring Boot / MySQL / Redis / Microservices

Apply via: https://groww.in/careers/backend-engineer-1542
Do share with your network!`,
    expected: {
      title: 'Backend Engineer',
      company_name: 'Groww',
      employment_type: 'Full-time',
      location: 'Mumbai',
      yoe: 1,
      skills: ['java', 'spring boot', 'mysql', 'redis', 'microservices'],
      link: 'https://groww.in/careers/backend-engineer-1542',
      faang_level: 'no',
    },
  },
  {
    name: 'summer internship, Chennai, no link label',
    post: `Zoho is hiring Summer Interns 2026 ☀️

Duration: 2 months (May - June)
Location: Chennai
Eligible: pre-final year students
Languages: C, Java, Python

https://www.zoho.com/careers/jobdetails/?job_id=2803000071234567

#zoho #internship #summerinternship #chennai`,
    expected: {
      title: 'Summer Intern',
      company_name: 'Zoho',
      employment_type: 'Intern',
      location: 'Chennai',
      yoe: 0,
      skills: ['c', 'java', 'python'],
      link: 'https://www.zoho.com/careers/jobdetails/?job_id=2803000071234567',
      faang_level: 'no',
    },
  },
  {
    name: 'PhonePe data engineer, arrow bullets',
    post: `PhonePe is looking for a Senior Data Engineer!

→ Experience: 5-9 yrs
→ Location: Bengaluru
→ Stack: Spark, Hadoop, Airflow, Scala, SQL, Kafka

Interested? Apply here: https://www.phonepe.com/careers/job-details/?id=6120453003
and DM me your resume for a referral.
#dataengineering #phonepe #bigdata`,
    expected: {
      title: 'Senior Data Engineer',
      company_name: 'PhonePe',
      employment_type: 'Full-time',
      location: 'Bengaluru',
      yoe: 5,
      skills: ['spark', 'hadoop', 'airflow', 'scala', 'sql', 'kafka'],
      link: 'https://www.phonepe.com/careers/job-details/?id=6120453003',
      faang_level: 'no',
    },
  },
  {
    name: 'iOS at CRED, lowercase post',
    post: `cred is hiring ios engineers 🍎

role: ios engineer
exp: 2-6 yrs
location: bangalore
skills: swift, swiftui, combine, objective-c

apply: https://careers.cred.club/openings/ios-engineer-33
#cred #ios #swift`,
    expected: {
      title: 'ios engineer',
      company_name: 'CRED',
      employment_type: 'Full-time',
      location: 'Bangalore',
      yoe: 2,
      skills: ['ios', 'swift', 'swiftui', 'combine', 'objective-c'],
      link: 'https://careers.cred.club/openings/ios-engineer-33',
      faang_level: 'no',
    },
  },
  {
    name: 'greenhouse link, company from sentence',
    post: `Exciting news! Postman is hiring a Software Engineer II (Platform) in Bengaluru.

If you love Node.js, TypeScript, Kubernetes and building developer tools, this is for you. 2-4 years of experience preferred.

Apply: https://boards.greenhouse.io/postman/jobs/6611203

I'm happy to refer - drop a comment!`,
    expected: {
      title: 'Software Engineer II (Platform)',
      company_name: 'Postman',
      employment_type: 'Full-time',
      location: 'Bengaluru',
      yoe: 2,
      skills: ['node.js', 'typescript', 'kubernetes'],
      link: 'https://boards.greenhouse.io/postman/jobs/6611203',
      faang_level: 'no',
    },
  },
  {
    name: 'freshers SDET, Noida',
    post: `Adobe is hiring freshers for the role of SDET 🎓

Location: Noida
Eligibility: B.Tech 2025 batch, CGPA 7+
Skills: Java, Selenium, Python, SQL

Apply: https://careers.adobe.com/us/en/job/R158211/SDET

Share with your juniors! #adobe #freshers #sdet`,
    expected: {
      title: 'SDET',
      company_name: 'Adobe',
      employment_type: 'Full-time',
      location: 'Noida',
      yoe: 0,
      skills: ['java', 'selenium', 'python', 'sql'],
      link: 'https://careers.adobe.com/us/en/job/R158211/SDET',
      faang_level: 'no',
    },
  },
  {
    name: 'contract data analyst, Kolkata (outside filter list)',
    post: `Hiring for a 12-month contract role 📊

Job Title: Data Analyst
Company: Deloitte
Location: Kolkata
Experience: 2-4 years
Skills: SQL, Power BI, Excel, Python

Apply at https://apply.deloitte.com/careers/JobDetail/Data-Analyst/188421
#dataanalyst #contractjobs #kolkata`,
    expected: {
      title: 'Data Analyst',
      company_name: 'Deloitte',
      employment_type: 'Contract',
      location: 'Kolkata',
      yoe: 2,
      skills: ['sql', 'power bi', 'excel', 'python'],
      link: 'https://apply.deloitte.com/careers/JobDetail/Data-Analyst/188421',
      faang_level: 'no',
    },
  },
  {
    name: 'Netflix, work from home',
    post: `Netflix is hiring a Senior Software Engineer - Content Engineering 🎬

This role is fully remote within India (work from home).
You'll need 7+ years with Java, Spring Boot, GraphQL and AWS.

Apply: https://explore.jobs.netflix.net/careers/job/790299912345

#netflix #remote #java`,
    expected: {
      title: 'Senior Software Engineer - Content Engineering',
      company_name: 'Netflix',
      employment_type: 'Full-time',
      location: 'Remote (India)',
      yoe: 7,
      skills: ['java', 'spring boot', 'graphql', 'aws'],
      link: 'https://explore.jobs.netflix.net/careers/job/790299912345',
      faang_level: 'yes',
    },
  },
  {
    name: 'Meesho, NodeJS and VueJS aliases',
    post: `Meesho is hiring SDE-1s 🛍️

YOE: 0-2
Location: Bangalore
Tech: NodeJS, VueJS, MongoDB, Redis, ElasticSearch

Link: https://www.meesho.io/jobs/sde-1-backend-3321
Comment 'referral' and I will DM you.
#meesho #sde1 #hiring`,
    expected: {
      title: 'SDE-1',
      company_name: 'Meesho',
      employment_type: 'Full-time',
      location: 'Bangalore',
      yoe: 0,
      skills: ['node.js', 'vue', 'mongodb', 'redis', 'elasticsearch'],
      link: 'https://www.meesho.io/jobs/sde-1-backend-3321',
      faang_level: 'no',
    },
  },
  {
    name: 'Intuit, yrs with plus inside parentheses',
    post: `Intuit is hiring Staff Software Engineer (10+ yrs) in Bangalore

We're looking for someone who has led large-scale systems in Java and AWS, with strong system design and mentoring skills.

Apply here - https://jobs.intuit.com/job/bengaluru/staff-software-engineer/27595/7712345

#intuit #staffengineer #hiring`,
    expected: {
      title: 'Staff Software Engineer',
      company_name: 'Intuit',
      employment_type: 'Full-time',
      location: 'Bangalore',
      yoe: 10,
      skills: ['java', 'aws', 'system design'],
      link: 'https://jobs.intuit.com/job/bengaluru/staff-software-engineer/27595/7712345',
      faang_level: 'no',
    },
  },
  {
    name: 'Goldman Sachs analyst, Bengaluru and Hyderabad',
    post: `Goldman Sachs is hiring for Engineering Analyst roles 💼

📍 Bengaluru / Hyderabad
🎓 0-1 years of experience
🧰 Java, Python, Data Structures, SQL

Apply: https://higher.gs.com/roles/128877
DM me for a referral after applying. #goldmansachs #hiring #freshers`,
    expected: {
      title: 'Engineering Analyst',
      company_name: 'Goldman Sachs',
      employment_type: 'Full-time',
      location: 'Bengaluru, Hyderabad',
      yoe: 0,
      skills: ['java', 'python', 'data structures', 'sql'],
      link: 'https://higher.gs.com/roles/128877',
      faang_level: 'no',
    },
  },
  {
    name: 'Freshworks, Chennai, looking for',
    post: `At Freshworks we are looking for a Product Designer to join our Chennai team!

3-6 years of experience designing SaaS products. Figma is a must.

Apply: https://careers.freshworks.com/jobs/3f1a2b9c/product-designer
#design #freshworks #chennaijobs #hiring`,
    expected: {
      title: 'Product Designer',
      company_name: 'Freshworks',
      employment_type: 'Full-time',
      location: 'Chennai',
      yoe: 3,
      skills: ['figma'],
      link: 'https://careers.freshworks.com/jobs/3f1a2b9c/product-designer',
      faang_level: 'no',
    },
  },
  {
    name: 'ML intern, Zomato, Gurugram',
    post: `Zomato is hiring Machine Learning Interns! 🍕

Duration: 6 months | Stipend: 50k/month
Location: Gurugram
Skills: Python, Machine Learning, SQL, Pandas

Apply 👉 https://www.zomato.com/careers/job/ml-intern-2026
#zomato #internship #ml`,
    expected: {
      title: 'Machine Learning Intern',
      company_name: 'Zomato',
      employment_type: 'Intern',
      location: 'Gurugram',
      yoe: 0,
      skills: ['python', 'machine learning', 'sql', 'pandas'],
      link: 'https://www.zomato.com/careers/job/ml-intern-2026',
      faang_level: 'no',
    },
  },
  {
    name: 'Apple, Hyderabad, no skills list',
    post: `Apple is hiring a Software Engineering Manager in Hyderabad.

You will lead a team of 8 engineers building internal tools. 10+ years of experience, 3+ years managing teams.

https://jobs.apple.com/en-in/details/200601234/software-engineering-manager

Please apply and let me know, happy to refer.`,
    expected: {
      title: 'Software Engineering Manager',
      company_name: 'Apple',
      employment_type: 'Full-time',
      location: 'Hyderabad',
      yoe: 10,
      skills: [],
      link: 'https://jobs.apple.com/en-in/details/200601234/software-engineering-manager',
      faang_level: 'yes',
    },
  },
  {
    name: 'scheme-less careers link',
    post: `Hiring!! Cloud Engineer at Infosys 🌩️

Location: Pune
Experience: 3 - 8 Yrs
Skills: Azure, Terraform, Docker, CI/CD

Apply at careers.infosys.com/jobs/cloud-engineer-556677
#infosys #cloud #azure`,
    expected: {
      title: 'Cloud Engineer',
      company_name: 'Infosys',
      employment_type: 'Full-time',
      location: 'Pune',
      yoe: 3,
      skills: ['azure', 'terraform', 'docker', 'ci/cd'],
      link: 'https://careers.infosys.com/jobs/cloud-engineer-556677',
      faang_level: 'no',
    },
  },
];

// Written after the extractor was finished and never used to tune it: its score is the honest one.
export const HELD_OUT_POSTS: LabelledPost[] = [
  {
    name: 'long personal story then role',
    post: `3 years ago I joined Myntra as a fresher, and today I'm proud to say my team is growing again! 🙌

We need a Senior Software Engineer who loves solving scale problems during big sale events like EORS.

What you'll work on:
- High-throughput order and inventory services
- Caching and queueing at scale

What we're looking for:
- 4+ years building backend systems
- Strong in Java / Kotlin, Spring Boot
- Hands on with Cassandra, Kafka and Redis

Location: Bengaluru, Karnataka (Hybrid - 3 days WFO)

Apply here: https://careers.myntra.com/job-detail/?id=SSE-2025-118
Comment or DM if you want a referral!`,
    expected: {
      title: 'Senior Software Engineer',
      company_name: 'Myntra',
      employment_type: 'Full-time',
      location: 'Bengaluru',
      yoe: 4,
      skills: ['java', 'kotlin', 'spring boot', 'cassandra', 'kafka', 'redis'],
      link: 'https://careers.myntra.com/job-detail/?id=SSE-2025-118',
      faang_level: 'no',
    },
  },
  {
    name: 'lnkd.in short link, Gurgaon',
    post: `Zomato is hiring for SDE II - Frontend 🔴

👉 2-5 years of exp
👉 React, Next.js, TypeScript, performance optimisation
👉 Gurgaon

Apply: https://lnkd.in/gKx7Pq2Z

#zomato #frontend #reactjs #hiring #gurgaonjobs`,
    expected: {
      title: 'SDE II - Frontend',
      company_name: 'Zomato',
      employment_type: 'Full-time',
      location: 'Gurgaon',
      yoe: 2,
      skills: ['react', 'next.js', 'typescript'],
      link: 'https://lnkd.in/gKx7Pq2Z',
      faang_level: 'no',
    },
  },
  {
    name: 'Hinglish short post',
    post: `Dosto, meri company Juspay mein openings hain 🔥
Role - Product Engineer (Haskell / PureScript)
Freshers bhi apply kar sakte hain!
Bangalore location
Link: https://juspay.io/careers/product-engineer
Share karo apne friends ke saath 🙏`,
    expected: {
      title: 'Product Engineer (Haskell / PureScript)',
      company_name: 'Juspay',
      employment_type: 'Full-time',
      location: 'Bangalore',
      yoe: 0,
      skills: [],
      link: 'https://juspay.io/careers/product-engineer',
      faang_level: 'no',
    },
  },
  {
    name: 'unknown startup, ashby link, remote',
    post: `We're hiring our first DevRel hire at Tensorlake! 🌊

Developer Advocate - remote, anywhere in India.
You should have shipped something with Python or TypeScript, written technical blogs, and be comfortable on camera. 2+ yrs preferred.

Apply → https://jobs.ashbyhq.com/tensorlake/7c2d9e10-41aa-4f5b-9a44-0b7e88e1c0f2`,
    expected: {
      title: 'Developer Advocate',
      company_name: 'Tensorlake',
      employment_type: 'Full-time',
      location: 'Remote (India)',
      yoe: 2,
      skills: ['python', 'typescript'],
      link: 'https://jobs.ashbyhq.com/tensorlake/7c2d9e10-41aa-4f5b-9a44-0b7e88e1c0f2',
      faang_level: 'no',
    },
  },
  {
    name: 'internship, Hyderabad, months duration',
    post: `Microsoft Research India is offering Research Internships for summer 2026 🔬

If you are pursuing a PhD or Masters in CS and have a background in NLP, computer vision or systems, this is for you. Internships are 3-6 months long, based in Bangalore.

Details and application: https://www.microsoft.com/en-us/research/lab/microsoft-research-india/internship/
Tag someone who should apply!`,
    expected: {
      title: 'Research Intern',
      company_name: 'Microsoft',
      employment_type: 'Intern',
      location: 'Bangalore',
      yoe: 0,
      skills: ['nlp', 'computer vision'],
      link: 'https://www.microsoft.com/en-us/research/lab/microsoft-research-india/internship/',
      faang_level: 'yes',
    },
  },
  {
    name: 'contract QA, Chennai, labelled job type',
    post: `Job Type: Contract (9 months)
Role: Automation Test Engineer
Client: a leading bank
Company: TCS
Location: Chennai - Siruseri
Exp: 3-5 years
Skills: Selenium WebDriver, Java, Cucumber, REST Assured, Jenkins

Share your CV at https://forms.office.com/r/TcsAutoQA25
#tcs #automationtesting #chennai`,
    expected: {
      title: 'Automation Test Engineer',
      company_name: 'TCS',
      employment_type: 'Contract',
      location: 'Chennai',
      yoe: 3,
      skills: ['selenium', 'java', 'jenkins'],
      link: 'https://forms.office.com/r/TcsAutoQA25',
      faang_level: 'no',
    },
  },
  {
    name: 'multiple locations with slashes and Mumbai',
    post: `🚨 Hiring Alert 🚨
JPMorgan Chase & Co. - Software Engineer II (Python, AWS)
Locations: Mumbai / Bengaluru / Hyderabad
Experience: 2+ yrs
Apply: https://jpmc.fa.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1001/job/210581023
Let me know once applied, I'll refer ✅`,
    expected: {
      title: 'Software Engineer II (Python, AWS)',
      company_name: 'JPMorgan Chase',
      employment_type: 'Full-time',
      location: 'Mumbai, Bengaluru, Hyderabad',
      yoe: 2,
      skills: ['python', 'aws'],
      link: 'https://jpmc.fa.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1001/job/210581023',
      faang_level: 'no',
    },
  },
  {
    name: 'Android at Dream11, experience in words',
    post: `Dream11 is looking for an Android Engineer to join our Mumbai office 🏏
You'll need at least three years of experience with Kotlin and modern Android architecture (MVVM, Jetpack Compose).
Apply: https://dream11.com/careers/android-engineer-2291
Happy to refer folks with a strong portfolio.`,
    expected: {
      title: 'Android Engineer',
      company_name: 'Dream11',
      employment_type: 'Full-time',
      location: 'Mumbai',
      yoe: 3,
      skills: ['android', 'kotlin', 'mvvm', 'jetpack compose'],
      link: 'https://dream11.com/careers/android-engineer-2291',
      faang_level: 'no',
    },
  },
  {
    name: 'Pune, SRE, many emojis',
    post: `✨✨ HIRING ✨✨
🔹 Company: BrowserStack
🔹 Role: Site Reliability Engineer
🔹 Experience: 1 - 3 years
🔹 Location: Pune / Mumbai (Hybrid)
🔹 Tech: Linux, AWS, Terraform, Prometheus, Grafana, Python
🔗 https://www.browserstack.com/careers/job?gh_jid=8120045
DM for referral 😊`,
    expected: {
      title: 'Site Reliability Engineer',
      company_name: 'BrowserStack',
      employment_type: 'Full-time',
      location: 'Pune, Mumbai',
      yoe: 1,
      skills: ['linux', 'aws', 'terraform', 'prometheus', 'grafana', 'python'],
      link: 'https://www.browserstack.com/careers/job?gh_jid=8120045',
      faang_level: 'no',
    },
  },
  {
    name: 'new grad, Noida, C++',
    post: `Qualcomm is hiring 2025 graduates for Embedded Software Engineer roles in Noida and Hyderabad.

Strong C/C++ and Linux kernel basics required. Knowledge of RTOS is a plus.

Apply at https://careers.qualcomm.com/careers/job/446701298345
Drop a comment with your branch and CGPA, I'll reach out.`,
    expected: {
      title: 'Embedded Software Engineer',
      company_name: 'Qualcomm',
      employment_type: 'Full-time',
      location: 'Noida, Hyderabad',
      yoe: 0,
      skills: ['c', 'c++', 'linux'],
      link: 'https://careers.qualcomm.com/careers/job/446701298345',
      faang_level: 'no',
    },
  },
  {
    name: 'data analyst intern, Delhi, stipend',
    post: `Paid internship 💰 at Nykaa!

Data Analyst Intern
📍 New Delhi
⏳ 6 months
Skills: Excel, SQL, Tableau, Python basics

Fill this form to apply: https://forms.gle/NykaaDAIntern26
#internship #dataanalytics #delhi`,
    expected: {
      title: 'Data Analyst Intern',
      company_name: 'Nykaa',
      employment_type: 'Intern',
      location: 'Delhi',
      yoe: 0,
      skills: ['excel', 'sql', 'tableau', 'python'],
      link: 'https://forms.gle/NykaaDAIntern26',
      faang_level: 'no',
    },
  },
  {
    name: 'ML platform, no location, lead role',
    post: `Uber's ML Platform team is hiring a Lead Engineer 🚀

Michelangelo serves thousands of models in production. We're looking for someone with 9+ years of experience in distributed systems, Spark and Kubernetes who has led teams before.

JD + apply: https://www.uber.com/global/en/careers/list/141002/

Referrals open – DM me.`,
    expected: {
      title: 'Lead Engineer',
      company_name: 'Uber',
      employment_type: 'Full-time',
      location: '',
      yoe: 9,
      // "ML Platform" mentions ML: the corpus rule (every vocabulary term mentioned) includes it.
      skills: ['machine learning', 'distributed systems', 'spark', 'kubernetes'],
      link: 'https://www.uber.com/global/en/careers/list/141002/',
      faang_level: 'no',
    },
  },
];
