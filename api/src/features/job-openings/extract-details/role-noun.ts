// Words that make a phrase a job role ("Backend Engineer", "SDE-2"): titles need one, company names must not have one.
export const ROLE_NOUN =
  /\b(?:engineers?|developers?|interns?|scientists?|analysts?|designers?|managers?|architects?|sdes?|sdets?|sre|leads?|consultants?|specialists?|administrators?|testers?|programmers?|staff|mts|researchers?|associates?|advocates?|evangelists?|internships?|devops|sde[-\s]?\d+s?|sde[-\s]?i+)\b/i;
