import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { addChips } from '../lib/chip-rules';
import styles from './chip-input.module.css';

export interface ChipInputProps {
  label: string;
  chips: readonly string[];
  onChange: (chips: string[]) => void;
  error?: string | null;
  hint?: string;
  placeholder?: string;
  /** Names the chips in the remove buttons, e.g. 'skill' gives 'Remove skill java'. */
  itemName: string;
  /** `focus()` goes to the text field (a form focuses the chip list when it is the first invalid field). */
  ref?: Ref<{ focus: () => void }>;
  onBlur?: () => void;
}

/**
 * Free-text chip entry: a chip is added on Enter or comma (and when the field loses focus, so that a
 * typed value is never silently dropped), trimmed, lowercased, duplicates ignored. Backspace in the
 * empty field removes the last chip.
 */
export function ChipInput({
  label,
  chips,
  onChange,
  error,
  hint,
  placeholder,
  itemName,
  ref,
  onBlur,
}: ChipInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => inputRef.current?.focus() }), []);
  const focusAfterRemoval = useRef<number | null>(null);

  // The removed chip's button took focus with it: stay in the list (the next chip, else the
  // previous one), or go to the field when no chip is left.
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const target = buttons[Math.min(index, buttons.length - 1)];
    (target ?? inputRef.current)?.focus();
  }, [chips]);

  const commit = (typed: string) => {
    const next = addChips(chips, typed);
    if (next !== chips) onChange([...next]);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    const lastComma = value.lastIndexOf(',');
    if (lastComma < 0) {
      setDraft(value);
      return;
    }
    // Everything before the last comma is complete; what follows it is still being typed.
    commit(value.slice(0, lastComma));
    setDraft(value.slice(lastComma + 1));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds a chip; it must not submit the surrounding form.
      event.preventDefault();
      commit(draft);
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && chips.length > 0) {
      onChange(chips.slice(0, -1));
    }
  };

  const handleBlur = () => {
    if (draft.trim()) commit(draft);
    setDraft('');
    onBlur?.();
  };

  const remove = (chip: string, index: number) => {
    focusAfterRemoval.current = index;
    onChange(chips.filter((candidate) => candidate !== chip));
  };
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className={styles.hint} id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <div className={styles.box} data-invalid={error ? 'true' : undefined}>
        {chips.length > 0 && (
          <ul ref={listRef} className={styles.chips} aria-label={`${label} added`}>
            {chips.map((chip, index) => (
              <li key={chip} className={styles.chip}>
                <span>{chip}</span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove ${itemName} ${chip}`}
                  onClick={() => remove(chip, index)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          value={draft}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
        />
      </div>
      {error && (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
