import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChipInput } from './chip-input';

function Harness({ initial = [] as string[], onSubmit = jest.fn() }) {
  const [chips, setChips] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(chips);
      }}
    >
      <ChipInput label="Skills" itemName="skill" chips={chips} onChange={setChips} />
      <button type="submit">Save</button>
    </form>
  );
}

const chipTexts = () =>
  screen.queryAllByRole('listitem').map((item) => item.querySelector('span')?.textContent ?? '');

describe('ChipInput', () => {
  it('adds a trimmed, lowercased chip on Enter without submitting the form', async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Skills'), '  TypeScript {Enter}');
    expect(chipTexts()).toEqual(['typescript']);
    expect(screen.getByLabelText('Skills')).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds a chip on comma and keeps typing the next one', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Skills'), 'Java,Kaf');
    expect(chipTexts()).toEqual(['java']);
    expect(screen.getByLabelText('Skills')).toHaveValue('Kaf');
  });

  it('ignores duplicates and blank entries', async () => {
    render(<Harness initial={['java']} />);
    await userEvent.type(screen.getByLabelText('Skills'), ' JAVA ,   ,{Enter}');
    expect(chipTexts()).toEqual(['java']);
  });

  it('splits a pasted comma list into chips', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByLabelText('Skills'));
    await userEvent.paste('Go, Rust, go,');
    expect(chipTexts()).toEqual(['go', 'rust']);
  });

  it('keeps a typed value when the field loses focus', async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Skills'), 'Docker');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(['docker']);
  });

  it('removes a chip with its button or with Backspace in the empty field', async () => {
    render(<Harness initial={['java', 'go', 'sql']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove skill go' }));
    expect(chipTexts()).toEqual(['java', 'sql']);
    await userEvent.type(screen.getByLabelText('Skills'), '{Backspace}');
    expect(chipTexts()).toEqual(['java']);
  });

  it('keeps focus in the chip list after a removal, and on the field when none is left', async () => {
    render(<Harness initial={['java', 'go', 'rust']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove skill go' }));
    expect(screen.getByRole('button', { name: 'Remove skill rust' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove skill java' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(chipTexts()).toEqual([]);
    expect(screen.getByLabelText('Skills')).toHaveFocus();
  });
});
