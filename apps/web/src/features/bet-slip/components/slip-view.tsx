'use client';

import {
  type BetSlipSelection,
  type BetType,
  type Currency,
  type MinorUnits,
  type TicketBet,
  MATCH_STATUS,
  PLACING_ERROR,
  TICKET_STATE,
  betOdds,
  betPotentialWin,
  betSystemWinRange,
  betTotalStake,
  currentBetType,
  slipSelections,
  systemTypeName,
  ticketTotalStake,
  totalPotentialWin,
} from '@sportsbook/domain';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CloseIcon, TicketIcon } from '../../../components/ui/icons';
import { formatCombinedOdds, formatDecimalOdds } from '../../../lib/format/odds';
import { useOddsFormat } from '../../../lib/format/use-odds-format';
import { OddsAcceptSelect } from '../../settings/odds-accept-select';
import { useClientIntl } from '../../../lib/i18n/client-intl';
import { formatTemplate } from '../../../lib/i18n/format-template';
import type { BetSlipStore } from '../model/bet-slip-store';
import { holdWhilePlacing } from '../slip-activity';
import { setSlipTab } from '../model/panel-store';
import { type CodeTree, messageForCode } from '../model/slip-messages';
import { useBetSlip } from '../bet-slip-runtime';
import { AmountInput } from './amount-input';
import { BonusChoice, useBonusName } from './bonus-choice';
import { isCampaignBonusType } from '../model/bonus-offers';
import { FreebetChoice } from './freebet-choice';
import { ShareSlip } from './share-slip';
import { SlipJackpots } from './slip-jackpots';
import { FALLBACK_CURRENCY, money, noticeValues } from './format';
import { useCatalogNames } from '../../catalog/names';
import type { CatalogNames } from '../../catalog/names';
import { authSnapshot, serverAuthSnapshot, subscribeAuth } from '../../account/auth-store';
import { PanicButton } from '../../responsible-gambling/panic-button';
import { useProtectionFlags } from '../../responsible-gambling/protection-host';
import { RemainingAllowance } from '../../responsible-gambling/remaining-allowance';

/**
 * A selection's outcome and market names in the page's language: a slip kept from another
 * language, or restored from a share code, names them as it was given them.
 */
function selectionNames(
  names: CatalogNames,
  selection: Pick<BetSlipSelection, 'outcomeName' | 'marketName' | 'nameA' | 'nameB'>,
) {
  const teams = [selection.nameA, selection.nameB];
  return {
    outcome: names.market(selection.outcomeName, teams),
    market: names.market(selection.marketName, teams),
  };
}

const BET_TYPES: readonly BetType[] = ['single', 'combo', 'system'];

// The custom-bet editor (bet builder) loads when a player opens it.
const CustomBetEditor = dynamic(() => import('../../bet-builder/custom-bet-editor'), {
  ssr: false,
});
// The VIP bet offer (decision 0039) loads when a stake is refused by a limit.
const VipOffer = dynamic(() => import('../../vip-bets/vip-offer'), { ssr: false });

/** The bet slip tab: selections, bet type, stakes, totals, place; then the placed bets. */
export function SlipView({ slip }: { slip: BetSlipStore }) {
  const { messages, locale } = useClientIntl();
  const oddsFormat = useOddsFormat();
  const t = messages.betSlip;
  const codes = t.codes as CodeTree;
  const state = useBetSlip(slip);
  const names = useCatalogNames();
  const protection = useProtectionFlags();
  const signedIn =
    useSyncExternalStore(subscribeAuth, authSnapshot, serverAuthSnapshot).status === 'logged_in';
  const [typeNotice, setTypeNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const { ticket, settings } = state;
  // Nothing the player did not ask for opens over a bet being placed (the unseen-bonus popup).
  const placing = ticket.inProgress;
  useEffect(() => (placing ? holdWhilePlacing() : undefined), [placing]);
  const currency = settings.currencies[state.currency] ?? FALLBACK_CURRENCY;
  const text = (code: string, values: Readonly<Record<string, string | number>> = {}) =>
    messageForCode(
      codes,
      code,
      noticeValues(code, values, settings.currencies, currency, locale, oddsFormat),
    );

  if (ticket.ticketState === TICKET_STATE.success) {
    return (
      <SuccessView
        slip={slip}
        bets={ticket.processingBets}
        receipts={state.receipts}
        currency={currency}
      />
    );
  }

  const selections = slipSelections(ticket.bets);
  if (selections.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-subtle text-faint">
          <TicketIcon size={28} />
        </span>
        <p className="text-sm font-semibold text-ink">{t['empty-title']}</p>
        <p className="text-xs text-muted">{t['empty-hint']}</p>
      </div>
    );
  }

  const betType = currentBetType(ticket.bets) ?? 'single';
  const system = ticket.bets.find((bet) => bet.betType === 'system');
  // One bet taking the whole slip (a combo, a system, a lone bet builder bet): its stake is the
  // slip's stake, entered below the lines.
  const lone = ticket.bets.length === 1 ? ticket.bets[0] : undefined;
  const multi = lone && (betType !== 'single' || lone.betType === 'custom') ? lone : undefined;
  const limit = slip.limitCheck();
  // Two selections of one match in a combo or system: named, marked, and not placeable.
  const conflict = slip.sameMatchConflict();
  const conflicting = new Set(conflict?.selectionIds);
  const notice = conflict
    ? {
        severity: 'error' as const,
        text: text(PLACING_ERROR.sameMatchSelections, {
          selections: selections
            .filter((s) => conflicting.has(s.id))
            .map((s) => `${selectionNames(names, s).outcome} (${eventNameOf(s)})`)
            .join(', '),
        }),
      }
    : state.notice
      ? { severity: 'error' as const, text: text(state.notice.code, state.notice.values) }
      : !limit.ok
        ? {
            severity: limit.severity,
            text: text(limit.code, limitNoticeValues(limit)),
          }
        : null;
  const oddsChanged =
    ticket.ticketState === TICKET_STATE.oddsChanged || Object.keys(state.customMoves).length > 0;
  const totalStake = ticketTotalStake(ticket.bets);
  const potentialWin = totalPotentialWin(ticket.bets);
  const inProgress = ticket.inProgress;
  const combinations = system?.systemType?.totalCount ?? null;
  // A lone system bet shows its win range instead of one "potential win" (decision 0020).
  const winRange = multi ? betSystemWinRange(multi) : null;

  const amountOf = (bet: TicketBet) =>
    state.stakeMode === 'potential_win' ? betPotentialWin(bet) : bet.stake;

  return (
    <div className="flex flex-col" aria-busy={inProgress || undefined}>
      {selections.length > 1 && betType !== 'custom' ? (
        <div className="border-b border-line px-3 py-2.5">
          <div
            role="group"
            aria-label={t.types.label}
            className="grid grid-cols-3 gap-1 rounded-md bg-subtle p-0.5"
          >
            {BET_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={betType === type}
                disabled={inProgress}
                onClick={() => {
                  if (betType === type) return;
                  const refused = slip.changeBetType(type);
                  setTypeNotice(refused ? text(refused) : null);
                }}
                className="h-8 rounded-[5px] text-[13px] font-semibold text-muted hover:text-ink aria-pressed:bg-surface aria-pressed:text-ink aria-pressed:shadow-sm"
              >
                {t.types[type as 'single' | 'combo' | 'system']}
              </button>
            ))}
          </div>
          {typeNotice ? (
            <p role="status" className="mt-1.5 text-xs text-muted">
              {typeNotice}
            </p>
          ) : null}
          {system?.systemType ? (
            <label className="mt-2 flex items-center gap-2 text-xs font-semibold text-muted">
              {t.system.label}
              <select
                value={systemTypeName(system.systemType)}
                disabled={inProgress}
                onChange={(event) => {
                  const chosen = ticket.systemTypes.find(
                    (type) => systemTypeName(type) === event.target.value,
                  );
                  if (chosen) slip.changeSystemType(chosen);
                }}
                className="h-8 flex-1 rounded-md border border-line bg-surface px-2 text-[13px] font-semibold text-ink"
              >
                {ticket.systemTypes.map((type) => (
                  <option key={systemTypeName(type)} value={systemTypeName(type)}>
                    {formatTemplate(t.system.option, {
                      name: systemTypeName(type),
                      count: type.totalCount,
                    })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}

      {oddsChanged ? (
        <div
          role="alert"
          className="flex items-center gap-3 border-b border-[#f3d58a] bg-[#fff7e0] px-3 py-2.5"
        >
          <div className="min-w-0 flex-1">
            <p className="text-[13px] font-semibold text-ink">{t['odds-changed']}</p>
            <p className="text-xs text-muted">{t['odds-changed-hint']}</p>
          </div>
          <button
            type="button"
            onClick={() => slip.acceptOdds()}
            className="h-8 shrink-0 rounded-md bg-ink px-3 text-xs font-bold text-white hover:bg-ink-2"
          >
            {t.accept}
          </button>
        </div>
      ) : null}

      {ticket.ticketState === TICKET_STATE.error && ticket.error ? (
        <div role="alert" className="border-b border-[#f5c2c8] bg-[#fdecee] px-3 py-2.5">
          <p className="text-[13px] font-semibold text-down">{t.error.title}</p>
          <p className="text-xs text-ink">
            {ticket.error.betErrors.find((error) => error.localizedMessage)?.localizedMessage ??
              text(ticket.error.message, errorDetails(ticket.error.details))}
          </p>
          <button
            type="button"
            onClick={() => slip.dismissError()}
            className="mt-1.5 text-xs font-semibold text-brand underline-offset-2 hover:underline"
          >
            {t.error.back}
          </button>
        </div>
      ) : null}

      <ul className="flex flex-col divide-y divide-line">
        {ticket.bets.map((bet, index) =>
          bet.betType === 'single' ? (
            <li key={bet.selections[0]?.id ?? index} className="px-3 py-2.5">
              {bet.selections[0] ? (
                <SelectionRow slip={slip} selection={bet.selections[0]} disabled={inProgress} />
              ) : null}
              <div className="mt-2 flex items-center gap-2">
                <AmountInput
                  className="w-32 shrink-0"
                  value={amountOf(bet)}
                  currency={currency}
                  label={formatTemplate(
                    state.stakeMode === 'potential_win' ? t['win-for'] : t['stake-for'],
                    { name: bet.selections[0]?.outcomeName ?? '' },
                  )}
                  onAmount={(amount) => slip.setAmount(index, amount)}
                  errorText={text}
                />
                <p className="ms-auto text-end text-xs text-muted">
                  {state.stakeMode === 'potential_win' ? t['stake-combo'] : t['potential-win']}
                  <span className="block text-[13px] font-semibold text-ink tabular-nums">
                    {money(
                      state.stakeMode === 'potential_win' ? bet.stake : betPotentialWin(bet),
                      currency,
                      locale,
                    )}
                  </span>
                </p>
              </div>
              <FreebetChoice
                slip={slip}
                bet={bet}
                betIndex={index}
                currency={currency}
                disabled={inProgress}
              />
              <BonusChoice slip={slip} bet={bet} betIndex={index} disabled={inProgress} />
            </li>
          ) : bet.betType === 'custom' ? (
            <li key={`custom:${index}`} className="px-3 py-2.5">
              <CustomBetLine
                slip={slip}
                bet={bet}
                was={state.customMoves[index] ?? null}
                disabled={inProgress}
                onEdit={() => setEditing(index)}
              />
              {ticket.bets.length > 1 ? (
                <div className="mt-2 flex items-center gap-2">
                  <AmountInput
                    className="w-32 shrink-0"
                    value={amountOf(bet)}
                    currency={currency}
                    label={formatTemplate(t.builder['stake-for'], {
                      event: eventNameOf(bet.selections[0]),
                    })}
                    onAmount={(amount) => slip.setAmount(index, amount)}
                    errorText={text}
                  />
                  <p className="ms-auto text-end text-xs text-muted">
                    {t['potential-win']}
                    <span className="block text-[13px] font-semibold text-ink tabular-nums">
                      {money(betPotentialWin(bet), currency, locale)}
                    </span>
                  </p>
                </div>
              ) : null}
            </li>
          ) : (
            bet.selections.map((selection) => (
              <li key={selection.id} className="px-3 py-2.5">
                <SelectionRow
                  slip={slip}
                  selection={selection}
                  disabled={inProgress}
                  sameMatch={conflicting.has(selection.id)}
                />
              </li>
            ))
          ),
        )}
      </ul>
      {/* The combo's bonus scrolls with its selections: on a phone the sticky totals below
        leave them little room already. */}
      {multi ? (
        <div className="border-t border-line px-3 pb-2.5">
          <BonusChoice slip={slip} bet={multi} betIndex={0} disabled={inProgress} />
        </div>
      ) : null}
      <ShareSlip slip={slip} />
      {editing !== null && ticket.bets[editing]?.betType === 'custom' ? (
        <CustomBetEditor slip={slip} index={editing} onClose={() => setEditing(null)} />
      ) : null}

      <div className="sticky bottom-0 z-10 flex flex-col gap-2.5 border-t border-line bg-subtle px-3 py-3">
        <div className="flex items-center justify-between gap-2">
          <div
            role="group"
            aria-label={t['stake-mode'].label}
            className="flex rounded-md bg-canvas p-0.5"
          >
            {(['stake', 'potential_win'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={state.stakeMode === mode}
                onClick={() => slip.setStakeMode(mode)}
                className="h-7 rounded-[5px] px-2.5 text-xs font-semibold text-muted aria-pressed:bg-surface aria-pressed:text-ink aria-pressed:shadow-sm"
              >
                {mode === 'stake' ? t['stake-mode'].stake : t['stake-mode']['potential-win']}
              </button>
            ))}
          </div>
          <button
            type="button"
            disabled={inProgress}
            onClick={() => slip.clear()}
            className="text-xs font-semibold text-muted underline-offset-2 hover:text-ink hover:underline"
          >
            {t.clear}
          </button>
        </div>

        {multi ? (
          <AmountInput
            value={amountOf(multi)}
            currency={currency}
            label={
              state.stakeMode === 'potential_win'
                ? t['win-combo']
                : multi.betType === 'system'
                  ? t['per-combination']
                  : t['stake-combo']
            }
            onAmount={(amount) => slip.setAmount(0, amount)}
            errorText={text}
          />
        ) : null}
        {multi ? (
          <FreebetChoice
            slip={slip}
            bet={multi}
            betIndex={0}
            currency={currency}
            disabled={inProgress}
          />
        ) : null}

        {settings.stakes.length > 0 ? (
          <div role="group" aria-label={t.presets} className="flex flex-wrap gap-1.5">
            {settings.stakes.map((stake) => (
              <button
                key={stake}
                type="button"
                aria-label={formatTemplate(t.preset, { amount: money(stake, currency, locale) })}
                onClick={() => {
                  if (state.stakeMode === 'potential_win') slip.setStakeMode('stake');
                  slip.setStakeForAll(stake as MinorUnits);
                }}
                className="h-7 flex-1 rounded-md border border-line bg-surface px-2 text-xs font-semibold tabular-nums hover:border-ink-3"
              >
                {money(stake, currency, locale).replace(/[.,]00(?=\D*$)/, '')}
              </button>
            ))}
          </div>
        ) : null}

        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-xs">
          {/* A system has no single price: its number of bets and range say more (decision 0020). */}
          {multi && multi.betType !== 'system' ? (
            <>
              <dt className="text-muted">
                {multi.bonusOdds !== null ? t.bonus['boosted-odds'] : t['total-odds']}
              </dt>
              <dd className="text-end font-bold tabular-nums" data-testid="total-odds">
                {multi.bonusOdds !== null ? (
                  <span className="me-1.5 text-[11px] font-normal text-faint line-through">
                    <span className="sr-only">
                      {formatTemplate(t.bonus['odds-without'], {
                        odds: formatCombinedOdds(betOdds(unboosted(multi)), locale, oddsFormat),
                      })}
                    </span>
                    <span aria-hidden="true">
                      {formatCombinedOdds(betOdds(unboosted(multi)), locale, oddsFormat)}
                    </span>
                  </span>
                ) : null}
                {formatCombinedOdds(betOdds(multi), locale, oddsFormat)}
              </dd>
            </>
          ) : null}
          {multi && multi.bonusOdds !== null && multi.stake > 0 ? (
            <>
              <dt className="text-muted">{t.bonus['boost-extra']}</dt>
              <dd
                className="text-end font-semibold text-brand tabular-nums"
                data-testid="boost-extra"
              >
                +
                {money(
                  betPotentialWin(multi) - betPotentialWin(unboosted(multi)),
                  currency,
                  locale,
                )}
              </dd>
            </>
          ) : null}
          {combinations !== null ? (
            <>
              <dt className="text-muted">{t['bets-count']}</dt>
              <dd className="text-end font-semibold tabular-nums" data-testid="system-bets">
                {system?.systemType
                  ? formatTemplate(t.system.summary, {
                      count: combinations,
                      name: systemTypeName(system.systemType),
                    })
                  : combinations}
              </dd>
            </>
          ) : null}
          <dt className="text-muted">{t['total-stake']}</dt>
          <dd className="text-end font-semibold tabular-nums" data-testid="total-stake">
            {money(totalStake, currency, locale)}
          </dd>
          <dt className="text-[13px] font-semibold text-ink">{t['potential-win']}</dt>
          <dd
            className="text-end text-[15px] font-bold text-brand tabular-nums"
            data-testid="potential-win"
          >
            {winRange
              ? formatTemplate(t.system.range, {
                  min: money(winRange.min, currency, locale),
                  max: money(winRange.max, currency, locale),
                })
              : money(potentialWin, currency, locale)}
          </dd>
        </dl>

        <SlipJackpots bets={ticket.bets} />

        {/* The stake still allowed under the player's wager and loss limits (none: no line). */}
        <RemainingAllowance
          kind="stake"
          currency={currency.code}
          amount={totalStake}
          refreshKey={ticket.ticketState}
        />

        {notice ? (
          <p
            role={notice.severity === 'error' ? 'alert' : 'status'}
            className={`rounded-md px-2.5 py-2 text-xs ${
              notice.severity === 'error' ? 'bg-[#fdecee] text-down' : 'bg-[#fff7e0] text-ink'
            }`}
          >
            {notice.text}
          </p>
        ) : null}
        {!limit.ok && limit.severity === 'error' && signedIn ? <VipOffer slip={slip} /> : null}

        <OddsAcceptSelect
          value={settings.oddsAcceptMode}
          disabled={inProgress}
          onChange={(oddsAcceptMode) => slip.setSettings({ ...settings, oddsAcceptMode })}
        />
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus mid-placement. */}
        <button
          type="button"
          aria-disabled={inProgress || (!oddsChanged && conflict !== null) || undefined}
          onClick={() => {
            if (inProgress) return;
            if (oddsChanged) slip.acceptOdds();
            else if (conflict === null) void slip.place();
          }}
          className="flex h-11 items-center justify-center gap-2 rounded-md bg-accent text-sm font-bold text-ink hover:bg-accent-strong aria-disabled:opacity-70"
        >
          {inProgress ? t.placing : oddsChanged ? t.accept : t.place}
        </button>
        {protection.responsibleGambling && signedIn ? <PanicButton variant="slip" /> : null}
      </div>
    </div>
  );
}

/** The bet as it would be without its comboboost (to show what the boost adds). */
const unboosted = (bet: TicketBet): TicketBet => ({ ...bet, bonusOdds: null });

const eventNameOf = (selection: BetSlipSelection | undefined) =>
  selection ? [selection.nameA, selection.nameB].filter(Boolean).join(' – ') : '';

/**
 * A bet builder line: the legs of one match priced together. A leg's own price does not show (the
 * bet has one price); a moved price waits to be accepted; a suspended leg suspends the line.
 */
function CustomBetLine({
  slip,
  bet,
  was,
  disabled,
  onEdit,
}: {
  slip: BetSlipStore;
  bet: TicketBet;
  was: TicketBet['customOdds'];
  disabled: boolean;
  onEdit(): void;
}) {
  const { messages, locale } = useClientIntl();
  const oddsFormat = useOddsFormat();
  const names = useCatalogNames();
  const t = messages.betSlip;
  const event = eventNameOf(bet.selections[0]);
  const suspended = bet.selections.some((leg) => leg.isSuspended || leg.isNotAvailable);
  const odds = bet.customOdds;
  const direction = was !== null && odds !== null ? (odds > was ? 'up' : 'down') : null;
  return (
    <div className="flex flex-col gap-1.5" data-testid="slip-custom-bet">
      <div className="flex items-center gap-2">
        <span className="rounded-sm bg-brand px-1.5 text-[11px] leading-5 font-bold text-white">
          {t.builder.line}
        </span>
        <span className="min-w-0 flex-1 truncate text-xs text-muted">{event}</span>
        {suspended ? (
          <span className="shrink-0 rounded-sm bg-subtle px-1.5 text-[11px] font-semibold text-muted">
            {t.suspended}
          </span>
        ) : odds !== null ? (
          <span className="flex shrink-0 items-baseline gap-1.5">
            {was !== null ? (
              <span className="text-[11px] text-faint line-through tabular-nums">
                <span className="sr-only">
                  {formatTemplate(t.builder['price-was'], {
                    odds: formatCombinedOdds(was, locale, oddsFormat),
                  })}
                </span>
                <span aria-hidden="true">{formatCombinedOdds(was, locale, oddsFormat)}</span>
              </span>
            ) : null}
            <span
              data-testid="custom-odds"
              className={`text-[13.5px] font-bold tabular-nums ${
                direction === 'up' ? 'text-up' : direction === 'down' ? 'text-down' : ''
              }`}
            >
              {formatCombinedOdds(odds, locale, oddsFormat)}
            </span>
          </span>
        ) : null}
      </div>
      <ol aria-label={t.builder.legs} className={`flex flex-col ${suspended ? 'opacity-80' : ''}`}>
        {bet.selections.map((leg) => {
          const named = selectionNames(names, leg);
          return (
            <li
              key={leg.id}
              className="relative flex items-center gap-2 py-0.5 ps-4 before:absolute before:start-1 before:top-1/2 before:size-1.5 before:-translate-y-1/2 before:rounded-full before:bg-brand"
              data-testid="slip-selection"
            >
              <span className="min-w-0 flex-1 truncate text-[13px]">
                <span className="font-semibold">{named.outcome}</span>
                <span className="text-muted"> · {named.market}</span>
              </span>
              {leg.isSuspended || leg.isNotAvailable ? (
                <span className="shrink-0 text-[11px] font-semibold text-muted">
                  {leg.isNotAvailable ? t['not-available'] : t.suspended}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="flex items-center gap-3">
        <button
          type="button"
          disabled={disabled}
          onClick={onEdit}
          aria-label={formatTemplate(t.builder['edit-label'], { event })}
          className="text-xs font-semibold text-brand underline-offset-2 hover:underline disabled:opacity-50"
        >
          {t.builder.edit}
        </button>
        <button
          type="button"
          disabled={disabled}
          onClick={() => bet.selections.forEach((leg) => slip.remove(leg.outcomeId))}
          aria-label={formatTemplate(t.remove, { name: `${t.builder.line} ${event}` })}
          className="ms-auto flex size-7 items-center justify-center rounded-md text-faint hover:bg-subtle hover:text-ink"
        >
          <CloseIcon size={14} />
        </button>
      </div>
    </div>
  );
}

function SelectionRow({
  slip,
  selection,
  disabled,
  sameMatch = false,
}: {
  slip: BetSlipStore;
  selection: BetSlipSelection;
  disabled: boolean;
  /** Another selection of the combo is on the same match. */
  sameMatch?: boolean;
}) {
  const { messages, locale } = useClientIntl();
  const oddsFormat = useOddsFormat();
  const named = selectionNames(useCatalogNames(), selection);
  const t = messages.betSlip;
  const event = selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA;
  const moved = selection.odds !== selection.acceptedOdds || selection.isChanged;
  const direction = moved ? (selection.odds > selection.acceptedOdds ? 'up' : 'down') : null;
  const unavailable = selection.isSuspended || selection.isNotAvailable;
  return (
    <div className="flex items-start gap-2" data-testid="slip-selection">
      <div className={`min-w-0 flex-1 ${unavailable ? 'opacity-60' : ''}`}>
        <p className="flex items-baseline gap-2">
          <span className="min-w-0 flex-1 truncate text-[13.5px] font-semibold">
            {named.outcome}
          </span>
          {selection.isNotAvailable ? (
            <span className="shrink-0 rounded-sm bg-subtle px-1.5 text-[11px] font-semibold text-muted">
              {t['not-available']}
            </span>
          ) : selection.isSuspended ? (
            <span className="shrink-0 rounded-sm bg-subtle px-1.5 text-[11px] font-semibold text-muted">
              {t.suspended}
            </span>
          ) : (
            <span className="flex shrink-0 items-baseline gap-1.5">
              {selection.isChanged ? (
                <span className="text-[11px] text-faint line-through tabular-nums">
                  <span className="sr-only">
                    {formatTemplate(t['odds-was'], {
                      odds: formatDecimalOdds(selection.acceptedOdds, locale, oddsFormat),
                    })}
                  </span>
                  <span aria-hidden="true">
                    {formatDecimalOdds(selection.acceptedOdds, locale, oddsFormat)}
                  </span>
                </span>
              ) : null}
              <span
                className={`text-[13.5px] font-bold tabular-nums ${
                  direction === 'up' ? 'text-up' : direction === 'down' ? 'text-down' : ''
                }`}
              >
                {formatDecimalOdds(selection.odds, locale, oddsFormat)}
              </span>
            </span>
          )}
        </p>
        <p className="truncate text-xs text-muted">{named.market}</p>
        {sameMatch ? (
          <p className="text-[11px] font-semibold text-down" data-testid="same-match">
            {t['same-match']}
          </p>
        ) : null}
        <p className="flex items-center gap-1.5 truncate text-xs text-faint">
          {selection.matchStatus === MATCH_STATUS.live ? (
            <span className="shrink-0 rounded-sm bg-live px-1 text-[10px] leading-4 font-bold text-white uppercase">
              {t.live}
            </span>
          ) : null}
          <span className="truncate">{event}</span>
        </p>
      </div>
      <button
        type="button"
        disabled={disabled}
        aria-label={formatTemplate(t.remove, { name: named.outcome })}
        onClick={() => slip.remove(selection.outcomeId)}
        className="-me-1 flex size-7 shrink-0 items-center justify-center rounded-md text-faint hover:bg-subtle hover:text-ink"
      >
        <CloseIcon size={14} />
      </button>
    </div>
  );
}

function SuccessView({
  slip,
  bets,
  receipts,
  currency,
}: {
  slip: BetSlipStore;
  bets: readonly TicketBet[];
  receipts: Readonly<Record<string, string>>;
  currency: Currency;
}) {
  const { messages, locale } = useClientIntl();
  const oddsFormat = useOddsFormat();
  const names = useCatalogNames();
  const t = messages.betSlip;
  const heading = useRef<HTMLDivElement>(null);
  const bonusName = useBonusName();
  // The place button is gone: keyboard and screen reader users land on the outcome.
  useEffect(() => {
    const active = document.activeElement;
    const section = heading.current?.closest('section');
    if (!active || active === document.body || section?.contains(active)) heading.current?.focus();
  }, []);
  return (
    <div className="flex flex-col gap-3 px-3 py-4">
      <div
        ref={heading}
        tabIndex={-1}
        role="status"
        className="flex items-center gap-3 rounded-md outline-none"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-[#e6f6ee] text-up">
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            aria-hidden="true"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <div>
          <p className="text-sm font-bold">{t.success.title}</p>
          <p className="text-xs text-muted">{t.success.hint}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-2" aria-label={t.success.title}>
        {bets.map((bet, index) => (
          <li key={bet.betId ?? index} className="rounded-md border border-line p-2.5">
            <p className="flex items-baseline justify-between gap-2 text-xs">
              <span className="font-bold">
                {bet.betType === 'system' && bet.systemType
                  ? `${t.types.system} ${systemTypeName(bet.systemType)}`
                  : bet.betType === 'custom'
                    ? t.builder.line
                    : t.types[bet.betType]}
              </span>
              {bet.betId ? (
                <span className="text-faint">
                  {formatTemplate(t.success.ref, { ref: receipts[bet.betId] ?? bet.betId })}
                </span>
              ) : null}
            </p>
            <ul className="mt-1 flex flex-col gap-0.5">
              {bet.selections.map((selection) => {
                const named = selectionNames(names, selection);
                return (
                  <li key={selection.id} className="flex justify-between gap-2 text-xs">
                    <span className="min-w-0 truncate">
                      {named.outcome}
                      <span className="text-faint"> · {named.market}</span>
                    </span>
                    <span className="font-semibold tabular-nums">
                      {formatDecimalOdds(selection.acceptedOdds, locale, oddsFormat)}
                    </span>
                  </li>
                );
              })}
            </ul>
            <dl className="mt-1.5 grid grid-cols-[1fr_auto] gap-x-2 border-t border-line pt-1.5 text-xs">
              <dt className="text-muted">{t['total-stake']}</dt>
              <dd className="text-end font-semibold tabular-nums">
                {money(betTotalStake(bet), currency, locale)}
              </dd>
              {bet.bonus && isCampaignBonusType(bet.bonus.type) ? (
                <>
                  <dt className="text-muted">{t.bonus.label}</dt>
                  <dd className="text-end font-semibold text-brand">
                    {bonusName({ type: bet.bonus.type, odds: bet.bonus.odds })}
                  </dd>
                </>
              ) : null}
              <dt className="text-muted">{t['potential-win']}</dt>
              <dd
                className="text-end font-bold text-brand tabular-nums"
                data-testid="receipt-potential-win"
              >
                {money(betPotentialWin(bet), currency, locale)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={() => slip.keepSelections()}
          className="h-10 rounded-md border border-line text-[13px] font-semibold hover:bg-subtle"
        >
          {t.success.keep}
        </button>
        <button
          type="button"
          onClick={() => slip.clear()}
          className="h-10 rounded-md bg-ink text-[13px] font-semibold text-white hover:bg-ink-2"
        >
          {t.success.done}
        </button>
      </div>
      <button
        type="button"
        onClick={() => {
          slip.clear();
          setSlipTab('MY_BETS');
        }}
        className="text-xs font-semibold text-brand underline-offset-2 hover:underline"
      >
        {t.success['my-bets']}
      </button>
    </div>
  );
}

function limitNoticeValues(
  limit: Exclude<ReturnType<BetSlipStore['limitCheck']>, { ok: true }>,
): Record<string, string | number> {
  switch (limit.kind) {
    case 'max_selections':
    case 'max_odds':
      return { limit: limit.limit };
    case 'max_stake':
      return { amount: limit.limit, currency: limit.currency };
    case 'max_payout':
      return { amount: limit.amount, currency: limit.currency };
  }
}

function errorDetails(details: unknown): Record<string, string | number> {
  if (typeof details !== 'object' || details === null) return {};
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(details)) {
    if (typeof value === 'string' || typeof value === 'number') {
      out[key === 'min_stake' ? 'minStake' : key] = value;
    }
  }
  return out;
}
