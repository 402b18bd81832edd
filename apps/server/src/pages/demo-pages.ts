// Demo content (README demo data): a promotion landing page the operator made, published and
// linked from the footer, so a new visitor sees a custom page at once. Inserted when missing.
import type { Clock } from '../shared/clock';
import type { PagesRepository } from './pages-repository';

export const DEMO_PAGE_SLUG = 'weekend-football-boost';

export async function seedDemoPages(repository: PagesRepository, clock: Clock): Promise<boolean> {
  const page = await repository.insert(
    {
      slug: DEMO_PAGE_SLUG,
      published: true,
      inFooter: true,
      system: false,
      translations: {
        en: {
          title: 'Weekend football boost',
          seoTitle: 'Weekend football boost: bigger combo wins',
          seoDescription:
            'Build a football combo of three or more selections this weekend and get a boosted payout.',
          seoKeywords: ['football', 'combo boost', 'weekend offer'],
          body: `Every weekend, combos on football pay more.

## How it works
1. Add **three or more** football selections to your bet slip, each at odds of 1.20 or more.
2. Place the combo: the boost shows on the slip before you confirm.
3. When the combo wins, the boost is paid with your winnings.

The more selections, the bigger the boost: the current steps are shown with the combo boost on the promotions page.

See all current offers on the [promotions page](/sports/promotions). The [general betting rules](/sports/general-rules) apply. 18+. Please play responsibly.`,
        },
        de: {
          title: 'Wochenend-Fußball-Boost',
          seoTitle: 'Wochenend-Fußball-Boost: höhere Kombi-Gewinne',
          seoDescription:
            'Spiele am Wochenende eine Fußball-Kombi mit drei oder mehr Auswahlen und erhalte einen höheren Gewinn.',
          seoKeywords: ['Fußball', 'Kombi-Boost', 'Wochenendangebot'],
          body: `An jedem Wochenende zahlen Fußball-Kombis mehr.

## So funktioniert es
1. Lege **drei oder mehr** Fußball-Auswahlen mit einer Quote von jeweils mindestens 1,20 auf deinen Wettschein.
2. Platziere die Kombi: Der Boost steht auf dem Wettschein, bevor du bestätigst.
3. Gewinnt die Kombi, wird der Boost mit deinem Gewinn ausgezahlt.

Je mehr Auswahlen, desto größer der Boost: Die aktuellen Stufen stehen beim Kombi-Boost auf der Aktionsseite.

Alle aktuellen Angebote findest du auf der [Aktionsseite](/sports/de/promotions). Es gelten die [allgemeinen Wettregeln](/sports/de/general-rules). 18+. Bitte spiele verantwortungsvoll.`,
        },
      },
    },
    clock.now(),
  );
  return page !== null;
}
