import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import styles from './otp-input.module.css';

export interface OtpInputProps {
  /** One entry per box; '' for an empty box. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** `focus()` goes to the first empty box (a form focuses the code when it is incomplete). */
  ref?: Ref<{ focus: () => void }>;
}

/** The 4-box code entry: typing moves on, Backspace goes back, pasting fills every box. */
export function OtpInput({
  digits,
  onChange,
  disabled = false,
  invalid = false,
  describedBy,
  ref,
}: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(digits.length - 1, index))];
    box?.focus();
    box?.select();
  };
  useImperativeHandle(ref, () => ({ focus: () => focusBox(Math.max(0, digits.indexOf(''))) }));
  const setDigit = (index: number, digit: string) =>
    onChange(digits.map((current, at) => (at === index ? digit : current)));

  const onInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (typed.length === 0) {
      setDigit(index, '');
      return;
    }
    if (typed.length > 1 && typed.length >= digits.length) {
      // Autofill of the whole code into one box (e.g. from an SMS/e-mail suggestion).
      fillFrom(0, typed);
      return;
    }
    // The box already held a digit: the new keystroke is the last character.
    setDigit(index, typed.slice(-1));
    if (index < digits.length - 1) focusBox(index + 1);
  };

  const fillFrom = (start: number, text: string) => {
    const next = [...digits];
    let at = start;
    for (const character of text) {
      if (at >= next.length) break;
      next[at] = character;
      at += 1;
    }
    onChange(next);
    focusBox(Math.min(at, next.length - 1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      if (digits[index]) {
        event.preventDefault();
        setDigit(index, '');
      } else if (index > 0) {
        event.preventDefault();
        onChange(digits.map((current, at) => (at === index - 1 ? '' : current)));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (!pasted) return;
    // A whole code fills every box whichever box had focus.
    fillFrom(pasted.length >= digits.length ? 0 : index, pasted);
  };

  return (
    <div className={styles.boxes} role="group" aria-label="One-time code" aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.box}
          value={digit}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={digits.length}
          aria-label={`Digit ${index + 1} of ${digits.length}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          autoFocus={index === 0}
        />
      ))}
    </div>
  );
}
