import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractJobDetails } from '../../src/features/job-openings/extract-details.ts';

describe('extractJobDetails', () => {
  it('returns empty fields for text that is not a job post', () => {
    assert.deepEqual(extractJobDetails('Had a great weekend trek in the Western Ghats!'), {
      title: '',
      company_name: '',
      employment_type: '',
      location: '',
      yoe: null,
      skills: [],
      link: '',
      faang_level: 'no',
    });
    assert.equal(extractJobDetails('').title, '');
  });

  it('maps skill aliases to one lowercase name and drops duplicates', () => {
    const { skills } = extractJobDetails(
      'Skills: ReactJS, React.js, Golang, k8s, NodeJS, Postgres, DSA, OOPS, HLD',
    );
    assert.deepEqual(skills, [
      'react',
      'go',
      'kubernetes',
      'node.js',
      'postgresql',
      'data structures',
      'algorithms',
      'oop',
      'system design',
    ]);
  });

  it('reads ambiguous words as skills only inside a list', () => {
    assert.deepEqual(extractJobDetails('Go through the JD and excel at what you do.').skills, []);
    assert.deepEqual(extractJobDetails('Stack: Java, Go, C, Excel').skills, ['java', 'go', 'c', 'excel']);
    assert.deepEqual(extractJobDetails('Strong C/C++ needed').skills, ['c', 'c++']);
  });

  it('keeps React Native apart from React', () => {
    assert.deepEqual(extractJobDetails('Must have: React Native and Redux').skills, [
      'react native',
      'redux',
    ]);
  });

  it('ignores hashtags and links when reading skills', () => {
    assert.deepEqual(
      extractJobDetails('Apply https://x.example.com/jobs/android-123 #python #kotlin').skills,
      [],
    );
  });

  it('reads years of experience from ranges, pluses, words and fresher wording', () => {
    const yoe = (post: string) => extractJobDetails(post).yoe;
    assert.equal(yoe('Experience: 3-5 yrs'), 3);
    assert.equal(yoe('You need 2+ years of experience'), 2);
    assert.equal(yoe('YOE: 4'), 4);
    assert.equal(yoe('at least three years of experience with Kotlin'), 3);
    assert.equal(yoe('Hiring freshers for SDE roles'), 0);
    assert.equal(yoe('Open to 2025 batch graduates'), 0);
    assert.equal(yoe('I joined 5 years ago. Need 2-4 years of experience.'), 2);
    assert.equal(yoe('6-month internship with stipend'), 0);
    assert.equal(yoe('Backend Engineer at Acme, apply now'), null);
  });

  it('classifies the employment type', () => {
    const type = (post: string) => extractJobDetails(post).employment_type;
    assert.equal(type('Swiggy is hiring SDE Interns for summer'), 'Intern');
    assert.equal(type('Hiring: Contract Data Engineer (12 months)'), 'Contract');
    assert.equal(type('C2H opening for a Java Developer'), 'Contract');
    assert.equal(type('We are hiring a Backend Engineer (Full-time)'), 'Full-time');
    assert.equal(type('Google is hiring a Software Engineer who will build internal tools'), 'Full-time');
  });

  it('normalises locations to the filter names and keeps other places as written', () => {
    const location = (post: string) => extractJobDetails(post).location;
    assert.equal(location('Location: New Delhi'), 'Delhi');
    assert.equal(location('Location: Bengaluru, Karnataka (Hybrid)'), 'Bengaluru');
    assert.equal(location('Location: Bangalore'), 'Bangalore');
    assert.equal(location('📍 Hyd / Gurgaon'), 'Hyderabad, Gurgaon');
    assert.equal(location('This role is work from home'), 'Remote (India)');
    assert.equal(location('Location: Kolkata, India'), 'Kolkata');
    assert.equal(location('Location: Pune (work from office)'), 'Pune');
  });

  it('takes the first application link and adds a missing scheme', () => {
    const link = (post: string) => extractJobDetails(post).link;
    assert.equal(
      link('Apply: https://jobs.example.com/1. Form: https://forms.gle/abc'),
      'https://jobs.example.com/1',
    );
    assert.equal(
      link('My profile https://www.linkedin.com/in/someone then apply at careers.acme.com/jobs/7'),
      'https://careers.acme.com/jobs/7',
    );
    assert.equal(link('See https://acme.example/a and https://acme.example/b'), 'https://acme.example/a');
    assert.equal(link('No link here, DM me'), '');
  });

  it('prefers a careers or job-board link over a form or a short link, wherever it comes', () => {
    const link = (post: string) => extractJobDetails(post).link;
    assert.equal(
      link('Referral form: https://forms.gle/abc123\nApply: https://careers.acme.com/jobs/7'),
      'https://careers.acme.com/jobs/7',
    );
    assert.equal(
      link('JD https://bit.ly/3xYz then https://boards.greenhouse.io/acme/jobs/991'),
      'https://boards.greenhouse.io/acme/jobs/991',
    );
    assert.equal(
      link('https://lnkd.in/eAbCdE2 | https://acme.com/about | https://acme.com/careers/sde-2-77'),
      'https://acme.com/careers/sde-2-77',
    );
    assert.equal(
      link('Fill https://docs.google.com/forms/d/e/1FAIpQL/viewform or read https://acme.com/blog/team'),
      'https://acme.com/blog/team',
    );
    // With nothing better, the form is still the way to apply.
    assert.equal(link('Only via https://forms.gle/onlyForm please'), 'https://forms.gle/onlyForm');
  });

  it('strips filler around the role from the title', () => {
    const title = (post: string) => extractJobDetails(post).title;
    assert.equal(title('Hiring SDE-2 folks for the payments team'), 'SDE-2');
    assert.equal(title('We are looking for talented Backend Engineers asap!'), 'Backend Engineer');
    assert.equal(title('Role: Data Analyst (immediate joiners)'), 'Data Analyst');
    assert.equal(title('Role: Staff Engineer'), 'Staff Engineer');
  });

  it('keeps a compound skill as itself: PySpark is not Spark', () => {
    assert.deepEqual(extractJobDetails('Skills: PySpark, Airflow, Apache Spark').skills, [
      'pyspark',
      'airflow',
      'spark',
    ]);
    assert.deepEqual(extractJobDetails('Must know pyspark').skills, ['pyspark']);
  });

  it('ticks FAANG+ for the companies on the FAANG+ list and only for them', () => {
    const faang = (post: string) => extractJobDetails(post).faang_level;
    assert.equal(faang('Google is hiring a Software Engineer in Bengaluru'), 'yes');
    assert.equal(faang('Company: Microsoft India\nRole: SDE II'), 'yes');
    assert.equal(faang('Facebook is hiring a Production Engineer'), 'yes');
    assert.equal(faang('Apply: https://www.amazon.jobs/en/jobs/2871109/sde'), 'yes');
    assert.equal(faang('Swiggy is hiring an SDE II'), 'no');
    assert.equal(faang('Company: Microsoftish Labs\nRole: Engineer'), 'no');
  });

  it('finds the title and company in common sentence shapes', () => {
    assert.deepEqual(pick(extractJobDetails('Flipkart is hiring Android Developers in Bengaluru!')), {
      title: 'Android Developer',
      company_name: 'Flipkart',
    });
    assert.deepEqual(
      pick(extractJobDetails('We at Orbit Robotics are looking for an Embedded Engineer to join us.')),
      { title: 'Embedded Engineer', company_name: 'Orbit Robotics' },
    );
    assert.deepEqual(pick(extractJobDetails('Atlassian | Senior Backend Engineer | Bengaluru | 5+ yrs')), {
      title: 'Senior Backend Engineer',
      company_name: 'Atlassian',
    });
    assert.deepEqual(
      pick(extractJobDetails('Hiring a Data Engineer!\nApply: https://jobs.lever.co/nimbusdata/123')),
      { title: 'Data Engineer', company_name: 'Nimbusdata' },
    );
  });
});

function pick({ title, company_name }: { title: string; company_name: string }) {
  return { title, company_name };
}
