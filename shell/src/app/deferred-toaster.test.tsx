import { act, render, screen } from '@testing-library/react';
import { DeferredToaster } from './deferred-toaster';

describe('DeferredToaster', () => {
  it('shows no toast region until a screen loads shared-ui/toast, then shows toasts raised before it mounted', async () => {
    render(<DeferredToaster />);
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();

    await act(async () => {
      const { toast } = await import('shared-ui/toast');
      toast.success('Opening saved');
    });

    expect(await screen.findByText('Opening saved')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /notifications/i })).toBeInTheDocument();
  });
});
