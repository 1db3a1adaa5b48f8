import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { readPackageFile } from '../problem-package';
import ManageProblemsScreen from './manage-problems-screen';

const userEvent = userEventBase.setup({ delay: null });
jest.setTimeout(30_000);

const row = (
  overrides: Partial<Record<'id' | 'title', string> & Record<'published' | 'bank_problem', boolean>>,
) => ({
  id: 'p-1',
  title: 'Echo Chamber',
  tags: ['strings'],
  published: false,
  bank_problem: false,
  submission_count: 2,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** Level 2 is made from programs. */
const level2Programs = {
  reference: { language: 'cpp', code: 'int main() { return 0; }' },
  generator: { language: 'python', code: 'n, seed = map(int, input().split())' },
  validator: null,
  checker: { language: 'python', code: 'import sys' },
  generator_calls: ['gen 10 1', 'gen 200000 7'],
  expected_growth: 'O(n log n)' as const,
  growth_sizes: [1000, 8000],
  max_n: 200000,
};

/** What the edit form shows and saves: the problem without its id, flags and timestamps. */
const savedFields = {
  title: 'Echo Chamber',
  tags: ['strings', 'io'],
  level_1_question: 'Print it.',
  level_2_question: 'Print it twice.',
  level_3_question: 'Print it thrice.',
  level_1_tests: [
    { input: '1', output: '1', sample: true },
    { input: 'secret', output: 'secret', sample: false },
  ],
  level_2_tests: [{ input: '2', output: '2', sample: true }],
  level_3_tests: [{ input: '3', output: '3', sample: true }],
  level_1_time_limit_ms: 1500,
  level_2_time_limit_ms: 2000,
  level_3_time_limit_ms: 3000,
  level_1_programs: null,
  level_2_programs: level2Programs,
  level_3_programs: null,
};

const savedProblem = {
  id: 'p-1',
  bank_problem: false,
  published: true,
  ...savedFields,
  // 12 tests of 283 kB: what the programs generated, their contents left on the server.
  level_2_programs: {
    ...level2Programs,
    generated_tests: Array.from({ length: 12 }, (_, index) => ({
      source: `gen ${index + 1} 7`,
      input_bytes: 250_000,
      output_bytes: 33_000,
    })),
  },
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: null,
};

const notFound = { message: 'Problem not found' };

function textOf(file: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(file);
  });
}

describe('/practice/manage-problems', () => {
  const server = setupApiMock();
  const answerProblems = (total: number) =>
    server.use(
      apiHttp.get('/practice/admin/problems', ({ response }) =>
        response(200).json({ results: [row({})], page: 1, page_size: 20, total }),
      ),
    );
  const answerSavedProblem = () =>
    server.use(
      apiHttp.get('/practice/admin/problem/{id}', ({ params, response }) =>
        params.id === 'p-1' ? response(200).json({ problem: savedProblem }) : response(404).json(notFound),
      ),
    );

  it('lists published and unpublished problems with preview links and publishes one', async () => {
    let published = false;
    server.use(
      apiHttp.get('/practice/admin/problems', ({ response }) =>
        response(200).json({
          results: [
            row({ published }),
            row({ id: 'bank-1', title: 'Build Order', published: true, bank_problem: true }),
          ],
          page: 1,
          page_size: 20,
          total: 2,
        }),
      ),
      apiHttp.patch('/practice/problem/{id}/publication', async ({ params, request, response }) => {
        if (params.id !== 'p-1') return response(404).json(notFound);
        published = (await request.json()).published;
        return response(200).json({
          success: true,
          published,
          message: 'Problem published: learners see it in the practice list.',
        });
      }),
    );
    const { requests } = recordApiRequests(server);
    renderWithProviders(<ManageProblemsScreen />, { url: '/practice/manage-problems' });

    const table = await screen.findByRole('table');
    const echo = within(table).getByRole('row', { name: /Echo Chamber/ });
    expect(within(echo).getByText('Unpublished')).toBeInTheDocument();
    expect(within(echo).getByRole('link', { name: 'Preview Echo Chamber as a learner' })).toHaveAttribute(
      'href',
      '/practice/problem?id=p-1',
    );
    const bank = within(table).getByRole('row', { name: /Build Order/ });
    expect(within(bank).queryByRole('button', { name: 'Edit Build Order' })).not.toBeInTheDocument();

    await userEvent.click(within(echo).getByRole('button', { name: 'Publish Echo Chamber' }));
    expect(
      await screen.findByText('Problem published: learners see it in the practice list.'),
    ).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'PATCH')?.body).toEqual({ published: true });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).getByRole('button', { name: 'Unpublish Echo Chamber' }),
      ).toBeInTheDocument(),
    );
  });

  it('sends the search and the status filter, and pages', async () => {
    answerProblems(45);
    const { requests } = recordApiRequests(server);
    renderWithProviders(<ManageProblemsScreen />, { url: '/practice/manage-problems' });
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Title contains'), 'echo');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'unpublished');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('status=unpublished'));
    expect(screen.getByText('Page 1 of 3 · 45 problems')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      const last = requests.at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({ search: 'echo', status: 'unpublished', page: '2' });
    });
  });

  it('opens the create form prefilled, hidden tests and limits included, and saves over the problem', async () => {
    answerSavedProblem();
    answerProblems(1);
    server.use(
      apiHttp.put('/practice/problem/{id}', async ({ params, request, response }) => {
        if (params.id !== 'p-1') return response(404).json(notFound);
        const { title, tags, level_1_question, level_2_question, level_3_question } = await request.json();
        return response(200).json({
          problem: { id: 'p-1', title, tags, level_1_question, level_2_question, level_3_question },
          message: 'Problem saved successfully!',
        });
      }),
    );
    const { requests } = recordApiRequests(server);
    renderWithProviders(<ManageProblemsScreen />, { url: '/practice/manage-problems?edit=p-1' });

    const title = await screen.findByLabelText('Problem title');
    expect(title).toHaveValue('Echo Chamber');
    expect(screen.getByLabelText('Level 1 test 2 input (stdin)')).toHaveValue('secret');
    expect(screen.getByLabelText('Level 3 time limit (ms per test)')).toHaveValue(3000);
    await userEvent.clear(title);
    await userEvent.type(title, 'Echo Chamber II');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Problem saved successfully!')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.body).toEqual({ ...savedFields, title: 'Echo Chamber II' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/practice\/manage-problems$/),
    );
  });

  it("shows a level's saved programs and what they generated, and saves them back", async () => {
    answerSavedProblem();
    answerProblems(1);
    server.use(
      apiHttp.put('/practice/problem/{id}', ({ response }) =>
        response(200).json({
          problem: {
            id: 'p-1',
            title: 'Echo Chamber',
            tags: ['strings', 'io'],
            level_1_question: 'Print it.',
            level_2_question: 'Print it twice.',
            level_3_question: 'Print it thrice.',
          },
          message: 'Problem saved successfully!',
        }),
      ),
    );
    const { requestsTo } = recordApiRequests(server);
    renderWithProviders(<ManageProblemsScreen />, { url: '/practice/manage-problems?edit=p-1' });

    const panel = (await screen.findByText('Programs (level 2)')).closest('details')!;
    expect(panel).toHaveAttribute('open');
    expect(within(panel).getByText('Saved: 12 generated hidden tests (3.4 MB).')).toBeInTheDocument();
    expect(screen.getAllByText(/^Saved:/)).toHaveLength(1);
    expect(screen.getByText('Programs (level 1)').closest('details')).not.toHaveAttribute('open');
    expect(screen.getByLabelText('Level 2 reference language')).toHaveValue('cpp');
    expect(screen.getByLabelText('Level 2 reference solution')).toHaveValue('int main() { return 0; }');
    expect(screen.getByLabelText('Level 2 generator language')).toHaveValue('python');
    expect(screen.getByLabelText('Level 2 generator')).toHaveValue('n, seed = map(int, input().split())');
    expect(screen.getByLabelText('Level 2 validator')).toHaveValue('');
    expect(screen.getByLabelText('Level 2 generator calls')).toHaveValue('gen 10 1\ngen 200000 7');
    expect(screen.getByLabelText('Level 2 checker')).toHaveValue('import sys');
    expect(screen.getByLabelText('Level 2 expected growth')).toHaveValue('O(n log n)');
    expect(screen.getByLabelText('Level 2 growth sizes')).toHaveValue('1000 8000');
    await userEvent.type(screen.getByLabelText('Level 2 generator calls'), '{Enter}gen 500 3');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Problem saved successfully!')).toBeInTheDocument();
    expect(await requestsTo('PUT /practice/problem/p-1')[0]?.body).toEqual({
      ...savedFields,
      level_2_programs: { ...level2Programs, generator_calls: ['gen 10 1', 'gen 200000 7', 'gen 500 3'] },
    });
  });

  it('exports the saved problem as a package file that imports back to the same problem', async () => {
    answerSavedProblem();
    answerProblems(1);
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((file: Blob) => {
      saved.push(file);
      return 'blob:package';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    renderWithProviders(<ManageProblemsScreen />, { url: '/practice/manage-problems?edit=p-1' });

    await userEvent.click(await screen.findByRole('button', { name: 'Export package' }));
    expect(downloads).toEqual(['echo-chamber.problem.json']);
    expect(saved[0]!.type).toBe('application/json');
    const written = JSON.parse(await textOf(saved[0]!)) as { version: number; levels: unknown[] };
    expect(written.version).toBe(2);
    expect(written.levels.map((level) => (level as { programs: unknown }).programs)).toEqual([
      null,
      level2Programs,
      null,
    ]);
    expect(await readPackageFile(saved[0]!)).toEqual({ problem: savedFields });
    click.mockRestore();
  });

  it('keeps the edit form on a refusal, with the server reason', async () => {
    answerSavedProblem();
    answerProblems(1);
    server.use(
      apiHttp.put('/practice/problem/{id}', ({ response }) =>
        response(400).json({ message: 'Level 2 needs at least one test.' }),
      ),
    );
    renderWithProviders(<ManageProblemsScreen />, { url: '/practice/manage-problems?edit=p-1' });
    await screen.findByLabelText('Problem title');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('An error occurred, try again later!')).toBeInTheDocument();
    expect(screen.getByText('Level 2 needs at least one test.')).toBeInTheDocument();
    expect(screen.getByLabelText('Problem title')).toHaveValue('Echo Chamber');
  });
});
