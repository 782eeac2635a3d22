/** A box on screen, in viewport pixels (what getBoundingClientRect gives). */
export type Box = { top: number; bottom: number; left: number; right: number };

/**
 * Where the toasts stand: the screen edge they grow from, how far from it they sit (sonner's offset), the columns
 * they span and how deep their stack reaches.
 */
export type ToastLane = { edge: "top" | "bottom"; offset: number; left: number; right: number; depth: number };

/** Room left between the stack and a box it keeps clear of. */
const GAP_PX = 8;

/**
 * How far (px) to move the toasts away from their edge so that the strip their stack takes covers none of `keepClear`
 * (boxes in other columns or off screen do not count): the place nearest the edge, 0 when the edge itself is clear.
 * When no place on screen is clear, 0: the spec's place.
 */
export function toastClearance(lane: ToastLane, viewportHeight: number, keepClear: Box[]): number {
  const inLane = keepClear.filter((box) => box.bottom > box.top && box.right > lane.left && box.left < lane.right && box.bottom > 0 && box.top < viewportHeight);
  const strip = (clearance: number) => {
    const near = lane.offset + clearance;
    return lane.edge === "top" ? { top: near, bottom: near + lane.depth } : { top: viewportHeight - near - lane.depth, bottom: viewportHeight - near };
  };
  const isClear = (clearance: number) => {
    const { top, bottom } = strip(clearance);
    return top >= 0 && bottom <= viewportHeight && inLane.every((box) => box.bottom + GAP_PX <= top || box.top - GAP_PX >= bottom);
  };
  // Just past each box, seen from the edge: the only places where the strip can first be clear.
  const pastEach = inLane.map((box) => (lane.edge === "top" ? box.bottom + GAP_PX : viewportHeight - box.top + GAP_PX) - lane.offset);
  const candidates = [0, ...pastEach.filter((clearance) => clearance > 0).sort((a, b) => a - b)];
  return candidates.find(isClear) ?? 0;
}
