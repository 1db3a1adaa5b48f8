import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styles from './search-box.module.css';

const TYPING_PAUSE_MS = 400;

/** Keyword search over the feed; it applies on Enter or after a short pause in typing. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const inputId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef(value);

  // The URL changed from elsewhere (back button, a link): show what it says.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() === lastSent.current) return;
    lastSent.current = next.trim();
    onSearch(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search job openings
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        placeholder="Search by role, company or skill"
        value={text}
        maxLength={200}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(next), TYPING_PAUSE_MS);
        }}
      />
    </form>
  );
}
