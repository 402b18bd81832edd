import type { ReactNode } from 'react';
import { PlainLink } from '../layout/plain-link';

export type StatusVariant = 'error' | 'not-found' | 'blocked' | 'success' | 'pending';

/**
 * A goal, the picture of the status pages: the ball stuck in the side netting (not found), in the
 * middle with a warning (error), a no-entry sign (blocked), or in the net with a green tick
 * (success, a deposit that went through) or an amber clock (pending).
 */
export function StatusIllustration({ variant = 'error' }: { variant?: StatusVariant }) {
  return (
    <svg
      width="168"
      height="112"
      viewBox="0 0 168 112"
      aria-hidden="true"
      focusable="false"
      data-variant={variant}
    >
      <ellipse cx="84" cy="102" rx="70" ry="6" fill="#dfe3e8" />
      <path
        d="M26 98V22h116v76"
        fill="none"
        stroke="#0f1923"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path
        d="M36 30h96M36 42h96M36 54h96M36 66h96M36 78h96M36 90h96M46 22v76M62 22v76M78 22v76M94 22v76M110 22v76M126 22v76"
        stroke="#c5ccd5"
        strokeWidth="1.5"
      />
      {variant === 'blocked' ? (
        <g>
          <circle cx="84" cy="58" r="22" fill="#fff" stroke="#e0263b" strokeWidth="6" />
          <path d="m69 73 30-30" stroke="#e0263b" strokeWidth="6" strokeLinecap="round" />
        </g>
      ) : (
        <g>
          <circle
            cx={variant === 'not-found' ? 128 : 84}
            cy="74"
            r="16"
            fill="#fff"
            stroke="#0f1923"
            strokeWidth="3"
          />
          <path
            d={
              variant === 'not-found'
                ? 'm128 66 6 4.5-2.3 7h-7.4l-2.3-7Z'
                : 'm84 66 6 4.5-2.3 7h-7.4l-2.3-7Z'
            }
            fill="#0f1923"
          />
          {variant === 'error' ? (
            <g>
              <circle cx="84" cy="32" r="11" fill="#ffc83d" />
              <path d="M84 26v7" stroke="#0f1923" strokeWidth="3" strokeLinecap="round" />
              <circle cx="84" cy="37.5" r="1.7" fill="#0f1923" />
            </g>
          ) : variant === 'success' ? (
            <g>
              <circle cx="84" cy="32" r="11" fill="#0b6e3b" />
              <path
                d="m78.5 32.5 3.8 3.8 7.4-8"
                fill="none"
                stroke="#fff"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </g>
          ) : variant === 'pending' ? (
            <g>
              <circle cx="84" cy="32" r="11" fill="#ffc83d" />
              <path
                d="M84 26v6.5l4 2.5"
                fill="none"
                stroke="#0f1923"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </g>
          ) : null}
        </g>
      )}
    </svg>
  );
}

/** Status pages (404, 500, blocked, locked): picture, title, description and one way on. */
export function StatusPage({
  title,
  description,
  action,
  variant = 'error',
  headingLevel = 1,
}: {
  title: string;
  description: ReactNode;
  action?: { href: string; label: string } | ReactNode;
  variant?: StatusVariant;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-line bg-surface px-6 py-10 text-center">
      <StatusIllustration variant={variant} />
      <Heading className="text-xl font-bold">{title}</Heading>
      <p className="text-sm text-muted">{description}</p>
      {action && typeof action === 'object' && 'href' in action ? (
        <PlainLink
          href={action.href}
          className="mt-2 flex h-10 items-center rounded-md bg-ink px-5 text-sm font-semibold text-white hover:bg-ink-3"
        >
          {action.label}
        </PlainLink>
      ) : (
        action
      )}
    </section>
  );
}
