import { PlainLink } from '../../../components/layout/plain-link';

export interface SportChip {
  key: string;
  name: string;
}

/** Sport filter chips: every sport and "all sports", the chosen one marked. */
export function SportChips({
  sports,
  current,
  label,
  allLabel,
  hrefFor,
}: {
  sports: readonly SportChip[];
  current: string | null;
  label: string;
  allLabel: string;
  hrefFor: (sportKey: string | null) => string;
}) {
  const chip = (key: string | null, name: string) => {
    const selected = key === current;
    return (
      <li key={key ?? 'all'} className="shrink-0">
        <PlainLink
          href={hrefFor(key)}
          aria-current={selected ? 'true' : undefined}
          className={`flex h-8 items-center rounded-full border px-3 text-[13px] font-medium ${
            selected
              ? 'border-brand bg-brand text-white'
              : 'border-line bg-surface text-ink hover:bg-subtle'
          }`}
        >
          {name}
        </PlainLink>
      </li>
    );
  };
  return (
    <nav aria-label={label}>
      <ul className="-mx-2 flex gap-2 overflow-x-auto px-2 pb-1 [scrollbar-width:none] desk:mx-0 desk:flex-wrap desk:overflow-visible desk:px-0">
        {chip(null, allLabel)}
        {sports.map((sport) => chip(sport.key, sport.name))}
      </ul>
    </nav>
  );
}
