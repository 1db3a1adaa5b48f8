import { sql, type SQL } from 'drizzle-orm';

/** A text[] parameter written as one array literal (drizzle would otherwise spread a JS array into a list). */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
}
