// The sportsbook's host SDK: `mount(element, options)` and the protocol's types.
export {
  type EmbedEventName,
  type EmbedEvents,
  type EmbedHandle,
  type MountOptions,
  frameUrl,
  mount,
} from './host.js';
export {
  DELEGABLE_ACTIONS,
  MESSAGE_PREFIX,
  PROTOCOL_VERSION,
  type DelegableAction,
  type EmbedTheme,
  type FrameEvents,
  type FrameMessage,
  type HostCommands,
  type HostMessage,
  type SelectionRef,
  isAllowedOrigin,
  normalizeOrigin,
  parseFrameMessage,
  parseHostMessage,
} from './protocol.js';
