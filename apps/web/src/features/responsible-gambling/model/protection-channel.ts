// Cross-tab sync of the reality-check and out-of-session-limit notices (spec section 2): one
// BroadcastChannel whose name ends with `-channel`. A tab that opens a notice tells the others,
// and the tab where the player answers tells the others to close theirs.

export const PROTECTION_CHANNEL = 'sportsbook-protection-channel';

export type ChannelMessage =
  | { type: 'reality-check-open'; durationSeconds: number; totals: RealityCheckTotalsWire[] }
  | { type: 'reality-check-answered' }
  | { type: 'session-limit-open'; resumeAt: string | null }
  | { type: 'session-limit-answered' }
  | { type: 'signed-out' };

interface RealityCheckTotalsWire {
  currency: string;
  stakes: number;
  winnings: number;
  net: number;
}

export interface ProtectionChannel {
  post(message: ChannelMessage): void;
  close(): void;
}

const TYPES = new Set<ChannelMessage['type']>([
  'reality-check-open',
  'reality-check-answered',
  'session-limit-open',
  'session-limit-answered',
  'signed-out',
]);

/** Only messages of the shapes above count: another script may share the channel name. */
export function readChannelMessage(data: unknown): ChannelMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !TYPES.has(type as ChannelMessage['type'])) return null;
  const message = data as Record<string, unknown>;
  if (type === 'reality-check-open') {
    if (typeof message.durationSeconds !== 'number' || !Array.isArray(message.totals)) return null;
    const totals = (message.totals as unknown[]).filter(
      (item): item is RealityCheckTotalsWire =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as RealityCheckTotalsWire).currency === 'string' &&
        ['stakes', 'winnings', 'net'].every(
          (key) => typeof (item as unknown as Record<string, unknown>)[key] === 'number',
        ),
    );
    return { type, durationSeconds: message.durationSeconds, totals };
  }
  if (type === 'session-limit-open') {
    const resumeAt = typeof message.resumeAt === 'string' ? message.resumeAt : null;
    return { type, resumeAt };
  }
  return { type } as ChannelMessage;
}

/** The channel, or one that goes nowhere where the browser has none (old Safari, tests). */
export function openProtectionChannel(
  onMessage: (message: ChannelMessage) => void,
  create: (name: string) => BroadcastChannel | null = (name) =>
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null,
): ProtectionChannel {
  const channel = create(PROTECTION_CHANNEL);
  if (!channel) return { post: () => undefined, close: () => undefined };
  channel.onmessage = (event: MessageEvent) => {
    const message = readChannelMessage(event.data);
    if (message) onMessage(message);
  };
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}
