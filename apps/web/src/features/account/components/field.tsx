'use client';

import type { InputHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and error, wired with aria-describedby / aria-invalid. */
export function Field({ id, label, error, hint, ...input }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="h-11 rounded-md border border-line bg-surface px-3 text-base text-ink outline-offset-1 aria-invalid:border-down"
        {...input}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-semibold text-down">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form-level error (a server answer that belongs to no single field). */
export function FormError({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive">
      {message && (
        <p
          role="alert"
          className="rounded-md border border-down/30 bg-down/5 px-3 py-2 text-sm font-semibold text-down"
        >
          {message}
        </p>
      )}
    </div>
  );
}

export const submitClass =
  'h-11 rounded-md bg-accent px-4 text-base font-bold text-ink hover:bg-accent-strong disabled:opacity-60';
