import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'shared-router';
import { Badge, Button, InfoPanel, SelectField, SkeletonList, TextField } from 'shared-ui';
import { toast } from 'shared-ui/toast';
import { FormFailure } from '../../../components/form-failure';
import { useAdminProblems } from '../api/get-admin-problems';
import { useSetProblemPublication } from '../api/set-problem-publication';
import type { AdminProblemRow, AdminProblemsFilter, ProblemStatusFilter } from '../types';
import styles from './manage-problems.module.css';
import { DataTable } from '../../../components/data-table';
import { PageNav } from '../../../components/page-nav';
import { QueryStates } from '../../../components/query-states';

const STATUS_OPTIONS: Array<{ value: ProblemStatusFilter; label: string }> = [
  { value: 'all', label: 'Published and unpublished' },
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
];

const savedOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function filterFrom(searchParams: URLSearchParams): AdminProblemsFilter {
  const status = searchParams.get('status');
  const page = Number(searchParams.get('page'));
  return {
    search: searchParams.get('search')?.trim() ?? '',
    status: status === 'published' || status === 'unpublished' ? status : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The learner's problem page, which the administrator may open for an unpublished problem too. */
export const learnerPreviewPath = (id: string) => `/practice/problem?id=${encodeURIComponent(id)}`;

export function ProblemsTable() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFrom(searchParams);
  const problems = useAdminProblems(filter);
  const publication = useSetProblemPublication();
  const [search, setSearch] = useState(filter.search);

  const updateParams = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
      return params;
    });

  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    updateParams({ search: search.trim() || null, page: null });
  };

  const togglePublication = (problem: AdminProblemRow) =>
    publication.mutate(
      { id: problem.id, published: !problem.published },
      { onSuccess: (answer) => toast.success(answer.message) },
    );

  const content = (
    <QueryStates
      query={problems}
      loading={<SkeletonList count={4} label="Loading problems" />}
      errorTitle="The problems did not load"
      isEmpty={(data) => data.results.length === 0}
      empty={<InfoPanel title="No problems found">No problem matches this search and status.</InfoPanel>}
    >
      {(data) => {
        const { results, total, page, page_size } = data;
        return (
          <>
            <DataTable label="Problems">
              <caption className="visually-hidden">Problems, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Status</th>
                  <th scope="col">Tags</th>
                  <th scope="col">Submissions</th>
                  <th scope="col">Saved</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {results.map((problem) => (
                  <tr key={problem.id}>
                    <th scope="row" className={styles.titleCell}>
                      {problem.title}
                      {problem.bank_problem && <span className={styles.muted}> (problem bank)</span>}
                    </th>
                    <td>
                      <Badge tone={problem.published ? 'success' : 'warning'}>
                        {problem.published ? 'Published' : 'Unpublished'}
                      </Badge>
                    </td>
                    <td>{problem.tags.join(', ')}</td>
                    <td>{problem.submission_count}</td>
                    <td>
                      <time dateTime={problem.created_at}>
                        {savedOn.format(new Date(problem.created_at))}
                      </time>
                    </td>
                    <td>
                      <div className={styles.actions}>
                        {!problem.bank_problem && (
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`Edit ${problem.title}`}
                            onClick={() => updateParams({ edit: problem.id })}
                          >
                            Edit
                          </Button>
                        )}
                        <Link
                          className={styles.link}
                          to={learnerPreviewPath(problem.id)}
                          aria-label={`Preview ${problem.title} as a learner`}
                        >
                          Preview as a learner
                        </Link>
                        <Button
                          variant={problem.published ? 'ghost' : 'primary'}
                          size="sm"
                          aria-label={`${problem.published ? 'Unpublish' : 'Publish'} ${problem.title}`}
                          loading={publication.isPending && publication.variables?.id === problem.id}
                          onClick={() => togglePublication(problem)}
                        >
                          {problem.published ? 'Unpublish' : 'Publish'}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            {publication.isError && <FormFailure error={publication.error} />}
            <PageNav
              label="Pages of problems"
              page={page}
              total={total}
              pageSize={page_size}
              noun="problem"
              onPage={(next) => updateParams({ page: next > 1 ? String(next) : null })}
            />
          </>
        );
      }}
    </QueryStates>
  );

  return (
    <>
      <form className={styles.filters} onSubmit={applySearch} role="search" aria-label="Find problems">
        <TextField
          label="Title contains"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={filter.status}
          onChange={(event) =>
            updateParams({ status: event.target.value === 'all' ? null : event.target.value, page: null })
          }
        />
        <div>
          <Button type="submit">Search</Button>
        </div>
      </form>
      <p>
        <Link className={styles.link} to="/practice/create-problem">
          Create a problem
        </Link>
      </p>
      {content}
    </>
  );
}
