/** A connected browser as the hub sees it. */
export interface RealtimeClient {
  send(message: Buffer): void;
  /** Bytes queued in the socket but not yet written to the network. */
  readonly bufferedAmount: number;
  /**
   * Whether the queue may have grown past the socket's own stream mark (64 KB, below every mark the slow-socket policy
   * acts on): a write was told to wait and the socket has not drained since. While false, nothing needs its size.
   */
  readonly backlogged: boolean;
  close(code: number, reason: string): void;
}
