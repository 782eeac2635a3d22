/**
 * QR images by the text they encode, each drawn once while it is asked for: a session's codes are the same for every
 * request (its join link, its dashboard link, with the host's key for a host), and drawing one costs milliseconds of
 * the event loop every live session shares. At most `capacity` are kept, the least recently asked for leaving first;
 * a draw in progress is shared by every request that asks meanwhile, and one that fails is not kept.
 */
export class DrawnCodes {
  private readonly images = new Map<string, Promise<string>>();

  constructor(
    private readonly capacity: number,
    private readonly draw: (text: string) => Promise<string>,
  ) {}

  /** The image of `text`, drawn now only when it is not kept. */
  imageOf(text: string): Promise<string> {
    const kept = this.images.get(text);
    if (kept) {
      // A Map iterates in insertion order: put back last, it is the most recently asked for.
      this.images.delete(text);
      this.images.set(text, kept);
      return kept;
    }
    const drawing = this.draw(text);
    this.images.set(text, drawing);
    drawing.catch(() => {
      if (this.images.get(text) === drawing) this.images.delete(text);
    });
    for (const oldest of this.images.keys()) {
      if (this.images.size <= this.capacity) break;
      this.images.delete(oldest);
    }
    return drawing;
  }

  get size(): number {
    return this.images.size;
  }
}
