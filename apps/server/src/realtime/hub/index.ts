// The embedded realtime hub's public surface (see ../README.md).
export { DISCONNECTS, ERRORS, HubError, UNSUBSCRIBES } from './codes';
export type { Disconnect, HubErrorShape } from './codes';
export type { HubConfig, HubLogger, HubNamespaceConfig } from './config';
export { createRealtimeHub } from './hub';
export type {
  ClientInfo,
  ConnectionFilter,
  HistoryOptions,
  HistoryOutcome,
  HubStats,
  PublishOptions,
  PublishOutcome,
  RealtimeHub,
  RpcContext,
  RpcHandler,
} from './hub';
export { registerHubHttpApi } from './http-api';
export type { HubHttpApiOptions } from './http-api';
