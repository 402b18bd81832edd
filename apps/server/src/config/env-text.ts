import { z } from 'zod';

/** A yes/no environment value: true, false, 1, 0, yes or no. */
export const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((text) => text === 'true' || text === '1' || text === 'yes');
