/**
 * A labelled form field with its hint and error tied to the input (`aria-describedby`,
 * `aria-invalid`). Plain markup: the form that uses it owns the state.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './styles';

export const inputClass =
  'mt-1 block min-h-12 w-full rounded-lg border-2 border-slate-400 bg-white px-3 text-base text-slate-900 aria-invalid:border-red-700';

export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function FormField({
  id,
  label,
  optional,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-brand-900">
        {label}
        {optional ? <span className="font-normal text-slate-700"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** The form library's ref (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLInputElement>;
};

/** A one-line text input in a `FormField`, with required, invalid and described-by wired up. */
export function TextField({ id, label, optional, hint, error, className = '', ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} optional={optional} hint={hint} error={error}>
      <input
        id={id}
        className={cn(inputClass, className)}
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FormField>
  );
}
