// The information pages every start makes sure exist (decision 0044): the routes of spec
// section 2 (/general-rules, /about, /init-sportsbook) and the links outside the prefix
// (/terms-and-conditions, /help-center). Inserted published when missing and never overwritten,
// so an operator's edits survive restarts. Written in the pages' Markdown subset.
import type { SystemPageSlug } from '@sportsbook/contract';
import type { PageContentData } from '../db/schema';
import type { Clock } from '../shared/clock';
import type { PagesRepository } from './pages-repository';

type Translations = { en: PageContentData; de: PageContentData };

export const DEFAULT_PAGES: Record<SystemPageSlug, Translations> = {
  'general-rules': {
    en: {
      title: 'General betting rules',
      seoDescription:
        'How bets are accepted, priced, settled and cashed out on this sportsbook: the rules that apply to every bet.',
      seoKeywords: ['betting rules', 'settlement', 'cash out', 'void bets'],
      body: `These rules apply to every bet placed on this sportsbook. Market-specific rules are shown on the market where they differ.

## Placing a bet
- A bet is accepted when it appears in **My bets**. Until then it can still be refused, for example when a price has changed or a market has closed.
- The price is the one shown when the bet was accepted. With the odds-change setting you choose whether higher or any changed prices are taken automatically.
- In-play bets wait a short delay before they are accepted and are checked again after it.
- Each bet must stay within the stake, odds and payout limits shown on the bet slip.

## Combos and systems
- A combo wins when every selection wins. Two selections of the same match cannot be combined unless the bet builder offers them together.
- A system bet is a set of combos of the chosen size; each combo is settled on its own.

## Settlement
- Bets are settled from the official result at the end of regular time, including added time, unless the market says otherwise (for example "including overtime").
- A match that is abandoned or postponed by more than 48 hours is void: the stake of a single is returned and the selection counts at odds 1.00 in a combo.
- Obvious price errors may be corrected to the fair price at the time the bet was placed.

## Cash out
- Where offered, a bet can be cashed out in full or in part for the amount shown. The amount follows the current prices and is confirmed when the cash-out is accepted.

## Responsible play
- You must be 18 or older to bet. Set limits, take a break or exclude yourself in the Safer gambling area at any time.`,
    },
    de: {
      title: 'Allgemeine Wettregeln',
      seoDescription:
        'Wie Wetten angenommen, bewertet, abgerechnet und ausgezahlt werden: die Regeln für jede Wette auf dieser Sportwetten-Seite.',
      seoKeywords: ['Wettregeln', 'Abrechnung', 'Cash-out', 'ungültige Wetten'],
      body: `Diese Regeln gelten für jede Wette auf dieser Seite. Abweichende Regeln eines Marktes stehen beim Markt.

## Eine Wette platzieren
- Eine Wette ist angenommen, sobald sie unter **Meine Wetten** erscheint. Bis dahin kann sie noch abgelehnt werden, etwa wenn sich eine Quote geändert hat oder ein Markt geschlossen wurde.
- Es gilt die Quote zum Zeitpunkt der Annahme. In den Einstellungen legst du fest, ob höhere oder alle geänderten Quoten automatisch übernommen werden.
- Live-Wetten werden nach einer kurzen Wartezeit angenommen und danach erneut geprüft.
- Jede Wette muss innerhalb der Einsatz-, Quoten- und Gewinngrenzen liegen, die der Wettschein zeigt.

## Kombi- und Systemwetten
- Eine Kombiwette gewinnt, wenn jede Auswahl gewinnt. Zwei Auswahlen desselben Spiels lassen sich nur kombinieren, wenn der Wett-Baukasten sie gemeinsam anbietet.
- Eine Systemwette besteht aus Kombis der gewählten Größe; jede Kombi wird einzeln abgerechnet.

## Abrechnung
- Wetten werden nach dem offiziellen Ergebnis nach regulärer Spielzeit einschließlich Nachspielzeit abgerechnet, außer der Markt sagt etwas anderes (etwa „inklusive Verlängerung“).
- Ein Spiel, das abgebrochen oder um mehr als 48 Stunden verschoben wird, ist ungültig: Der Einsatz einer Einzelwette wird erstattet, in einer Kombi zählt die Auswahl mit Quote 1,00.
- Offensichtliche Quotenfehler können auf die faire Quote zum Zeitpunkt der Wette korrigiert werden.

## Cash-out
- Wo angeboten, kannst du eine Wette ganz oder teilweise zum angezeigten Betrag auszahlen lassen. Der Betrag folgt den aktuellen Quoten und gilt, sobald der Cash-out angenommen ist.

## Verantwortungsvolles Spielen
- Du musst mindestens 18 Jahre alt sein. Im Bereich Verantwortungsvolles Spielen kannst du jederzeit Limits setzen, eine Pause einlegen oder dich sperren lassen.`,
    },
  },
  about: {
    en: {
      title: 'About us',
      seoDescription:
        'An open-source sportsbook: live and upcoming sports with prices that move in real time, promotions and tools to play safely.',
      body: `We are a sportsbook for people who follow sport closely: live and upcoming matches across football, tennis, basketball, e-sports and more, with prices that move in real time.

## What we offer
- Singles, combos and system bets, a bet builder on selected matches and cash out.
- Promotions: freebets, combo boosts, tournaments and jackpots.
- Tools to stay in control: deposit, loss, wager and time limits, reality checks, time-outs and self-exclusion.

## Open source
The software behind this site is open source. Anyone can read how bets are priced, accepted and settled.

Questions? Visit the [help centre](/help-center).`,
    },
    de: {
      title: 'Über uns',
      seoDescription:
        'Eine quelloffene Sportwetten-Seite: Live- und kommende Spiele mit Quoten in Echtzeit, Aktionen und Werkzeuge für sicheres Spielen.',
      body: `Wir sind eine Sportwetten-Seite für alle, die Sport genau verfolgen: Live- und kommende Spiele in Fußball, Tennis, Basketball, E-Sport und mehr, mit Quoten, die sich in Echtzeit bewegen.

## Was wir bieten
- Einzel-, Kombi- und Systemwetten, einen Wett-Baukasten für ausgewählte Spiele und Cash-out.
- Aktionen: Freiwetten, Kombi-Boosts, Turniere und Jackpots.
- Werkzeuge für die Kontrolle: Einzahlungs-, Verlust-, Einsatz- und Zeitlimits, Realitätschecks, Auszeiten und Selbstsperre.

## Open Source
Die Software hinter dieser Seite ist quelloffen. Jede und jeder kann nachlesen, wie Wetten bewertet, angenommen und abgerechnet werden.

Fragen? Schau ins [Hilfe-Center](/help-center).`,
    },
  },
  'init-sportsbook': {
    en: {
      title: 'Welcome to the sportsbook',
      seoDescription: 'Start here: how to find a match, build a bet slip and place your first bet.',
      body: `Everything is ready. Here is how to get going:

1. **Pick a match.** Browse by sport in the menu, or open **Live** for matches in play.
2. **Tap a price.** It goes onto your bet slip; add more for a combo.
3. **Enter a stake and place the bet.** You will find it under **My bets**, where you can also cash out.

New here? Read the [general betting rules](/sports/general-rules) first. You must be 18 or older to bet.`,
    },
    de: {
      title: 'Willkommen bei den Sportwetten',
      seoDescription:
        'Hier geht es los: So findest du ein Spiel, füllst den Wettschein und platzierst deine erste Wette.',
      body: `Alles ist bereit. So geht es los:

1. **Wähle ein Spiel.** Stöbere im Menü nach Sportart oder öffne **Live** für laufende Spiele.
2. **Tippe auf eine Quote.** Sie landet auf deinem Wettschein; mit weiteren wird daraus eine Kombi.
3. **Gib einen Einsatz ein und platziere die Wette.** Du findest sie unter **Meine Wetten**, wo du auch Cash-out nutzen kannst.

Neu hier? Lies zuerst die [allgemeinen Wettregeln](/sports/de/general-rules). Du musst mindestens 18 Jahre alt sein.`,
    },
  },
  'terms-and-conditions': {
    en: {
      title: 'Terms and conditions',
      seoDescription: 'The terms that apply to your account, your deposits and your bets.',
      body: `By opening an account you accept these terms. Please read them together with the [general betting rules](/sports/general-rules).

## Your account
- You must be 18 or older and hold only one account. Your details must be true and kept up to date.
- Keep your password to yourself. Bets placed with your sign-in are yours.

## Money
- Deposits and withdrawals go through the payment methods shown in your wallet, in your account currency.
- We may ask you to confirm your identity before a withdrawal.

## Bonuses
- Every bonus has its own terms, shown with the bonus. A bonus may be withdrawn when its terms are broken.

## Safer gambling
- You can set limits, take a time-out or exclude yourself at any time in the Safer gambling area.

## Changes
- When these terms change we ask you to accept the new version the next time you sign in.`,
    },
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      seoDescription: 'Die Bedingungen für dein Konto, deine Einzahlungen und deine Wetten.',
      body: `Mit der Eröffnung eines Kontos akzeptierst du diese Bedingungen. Lies sie bitte zusammen mit den [allgemeinen Wettregeln](/sports/de/general-rules).

## Dein Konto
- Du musst mindestens 18 Jahre alt sein und darfst nur ein Konto haben. Deine Angaben müssen stimmen und aktuell sein.
- Behalte dein Passwort für dich. Wetten mit deiner Anmeldung sind deine Wetten.

## Geld
- Ein- und Auszahlungen laufen über die Zahlungsarten in deiner Geldbörse, in deiner Kontowährung.
- Vor einer Auszahlung können wir dich bitten, deine Identität zu bestätigen.

## Boni
- Jeder Bonus hat eigene Bedingungen, die beim Bonus stehen. Ein Bonus kann entzogen werden, wenn seine Bedingungen verletzt werden.

## Verantwortungsvolles Spielen
- Im Bereich Verantwortungsvolles Spielen kannst du jederzeit Limits setzen, eine Auszeit nehmen oder dich sperren lassen.

## Änderungen
- Ändern sich diese Bedingungen, bitten wir dich bei der nächsten Anmeldung, die neue Fassung zu akzeptieren.`,
    },
  },
  'help-center': {
    en: {
      title: 'Help centre',
      seoDescription: 'Answers to common questions about accounts, deposits, bets and cash out.',
      body: `## Account
**I forgot my password.** Choose "Forgot password" on the sign-in screen and follow the link we send you.

**My account is locked.** After several wrong passwords we lock the account for a while; the e-mail we send has a link to unlock it.

## Deposits
**How do I deposit?** Choose **Deposit** in the header. Your [transactions](/profile/wallet/transactions) show every deposit and bet.

## Bets
**Why was my bet refused?** Usually because a price changed or a market closed while you placed it. The bet slip tells you what changed.

**When is my bet settled?** As soon as the result is confirmed, usually minutes after the match ends. See the [general betting rules](/sports/general-rules).

## Safer gambling
Set limits or take a break at any time in the Safer gambling area. Free, confidential help is available from [BeGambleAware](https://www.begambleaware.org/).`,
    },
    de: {
      title: 'Hilfe-Center',
      seoDescription: 'Antworten auf häufige Fragen zu Konto, Einzahlungen, Wetten und Cash-out.',
      body: `## Konto
**Ich habe mein Passwort vergessen.** Wähle bei der Anmeldung „Passwort vergessen“ und folge dem Link, den wir dir schicken.

**Mein Konto ist gesperrt.** Nach mehreren falschen Passwörtern sperren wir das Konto für eine Weile; die E-Mail, die wir dir schicken, enthält einen Link zum Entsperren.

## Einzahlungen
**Wie zahle ich ein?** Wähle **Einzahlen** oben in der Kopfzeile. Deine [Transaktionen](/profile/wallet/transactions) zeigen jede Einzahlung und Wette.

## Wetten
**Warum wurde meine Wette abgelehnt?** Meist, weil sich eine Quote geändert hat oder ein Markt geschlossen wurde. Der Wettschein sagt dir, was sich geändert hat.

**Wann wird meine Wette abgerechnet?** Sobald das Ergebnis bestätigt ist, meist wenige Minuten nach Spielende. Siehe die [allgemeinen Wettregeln](/sports/de/general-rules).

## Verantwortungsvolles Spielen
Im Bereich Verantwortungsvolles Spielen kannst du jederzeit Limits setzen oder eine Pause einlegen. Kostenlose, vertrauliche Hilfe gibt es bei [Check dein Spiel](https://www.check-dein-spiel.de/).`,
    },
  },
};

/** Inserts each missing information page, published. Answers the slugs it created. */
export async function seedDefaultPages(
  repository: PagesRepository,
  clock: Clock,
): Promise<string[]> {
  const created: string[] = [];
  for (const [slug, translations] of Object.entries(DEFAULT_PAGES)) {
    const page = await repository.insert(
      { slug, translations, published: true, inFooter: false, system: true },
      clock.now(),
    );
    if (page) created.push(slug);
  }
  return created;
}
