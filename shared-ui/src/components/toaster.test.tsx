import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toastWithUndo, UNDO_SHORTCUT_TEXT } from './toaster';

describe('a toast whose change can be undone', () => {
  it('announces Ctrl+Z, which undoes once, but not while the reader types in a field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Notes" />
        <Toaster />
      </>,
    );
    const onUndo = jest.fn();
    act(() => toastWithUndo('Job opening approved.', onUndo));
    expect(await screen.findByText(UNDO_SHORTCUT_TEXT)).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(onUndo).not.toHaveBeenCalled();

    await user.click(document.body);
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}z{/Control}');
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('undoes only the newest change with the keys; the older toast keeps its button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    const first = jest.fn();
    const second = jest.fn();
    act(() => toastWithUndo('First approved.', first));
    act(() => toastWithUndo('Second approved.', second));
    await screen.findByText('Second approved.');
    await user.keyboard('{Control>}z{/Control}');
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
