import { extractCompany, knownCompanyIn } from './extract-details/company.ts';
import { extractEmploymentType, type ExtractedEmploymentType } from './extract-details/employment-type.ts';
import { extractYearsOfExperience } from './extract-details/experience.ts';
import { extractLink } from './extract-details/link.ts';
import { extractLocation } from './extract-details/location.ts';
import { extractSkills } from './extract-details/skills.ts';
import { withoutUrls } from './extract-details/text.ts';
import { extractTitle } from './extract-details/title.ts';
import { isFaangPlus } from './faang-plus.ts';

export type { ExtractedEmploymentType };

export interface ExtractedJobDetails {
  title: string;
  company_name: string;
  employment_type: ExtractedEmploymentType;
  location: string;
  yoe: number | null;
  skills: string[];
  link: string;
  /** 'yes' when the company is on the FAANG+ list: the form's FAANG+ box comes ticked. */
  faang_level: 'yes' | 'no';
}

/** Rule-based reading of a pasted hiring post; the administrator reviews the result before saving. */
export function extractJobDetails(jobDescription: string): ExtractedJobDetails {
  const text = jobDescription.normalize('NFC');
  const title = extractTitle(withoutUrls(text));
  const link = extractLink(text);
  const employmentType = extractEmploymentType(text, title);
  const companyName = extractCompany(text, link);
  return {
    title,
    company_name: companyName,
    employment_type: employmentType,
    location: extractLocation(text),
    yoe: extractYearsOfExperience(text, employmentType),
    skills: extractSkills(text),
    link,
    faang_level: isFaangPlus(knownCompanyIn(companyName) ?? companyName) ? 'yes' : 'no',
  };
}
