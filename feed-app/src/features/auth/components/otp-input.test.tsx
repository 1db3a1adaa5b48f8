import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OtpInput } from './otp-input';

function Harness({ onDigits }: { onDigits?: (digits: string[]) => void }) {
  const [digits, setDigits] = useState(['', '', '', '']);
  return (
    <OtpInput
      digits={digits}
      onChange={(next) => {
        setDigits(next);
        onDigits?.(next);
      }}
    />
  );
}

const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 4` });

describe('the 4-box code entry', () => {
  it('moves to the next box after each digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('7');
    expect(box(1)).toHaveValue('7');
    expect(box(2)).toHaveFocus();
    await user.keyboard('31');
    expect(box(3)).toHaveValue('1');
    expect(box(4)).toHaveFocus();
  });

  it('ignores anything but digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('fills all four boxes from a pasted code, whichever box has focus', async () => {
    const user = userEvent.setup();
    const onDigits = jest.fn();
    render(<Harness onDigits={onDigits} />);
    await user.click(box(3));
    await user.paste('4 8 2 9');
    expect([box(1), box(2), box(3), box(4)].map((input) => (input as HTMLInputElement).value)).toEqual([
      '4',
      '8',
      '2',
      '9',
    ]);
    expect(onDigits).toHaveBeenLastCalledWith(['4', '8', '2', '9']);
    expect(box(4)).toHaveFocus();
  });

  it('goes back one box on Backspace in an empty box, clearing it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(box(1)).toHaveValue('1');
  });

  it('clears a filled box on Backspace without moving', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('1234');
    expect(box(4)).toHaveValue('4');
    await user.keyboard('{Backspace}');
    expect(box(4)).toHaveValue('');
    expect(box(4)).toHaveFocus();
  });
});
