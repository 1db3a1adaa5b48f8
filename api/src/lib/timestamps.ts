/** PostgreSQL's text form ('2025-06-01 10:00:00.123456+00') as an ISO-8601 instant for clients. */
export function toIsoTimestamp(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  const isoLike = value.includes('T') ? value : value.replace(' ', 'T');
  const withZone = /[+-]\d{2}$/.test(isoLike) ? `${isoLike}:00` : isoLike;
  return new Date(withZone).toISOString();
}
