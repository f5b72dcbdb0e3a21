// Playing a table without a mouse (issue 18): the Tab order, the arrows on the board, the
// arrows and Escape in the action menu, the focus kept on the board across redraws, and the
// log read out to screen readers.
// Ids: #board (its stops: the lit [data-target] elements and any control the renderer made
// focusable), #action-menu button, #actions button, #undo, #confirm-dialog, #announce (a
// visually hidden aria-live region: one <p> per new log entry, the newest last).
//
// The Tab order: what comes before the board, then the board's stops in reading order
// (top to bottom, left to right), then the action list, then Undo, then the rest of the
// page. The DOM order alone cannot give it: a renderer draws its pieces in painting order,
// and Undo sits above the list it belongs after.

import { el } from "./api.js";
import { logLine } from "./game.js";

const TABBABLE = [
  "a[href]", "button:not([disabled])", "select:not([disabled])", "textarea:not([disabled])",
  'input:not([disabled]):not([type="hidden"])', '[tabindex]:not([tabindex^="-"])',
].join(", ");
const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
const SVG_NS = "http://www.w3.org/2000/svg";
const HEARD_AT_MOST = 3; // log entries read out at once (after a reconnection, say)

const keys = {
  keyboard: false, // the last input was a key, not a pointer: the focus may be moved for it
  playing: false, // the focus was last on the board, its menu, the actions or a confirmation
  target: null, // the data-target id last focused on the board
  opener: null, // the element that opened #action-menu, and its data-target id
  openerTarget: null,
  heard: null, // the highest log index already in the page (null before the first state)
  closeMenu: () => {},
};

// -- where the stops are -------------------------------------------------------------------

function shown(node) {
  return node.getClientRects().length > 0 && !node.closest("[hidden], dialog:not([open])");
}

function centre(node) {
  const box = node.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Nodes in reading order: rows from the top (a node joins a row when its top is above
 * the middle of the shorter of it and the row's first node), each row from the left. */
export function readingOrder(nodes) {
  const items = nodes.map((node) => ({ node, box: node.getBoundingClientRect() }));
  items.sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
  const rows = [];
  for (const item of items) {
    const row = rows[rows.length - 1];
    const lead = row && row[0].box;
    if (lead && item.box.top < lead.top + Math.min(lead.height, item.box.height) / 2) row.push(item);
    else rows.push([item]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.box.left - b.box.left).map((item) => item.node));
}

/** What the focus stops at on the board, in reading order. */
function boardStops() {
  const board = document.getElementById("board");
  return board ? readingOrder([...board.querySelectorAll(TABBABLE)].filter(shown)) : [];
}

function litTargets() {
  return boardStops().filter((node) => node.matches("[data-target].legal"));
}

function actionStops() {
  const stops = [...document.querySelectorAll("#actions button")];
  const undo = document.getElementById("undo");
  if (undo) stops.push(undo);
  return stops.filter((node) => !node.disabled && shown(node));
}

/** The page's Tab order: the DOM's, with the board, the actions and Undo in our order. */
function tabOrder() {
  const zone = [...boardStops(), ...actionStops()];
  const inZone = new Set(zone);
  const all = [...document.querySelectorAll(TABBABLE)].filter(shown);
  const first = all.findIndex((node) => inZone.has(node));
  if (first < 0) return all;
  const rest = all.filter((node) => !inZone.has(node));
  return [...rest.slice(0, first), ...zone, ...rest.slice(first)];
}

function playing(node) {
  return Boolean(node && node.closest && node.closest("#board, #action-menu, #actions, #undo, #confirm-dialog"));
}

// -- moving the focus ----------------------------------------------------------------------

/** The stop nearest `from` in the direction (dx, dy): within 45 degrees of it if any,
 * else anywhere on that side; stops drawn at the same place follow the reading order. */
function nearest(from, stops, [dx, dy]) {
  const here = centre(from);
  const at = stops.indexOf(from);
  const forward = dx + dy > 0;
  const scored = [];
  stops.forEach((node, i) => {
    if (node === from) return;
    const there = centre(node);
    let along = (there.x - here.x) * dx + (there.y - here.y) * dy;
    const across = Math.abs((there.x - here.x) * dy + (there.y - here.y) * dx);
    if (along === 0 && across === 0) along = (i > at) === forward ? 0.001 : 0;
    if (along > 0) scored.push({ node, cone: along >= across, score: along + 2 * across });
  });
  const pick = (list) => list.reduce((best, item) => (!best || item.score < best.score ? item : best), null);
  const best = pick(scored.filter((item) => item.cone)) || pick(scored);
  return best ? best.node : null;
}

function onBoardKey(event) {
  const stops = boardStops();
  const from = event.target;
  if (!stops.includes(from) || from.matches("select, input, textarea")) return;
  let to = null;
  if (event.key in ARROWS) to = nearest(from, stops, ARROWS[event.key]);
  else if (event.key === "Home") to = stops[0];
  else if (event.key === "End") to = stops[stops.length - 1];
  else return;
  event.preventDefault(); // no scrolling: the arrows are the board's here
  if (to) to.focus();
}

function onTab(event) {
  if (event.key !== "Tab" || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (document.querySelector("dialog[open]")) return; // a modal keeps its own order
  const here = document.activeElement;
  if (!here || here === document.body || here.closest("#action-menu")) return;
  const order = tabOrder();
  const at = order.indexOf(here);
  const next = at < 0 ? null : order[at + (event.shiftKey ? -1 : 1)];
  if (!next) return; // off either end of the page: the browser's way
  event.preventDefault();
  next.focus();
}

// -- the action menu -----------------------------------------------------------------------

function onMenuKey(event) {
  const menu = document.getElementById("action-menu");
  if (!menu) return;
  if (event.key === "Escape") {
    event.preventDefault();
    keys.closeMenu();
    backToOpener();
    return;
  }
  if (!menu.contains(event.target)) return;
  const items = [...menu.querySelectorAll("button")];
  const at = items.indexOf(event.target);
  const moves = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
  if (!(event.key in moves) || !items.length) return;
  event.preventDefault();
  items[(moves[event.key] + items.length) % items.length].focus();
}

function backToOpener() {
  let node = keys.opener;
  if (!node || !node.isConnected) {
    node = keys.openerTarget
      ? document.querySelector(`#board [data-target="${CSS.escape(keys.openerTarget)}"].legal`)
      : null;
  }
  if (node) node.focus();
  else keepFocus();
}

// -- the focus ring ------------------------------------------------------------------------

/** The box of `node` in the user units of `svg` (its nearest SVG), or null if not drawn. */
function boxIn(svg, node) {
  const [outer, inner] = [svg.getScreenCTM(), node.getScreenCTM()];
  if (!outer || !inner || typeof node.getBBox !== "function") return null;
  const box = node.getBBox();
  const toSvg = outer.inverse().multiply(inner);
  const corners = [[box.x, box.y], [box.x + box.width, box.y], [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height]].map(([x, y]) => new DOMPoint(x, y).matrixTransform(toSvg));
  const [xs, ys] = [corners.map((p) => p.x), corners.map((p) => p.y)];
  const [x, y] = [Math.min(...xs), Math.min(...ys)];
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

// A target drawn early in its SVG is partly covered by what is drawn after it, its outline
// and stroke too: the ring is drawn again on top, as the SVG's last child, while the
// target has the keyboard's focus (g.kb-ring: two rects, pointer-events none).
function ringAround(node) {
  const svg = node.ownerSVGElement;
  const box = svg && node.matches(":focus-visible") ? boxIn(svg, node) : null;
  if (!box) return;
  const ring = document.createElementNS(SVG_NS, "g");
  ring.setAttribute("class", "kb-ring");
  ring.setAttribute("aria-hidden", "true");
  const pad = 3;
  for (const part of ["kb-ring-out", "kb-ring-in"]) { // dark and light: seen on any colour
    const rect = document.createElementNS(SVG_NS, "rect");
    rect.setAttribute("class", part);
    rect.setAttribute("x", String(box.x - pad));
    rect.setAttribute("y", String(box.y - pad));
    rect.setAttribute("width", String(box.width + 2 * pad));
    rect.setAttribute("height", String(box.height + 2 * pad));
    rect.setAttribute("rx", "4");
    ring.append(rect);
  }
  svg.append(ring);
}

function dropRings() {
  for (const ring of document.querySelectorAll("#board .kb-ring")) ring.remove();
}

function onFocusIn(event) {
  const node = event.target;
  dropRings();
  if (node.closest && node.closest("#board")) ringAround(node);
  keys.playing = playing(node);
  const target = node.closest && node.closest("#board [data-target]");
  if (target) keys.target = target.dataset.target;
  const from = event.relatedTarget;
  if (node.closest && node.closest("#action-menu") && from && !from.closest("#action-menu")) {
    keys.opener = from;
    keys.openerTarget = from.dataset ? from.dataset.target || null : null;
  }
}

// -- after a redraw ------------------------------------------------------------------------

/** Call after the board, the actions and Undo are drawn: a keyboard player whose focus
 * was on them (and went away with the old elements) gets it back on the board: the same
 * target if it is still lit, else the first lit one, else the first action (none while
 * the others play: it comes back with the player's next move). */
export function keepFocus() {
  if (!keys.keyboard || !keys.playing) return;
  const here = document.activeElement;
  if (here && here !== document.body && here.isConnected) return;
  const lit = litTargets();
  const same = keys.target ? lit.find((node) => node.dataset.target === keys.target) : null;
  // Never Undo: Enter there would take back the move just played.
  const next = same || lit[0] || boardStops()[0] || document.querySelector("#actions button:not([disabled])");
  if (next) next.focus(); // else nothing to do now: the next redraw tries again
}

/** Read the log entries that are new since the last call out to screen readers (#announce);
 * the log of the first state is the page's past, not news; a language or a name change
 * rewrites old entries, which are not read again. */
export function announceLog(entries) {
  const newest = entries.reduce((top, entry) => Math.max(top, entry.index), -1);
  const heard = keys.heard;
  keys.heard = newest; // after an undo, the entries past it are news again
  const region = document.getElementById("announce");
  if (heard === null || !region) return;
  const fresh = entries.filter((entry) => entry.index > heard).sort((a, b) => a.index - b.index);
  for (const entry of fresh.slice(-HEARD_AT_MOST)) region.append(el("p", { text: logLine(entry) }));
  while (region.children.length > HEARD_AT_MOST) region.firstElementChild.remove();
}

/** Wire the keys; `closeMenu` is the page's (it closes #action-menu). */
export function wireKeyboard({ closeMenu }) {
  keys.closeMenu = closeMenu;
  document.addEventListener("keydown", () => {
    keys.keyboard = true;
  }, true);
  document.addEventListener("pointerdown", () => {
    keys.keyboard = false;
  }, true);
  document.addEventListener("keydown", onMenuKey, true); // before the page's own Escape
  document.addEventListener("keydown", onTab);
  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusout", dropRings);
  const board = document.getElementById("board");
  if (board) board.addEventListener("keydown", onBoardKey);
}
