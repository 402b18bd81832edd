'use client';

import { type Currency, type MinorUnits, formatStakeInput, parseAmount } from '@sportsbook/domain';
import { useId, useState } from 'react';
import { decimalSeparator } from '../../../lib/format/odds';
import { useClientIntl } from '../../../lib/i18n/client-intl';

/**
 * A money field in minor units: shows the amount (blank at zero), lets the player type freely
 * and reports each amount that reads exactly (`parseAmount` refuses 12.555 EUR rather than
 * rounding it). A refusal shows its message under the field.
 */
export function AmountInput({
  value,
  currency,
  label,
  onAmount,
  errorText,
  className = '',
}: {
  value: MinorUnits;
  currency: Currency;
  label: string;
  onAmount: (amount: MinorUnits) => void;
  errorText: (code: string, values: Record<string, string | number>) => string;
  className?: string;
}) {
  const { locale } = useClientIntl();
  const separator = decimalSeparator(locale);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  // Shown with the page's decimal separator; typed with either.
  const shown =
    draft ?? (value > 0 ? formatStakeInput(value, currency).replace('.', separator) : '');
  return (
    <div className={className}>
      <div className="flex h-10 items-center rounded-md border border-line bg-surface focus-within:border-focus focus-within:ring-1 focus-within:ring-focus">
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={label}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={`0${separator}00`}
          value={shown}
          onChange={(event) => {
            setDraft(event.target.value);
            const text = event.target.value.replace(',', '.');
            if (text.trim() === '') {
              setError(null);
              onAmount(0 as MinorUnits);
              return;
            }
            const parsed = parseAmount(text.trim(), currency);
            if (parsed.ok) {
              setError(null);
              onAmount(parsed.amount);
            } else {
              setError(errorText(parsed.code, { digits: String(parsed.maxFractionDigits ?? 2) }));
            }
          }}
          onBlur={() => setDraft(null)}
          className="h-full min-w-0 flex-1 bg-transparent px-3 text-end text-sm font-semibold tabular-nums outline-none"
        />
        <span className="pe-3 text-xs font-semibold text-muted">{currency.code}</span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-down">
          {error}
        </p>
      ) : null}
    </div>
  );
}
