import { useState } from 'react';
import { useSearchParams } from 'shared-router';
import { Button, InfoPanel, SkeletonList } from 'shared-ui';
import { AdminPage } from '../../../components/admin-page';
import { NextPageControls } from '../../../components/next-page-controls';
import { useAllSubmissions } from '../api/get-all-submissions';
import { FILTER_KEYS, type AdminSubmission, type SubmissionFilters } from '../types';
import { RatingValue } from './rating-value';
import { SubmissionDialog } from './submission-dialog';
import { SubmissionFiltersForm } from './submission-filters-form';
import { DataTable } from '../../../components/data-table';
import { QueryStates } from '../../../components/query-states';

const submittedAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function filtersFrom(searchParams: URLSearchParams): SubmissionFilters {
  const level = searchParams.get('level') ?? '';
  return {
    user_id: searchParams.get('user_id')?.trim() ?? '',
    problem_id: searchParams.get('problem_id')?.trim() ?? '',
    email: searchParams.get('email')?.trim() ?? '',
    problem_title: searchParams.get('problem_title')?.trim() ?? '',
    level: ['1', '2', '3'].includes(level) ? level : '',
    language: searchParams.get('language') ?? '',
  };
}

export default function AllSubmissionsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFrom(searchParams);
  const submissions = useAllSubmissions(filters);
  const [opened, setOpened] = useState<AdminSubmission | null>(null);
  const rows = submissions.data?.pages.flatMap((page) => page.data.results) ?? [];

  const applyFilters = (next: SubmissionFilters) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const key of FILTER_KEYS) {
        if (next[key]) params.set(key, next[key]);
        else params.delete(key);
      }
      return params;
    });

  const content = (
    <QueryStates
      query={submissions}
      loading={<SkeletonList count={4} label="Loading submissions" />}
      errorTitle="The submissions did not load"
      keepLoadedOnError
      isEmpty={() => rows.length === 0}
      empty={
        <InfoPanel title="No Submission Found">No code was submitted that matches these filters.</InfoPanel>
      }
    >
      {() => (
        <>
          <DataTable label="Submissions" nowrap>
            <caption className="visually-hidden">Submissions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Submitted</th>
                <th scope="col">Submitted by</th>
                <th scope="col">Problem</th>
                <th scope="col">Level</th>
                <th scope="col">Language</th>
                <th scope="col">Overall</th>
                <th scope="col">
                  <span className="visually-hidden">Open</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((submission) => (
                <tr key={submission.id}>
                  <td>
                    <time dateTime={submission.created_at}>
                      {submittedAt.format(new Date(submission.created_at))}
                    </time>
                  </td>
                  <td>{submission.submitted_by}</td>
                  <td>{submission.problem_title}</td>
                  <td>{submission.level}</td>
                  <td>{submission.language}</td>
                  <td>
                    <RatingValue rating={submission.evaluation?.overall_rating} />
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Open the code and evaluation of ${submission.submitted_by} for ${submission.problem_title}, level ${submission.level}`}
                      onClick={() => setOpened(submission)}
                    >
                      Open
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <NextPageControls query={submissions} errorTitle="More submissions did not load" />
        </>
      )}
    </QueryStates>
  );

  return (
    <AdminPage title="All submissions" description="Every learner's submissions, newest first.">
      <SubmissionFiltersForm key={searchParams.toString()} applied={filters} onApply={applyFilters} />
      {content}
      <SubmissionDialog submission={opened} onClose={() => setOpened(null)} />
    </AdminPage>
  );
}
