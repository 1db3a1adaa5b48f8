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
      <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12.5 12.5 17 17" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        placeholder="Role, company or skill"
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
