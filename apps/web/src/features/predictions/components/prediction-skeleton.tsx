import type { PredictionMessages } from '../prediction-loader';

/** The panel's box, shared by the placeholder, the loading state and the vote. */
export const PREDICTION_PANEL_CLASS =
  'flex flex-col gap-2.5 rounded-lg border border-line bg-surface p-3 sm:p-4';

/** The choices' grid: one under another on a phone, side by side from `sm`. */
export const choicesGridClass = (choices: number) =>
  `grid gap-1.5 ${choices === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`;

/** The line under the choices (sign-in prompt, your vote, closed) keeps one height. */
export const PREDICTION_FOOTER_CLASS = 'flex min-h-8 flex-wrap items-center gap-2 text-xs';

/**
 * The vote's shape before its answer: the title, one empty row per choice and the line under
 * them, so the page below does not move when the vote arrives (a visitor's vote is exactly this
 * tall; decision 0056). `choices` comes from the server's answer for the match.
 */
export function PredictionSkeleton({
  choices,
  t,
  failed = false,
}: {
  choices: number;
  t: PredictionMessages;
  /** The vote could not be read: the same shape, the line under it says so. */
  failed?: boolean;
}) {
  return (
    <>
      <ul aria-hidden="true" className={choicesGridClass(choices)}>
        {Array.from({ length: choices }, (_, index) => (
          <li key={index} className="h-10 rounded-md border border-line bg-subtle/60" />
        ))}
      </ul>
      {failed ? (
        <p role="alert" className={`${PREDICTION_FOOTER_CLASS} text-down`}>
          {t.failed}
        </p>
      ) : (
        <p role="status" className={`${PREDICTION_FOOTER_CLASS} text-muted`}>
          {t.loading}
        </p>
      )}
    </>
  );
}

/** What the page shows until the vote's code has loaded. */
export function PredictionPlaceholder({ choices, t }: { choices: number; t: PredictionMessages }) {
  return (
    <section aria-label={t.title} className={PREDICTION_PANEL_CLASS}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <p className="text-[15px] font-bold">{t.title}</p>
      </div>
      <PredictionSkeleton choices={choices} t={t} />
    </section>
  );
}
