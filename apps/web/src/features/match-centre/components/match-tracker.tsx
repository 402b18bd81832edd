'use client';

import type { MatchEvent } from '@sportsbook/contract';
import type { MatchCentreMessages } from '../match-centre-props';
import { eventText } from '../model/event-text';
import { ballSpot, surfaceOf, zoneOf } from '../model/tracker-geometry';

/**
 * The live match tracker: a 2D pitch, court or arena in SVG with the ball where the play is (the
 * current phase of the latest event) and the attacking side's zone lit. CSS moves the ball
 * between spots; nothing is animated for players who ask for reduced motion.
 */
export function MatchTracker({
  sportKey,
  latest,
  names,
  t,
}: {
  sportKey: string;
  latest: MatchEvent | null;
  names: { home: string; away: string };
  t: MatchCentreMessages;
}) {
  const surface = surfaceOf(sportKey);
  const spot = ballSpot(sportKey, latest);
  const zone = zoneOf(latest);
  const text = latest ? eventText(latest, t, names) : t.waiting;
  const scoring = latest?.type === 'goal' || latest?.type === 'map' || latest?.type === 'set';
  return (
    <figure className="relative m-0 overflow-hidden rounded-lg" data-phase={latest?.type ?? 'none'}>
      <svg
        viewBox="0 0 100 60"
        className="block h-auto w-full"
        role="img"
        aria-label={`${t['tracker-label']}: ${text}`}
      >
        <rect width="100" height="60" fill={surface.fill} />
        {surface.kind === 'pitch' ? <PitchLines /> : null}
        {surface.kind === 'court' ? <CourtLines /> : null}
        {surface.kind === 'rink' ? <RinkLines /> : null}
        {surface.kind === 'tennis' ? <TennisLines /> : null}
        {surface.kind === 'oval' ? <OvalLines /> : null}
        {surface.kind === 'arena' ? <ArenaLines /> : null}
        {zone ? (
          <rect
            x={zone === 'home' ? 50 : 0}
            y="0"
            width="50"
            height="60"
            className={`transition-opacity duration-500 motion-reduce:transition-none ${
              zone === 'home' ? 'fill-sky-300/25' : 'fill-amber-300/25'
            }`}
          />
        ) : null}
        <g
          className="transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ transform: `translate(${spot.x}px, ${spot.y}px)` }}
        >
          <circle r="2.4" className="fill-white/30" />
          <circle r="1.4" className="fill-white stroke-black/40" strokeWidth="0.3" />
        </g>
      </svg>
      <figcaption className="pointer-events-none absolute inset-x-0 top-0 flex justify-center p-2">
        <span
          key={latest?.id ?? 0}
          className={`max-w-[90%] truncate rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${
            scoring ? 'bg-accent text-ink' : 'bg-black/75 text-white'
          }`}
        >
          {latest?.matchTime ? (
            <span className="me-1.5 tabular-nums">{latest.matchTime}</span>
          ) : null}
          {text}
        </span>
      </figcaption>
    </figure>
  );
}

const LINE = { fill: 'none', stroke: 'rgba(255,255,255,0.55)', strokeWidth: 0.4 } as const;

function PitchLines() {
  return (
    <g {...LINE}>
      <rect x="2" y="2" width="96" height="56" />
      <line x1="50" y1="2" x2="50" y2="58" />
      <circle cx="50" cy="30" r="7" />
      <rect x="2" y="15" width="14" height="30" />
      <rect x="84" y="15" width="14" height="30" />
      <rect x="2" y="23" width="5" height="14" />
      <rect x="93" y="23" width="5" height="14" />
      <rect x="0.5" y="26.5" width="1.5" height="7" />
      <rect x="98" y="26.5" width="1.5" height="7" />
    </g>
  );
}

function CourtLines() {
  return (
    <g {...LINE} stroke="rgba(255,255,255,0.7)">
      <rect x="2" y="2" width="96" height="56" />
      <line x1="50" y1="2" x2="50" y2="58" />
      <circle cx="50" cy="30" r="6" />
      <path d="M2 8 H14 A22 22 0 0 1 14 52 H2" />
      <path d="M98 8 H86 A22 22 0 0 0 86 52 H98" />
      <rect x="2" y="22" width="19" height="16" />
      <rect x="79" y="22" width="19" height="16" />
      <circle cx="6" cy="30" r="1.4" />
      <circle cx="94" cy="30" r="1.4" />
    </g>
  );
}

function RinkLines() {
  return (
    <g fill="none" strokeWidth="0.5">
      <rect x="2" y="2" width="96" height="56" rx="12" stroke="rgba(30,64,175,0.5)" />
      <line x1="50" y1="2" x2="50" y2="58" stroke="rgba(220,38,38,0.6)" />
      <line x1="34" y1="2" x2="34" y2="58" stroke="rgba(30,64,175,0.6)" />
      <line x1="66" y1="2" x2="66" y2="58" stroke="rgba(30,64,175,0.6)" />
      <line x1="9" y1="4" x2="9" y2="56" stroke="rgba(220,38,38,0.5)" />
      <line x1="91" y1="4" x2="91" y2="56" stroke="rgba(220,38,38,0.5)" />
      <circle cx="50" cy="30" r="6" stroke="rgba(30,64,175,0.6)" />
      <path d="M9 26 A4 4 0 0 1 9 34" stroke="rgba(220,38,38,0.6)" />
      <path d="M91 26 A4 4 0 0 0 91 34" stroke="rgba(220,38,38,0.6)" />
    </g>
  );
}

function TennisLines() {
  return (
    <g {...LINE} stroke="rgba(255,255,255,0.8)">
      <rect x="6" y="8" width="88" height="44" />
      <line x1="6" y1="13" x2="94" y2="13" />
      <line x1="6" y1="47" x2="94" y2="47" />
      <line x1="28" y1="13" x2="28" y2="47" />
      <line x1="72" y1="13" x2="72" y2="47" />
      <line x1="28" y1="30" x2="72" y2="30" />
      <line x1="50" y1="5" x2="50" y2="55" strokeWidth="0.8" />
    </g>
  );
}

function OvalLines() {
  return (
    <g {...LINE}>
      <ellipse cx="50" cy="30" rx="47" ry="27" />
      <ellipse cx="50" cy="30" rx="24" ry="15" strokeDasharray="1 1" />
      <rect x="46" y="24" width="8" height="12" fill="rgba(222,200,150,0.8)" stroke="none" />
    </g>
  );
}

function ArenaLines() {
  return (
    <g fill="none" stroke="rgba(148,163,184,0.45)" strokeWidth="0.4">
      <path d="M4 56 L4 40 L20 40 L20 20 L40 20 L40 4" />
      <path d="M96 4 L96 20 L80 20 L80 40 L60 40 L60 56" />
      <line x1="6" y1="54" x2="94" y2="6" strokeDasharray="2 1.5" />
      <circle cx="8" cy="52" r="3" fill="rgba(56,189,248,0.35)" />
      <circle cx="92" cy="8" r="3" fill="rgba(251,191,36,0.35)" />
    </g>
  );
}
