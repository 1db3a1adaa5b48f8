import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/database';

export type OpeningFields = {
  title?: string;
  company_name?: string;
  employment_type?: 'Intern' | 'Full-time' | 'Contract';
  location?: string;
  yoe?: number;
  skills?: string[];
  link?: string;
  status?: 'draft' | 'published' | 'reject';
  faang_level?: 'yes' | 'no';
  created_at?: string;
};

let counter = 0;

/** Inserts one opening straight into the database and returns its id. */
export async function insertOpening(app: FastifyInstance, fields: OpeningFields = {}): Promise<number> {
  counter += 1;
  const [row] = await queryRows<{ id: number }>(
    app.db,
    sql`INSERT INTO job_openings (title, company_name, employment_type, location, yoe, skills, link, status, faang_level, created_at)
        VALUES (${fields.title ?? `Software Engineer ${counter}`}, ${fields.company_name ?? 'Google'},
          ${fields.employment_type ?? 'Full-time'}, ${fields.location ?? 'Bengaluru'}, ${fields.yoe ?? 2},
          ${`{${(fields.skills ?? ['java']).map((skill) => `"${skill}"`).join(',')}}`}::text[],
          ${fields.link ?? `https://careers.example.com/jobs/${counter}`}, ${fields.status ?? 'published'},
          ${fields.faang_level ?? 'no'}, ${fields.created_at ?? new Date(Date.now() - counter * 1000).toISOString()})
        RETURNING id`,
  );
  return row!.id;
}

export async function countRows(app: FastifyInstance, table: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    app.db,
    sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)}`,
  );
  return Number(row!.count);
}
