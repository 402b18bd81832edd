'use client';

import { useEffect } from 'react';
import { StatusPage } from '../../components/ui/status-page';
import { useClientIntl } from '../../lib/i18n/client-intl';
import { reportError } from '../../features/error-reporting/report-error';
import { PlainLink } from '../../components/layout/plain-link';

/**
 * 500 inside the site shell (spec section 2): picture, "Something went wrong", "Come back in
 * a while" (page.error.description) and a button to the sports home (page.error.home-button.title).
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const { messages, homePath } = useClientIntl();
  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);
  return (
    <div className="py-6">
      <title>{messages.error.title}</title>
      <StatusPage
        title={messages.error.title}
        description={messages.error.description}
        action={
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <PlainLink
              href={homePath}
              className="flex h-10 items-center rounded-md bg-ink px-5 text-sm font-semibold text-white hover:bg-ink-3"
            >
              {messages.error['home-button'].title}
            </PlainLink>
            <button
              type="button"
              onClick={() => retry()}
              className="flex h-10 items-center rounded-md border border-line px-5 text-sm font-semibold hover:bg-subtle"
            >
              {messages.error.retry}
            </button>
          </div>
        }
      />
    </div>
  );
}
