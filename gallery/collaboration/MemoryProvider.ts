import type {Provider, ProviderAwareness, UserState} from '@lexical/yjs';
import * as Y from 'yjs';

/** The events of the Provider interface and their listeners' signatures. */
interface ProviderEvents {
  sync: (isSynced: boolean) => void;
  status: (event: {status: string}) => void;
  update: (update: unknown) => void;
  reload: (doc: Y.Doc) => void;
}
type ProviderEvent = keyof ProviderEvents;

/**
 * Stands in for a network: it passes Yjs updates and awareness changes between the providers that are
 * connected to it. Messages are queued and delivered on a timer, as a socket would deliver them later,
 * so that no editor receives a remote change in the middle of its own update.
 */
export class MemoryRelay {
  private readonly peers = new Set<MemoryProvider>();
  private queue: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  isConnected(provider: MemoryProvider): boolean {
    return this.peers.has(provider);
  }

  /** The other providers that are online, as `provider` sees them (none while it is offline). */
  peersOf(provider: MemoryProvider): MemoryProvider[] {
    if (!this.peers.has(provider)) return [];
    return [...this.peers].filter((peer) => peer !== provider);
  }

  join(provider: MemoryProvider): void {
    this.send(() => {
      // Skipped if the provider went offline again, or joined already, before this was delivered.
      if (!provider.wantsConnection || this.peers.has(provider)) return;
      this.peers.add(provider);
      // Catch up both ways: each side sends what the other's state vector says it is missing. This is
      // how edits made while offline reach the other side.
      for (const peer of this.peersOf(provider)) {
        const missingForPeer = Y.encodeStateAsUpdate(provider.doc, Y.encodeStateVector(peer.doc));
        const missingForProvider = Y.encodeStateAsUpdate(peer.doc, Y.encodeStateVector(provider.doc));
        Y.applyUpdate(peer.doc, missingForPeer, this);
        Y.applyUpdate(provider.doc, missingForProvider, this);
        peer.awareness.notify();
      }
      provider.awareness.notify();
      provider.emit('status', {status: 'connected'});
      provider.emit('sync', true);
    });
  }

  leave(provider: MemoryProvider): void {
    const wasConnected = this.peers.delete(provider);
    if (!wasConnected) return;
    const peers = [...this.peers];
    this.send(() => {
      provider.emit('status', {status: 'disconnected'});
      // Peers drop the cursor of a client whose awareness state is gone.
      for (const peer of peers) peer.awareness.notify();
      provider.awareness.notify();
    });
  }

  broadcastUpdate(from: MemoryProvider, update: Uint8Array): void {
    for (const peer of this.peersOf(from)) {
      this.send(() => {
        // Dropped if either side went offline meanwhile; the catch-up on the next join repairs it.
        if (this.isConnected(peer) && this.isConnected(from)) Y.applyUpdate(peer.doc, update, this);
      });
    }
  }

  broadcastAwareness(from: MemoryProvider): void {
    for (const peer of this.peersOf(from)) this.send(() => peer.awareness.notify());
  }

  /** Accepts messages again after close() (React may unmount and remount the app). */
  open(): void {
    this.closed = false;
  }

  /** Drops undelivered messages and refuses new ones; called when the app unmounts. */
  close(): void {
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.queue = [];
  }

  private send(message: () => void): void {
    if (this.closed) return;
    this.queue.push(message);
    if (this.timer === null) {
      this.timer = setTimeout(() => this.flush(), 0);
    }
  }

  private flush(): void {
    this.timer = null;
    const messages = this.queue;
    this.queue = [];
    for (const message of messages) message();
  }
}

/** Who is here and where their selection is: the local state plus the states of connected peers. */
class MemoryAwareness implements ProviderAwareness {
  private localState: UserState | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly provider: MemoryProvider) {}

  getLocalState(): UserState | null {
    return this.localState;
  }

  setLocalState(state: UserState | null): void {
    // A copy: peers see a change only once it is set here, not when the caller edits its own object.
    this.localState = state === null ? null : {...state};
    this.provider.relay.broadcastAwareness(this.provider);
  }

  setLocalStateField(field: string, value: unknown): void {
    if (this.localState !== null) this.setLocalState({...this.localState, [field]: value});
  }

  getStates(): Map<number, UserState> {
    const states = new Map<number, UserState>();
    if (this.localState !== null) states.set(this.provider.doc.clientID, this.localState);
    for (const peer of this.provider.relay.peersOf(this.provider)) {
      const state = peer.awareness.getLocalState();
      if (state !== null) states.set(peer.doc.clientID, state);
    }
    return states;
  }

  on(_type: 'update', callback: () => void): void {
    this.listeners.add(callback);
  }

  off(_type: 'update', callback: () => void): void {
    this.listeners.delete(callback);
  }

  /** Tells Lexical to redraw remote cursors from getStates(). */
  notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** A Yjs provider for @lexical/yjs whose "server" is a MemoryRelay on the same page. */
export class MemoryProvider implements Provider {
  readonly awareness: MemoryAwareness;
  wantsConnection = false;
  private readonly listeners: {[E in ProviderEvent]: Set<ProviderEvents[E]>} = {
    sync: new Set(),
    status: new Set(),
    update: new Set(),
    reload: new Set(),
  };

  constructor(
    readonly relay: MemoryRelay,
    readonly doc: Y.Doc,
  ) {
    this.awareness = new MemoryAwareness(this);
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      this.emit('update', update);
      // Updates that came from the relay are not sent back to it.
      if (origin !== relay && relay.isConnected(this)) relay.broadcastUpdate(this, update);
    });
  }

  connect(): void {
    this.wantsConnection = true;
    this.relay.join(this);
  }

  disconnect(): void {
    this.wantsConnection = false;
    this.relay.leave(this);
  }

  on<E extends ProviderEvent>(type: E, callback: ProviderEvents[E]): void {
    this.listeners[type].add(callback);
  }

  off<E extends ProviderEvent>(type: E, callback: ProviderEvents[E]): void {
    this.listeners[type].delete(callback);
  }

  emit<E extends ProviderEvent>(type: E, ...payload: Parameters<ProviderEvents[E]>): void {
    for (const listener of [...this.listeners[type]]) {
      (listener as (...args: Parameters<ProviderEvents[E]>) => void)(...payload);
    }
  }
}
