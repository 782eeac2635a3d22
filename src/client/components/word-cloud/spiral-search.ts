/** A box in collision cells. */
export type CellBox = { x0: number; x1: number; y0: number; y1: number };

/** Radial growth of the spiral per radian (cells): turns lie 2π × this apart vertically, × aspect horizontally. */
const GROWTH = 0.5;
/**
 * Step along the spiral: about STEP cells, but at least MIN_ANGLE_STEP radians (far out, where a cloud of 100 words
 * is already packed, finer steps only multiply the tests: 5× more for the same fill) and at most MAX_ANGLE_STEP.
 */
const STEP = 2;
const MIN_ANGLE_STEP = 0.05;
const MAX_ANGLE_STEP = 0.3;

/**
 * An archimedean spiral's cells, stretched horizontally by the stage's aspect so the cloud grows into the stage's
 * shape: computed once per aspect and extended as far as a search needs, each cell listed once, in order.
 */
export class Spiral {
  private xs = new Int32Array(1024);
  private ys = new Int32Array(1024);
  /** Distance from the start (in turns of the unstretched spiral) of each listed cell. */
  private radii = new Float32Array(1024);
  private length = 0;
  private angle = 0;

  constructor(readonly aspect: number) {}

  /** Lists cells until the spiral's radius passes `radius`. */
  private extendTo(radius: number): void {
    const stretch = Math.max(this.aspect, 0.05);
    const speed = Math.max(stretch, 1);
    let lastX = this.length > 0 ? this.xs[this.length - 1]! : NaN;
    let lastY = this.length > 0 ? this.ys[this.length - 1]! : NaN;
    while (this.length === 0 || this.radii[this.length - 1]! <= radius) {
      const r = GROWTH * this.angle;
      const x = Math.round(stretch * r * Math.cos(this.angle));
      const y = Math.round(r * Math.sin(this.angle));
      this.angle += Math.min(MAX_ANGLE_STEP, Math.max(MIN_ANGLE_STEP, STEP / Math.max(1, r * speed)));
      if (x === lastX && y === lastY) continue;
      if (this.length === this.xs.length) this.grow();
      this.xs[this.length] = x;
      this.ys[this.length] = y;
      this.radii[this.length] = r;
      this.length += 1;
      lastX = x;
      lastY = y;
    }
  }

  private grow(): void {
    const size = this.xs.length * 2;
    const xs = new Int32Array(size);
    const ys = new Int32Array(size);
    const radii = new Float32Array(size);
    xs.set(this.xs);
    ys.set(this.ys);
    radii.set(this.radii);
    this.xs = xs;
    this.ys = ys;
    this.radii = radii;
  }

  /**
   * The first cell, walking out from (startX, startY), for which `accept` holds; null once the spiral has passed
   * every cell of `limit`. Cells outside `limit` are skipped without asking.
   */
  search(startX: number, startY: number, limit: CellBox, accept: (x: number, y: number) => boolean): { x: number; y: number } | null {
    const stretch = Math.max(this.aspect, 0.05);
    // Done once the vertical radius reaches every corner of the limit box (in the stretched metric).
    const reachX = Math.max(Math.abs(limit.x0 - startX), Math.abs(limit.x1 - startX)) / stretch;
    const reachY = Math.max(Math.abs(limit.y0 - startY), Math.abs(limit.y1 - startY));
    const maxRadius = Math.hypot(reachX, reachY) + 2;
    this.extendTo(maxRadius);
    const { xs, ys, radii } = this;
    for (let index = 0; index < this.length; index++) {
      if (radii[index]! > maxRadius) return null;
      const x = startX + xs[index]!;
      const y = startY + ys[index]!;
      if (x >= limit.x0 && x <= limit.x1 && y >= limit.y0 && y <= limit.y1 && accept(x, y)) return { x, y };
    }
    return null;
  }
}
