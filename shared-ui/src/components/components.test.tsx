import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { CheckboxGroup, TextField } from './fields';
import { Dialog } from './dialog';
import { ErrorPanel } from './panels';
import { Toaster, toast } from './toaster';

describe('shared building blocks', () => {
  it('a dialog is named by its title and closes with Escape', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen} title="Filters">
          <p>content</p>
        </Dialog>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Escape', '{Escape}'],
    ['the close button', null],
  ])('a dialog closed with %s gives focus back to the control that opened it', async (_how, keys) => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Filters
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Filters">
            <input aria-label="Company" />
          </Dialog>
        </>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    if (keys) await userEvent.keyboard(keys);
    else await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('a checkbox group reports the checked options in their listed order', async () => {
    const onChange = jest.fn();
    render(
      <CheckboxGroup
        legend="Locations"
        options={['Delhi', 'Pune', 'Noida']}
        selected={['Noida']}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Delhi' }));
    expect(onChange).toHaveBeenLastCalledWith(['Delhi', 'Noida']);
  });

  it('a text field links its error message to the input', () => {
    render(<TextField label="Resume link" error="Resume link is a mandatory!" />);
    const input = screen.getByLabelText('Resume link');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Resume link is a mandatory!');
  });

  it('an error panel offers Retry when the caller can retry', async () => {
    const onRetry = jest.fn();
    render(<ErrorPanel title="Could not load" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a loading button is disabled and busy', () => {
    render(<Button loading>Verifying...</Button>);
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  });

  it('toasts disappear after 4 seconds by default and after the duration given per call', async () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast('Settings updated!');
      toast.error('Login or signup to view the post!', { duration: 3000 });
    });
    expect(await screen.findByText('Settings updated!')).toBeInTheDocument();
    expect(screen.getByText('Login or signup to view the post!')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(3500);
    });
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(screen.getByText('Settings updated!')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    expect(screen.queryByText('Settings updated!')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
