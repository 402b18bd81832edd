import type { ClientMessages } from '../../../lib/i18n/client-messages';

/** Help organisations (player-protection reference): free, confidential, outside the operator. */
export const HELP_ORGANISATIONS = [
  { key: 'begambleaware', href: 'https://www.begambleaware.org/' },
  { key: 'gamcare', href: 'https://www.gamcare.org.uk/' },
  { key: 'bzga', href: 'https://www.check-dein-spiel.de/' },
  { key: 'gamblers-anonymous', href: 'https://www.gamblersanonymous.org/' },
] as const;

export function HelpLinks({ t }: { t: ClientMessages['protection']['help-orgs'] }) {
  return (
    <ul aria-label={t.label} className="flex flex-col gap-1.5 text-sm">
      {HELP_ORGANISATIONS.map((organisation) => (
        <li key={organisation.key}>
          <a
            href={organisation.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand underline underline-offset-2 hover:no-underline"
          >
            {t[organisation.key]}
          </a>
        </li>
      ))}
    </ul>
  );
}
