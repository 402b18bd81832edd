// Column helpers shared by the schema files.
import { timestamp } from 'drizzle-orm/pg-core';

/** An instant: `timestamp with time zone`, read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
