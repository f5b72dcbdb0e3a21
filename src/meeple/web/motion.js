// Movement between two drawings of a board: a renderer redraws #board from scratch, so a
// piece that changed place would jump there. Elements carrying `data-motion` (stable and unique
// within the board: "pawn:2", "die:3", "card:12") are measured before the redraw and
// after it; one that is found at another place glides from the old place to the new one
// (FLIP, with the Web Animations API), one that is new fades in. Nothing moves under
// prefers-reduced-motion. The last move stays highlighted (.last-move): the board element
// its action targeted (the state message's `last.target`) and the keyed elements it moved,
// until the next move.

export const DURATION = 300; // ms: long enough to follow, short enough not to wait for
const EASING = "ease";
const MIN_SHIFT = 2; // px: a smaller shift is a redraw at the same place, not a move

// Where an element is on the screen: an SVG element's own origin (its box would shift when a
// ring is drawn around the current pawn), an HTML element's top left corner.
function place(node) {
  if (node instanceof SVGGraphicsElement) {
    const m = node.getScreenCTM();
    if (m) return { x: m.e, y: m.f };
  }
  const box = node.getBoundingClientRect();
  return { x: box.left, y: box.top };
}

/** Where every keyed element of `root` is, and the value it shows (a die's face), by key. */
export function snapshot(root) {
  const seen = new Map();
  for (const node of root.querySelectorAll("[data-motion]")) {
    // a glide still running would be measured mid-way: the piece is where it was drawn
    for (const running of node.getAnimations()) running.cancel();
    seen.set(node.dataset.motion, { ...place(node), frame: framePlace(node), value: node.dataset.value });
  }
  return seen;
}

// What a keyed element sits in: its drawing (an SVG piece) or its panel (a card in a hand).
// When only that moved (a panel grew above it), the layout shifted and nothing was played
// there: the piece glides along but is not part of the last move's highlight.
function framePlace(node) {
  const frame = node.ownerSVGElement || node.closest("section, [data-seat]") || node.parentElement;
  if (!frame) return { x: 0, y: 0 };
  const box = frame.getBoundingClientRect();
  return { x: box.left, y: box.top };
}

function reducedMotion() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

// A shift on the screen in the units the element's `translate` is read in: CSS px for an
// HTML element, the parent's user units for an SVG one (its viewBox may scale it).
function localShift(node, dx, dy) {
  const parent = node.parentNode;
  if (!(node instanceof SVGElement) || !(parent instanceof SVGGraphicsElement)) return [dx, dy];
  const m = parent.getScreenCTM();
  if (!m) return [dx, dy];
  const det = m.a * m.d - m.b * m.c;
  if (!det) return [dx, dy];
  return [(m.d * dx - m.c * dy) / det, (m.a * dy - m.b * dx) / det];
}

// The individual `translate` property composes with `transform` (an SVG element's transform
// attribute included), so the element's own placement is kept while it glides.
function glide(node, dx, dy) {
  const [x, y] = localShift(node, dx, dy);
  return node.animate([{ translate: `${x}px ${y}px` }, { translate: "0px 0px" }], { duration: DURATION, easing: EASING });
}

function fadeIn(node) {
  return node.animate([{ opacity: 0 }, { opacity: 1 }], { duration: DURATION, easing: EASING });
}

// A keyed element inside another one that moves moves with it: only the outer one glides.
function insideMoved(node, moved) {
  const outer = node.parentElement && node.parentElement.closest("[data-motion]");
  return Boolean(outer && moved.has(outer));
}

/** Animate `root`'s keyed elements from the places in `before` (a snapshot) to where they
 * are now; the keys of those found at another place. Under reduced motion nothing is
 * animated, but the moved keys are still given (the highlight needs them). */
export function animateMoves(root, before) {
  const movedKeys = new Set();
  if (!before || !before.size) return movedKeys;
  const still = reducedMotion();
  const moved = new Set();
  for (const node of root.querySelectorAll("[data-motion]")) {
    const key = node.dataset.motion;
    const old = before.get(key);
    // new, or a die showing another face: it appears
    if (!old || old.value !== node.dataset.value) {
      if (!still && !insideMoved(node, moved)) fadeIn(node);
      if (!old) continue;
    }
    const now = place(node);
    const dx = old.x - now.x;
    const dy = old.y - now.y;
    if (Math.abs(dx) < MIN_SHIFT && Math.abs(dy) < MIN_SHIFT) continue;
    if (insideMoved(node, moved)) continue;
    moved.add(node);
    const frame = framePlace(node);
    const played = Math.abs(dx - (old.frame.x - frame.x)) >= MIN_SHIFT || Math.abs(dy - (old.frame.y - frame.y)) >= MIN_SHIFT;
    if (played) movedKeys.add(key);
    if (!still) glide(node, dx, dy);
  }
  return movedKeys;
}

// The last move's highlight, per board: the step it belongs to and the keys it moved, so a
// redraw at the same step (someone came, the language changed) keeps it.
const lastMoves = new WeakMap();

/** Mark the last move in `root`: the elements its action targeted (`last.target`) and the
 * keyed elements that moved to show it (`movedKeys`, at a new `step`), with `.last-move`. */
export function markLastMove(root, step, last, movedKeys) {
  const known = lastMoves.get(root);
  const keys = known && step !== null && known.step === step ? new Set([...known.keys, ...movedKeys]) : movedKeys;
  lastMoves.set(root, { step, keys });
  for (const node of root.querySelectorAll(".last-move")) node.classList.remove("last-move");
  for (const node of root.querySelectorAll("[data-motion]")) {
    if (keys.has(node.dataset.motion)) node.classList.add("last-move");
  }
  if (last && last.target) {
    for (const node of root.querySelectorAll("[data-target]")) {
      if (node.dataset.target === last.target) node.classList.add("last-move");
    }
  }
}
