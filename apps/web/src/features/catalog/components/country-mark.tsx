import { countryMark } from '../model/country';

/** A small country code chip in league headers ("ES", "ENG"); a globe for international. */
export function CountryMark({ code }: { code: string | null }) {
  const mark = countryMark(code);
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-4 min-w-6 shrink-0 items-center justify-center rounded-[3px] bg-ink-3 px-1 text-[9px] font-bold tracking-wide text-white"
    >
      {mark ?? (
        <svg
          width="10"
          height="10"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
        </svg>
      )}
    </span>
  );
}
