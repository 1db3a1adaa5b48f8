import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequestBody, ApiResponse } from 'shared-api';
import { HttpResponse, apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import AddJobOpeningScreen from './add-job-opening-screen';

const server = setupApiMock();
jest.setTimeout(30_000);

type SavedOpening = ApiResponse<'/referrals/job-opening', 'post'>['job_opening'];
type OpeningBody = ApiRequestBody<'/referrals/job-opening', 'post'>;

const savedOpening: SavedOpening = {
  id: 42,
  title: 'Backend Engineer',
  company_name: 'Uber',
  employment_type: 'Full-time',
  location: 'Bengaluru',
  yoe: 3,
  skills: ['go', 'kafka'],
  link: 'https://careers.example.com/42',
  view_count: 0,
  share_count: 0,
  created_at: '2025-06-01T10:00:00.000Z',
  meta_data: { faang_level: 'yes', status: 'draft' },
};

/** Every request the screen sent, in order: the path after /v1 and the JSON body. */
function recordRequests() {
  const requests: Array<{ path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    requests.push({
      path: new URL(request.url).pathname.replace(/^\/v1/, ''),
      body: await request.clone().json(),
    });
  });
  return requests;
}
afterEach(() => server.events.removeAllListeners());

/** Saving answers `answer(body)`: the saved opening unless it says otherwise. */
function answerSave(
  answer: (body: OpeningBody) => { status: 409 | 400; message: string } | 'saved' | 'server-error' = () =>
    'saved',
) {
  server.use(
    apiHttp.post('/referrals/job-opening', async ({ request, response }) => {
      const outcome = answer(await request.json());
      if (outcome === 'saved')
        return response(200).json({ job_opening: savedOpening, message: 'Job opening saved successfully!' });
      if (outcome === 'server-error')
        return response.untyped(HttpResponse.json({ message: 'boom' }, { status: 500 }));
      return response(outcome.status).json({ message: outcome.message });
    }),
  );
}

const jobForm = () => screen.getByRole('form', { name: 'Job opening' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save job opening' }));

async function fillValidOpening() {
  await userEvent.type(screen.getByLabelText('Job title'), 'Backend Engineer');
  await userEvent.type(screen.getByLabelText('Company name'), 'Uber');
  await userEvent.selectOptions(screen.getByLabelText('Employment type'), 'Full-time');
  await userEvent.type(screen.getByLabelText('Years of experience'), '3');
  await userEvent.type(screen.getByLabelText('Job location'), 'Bengaluru');
  await userEvent.type(screen.getByLabelText('Job link'), 'https://careers.example.com/42');
  await userEvent.type(screen.getByLabelText('Skills'), 'Go, Kafka{Enter}');
}

describe('/add-job-opening', () => {
  it('shows the seven mandatory-field messages and sends nothing', async () => {
    const requests = recordRequests();
    renderWithProviders(<AddJobOpeningScreen />);
    await save();
    await waitFor(() => expect(within(jobForm()).getAllByRole('alert')).toHaveLength(7));
    const messages = within(jobForm())
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Job title is a mandatory field!',
      'Company name is a mandatory field!',
      'Employment type is a mandatory field!',
      'YOE is a mandatory field!',
      'Job Location is a mandatory field!',
      'Job Link is a mandatory field!',
      'At least one skill is needed!',
    ]);
    expect(requests).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText('Job title'));
  });

  it('focuses the first invalid field on a failed save, the skills chip input included', async () => {
    renderWithProviders(<AddJobOpeningScreen />);
    await userEvent.type(screen.getByLabelText('Job title'), 'Backend Engineer');
    await userEvent.type(screen.getByLabelText('Company name'), 'Uber');
    await save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Employment type')));

    await userEvent.selectOptions(screen.getByLabelText('Employment type'), 'Full-time');
    await userEvent.type(screen.getByLabelText('Years of experience'), '3');
    await userEvent.type(screen.getByLabelText('Job location'), 'Bengaluru');
    await userEvent.type(screen.getByLabelText('Job link'), 'https://careers.example.com/42');
    await save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Skills')));
    expect(screen.getByText('At least one skill is needed!')).toBeInTheDocument();
  });

  it('treats blank text as missing and clears a message once the field is filled', async () => {
    renderWithProviders(<AddJobOpeningScreen />);
    await userEvent.type(screen.getByLabelText('Job title'), '   ');
    await save();
    expect(await screen.findByText('Job title is a mandatory field!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Job title'), 'SDE');
    expect(screen.queryByText('Job title is a mandatory field!')).not.toBeInTheDocument();
  });

  it('asks for a job description before extracting', async () => {
    const requests = recordRequests();
    renderWithProviders(<AddJobOpeningScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Extract details' }));
    expect(screen.getByText('Job description is a mandatory for details extraction!')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('fills the form from the pasted hiring post', async () => {
    const requests = recordRequests();
    server.use(
      apiHttp.post('/referrals/job-opening/extract-details', ({ response }) =>
        response(200).json({
          job_opening: {
            title: 'SDE II',
            company_name: 'Google',
            employment_type: 'Full-time',
            location: 'Hyderabad',
            yoe: 2,
            skills: ['Java', 'distributed systems'],
            link: 'https://careers.google.com/jobs/1',
            faang_level: 'yes',
          },
        }),
      ),
    );
    renderWithProviders(<AddJobOpeningScreen />);
    await userEvent.click(screen.getByLabelText(/Job description/));
    await userEvent.paste(
      'Google is hiring SDE II in Hyderabad, 2+ years, Java. Apply: https://careers.google.com/jobs/1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Extract details' }));

    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveValue('SDE II'));
    expect(requests[0]?.body).toEqual({
      job_description:
        'Google is hiring SDE II in Hyderabad, 2+ years, Java. Apply: https://careers.google.com/jobs/1',
    });
    expect(screen.getByLabelText('Company name')).toHaveValue('Google');
    expect(screen.getByLabelText('Employment type')).toHaveValue('Full-time');
    expect(screen.getByLabelText('Years of experience')).toHaveValue(2);
    expect(screen.getByLabelText('Job location')).toHaveValue('Hyderabad');
    expect(screen.getByLabelText('Job link')).toHaveValue('https://careers.google.com/jobs/1');
    expect(screen.getByRole('button', { name: 'Remove skill java' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove skill distributed systems' })).toBeInTheDocument();
    // Google is on the FAANG+ list: the extraction ticks the box.
    expect(screen.getByLabelText('FAANG+ company')).toBeChecked();
  });

  it('saves a valid opening, confirms it and empties the form', async () => {
    const requests = recordRequests();
    answerSave();
    renderWithProviders(<AddJobOpeningScreen />);
    await fillValidOpening();
    await userEvent.click(screen.getByLabelText('FAANG+ company'));
    await save();

    expect(await screen.findByText('Job opening saved successfully!')).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({
      title: 'Backend Engineer',
      company_name: 'Uber',
      employment_type: 'Full-time',
      yoe: 3,
      location: 'Bengaluru',
      link: 'https://careers.example.com/42',
      skills: ['go', 'kafka'],
      meta_data: { faang_level: 'yes' },
      allow_duplicate_link: false,
    });
    expect(screen.getByLabelText('Job title')).toHaveValue('');
  });

  it('warns about a link another opening has and saves anyway only when asked', async () => {
    const duplicate =
      'This link is already used by job opening #7 "SDE I" at Uber (published). Save anyway to keep both.';
    const requests = recordRequests();
    answerSave((body) => (body.allow_duplicate_link ? 'saved' : { status: 409, message: duplicate }));
    renderWithProviders(<AddJobOpeningScreen />);
    await fillValidOpening();
    await save();

    expect(await screen.findByText(duplicate)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(screen.getByLabelText('Job title')).toHaveValue('Backend Engineer');
    const saveAnyway = screen.getByRole('button', { name: 'Save anyway' });
    await waitFor(() => expect(saveAnyway).toHaveFocus());
    await userEvent.click(saveAnyway);

    // Saved: the form empties and the warning goes.
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveValue(''));
    expect(screen.queryByText(duplicate)).not.toBeInTheDocument();
    expect(
      requests.map((request) => (request.body as { allow_duplicate_link: boolean }).allow_duplicate_link),
    ).toEqual([false, true]);
  });

  it('drops the duplicate warning once the link is changed', async () => {
    answerSave(() => ({ status: 409, message: 'This link is already used.' }));
    renderWithProviders(<AddJobOpeningScreen />);
    await fillValidOpening();
    await save();
    expect(await screen.findByText('This link is already used.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Job link'), '3');
    expect(screen.queryByText('This link is already used.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save anyway' })).not.toBeInTheDocument();
  });

  it('shows the failure in red and keeps everything typed', async () => {
    answerSave(() => 'server-error');
    renderWithProviders(<AddJobOpeningScreen />);
    await fillValidOpening();
    await save();

    expect(await screen.findByText('An error occurred, try again later!')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('Backend Engineer');
    expect(screen.getByRole('button', { name: 'Remove skill kafka' })).toBeInTheDocument();
  });
});
