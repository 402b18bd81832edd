import 'server-only';
import { cookies } from 'next/headers';
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE, isValidTimeZone } from './time-zone';

/** The visitor's time zone from the cookie, or UTC. */
export async function readTimeZone(): Promise<string> {
  const value = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  return isValidTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}
