export { createSocketClient, socketUrl, SOCKET_DEFAULTS } from './createSocketClient';
export type { SocketClient, SocketClientOptions } from './createSocketClient';
export { useMessageSocket } from './useMessageSocket';
