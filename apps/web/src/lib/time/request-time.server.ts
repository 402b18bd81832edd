import 'server-only';
import { cache } from 'react';

/**
 * The instant the server renders this request, shared by every component of it: clocks and
 * "today" labels agree with each other, and client islands start from the same instant.
 */
export const requestTime = cache((): number => Date.now());
