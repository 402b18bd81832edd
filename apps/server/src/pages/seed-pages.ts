// What every start seeds (decision 0044): the information pages always, the demo promotion page
// with the demo data. Idempotent: existing pages are left as the operator has them.
import type { DbOrTx } from '../db/client';
import type { Clock } from '../shared/clock';
import { seedDefaultPages } from './default-pages';
import { seedDemoPages } from './demo-pages';
import { PagesRepository } from './pages-repository';

export async function seedPages(
  db: DbOrTx,
  clock: Clock,
  options: { demo: boolean },
): Promise<{ created: string[]; demo: boolean }> {
  const repository = new PagesRepository(db);
  const created = await seedDefaultPages(repository, clock);
  const demo = options.demo && (await seedDemoPages(repository, clock));
  return { created, demo };
}
