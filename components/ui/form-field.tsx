/**
 * A labelled form field with its hint and error tied to the input (`aria-describedby`,
 * `aria-invalid`). Plain markup: the form that uses it owns the state.
 */
import type { ReactNode } from 'react';

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
