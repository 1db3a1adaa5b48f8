import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequestBody } from 'shared-api';
import { apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../lib/testing/render-screen';
import { FeedbackButton } from './feedback-button';

const server = setupApiMock();
jest.setTimeout(20_000);

type Feedback = ApiRequestBody<'/practice/feedback', 'post'>;

/** Opens the practice header's feedback button; the API answers `failure` or takes the message. */
function renderFeedback(failure?: { status: 400; message: string }) {
  const sent: Feedback[] = [];
  server.use(
    apiHttp.post('/practice/feedback', async ({ request, response }) => {
      sent.push(await request.json());
      if (failure) return response(failure.status).json({ message: failure.message });
      return response(200).json({ success: true, message: 'Thank you for your feedback!' });
    }),
  );
  renderScreen(<FeedbackButton />, { url: '/practice' });
  return sent;
}

describe('Feedback dialog', () => {
  it('sends the message and shows Feedback Received; closing starts over', async () => {
    const sent = renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    // The form's code loads on the first open.
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your feedback' }),
      '  More graph problems please  ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('dialog', { name: 'Feedback Received' })).toBeInTheDocument();
    expect(sent[0]).toEqual({
      message: 'More graph problems please',
    });

    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(screen.getByRole('dialog', { name: 'Send feedback' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
  });

  it('does not send an empty message, and puts the keyboard back in the box', async () => {
    const sent = renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your feedback' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please write your feedback before sending it.',
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your feedback' }));
    expect(sent).toHaveLength(0);
  });

  it('keeps the text when sending fails', async () => {
    renderFeedback({ status: 400, message: 'Feedback is unavailable right now.' });
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your feedback' }),
      'The editor is great',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Feedback is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send feedback' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('The editor is great');
  });
});
