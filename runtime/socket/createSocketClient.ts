/** Spec 000 section 4.6 / section 9. */
export const SOCKET_DEFAULTS = {
  heartbeatMs: 30_000,
  silenceMs: 30_000,
  maxReconnects: 5,
  reconnectDelayMs: 4_000,
};

/** Close codes after which reconnecting would not help: session invalid, idle-locked. */
const FINAL_CLOSES = new Set([4401, 4418]);

export interface SocketClientOptions {
  /** Full ws(s):// URL (no token: it would end up in logs and history). */
  url: () => string;
  /** The session token, sent in the first frame. */
  token: () => string;
  onMessage: (data: unknown) => void;
  /** A connection failed or dropped (the caller warns); `final` when no reconnect follows. */
  onError?: (final: boolean) => void;
  /** A (re)connection is open. */
  onOpen?: () => void;
  heartbeatMs?: number;
  silenceMs?: number;
  maxReconnects?: number;
  reconnectDelayMs?: number;
  /** Injection point for tests. */
  createSocket?: (url: string) => WebSocket;
}

export interface SocketClient {
  stop(): void;
}

/** ws on http, wss on https. */
export function socketUrl(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/websocket`;
}

/**
 * A self-healing socket: sends a hello carrying the token on open, pings every `heartbeatMs`, closes
 * when the server stays silent `silenceMs` after a ping, and reconnects up to
 * `maxReconnects` times `reconnectDelayMs` apart (the count resets once a connection opens).
 */
export function createSocketClient(options: SocketClientOptions): SocketClient {
  const o = { ...SOCKET_DEFAULTS, ...options };
  const make = o.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempts = 0;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const clearTimers = () => {
    clearTimeout(heartbeat);
    clearTimeout(silence);
  };

  const scheduleHeartbeat = () => {
    clearTimers();
    heartbeat = setTimeout(() => {
      if (socket?.readyState !== 1) return;
      socket.send(JSON.stringify({ type: 'ping' }));
      silence = setTimeout(() => socket?.close(), o.silenceMs);
    }, o.heartbeatMs);
  };

  const reconnect = () => {
    if (stopped) return;
    const final = attempts >= o.maxReconnects;
    o.onError?.(final);
    if (final) return;
    attempts += 1;
    retry = setTimeout(connect, o.reconnectDelayMs);
  };

  function connect() {
    if (stopped) return;
    let failed = false;
    const s = make(o.url());
    socket = s;
    s.onopen = () => {
      attempts = 0;
      s.send(JSON.stringify({ type: 'hello', token: o.token() }));
      scheduleHeartbeat();
      o.onOpen?.();
    };
    s.onmessage = (event) => {
      scheduleHeartbeat();
      let frame: unknown = event.data;
      try {
        frame = JSON.parse(String(event.data));
      } catch {
        /* a plain-text frame */
      }
      const typed = frame as { type?: string; data?: unknown };
      if (typed?.type === 'message') o.onMessage(typed.data);
    };
    const fail = (event?: CloseEvent) => {
      if (failed || socket !== s) return;
      failed = true;
      clearTimers();
      socket = null;
      if (stopped) return;
      if (event && FINAL_CLOSES.has(event.code)) return;
      reconnect();
    };
    s.onerror = () => {
      s.close();
      fail();
    };
    s.onclose = (event) => fail(event);
  }

  connect();
  return {
    stop() {
      stopped = true;
      clearTimers();
      clearTimeout(retry);
      const s = socket;
      socket = null;
      s?.close();
    },
  };
}
