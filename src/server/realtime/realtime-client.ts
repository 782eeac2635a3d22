/** A connected browser as the hub sees it. */
export interface RealtimeClient {
  send(message: Buffer): void;
  /** Bytes queued in the socket but not yet written to the network. */
  readonly bufferedAmount: number;
  close(code: number, reason: string): void;
}
