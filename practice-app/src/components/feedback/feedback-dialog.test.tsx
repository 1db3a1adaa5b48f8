import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../lib/testing/fake-api';
import { renderScreen } from '../../lib/testing/render-screen';
import { FeedbackButton } from './feedback-button';

function renderFeedback(answer: { status?: number; body?: unknown } = { body: { success: true } }) {
  const api = installFakeApi({ 'POST /practice/feedback': () => answer });
  renderScreen(<FeedbackButton />, { url: '/practice' });
  return api;
}

describe('Feedback dialog', () => {
  it('sends the message and shows Feedback Received; closing starts over', async () => {
    const api = renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your feedback' }),
      '  More graph problems please  ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('dialog', { name: 'Feedback Received' })).toBeInTheDocument();
    expect(api.callsTo('POST /practice/feedback')[0]?.body).toEqual({
      message: 'More graph problems please',
    });

    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(screen.getByRole('dialog', { name: 'Send feedback' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
  });

  it('does not send an empty message', async () => {
    const api = renderFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your feedback' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write your feedback before sending it.');
    expect(api.callsTo('POST /practice/feedback')).toHaveLength(0);
  });

  it('keeps the text when sending fails', async () => {
    renderFeedback({ status: 503, body: { message: 'Feedback is unavailable right now.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'The editor is great');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Feedback is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send feedback' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('The editor is great');
  });
});
