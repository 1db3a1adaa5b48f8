import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import styles from './fields.module.css';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
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
      {children}
      {error && (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function fieldDescribedBy(id: string, hint: ReactNode, error: string | null | undefined) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** The props every framed control (input, textarea, select) takes from its field. */
function useControlProps(
  id: string | undefined,
  hint: ReactNode,
  error: string | null | undefined,
  className?: string,
) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return {
    id: fieldId,
    className: [styles.control, className].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(fieldId, hint, error),
  };
}

/** What a framed field says around its control. */
interface FieldTexts {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

// Each field takes a `ref` to its control (React 19 passes it as a prop), so a form library can
// focus the first invalid field after a failed submit.
export interface TextFieldProps extends ComponentProps<'input'>, FieldTexts {}

export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  const control = useControlProps(id, hint, error, className);
  return (
    <FieldFrame id={control.id} label={label} hint={hint} error={error}>
      <input {...control} {...rest} />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends ComponentProps<'textarea'>, FieldTexts {}

export function TextAreaField({ label, hint, error, id, className, ...rest }: TextAreaFieldProps) {
  const control = useControlProps(id, hint, error, className);
  return (
    <FieldFrame id={control.id} label={label} hint={hint} error={error}>
      <textarea {...control} {...rest} />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends ComponentProps<'select'>, FieldTexts {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}

export function SelectField({
  label,
  hint,
  error,
  id,
  options,
  placeholder,
  className,
  ...rest
}: SelectFieldProps) {
  const control = useControlProps(id, hint, error, className);
  return (
    <FieldFrame id={control.id} label={label} hint={hint} error={error}>
      <select {...control} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
}

export function CheckboxField({ label, className, ...rest }: CheckboxFieldProps) {
  return (
    <label className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...rest} />
      <span>{label}</span>
    </label>
  );
}

export interface CheckboxGroupProps {
  legend: ReactNode;
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | null;
  name?: string;
  /** The first checkbox: where focus goes when the group is the first invalid field. */
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** A fieldset of checkboxes whose value is the list of checked options, in the options' order. */
export function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
  error,
  name,
  ref,
  onBlur,
}: CheckboxGroupProps) {
  const errorId = useId();
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.filter((candidate) => next.has(candidate)));
  };
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option, index) => (
          <CheckboxField
            key={option}
            ref={index === 0 ? ref : undefined}
            onBlur={onBlur}
            name={name}
            label={option}
            value={option}
            checked={selected.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
        ))}
      </div>
      {error && (
        <p className={styles.error} id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
