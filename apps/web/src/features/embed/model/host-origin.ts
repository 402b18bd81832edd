// Where the frame's messages may go (decision 0042): never `*`. When the browser names the page
// that frames us (`location.ancestorOrigins`, else the referrer's origin), only that origin, and
// only if it is allowed; when it does not, every allowed origin: `postMessage` delivers to the
// one the parent really has and drops the others.
import { isAllowedOrigin, normalizeOrigin } from '@sportsbook/embed/protocol';

export function messageTargets(
  allowed: readonly string[],
  parentHint: string | null | undefined,
): readonly string[] {
  const parent = parentHint ? normalizeOrigin(parentHint) : null;
  if (parent === null) return allowed;
  return isAllowedOrigin(parent, allowed) ? [parent] : [];
}
