import amazon from '../../assets/logos/amazon.svg';
import atlassian from '../../assets/logos/atlassian.svg';
import flipkart from '../../assets/logos/flipkart.svg';
import google from '../../assets/logos/google.svg';
import microsoft from '../../assets/logos/microsoft.svg';
import salesforce from '../../assets/logos/salesforce.svg';
import swiggy from '../../assets/logos/swiggy.svg';
import uber from '../../assets/logos/uber.svg';
import walmart from '../../assets/logos/walmart.svg';

export interface CompanyLogo {
  company: string;
  src: string;
}

/** Plain wordmarks drawn for this site (not the companies' artwork), in the order the strip shows them. */
export const companyLogos: readonly CompanyLogo[] = [
  { company: 'Google', src: google },
  { company: 'Microsoft', src: microsoft },
  { company: 'Amazon', src: amazon },
  { company: 'Flipkart', src: flipkart },
  { company: 'Swiggy', src: swiggy },
  { company: 'Uber', src: uber },
  { company: 'Atlassian', src: atlassian },
  { company: 'Salesforce', src: salesforce },
  { company: 'Walmart', src: walmart },
];
