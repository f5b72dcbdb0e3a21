// Forbidden Desert's renderer for the meeple web client (contract: server/PROTOCOL.md).
// Draws into root: div.fd > svg.fd-board (the desert, the storm meter, the piles, the
// flying machine) + div.fd-side (a forecast box when there is one, then the seat panels).
// Hooks for tests and for the page:
//   cells        g.fd-cell[data-cell=<a1..e5>][data-target="tile:<cell>"]
//                  [data-excavated=true|false][data-kind][data-sand=<n>][data-blocked=true|false]
//                (the storm's eye is g.fd-cell.fd-storm[data-cell][data-storm="true"], no target)
//   parts        g.fd-part[data-target="part:<part>"][data-part] on their tile or in the eye
//   pawns        g.fd-pawn[data-seat][data-role][data-cell]
//   storm meter  g[data-testid="storm-meter"][data-level][data-draws]
//   piles        [data-testid="storm-deck"][data-target="storm-deck"][data-count],
//                [data-testid="storm-discard"|"equipment-deck"|"sand-supply"][data-count]
//   last drawn   g[data-testid="storm-last"] > g.fd-storm-card[data-card]
//   machine      g[data-testid="flying-machine"][data-target="launch-pad"]
//                  > g.fd-machine-part[data-part][data-where]
//   seat panels  section.fd-seat[data-seat][data-role] (.me for ctx.seat, .current for the seat to play)
//   canteen      .fd-canteen[data-target="water:<seat>"][data-water][data-canteen]
//   hand cards   .fd-card[data-target="card:<seat>:<index>"][data-kind]
//   peeked cards .fd-peek .fd-scard[data-target="storm:<index>"][data-card]
//   "you" marker .fd-you inside the viewer's panel

import { s, h, wrap, addStyle, wordsFor, fill } from "/static/draw.js";

const ROLE_HEX = {
  red: "#d0342c", black: "#262626", green: "#2e9a4b", white: "#f7f5ee", yellow: "#f2c318", blue: "#1f5fd1",
};
const PART_HEX = { propeller: "#2f6fb6", engine: "#7b4fb0", crystal: "#e0840f", navigation: "#12918a" };
const PARTS = ["propeller", "engine", "crystal", "navigation"];
const CARD_HEX = {
  "dune-blaster": "#c0571f", "jet-pack": "#3f6fa8", "solar-shield": "#d9a400", terrascope: "#6b7f2a",
  "secret-water-reserve": "#1d8fc9", "time-throttle": "#7b4fb0", "storm-tracker": "#8a3a3a",
};
const COLUMNS = "abcde";

// -- geometry ---------------------------------------------------------------------------
const TILE = 100;
const PITCH = 107;
const M = 12; // outer margin
const GX = M + 20; // the grid's left edge (row numbers on its left)
const GY = M + 22; // the grid's top edge (column letters above)
const GRID = 5 * PITCH - (PITCH - TILE);
const STRIP_Y = GY + GRID + 12; // the flying machine, under the grid
const STRIP_H = 78;
const METER_X = GX + GRID + 24;
const METER_W = 58;
const PILE_X = METER_X + METER_W + 20;
const PILE_W = 96;
const VIEW_W = PILE_X + PILE_W + M;
const VIEW_H = STRIP_Y + STRIP_H + M;

/** A catalogue name made for sentences ("the Engine", "l'Hélice") as a label ("Engine", "Hélice"). */
function bare(text) {
  const out = String(text).replace(/^(the|an?|les?|la|une?|des)\s+/i, "").replace(/^l['’]/i, "");
  return out.charAt(0).toUpperCase() + out.slice(1);
}

function cellXY(row, col) {
  return [GX + col * PITCH, GY + row * PITCH];
}

// -- icons (centred on 0,0, about 2*r across) ----------------------------------------------

function partIcon(part, r, { faded = false, plain = false } = {}) {
  const colour = faded ? "#c9bfae" : PART_HEX[part];
  const ink = faded ? "#9a8f7d" : "#fff";
  const k = r / 12;
  const g = s("g", { class: `fd-picon fd-picon-${part}` });
  if (!plain) g.append(s("circle", { r, fill: colour, stroke: faded ? "#9a8f7d" : "#3a2a14", "stroke-width": 1.2 }));
  const fg = plain ? colour : ink;
  if (part === "propeller") {
    const blade = `M0,0 Q${-3.2 * k},${-4.2 * k} 0,${-9 * k} Q${3.2 * k},${-4.2 * k} 0,0 Z`;
    for (const a of [0, 120, 240]) g.append(s("path", { d: blade, fill: fg, transform: `rotate(${a})` }));
    g.append(s("circle", { r: 1.8 * k, fill: plain ? "#fff" : colour, stroke: fg, "stroke-width": 1 }));
  } else if (part === "engine") {
    g.append(s("rect", { x: -7 * k, y: -5 * k, width: 14 * k, height: 10 * k, rx: 2 * k, fill: "none", stroke: fg, "stroke-width": 1.8 * k }));
    g.append(s("circle", { cx: -2.6 * k, cy: 0, r: 2.2 * k, fill: fg }));
    g.append(s("circle", { cx: 3 * k, cy: 0, r: 1.5 * k, fill: fg }));
    g.append(s("path", { d: `M${-4 * k},${-8 * k} L${-4 * k},${-5 * k} M${4 * k},${-8 * k} L${4 * k},${-5 * k}`, stroke: fg, "stroke-width": 1.8 * k }));
  } else if (part === "crystal") {
    g.append(s("path", { d: `M0,${-9 * k} L${6.5 * k},${-2 * k} L0,${9 * k} L${-6.5 * k},${-2 * k} Z`, fill: fg }));
    g.append(s("path", { d: `M${-6.5 * k},${-2 * k} L${6.5 * k},${-2 * k} M0,${-9 * k} L${-2 * k},${-2 * k} L0,${9 * k} M0,${-9 * k} L${2 * k},${-2 * k} L0,${9 * k}`, fill: "none", stroke: plain ? "#fff" : colour, "stroke-width": 0.9 * k }));
  } else {
    g.append(s("circle", { r: 8 * k, fill: "none", stroke: fg, "stroke-width": 1.6 * k }));
    g.append(s("path", { d: `M0,${-6.5 * k} L${2.4 * k},0 L0,${6.5 * k} L${-2.4 * k},0 Z`, fill: fg }));
    g.append(s("path", { d: `M0,${-6.5 * k} L${2.4 * k},0 L${-2.4 * k},0 Z`, fill: plain ? "#d0342c" : "#ffd27a" }));
  }
  return g;
}

function drop(r, colour = "#2f8fd8", attrs = {}) {
  const k = r / 12;
  return s("path", {
    d: `M0,${-11 * k} C${5 * k},${-4 * k} ${8 * k},${0} ${8 * k},${4 * k} A${8 * k},${8 * k} 0 0 1 ${-8 * k},${4 * k} C${-8 * k},0 ${-5 * k},${-4 * k} 0,${-11 * k} Z`,
    fill: colour, stroke: "#fff", "stroke-width": 1.4, ...attrs,
  });
}

function gearIcon(r, colour = "#6a5334") {
  const k = r / 12;
  const g = s("g", { class: "fd-gear" });
  for (let i = 0; i < 8; i++) g.append(s("rect", { x: -2.2 * k, y: -11.5 * k, width: 4.4 * k, height: 5 * k, rx: 1 * k, fill: colour, transform: `rotate(${i * 45})` }));
  g.append(s("circle", { r: 8 * k, fill: colour }));
  g.append(s("circle", { r: 3.3 * k, fill: "#efe5cf" }));
  return g;
}

function tunnelIcon(r) {
  const k = r / 12;
  return s("g", { class: "fd-tunnel" },
    s("path", { d: `M${-12 * k},${9 * k} L${-12 * k},${-1 * k} A${12 * k},${11 * k} 0 0 1 ${12 * k},${-1 * k} L${12 * k},${9 * k} Z`, fill: "#8d7552" }),
    s("path", { d: `M${-7 * k},${9 * k} L${-7 * k},${1 * k} A${7 * k},${7 * k} 0 0 1 ${7 * k},${1 * k} L${7 * k},${9 * k} Z`, fill: "#2b2014" }));
}

function helicopterIcon(r, colour = "#4d5a63") {
  const k = r / 12;
  return s("g", { class: "fd-heli", transform: "rotate(-12)" },
    s("ellipse", { cx: -1 * k, cy: 2 * k, rx: 7 * k, ry: 4.6 * k, fill: colour }),
    s("path", { d: `M${5 * k},${1 * k} L${13 * k},${-1 * k}`, stroke: colour, "stroke-width": 2.2 * k, "stroke-linecap": "round" }),
    s("path", { d: `M${-12 * k},${-6 * k} L${9 * k},${-4 * k} M${-1 * k},${-5 * k} L${-1 * k},${-2 * k}`, stroke: colour, "stroke-width": 1.6 * k, "stroke-linecap": "round" }),
    s("ellipse", { cx: -3.5 * k, cy: 1 * k, rx: 2.4 * k, ry: 2 * k, fill: "#bfe0f2" }));
}

function machineIcon(r, colour = "#5b4a33") {
  const k = r / 12;
  return s("g", { class: "fd-machine-icon" },
    s("path", { d: `M${-13 * k},${-1 * k} Q0,${-8 * k} ${13 * k},${-1 * k} Q0,${-3 * k} ${-13 * k},${-1 * k} Z`, fill: colour }),
    s("ellipse", { cx: 0, cy: 3 * k, rx: 6 * k, ry: 3 * k, fill: colour }),
    s("path", { d: `M${6 * k},${3 * k} L${10 * k},${3 * k} M${10 * k},${-1 * k} L${10 * k},${7 * k}`, stroke: colour, "stroke-width": 1.6 * k, "stroke-linecap": "round" }));
}

function launchIcon(r) {
  const k = r / 12;
  return s("g", { class: "fd-launch" },
    s("rect", { x: -12 * k, y: -12 * k, width: 24 * k, height: 24 * k, rx: 3 * k, fill: "#5d5f63" }),
    s("path", { d: `M0,${-10 * k} L0,${10 * k}`, stroke: "#fff", "stroke-width": 1.6 * k, "stroke-dasharray": `${3 * k} ${2.5 * k}` }),
    s("g", { transform: `translate(0,${-1 * k})` }, machineIcon(r * 0.8, "#ffd27a")));
}

/** A clue: the part, with a double arrow along the row (east-west) or the column (north-south). */
function clueIcon(part, axis, r) {
  const k = r / 12;
  const g = s("g", { class: `fd-clue fd-clue-${axis}` });
  const colour = PART_HEX[part] || "#555";
  const arrow = axis === "row"
    ? `M${-13 * k},0 L${13 * k},0 M${-13 * k},0 l${4 * k},${-4 * k} M${-13 * k},0 l${4 * k},${4 * k} M${13 * k},0 l${-4 * k},${-4 * k} M${13 * k},0 l${-4 * k},${4 * k}`
    : `M0,${-13 * k} L0,${13 * k} M0,${-13 * k} l${-4 * k},${4 * k} M0,${-13 * k} l${4 * k},${4 * k} M0,${13 * k} l${-4 * k},${-4 * k} M0,${13 * k} l${4 * k},${-4 * k}`;
  g.append(s("path", { d: arrow, stroke: colour, "stroke-width": 2.4 * k, fill: "none", "stroke-linecap": "round" }));
  g.append(partIcon(part, 7.5 * k));
  return g;
}

function sunIcon(r) {
  const k = r / 12;
  const g = s("g", {});
  for (let i = 0; i < 8; i++) g.append(s("path", { d: `M0,${-7.5 * k} L0,${-11 * k}`, stroke: "#fff3a8", "stroke-width": 2 * k, "stroke-linecap": "round", transform: `rotate(${i * 45})` }));
  g.append(s("circle", { r: 5.5 * k, fill: "#fff3a8" }));
  return g;
}

function stormUpIcon(r) {
  const k = r / 12;
  return s("g", {},
    s("path", { d: `M${-9 * k},${-6 * k} L${9 * k},${-6 * k} M${-6 * k},${-1 * k} L${6 * k},${-1 * k} M${-3.5 * k},${4 * k} L${3.5 * k},${4 * k} M${-1.5 * k},${8.5 * k} L${1.5 * k},${8.5 * k}`, stroke: "#fff", "stroke-width": 2.3 * k, "stroke-linecap": "round" }),
    s("path", { d: `M${9 * k},${6 * k} L${9 * k},${-11 * k} M${9 * k},${-11 * k} l${-3 * k},${3.5 * k} M${9 * k},${-11 * k} l${3 * k},${3.5 * k}`, stroke: "#ffd27a", "stroke-width": 1.8 * k, fill: "none", "stroke-linecap": "round" }));
}

/** A Wind Blows card's face: an arrow the way the tiles move, and its strength in squares. */
function windIcon(dir, n, r) {
  const k = r / 12;
  const angle = { n: 0, e: 90, s: 180, w: 270 }[dir] ?? 0;
  const g = s("g", {});
  g.append(s("path", { d: `M0,${10 * k} L0,${-7 * k} M${-5 * k},${-3 * k} L0,${-10 * k} L${5 * k},${-3 * k}`, stroke: "#fff", "stroke-width": 2.4 * k, fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round", transform: `rotate(${angle})` }));
  return g;
}

function stormCardInfo(card) {
  if (card === "sun-beats-down") return { colour: "#e58a1c", icon: (r) => sunIcon(r), short: "" };
  if (card === "storm-picks-up") return { colour: "#8a1f1f", icon: (r) => stormUpIcon(r), short: "+1" };
  const m = /^wind-([nesw])(\d)$/.exec(card || "");
  if (m) return { colour: "#b5652a", icon: (r) => windIcon(m[1], Number(m[2]), r), short: m[2], dir: m[1], n: Number(m[2]) };
  return { colour: "#777", icon: () => s("g", {}), short: "?" };
}

function pawnShape(colour, scale = 1) {
  const hex = ROLE_HEX[colour] || colour;
  return s("g", { class: "fd-pawn-shape", transform: `scale(${scale})` },
    s("path", { d: "M-8,10 Q-8,0 -3,-2 A6,6 0 1 1 3,-2 Q8,0 8,10 Z", fill: hex, stroke: colour === "black" ? "#ddd" : "#1b1b1b", "stroke-width": 1.4 }));
}

function skull(x, y, r) {
  return s("g", { transform: `translate(${x},${y})`, class: "fd-skull" },
    s("path", { d: `M${-r},0 A${r},${r} 0 1 1 ${r},0 L${r * 0.6},${r * 0.5} L${r * 0.6},${r * 1.0} L${-r * 0.6},${r * 1.0} L${-r * 0.6},${r * 0.5} Z`, fill: "#f4f1ea", stroke: "#222", "stroke-width": 1.5 }),
    s("circle", { cx: -r * 0.42, cy: -r * 0.05, r: r * 0.26, fill: "#222" }),
    s("circle", { cx: r * 0.42, cy: -r * 0.05, r: r * 0.26, fill: "#222" }));
}

function shieldIcon(r) {
  const k = r / 12;
  return s("g", { class: "fd-shield-icon" },
    s("path", { d: `M${-11 * k},${6 * k} A${11 * k},${11 * k} 0 0 1 ${11 * k},${6 * k} Z`, fill: "rgba(255,214,0,.55)", stroke: "#b88a00", "stroke-width": 1.4 }),
    s("path", { d: `M${-6 * k},${6 * k} A${6 * k},${6 * k} 0 0 1 ${6 * k},${6 * k}`, fill: "none", stroke: "#fff", "stroke-width": 1.2 }));
}

// -- the desert ----------------------------------------------------------------------------

function tileTitle(cell, ctx, w) {
  const parts = [cell.cell];
  if (cell.tile) parts.push(bare(ctx.t(`fd.tile.${cell.tile}`)) + (cell.peeked ? ` (${w("peeked")})` : ""));
  else if (cell.desert && cell.desert !== "plain") parts.push(`${w("face-down")}: ${w(`desert.${cell.desert}`)}`);
  else parts.push(w("face-down"));
  if (cell.sand) parts.push(fill(w("sand-count"), { n: cell.sand }) + (cell.blocked ? `, ${w("blocked")}` : ""));
  if ((cell.shield || []).length) parts.push(w("shield"));
  return parts.join(" — ");
}

/** An icon with a small gear in its top right corner (its tile draws Equipment). */
function withGear(icon, r) {
  const gear = gearIcon(r * 0.42);
  gear.setAttribute("transform", `translate(${r * 0.95},${-r * 0.8})`);
  return s("g", {}, icon, gear);
}

/** The city-side symbol of a known tile, centred on (0, 0). */
function citySymbol(cell, r) {
  const kind = cell.kind;
  if (kind === "well") return drop(r * 0.95, "#2f8fd8");
  if (kind === "mirage") return drop(r * 0.95, "rgba(47,143,216,.25)", { stroke: "#7aa8c8", "stroke-dasharray": "3 2.5" });
  if (kind === "tunnel") return withGear(tunnelIcon(r), r);
  if (kind === "gear") return gearIcon(r);
  if (kind === "launch-pad") return launchIcon(r * 1.2);
  if (kind === "crash-site") return withGear(helicopterIcon(r), r);
  if (kind === "clue" && cell.clue) return clueIcon(cell.clue.part, cell.clue.axis, r);
  return s("g", {});
}

function sandLayer(cell) {
  const g = s("g", { class: "fd-sand", "pointer-events": "none" });
  if (!cell.sand) return g;
  if (cell.blocked) {
    g.append(s("rect", { width: TILE, height: TILE, rx: 9, class: "fd-sand-blocked" }));
    g.append(s("rect", { width: TILE, height: TILE, rx: 9, fill: "url(#fd-sandpat)" }));
    g.append(s("path", { d: `M14,14 L${TILE - 14},${TILE - 14} M${TILE - 14},14 L14,${TILE - 14}`, class: "fd-sand-x" }));
  } else {
    g.append(s("rect", { width: TILE, height: TILE, rx: 9, class: "fd-sand-light" }));
    g.append(s("rect", { width: TILE, height: TILE, rx: 9, fill: "url(#fd-sandpat)" }));
  }
  // the pile: a marker with the count, top right
  const badge = s("g", { transform: `translate(${TILE - 15},15)`, class: `fd-sand-badge${cell.blocked ? " blocked" : ""}` });
  badge.append(s("circle", { r: 12.5 }));
  if (cell.blocked) badge.append(s("path", { d: "M-6,-6 L6,6 M6,-6 L-6,6", class: "fd-sand-badge-x" }));
  badge.append(s("text", { y: 4.8, "text-anchor": "middle" }, String(cell.sand)));
  g.append(badge);
  return g;
}

function drawPart(part, x, y, r, ctx) {
  const g = s("g", { class: "fd-part", "data-target": `part:${part}`, "data-part": part, transform: `translate(${x},${y})` });
  g.append(s("title", {}, bare(ctx.t(`fd.part.${part}`))));
  g.append(s("circle", { r: r + 3, class: "fd-part-halo" }));
  g.append(partIcon(part, r));
  return g;
}

function drawPawns(g, view, ctx, pawnsHere) {
  const n = pawnsHere.length;
  const gap = n > 4 ? 17 : 19;
  pawnsHere.forEach((pawn, i) => {
    const px = TILE / 2 + (i - (n - 1) / 2) * gap;
    const current = view.to_move === pawn.seat || (view.turn && view.turn.seat === pawn.seat && view.to_move === null);
    const pg = s("g", {
      class: `fd-pawn${current ? " current" : ""}${pawn.seat === ctx.seat ? " mine" : ""}${pawn.buried ? " buried" : ""}`,
      "data-seat": pawn.seat, "data-role": pawn.role, "data-cell": pawn.cell, "data-motion": `pawn:${pawn.seat}`,
      transform: `translate(${px},80)`,
    });
    pg.append(s("title", {}, ctx.t(`fd.role.${pawn.role}`) + (ctx.names && ctx.names[pawn.seat] ? ` — ${ctx.names[pawn.seat]}` : "")));
    if (current) pg.append(s("circle", { r: 13, cy: 2, class: "fd-pawn-halo" }));
    pg.append(pawnShape(pawn.colour, 1.12));
    if (pawn.buried) pg.append(s("path", { d: "M-12,12 Q-6,3 0,6 Q6,3 12,12 Z", class: "fd-buried" }));
    g.append(pg);
  });
}

const PART_SPOTS = [[], [[72, 46]], [[62, 46], [84, 46]], [[62, 38], [84, 38], [73, 57]], [[62, 38], [84, 38], [62, 57], [84, 57]]];

function drawCell(cell, view, ctx, w, pawnsHere) {
  const [x, y] = cellXY(cell.row, cell.col);
  if (cell.storm) {
    const g = s("g", { class: "fd-cell fd-storm", "data-cell": cell.cell, "data-storm": "true", transform: `translate(${x},${y})` });
    g.append(s("title", {}, `${cell.cell} — ${w("storm")}`));
    g.append(s("rect", { width: TILE, height: TILE, rx: 50, class: "fd-eye" }));
    g.append(s("path", { class: "fd-swirl", d: "M50,50 m0,-4 a4,4 0 1 1 -4,4 a10,10 0 0 1 10,-10 a16,16 0 0 1 16,16 a22,22 0 0 1 -22,22 a28,28 0 0 1 -28,-28" }));
    const parts = cell.parts || [];
    parts.forEach((part, i) => g.append(drawPart(part, 50 + (i - (parts.length - 1) / 2) * 26, 50, 11, ctx)));
    return g;
  }
  const known = Boolean(cell.kind);
  const g = s("g", {
    class: `fd-cell${cell.excavated ? " excavated" : " face-down"}${cell.peeked ? " peeked" : ""}${cell.blocked ? " blocked" : ""}`,
    "data-target": `tile:${cell.cell}`, "data-cell": cell.cell,
    "data-excavated": String(Boolean(cell.excavated)), "data-kind": cell.kind || "", "data-sand": cell.sand || 0,
    "data-blocked": String(Boolean(cell.blocked)), transform: `translate(${x},${y})`,
  });
  g.append(s("title", {}, tileTitle(cell, ctx, w)));
  g.append(s("rect", { width: TILE, height: TILE, rx: 9, class: "fd-tile-bg", fill: cell.excavated ? (cell.kind === "launch-pad" ? "url(#fd-grad-pad)" : "url(#fd-grad-city)") : "url(#fd-grad-desert)" }));
  if (cell.excavated) {
    g.append(s("path", { class: "fd-bricks", d: "M0,25 H100 M0,50 H100 M0,75 H100 M30,0 V25 M70,25 V50 M30,50 V75 M70,75 V100" }));
  } else {
    g.append(s("path", { class: "fd-dunes", d: "M6,40 q14,-10 28,0 t28,0 t28,0 M6,62 q14,-10 28,0 t28,0 t28,0" }));
  }
  // the symbol: the city side when known (faded when only peeked), else the desert side
  const sym = s("g", { transform: "translate(32,44)" });
  if (known && (cell.excavated || cell.peeked)) {
    sym.append(citySymbol(cell, 16));
    if (cell.peeked && !cell.excavated) sym.setAttribute("opacity", "0.55");
  } else if (cell.desert === "water") {
    sym.append(drop(15, "rgba(47,143,216,.85)"));
  } else if (cell.desert === "crash") {
    sym.append(helicopterIcon(16, "#5d5a52"));
  }
  g.append(sym);
  if (cell.peeked && !cell.excavated) {
    g.append(s("g", { transform: "translate(64,14)", class: "fd-peek-eye" },
      s("path", { d: "M-8,0 Q0,-7 8,0 Q0,7 -8,0 Z", fill: "#fff", stroke: "#333", "stroke-width": 1.2 }),
      s("circle", { r: 2.6, fill: "#333" })));
  }
  if ((cell.shield || []).length) {
    const sh = shieldIcon(11);
    sh.setAttribute("transform", "translate(40,12)");
    g.append(sh);
  }
  g.append(sandLayer(cell));
  g.append(s("text", { x: 7, y: 15, class: "fd-cell-name" }, cell.cell));
  const parts = cell.parts || [];
  const spots = PART_SPOTS[Math.min(parts.length, 4)] || [];
  parts.forEach((part, i) => {
    const [px, py] = spots[i] || spots[spots.length - 1];
    g.append(drawPart(part, px, py, parts.length > 2 ? 8.5 : 10, ctx));
  });
  drawPawns(g, view, ctx, pawnsHere);
  return g;
}

/** Marks in the margins for clues found: the row (or column) a part hides in. */
function clueMarks(view, ctx) {
  const g = s("g", { class: "fd-clue-marks" });
  const perRow = {};
  const perCol = {};
  for (const p of view.parts || []) {
    if (p.where !== "hidden") continue;
    if (p.row !== null && p.row !== undefined) (perRow[p.row] ||= []).push(p.part);
    if (p.col !== null && p.col !== undefined) (perCol[p.col] ||= []).push(p.part);
  }
  for (const [row, parts] of Object.entries(perRow)) {
    parts.forEach((part, i) => {
      const y = GY + Number(row) * PITCH + TILE / 2 + 16 + i * 13;
      const m = s("g", { transform: `translate(${GX - 9},${y})` }, s("title", {}, `${bare(ctx.t(`fd.part.${part}`))}: ${Number(row) + 1}`));
      m.append(partIcon(part, 6));
      g.append(m);
    });
  }
  for (const [col, parts] of Object.entries(perCol)) {
    parts.forEach((part, i) => {
      const x = GX + Number(col) * PITCH + TILE / 2 + 16 + i * 13;
      const m = s("g", { transform: `translate(${x},${GY - 10})` }, s("title", {}, `${bare(ctx.t(`fd.part.${part}`))}: ${COLUMNS[col]}`));
      m.append(partIcon(part, 6));
      g.append(m);
    });
  }
  return g;
}

function drawLabels() {
  const g = s("g", { class: "fd-labels" });
  for (let c = 0; c < 5; c++) g.append(s("text", { x: GX + c * PITCH + TILE / 2, y: GY - 7, "text-anchor": "middle" }, COLUMNS[c]));
  for (let r = 0; r < 5; r++) g.append(s("text", { x: GX - 10, y: GY + r * PITCH + TILE / 2 + 4, "text-anchor": "middle" }, String(r + 1)));
  // north: the Storm deck's side
  g.append(s("g", { transform: `translate(${GX - 10},${GY - 12})`, class: "fd-north" },
    s("path", { d: "M0,-8 L4,2 L0,0 L-4,2 Z" }),
    s("text", { y: 11, "text-anchor": "middle" }, "N")));
  return g;
}

// -- the storm meter ---------------------------------------------------------------------

const BAND_HEX = { 2: "#f3d98b", 3: "#f0b960", 4: "#e68f45", 5: "#d2603a", 6: "#b23a30" };

function drawMeter(view, ctx, w) {
  const meter = view.meter || { level: 1, skull: 15, draws: 2, ticks: [] };
  const ticks = meter.ticks || [];
  const skullPos = meter.skull || ticks.length + 1;
  const top = GY + 6;
  const bottom = VIEW_H - M - 30;
  const step = (bottom - top) / skullPos;
  const x = METER_X;
  const g = s("g", { "data-testid": "storm-meter", "data-level": meter.level, "data-draws": meter.draws, class: "fd-meter" });
  g.append(s("title", {}, `${fill(w("level"), { level: meter.level, n: meter.draws })} — ${ctx.t(`fd.difficulty.${view.difficulty}`)}`));
  g.append(s("text", { x: x + METER_W / 2, y: GY - 7, class: "fd-meter-title", "text-anchor": "middle" }, w("storm")));
  g.append(s("rect", { x, y: top, width: METER_W, height: bottom - top, rx: 10, class: "fd-meter-tube" }));
  for (let pos = 1; pos < skullPos; pos++) {
    const draws = ticks[pos - 1];
    const y0 = bottom - pos * step;
    const reached = pos <= meter.level;
    g.append(s("rect", { x: x + 3, y: y0 + 1, width: METER_W - 6, height: step - 2, rx: 4, fill: BAND_HEX[draws] || "#ddd", opacity: reached ? 1 : 0.45 }));
    const first = pos === 1 || ticks[pos - 2] !== draws;
    if (first || pos === meter.level) {
      g.append(s("text", { x: x + METER_W / 2, y: y0 + step / 2 + 5, class: `fd-meter-draws${pos === meter.level ? " now" : ""}`, "text-anchor": "middle" }, String(draws)));
    }
    if (pos === meter.start) g.append(s("path", { d: `M${x + 3},${y0 + step / 2 - 4} l6,4 l-6,4 Z`, class: "fd-meter-start" }, s("title", {}, ctx.t(`fd.difficulty.${view.difficulty}`))));
  }
  g.append(skull(x + METER_W / 2, top + step / 2 - 3, Math.min(12, step / 2.2)));
  const level = Math.min(meter.level, skullPos);
  const my = bottom - (level - 0.5) * step;
  g.append(s("path", { d: `M${x - 3},${my} l-11,-8 l0,16 Z`, class: "fd-meter-marker" }));
  g.append(s("path", { d: `M${x + METER_W + 3},${my} l11,-8 l0,16 Z`, class: "fd-meter-marker" }));
  const difficulty = ctx.t(`fd.difficulty.${view.difficulty}`);
  g.append(s("text", { x: x + METER_W / 2, y: bottom + 16, class: "fd-meter-diff", "text-anchor": "middle" }, difficulty));
  g.append(s("text", { x: x + METER_W / 2, y: bottom + 29, class: "fd-meter-sub", "text-anchor": "middle" }, `${meter.level}/${skullPos}`));
  return g;
}

// -- piles ----------------------------------------------------------------------------------

function stormCard(card, x, y, width, height, ctx, attrs = {}) {
  const info = stormCardInfo(card);
  const g = s("g", { class: "fd-storm-card", "data-card": card, transform: `translate(${x},${y})`, ...attrs });
  g.append(s("title", {}, ctx.t(`fd.storm.${card}`)));
  g.append(s("rect", { width, height, rx: 5, fill: info.colour, stroke: "#fff", "stroke-width": 1.5 }));
  const r = Math.min(height * 0.36, 12);
  const icon = info.icon(r);
  icon.setAttribute("transform", `translate(${info.n ? height / 2 + 2 : width / 2},${height / 2})`);
  g.append(icon);
  if (info.n) {
    for (let i = 0; i < info.n; i++) {
      g.append(s("rect", { x: height + 4 + i * 11, y: height / 2 - 4.5, width: 9, height: 9, rx: 1.5, fill: "#fff" }));
    }
  }
  return g;
}

const LAST_SHOWN = 6;

/** A pile's name right of its picture, on up to 2 lines, centred on y. */
function sideLabel(text, x, y) {
  const lines = wrap(text, 9).slice(0, 2);
  const t = s("text", { x, y: y - (lines.length - 1) * 5.5 + 4, class: "fd-pile-side" });
  lines.forEach((line, i) => t.append(s("tspan", { x, dy: i ? 11 : 0 }, line)));
  return t;
}

function drawPiles(view, ctx, w) {
  const out = [];
  const x = PILE_X;
  // the Storm deck (clicked to draw, forecast or calm)
  const deck = s("g", { "data-testid": "storm-deck", "data-target": "storm-deck", "data-count": view.storm_deck, class: "fd-pile", transform: `translate(${x},${GY})` });
  const DH = 104;
  deck.append(s("rect", { width: PILE_W, height: DH, rx: 8, class: view.storm_deck ? "fd-storm-back" : "fd-pile-empty" }));
  deck.append(s("title", {}, `${w("storm-deck")}: ${fill(w("cards"), { n: view.storm_deck })}`));
  if (view.storm_deck > 1) deck.append(s("rect", { x: 4, y: 4, width: PILE_W, height: DH, rx: 8, class: "fd-pile-shadow" }));
  if (view.storm_deck) {
    deck.append(s("circle", { cx: PILE_W / 2, cy: 38, r: 19, fill: "none", stroke: "rgba(255,255,255,.6)", "stroke-width": 1.5 }));
    deck.append(s("path", { d: `M${PILE_W / 2},20 l5,18 l-5,-3 l-5,3 Z`, fill: "#ffd27a" }));
    deck.append(s("path", { d: `M${PILE_W / 2},56 l5,-18 l-5,3 l-5,-3 Z`, fill: "rgba(255,255,255,.6)" }));
  }
  deck.append(s("text", { x: PILE_W / 2, y: DH - 16, class: "fd-pile-count", "text-anchor": "middle" }, String(view.storm_deck)));
  deck.append(s("text", { x: PILE_W / 2, y: DH + 14, class: "fd-pile-label", "text-anchor": "middle" }, w("storm-deck")));
  const turn = view.turn || {};
  const sub = [];
  if (turn.phase === "draw-storm" && turn.storm_left) sub.push(fill(w("to-draw"), { n: turn.storm_left }));
  if (turn.calmed) sub.push(fill(w("calmed"), { n: turn.calmed }));
  if (!sub.length) sub.push(fill(w("per-turn"), { n: Math.max(0, (view.meter || {}).draws || 0) }));
  const subText = s("text", { x: PILE_W / 2, y: DH + 27, class: `fd-pile-sub${turn.phase === "draw-storm" ? " now" : ""}`, "text-anchor": "middle" });
  wrap(sub.join(", "), 17).slice(0, 2).forEach((line, i) => subText.append(s("tspan", { x: PILE_W / 2, dy: i ? 11 : 0 }, line)));
  deck.append(subText);
  out.push(deck);
  // the last Storm cards drawn: the top of the discard pile, newest first
  const discard = view.storm_discard || [];
  const lastY = GY + DH + 58;
  const last = s("g", { "data-testid": "storm-last", "data-count": discard.length, class: "fd-last", transform: `translate(${x},${lastY})` });
  last.append(s("title", {}, `${w("storm-discard")}: ${fill(w("cards"), { n: discard.length })}`));
  last.append(s("text", { x: PILE_W / 2, y: 0, class: "fd-pile-label", "text-anchor": "middle" }, w("last-drawn")));
  last.append(s("text", { x: PILE_W / 2, y: 12, class: "fd-pile-sub", "text-anchor": "middle" }, fill(w("discard-count"), { n: discard.length })));
  const shown = discard.slice(-LAST_SHOWN).reverse();
  shown.forEach((card, i) => {
    const cardG = stormCard(card, 0, 19 + i * 28, PILE_W, 24, ctx);
    if (i >= 3) cardG.setAttribute("opacity", String(Math.max(0.4, 1 - (i - 2) * 0.15)));
    last.append(cardG);
  });
  out.push(last);
  // the Equipment deck and the sand supply, one row each
  const rowY = VIEW_H - M - 30 - 44 - 52; // the sand row ends level with the meter
  const eq = s("g", { "data-testid": "equipment-deck", "data-count": view.equipment_deck, class: "fd-pile", transform: `translate(${x},${rowY})` });
  eq.append(s("title", {}, `${w("equipment-deck")}: ${fill(w("cards"), { n: view.equipment_deck })}`));
  eq.append(s("rect", { width: 34, height: 44, rx: 5, class: view.equipment_deck ? "fd-eq-back" : "fd-pile-empty" }));
  if (view.equipment_deck) {
    const gear = gearIcon(8, "rgba(255,255,255,.55)");
    gear.setAttribute("transform", "translate(17,15)");
    eq.append(gear);
  }
  eq.append(s("text", { x: 17, y: 39, class: "fd-pile-count small", "text-anchor": "middle" }, String(view.equipment_deck)));
  eq.append(sideLabel(w("equipment-deck"), 38, 22));
  const sand = view.sand || { supply: 0, total: 48, board: 0 };
  const sd = s("g", { "data-testid": "sand-supply", "data-count": sand.supply, class: "fd-pile", transform: `translate(${x},${rowY + 52})` });
  sd.append(s("title", {}, `${w("sand")}: ${sand.supply}/${sand.total}`));
  sd.append(s("rect", { width: 34, height: 44, rx: 5, class: "fd-sand-tray" }));
  const frac = sand.total ? sand.supply / sand.total : 0;
  sd.append(s("rect", { x: 2.5, y: 2.5 + (1 - frac) * 39, width: 29, height: Math.max(0, frac * 39), rx: 3.5, class: `fd-sand-level${sand.supply <= 8 ? " low" : ""}` }));
  sd.append(s("text", { x: 17, y: 39, class: "fd-pile-count small", "text-anchor": "middle" }, String(sand.supply)));
  sd.append(sideLabel(w("sand"), 38, 22));
  out.push(eq, sd);
  return out;
}

// -- the flying machine (under the grid) ----------------------------------------------------

function drawMachine(view, ctx, w) {
  const g = s("g", { "data-testid": "flying-machine", "data-target": "launch-pad", class: "fd-machine", transform: `translate(${GX},${STRIP_Y})` });
  g.append(s("rect", { width: GRID, height: STRIP_H, rx: 10, class: "fd-machine-bg" }));
  g.append(s("title", {}, w("take-off")));
  const plane = machineIcon(22, "#5b4a33");
  plane.setAttribute("transform", `translate(38,${STRIP_H / 2 - 8})`);
  g.append(plane);
  const title = s("text", { y: STRIP_H - 22, class: "fd-machine-title", "text-anchor": "middle" });
  wrap(w("machine"), 10).slice(0, 2).forEach((line, j) => title.append(s("tspan", { x: 38, dy: j ? 10.5 : 0 }, line)));
  g.append(title);
  const roleOf = (seat) => {
    const pawn = (view.pawns || [])[seat];
    return pawn ? ctx.t(`fd.role.${pawn.role}`) : `#${seat}`;
  };
  (view.parts || []).forEach((p, i) => {
    const sx = 76 + i * ((GRID - 80) / 4);
    const slot = s("g", { class: `fd-machine-part ${p.where}`, "data-part": p.part, "data-where": p.where, transform: `translate(${sx},0)` });
    const found = p.where === "held";
    const icon = partIcon(p.part, 14, { faded: p.where === "hidden" });
    icon.setAttribute("transform", `translate(18,${STRIP_H / 2})`);
    slot.append(icon);
    if (found) slot.append(s("g", { transform: `translate(30,${STRIP_H / 2 - 12})` },
      s("circle", { r: 7, fill: "#2e9a4b", stroke: "#fff", "stroke-width": 1.5 }),
      s("path", { d: "M-3.5,0 L-1,3 L3.5,-3", stroke: "#fff", "stroke-width": 2, fill: "none", "stroke-linecap": "round" })));
    const name = bare(ctx.t(`fd.part.${p.part}`));
    let status;
    if (p.where === "held") status = fill(w("held-by"), { role: roleOf(p.holder) });
    else if (p.where === "board") status = fill(w("lies-on"), { cell: p.cell });
    else if (p.where === "storm") status = w("in-storm");
    else {
      const clues = [p.row !== null && p.row !== undefined ? `↔ ${p.row + 1}` : null, p.col !== null && p.col !== undefined ? `↕ ${COLUMNS[p.col]}` : null].filter(Boolean);
      status = clues.length ? clues.join("  ") : w("hidden");
    }
    slot.append(s("title", {}, `${name}: ${status}`));
    const nameLines = wrap(name, 11).slice(0, 2);
    const statusLines = wrap(status, 14).slice(0, 2);
    const total = nameLines.length + statusLines.length;
    let ty = STRIP_H / 2 - (total * 12) / 2 + 9;
    const text = s("text", { x: 37, y: ty, class: "fd-machine-name" });
    nameLines.forEach((line, j) => text.append(s("tspan", { x: 37, dy: j ? 12 : 0 }, line)));
    slot.append(text);
    ty += nameLines.length * 12;
    const st = s("text", { x: 37, y: ty, class: `fd-machine-status ${p.where}` });
    statusLines.forEach((line, j) => st.append(s("tspan", { x: 37, dy: j ? 11.5 : 0 }, line)));
    slot.append(st);
    g.append(slot);
  });
  return g;
}

function defs() {
  const grad = (id, a, b) =>
    s("linearGradient", { id, x1: 0, y1: 0, x2: 1, y2: 1 }, s("stop", { offset: 0, "stop-color": a }), s("stop", { offset: 1, "stop-color": b }));
  return s("defs", {},
    grad("fd-grad-desert", "#f6d79a", "#dfae62"),
    grad("fd-grad-city", "#efe7d6", "#cdbf9f"),
    grad("fd-grad-pad", "#e6e8ea", "#b9bec4"),
    s("pattern", { id: "fd-sandpat", width: 9, height: 9, patternUnits: "userSpaceOnUse", patternTransform: "rotate(20)" },
      s("circle", { cx: 2, cy: 2, r: 1.3, fill: "#8a5a22", opacity: 0.55 }),
      s("circle", { cx: 6.5, cy: 6.5, r: 1, fill: "#fff3d6", opacity: 0.7 })),
    s("radialGradient", { id: "fd-sky", cx: 0.45, cy: 0.4, r: 0.85 }, s("stop", { offset: 0, "stop-color": "#c98a45" }), s("stop", { offset: 1, "stop-color": "#7a4420" })),
    s("radialGradient", { id: "fd-grad-eye", cx: 0.5, cy: 0.5, r: 0.5 }, s("stop", { offset: 0, "stop-color": "#f1d8a8" }), s("stop", { offset: 0.6, "stop-color": "#b8874e" }), s("stop", { offset: 1, "stop-color": "#7a4420", "stop-opacity": 0 })));
}

function drawBoard(view, ctx, w) {
  const svg = s("svg", { class: "fd-board", viewBox: `0 0 ${VIEW_W} ${VIEW_H}`, role: "img", "aria-label": w("desert") });
  svg.append(defs());
  svg.append(s("rect", { width: VIEW_W, height: VIEW_H, rx: 18, fill: "url(#fd-sky)" }));
  svg.append(drawLabels());
  svg.append(clueMarks(view, ctx));
  const byCell = {};
  for (const pawn of view.pawns || []) (byCell[pawn.cell] ||= []).push(pawn);
  const cells = s("g", { class: "fd-cells" });
  for (const cell of view.cells || []) cells.append(drawCell(cell, view, ctx, w, byCell[cell.cell] || []));
  svg.append(cells);
  svg.append(drawMachine(view, ctx, w));
  svg.append(drawMeter(view, ctx, w));
  for (const g of drawPiles(view, ctx, w)) svg.append(g);
  return svg;
}

// -- the seats ----------------------------------------------------------------------------

function canteen(pawn, w) {
  const max = pawn.canteen;
  const water = pawn.water;
  const el = h("div", {
    class: `fd-canteen${water <= 1 ? " low" : ""}`, "data-target": `water:${pawn.seat}`,
    "data-water": water, "data-canteen": max, title: fill(w("water"), { n: Math.max(0, water), max }),
  });
  const icons = s("svg", { viewBox: `0 0 ${16 + max * 16} 20`, width: 16 + max * 16, height: 20, "aria-hidden": "true" });
  const sk = skull(8, 8, 6);
  sk.setAttribute("opacity", water < 0 ? "1" : "0.35");
  icons.append(sk);
  for (let i = 0; i < max; i++) {
    const d = drop(8, i < water ? "#2f8fd8" : "#fff", { stroke: i < water ? "#1a5f96" : "#9bb7cc", "stroke-width": 1.2 });
    d.setAttribute("transform", `translate(${24 + i * 16},11)`);
    icons.append(d);
  }
  el.append(icons, h("span", { class: "fd-water-n", text: `${Math.max(0, water)}/${max}` }));
  return el;
}

function seatPanel(pawn, view, ctx, w) {
  const seat = pawn.seat;
  const mine = seat === ctx.seat;
  const current = view.turn && view.turn.seat === seat && !view.outcome;
  const panel = h("section", {
    class: `fd-seat${mine ? " me" : ""}${current ? " current" : ""}`,
    "data-seat": seat, "data-role": pawn.role, style: `--role:${ROLE_HEX[pawn.colour] || pawn.colour}`,
  });
  const swatch = s("svg", { viewBox: "-12 -14 24 26", width: 22, height: 24, class: "fd-swatch", "aria-hidden": "true" }, pawnShape(pawn.colour));
  const name = ctx.names && ctx.names[seat];
  const head = h("header", {},
    swatch,
    h("strong", { class: "fd-role", text: ctx.t(`fd.role.${pawn.role}`) }),
    name ? h("span", { class: "fd-name", text: name }) : null,
    mine ? h("span", { class: "fd-you", "data-testid": "you", text: w("you") }) : null,
    current ? h("span", { class: "fd-to-play", text: w("to-play") }) : null,
  );
  panel.append(head);
  panel.append(h("div", { class: "fd-power", text: w(`power.${pawn.role}`) }));
  const row = h("div", { class: "fd-row" }, canteen(pawn, w));
  const where = h("span", { class: "fd-where", text: fill(w("on"), { cell: pawn.cell }) });
  if (pawn.buried) where.append(h("span", { class: "fd-buried-tag", text: ` ${w("buried")}` }));
  row.append(where);
  panel.append(row);
  if (current && view.turn.phase === "actions") {
    const left = view.turn.actions_left;
    const pips = h("div", { class: "fd-pips", title: fill(w("actions-left"), { n: left }) });
    for (let i = 0; i < Math.max(4, left); i++) pips.append(h("span", { class: i < left ? "on" : "off" }));
    panel.append(pips);
  }
  if ((pawn.parts || []).length) {
    const held = h("div", { class: "fd-held" });
    for (const part of pawn.parts) {
      const icon = s("svg", { viewBox: "-12 -12 24 24", width: 20, height: 20, "aria-hidden": "true" }, partIcon(part, 11));
      const label = bare(ctx.t(`fd.part.${part}`));
      held.append(h("span", { class: "fd-held-part", title: label }, icon, h("span", { text: label })));
    }
    panel.append(held);
  }
  const hand = h("div", { class: "fd-hand" });
  const cards = (view.hands && view.hands[seat]) || [];
  if (!cards.length) hand.append(h("span", { class: "fd-nocards", text: w("no-cards") }));
  cards.forEach((kind, index) => {
    const card = h("div", {
      class: `fd-card k-${kind}`, "data-target": `card:${seat}:${index}`, "data-kind": kind, "data-motion": `card:${seat}:${index}`,
      style: `--card:${CARD_HEX[kind] || "#777"}`, title: ctx.t(`fd.card.${kind}`),
    });
    card.append(h("span", { text: ctx.t(`fd.card.${kind}`) }));
    hand.append(card);
  });
  panel.append(hand);
  return panel;
}

function stormChip(card, ctx, attrs = {}) {
  const info = stormCardInfo(card);
  const chip = h("span", { class: "fd-scard", style: `--card:${info.colour}`, "data-card": card, title: ctx.t(`fd.storm.${card}`), ...attrs });
  const icon = s("svg", { viewBox: "-12 -12 24 24", width: 16, height: 16, "aria-hidden": "true" }, info.icon(10));
  chip.append(icon, h("span", { text: ctx.t(`fd.storm.${card}`) }));
  return chip;
}

function peekBox(view, ctx, w) {
  const peek = view.peek;
  const known = view.storm_known || { top: [], bottom: null };
  if (peek) {
    const box = h("div", { class: "fd-peek" });
    const who = (view.pawns || [])[peek.seat];
    box.append(h("strong", { text: peek.source === "storm-tracker" ? w("storm-tracker") : w("forecast") }));
    if (!peek.cards) {
      box.append(h("div", { text: fill(w("peeking"), { role: who ? ctx.t(`fd.role.${who.role}`) : "" }) }));
      return box;
    }
    box.append(h("div", { class: "fd-peek-help", text: peek.stage === "bury" ? w("bury") : w("order") }));
    const list = h("div", { class: "fd-peek-cards" });
    peek.cards.forEach((card, i) => list.append(stormChip(card, ctx, { "data-target": `storm:${i}` })));
    box.append(list);
    if ((peek.placed || []).length) {
      const placed = h("div", { class: "fd-peek-cards placed" }, h("span", { class: "fd-peek-help", text: w("placed") }));
      for (const card of peek.placed) placed.append(stormChip(card, ctx));
      box.append(placed);
    }
    return box;
  }
  if ((known.top || []).length || known.bottom) {
    const box = h("div", { class: "fd-peek known" }, h("div", { class: "fd-peek-help", text: w("known") }));
    if ((known.top || []).length) {
      const list = h("div", { class: "fd-peek-cards" }, h("span", { class: "fd-peek-help", text: w("known-top") }));
      for (const card of known.top) list.append(stormChip(card, ctx));
      box.append(list);
    }
    if (known.bottom) {
      box.append(h("div", { class: "fd-peek-cards" }, h("span", { class: "fd-peek-help", text: w("known-bottom") }), stormChip(known.bottom, ctx)));
    }
    return box;
  }
  return null;
}

function sidePanel(view, ctx, w) {
  const side = h("div", { class: "fd-side" });
  const box = peekBox(view, ctx, w);
  if (box) side.append(box);
  // the viewer's own panel first, then the others in seat order
  const pawns = [...(view.pawns || [])].sort((a, b) => (b.seat === ctx.seat) - (a.seat === ctx.seat) || a.seat - b.seat);
  for (const pawn of pawns) side.append(seatPanel(pawn, view, ctx, w));
  return side;
}

// -- styles (injected once) -----------------------------------------------------------------

const CSS = `
.fd { display: grid; grid-template-columns: minmax(0, 1fr) minmax(200px, 235px); gap: 14px; align-items: start; }
@media (max-width: 900px) { .fd { grid-template-columns: 1fr; } }
.fd-board { width: 100%; height: auto; max-height: calc(100vh - 150px); display: block; user-select: none; }
.fd-labels text { font: 700 12px system-ui, sans-serif; fill: #fbe9c8; }
.fd-north path { fill: #ffd27a; }
.fd-north text { font: 800 9px system-ui, sans-serif; fill: #ffd27a; }
.fd-tile-bg { stroke: rgba(80, 45, 10, .45); stroke-width: 1.5; }
.fd-cell.excavated .fd-tile-bg { stroke: rgba(60, 50, 35, .6); }
.fd-bricks { fill: none; stroke: rgba(120, 100, 70, .18); stroke-width: 1.2; pointer-events: none; }
.fd-dunes { fill: none; stroke: rgba(255, 246, 220, .5); stroke-width: 1.6; pointer-events: none; }
.fd-cell-name { font: 700 10.5px system-ui, sans-serif; fill: rgba(60, 35, 10, .7); paint-order: stroke; stroke: rgba(255, 246, 225, .75); stroke-width: 2.5px; pointer-events: none; }
.fd-sand-light { fill: #d9a04e; opacity: .45; }
.fd-sand-ripple { fill: none; stroke: #b9853e; stroke-width: 1.6; opacity: .55; }
.fd-sand-blocked { fill: #a86a2c; opacity: .62; }
.fd-sand-x { stroke: rgba(70, 35, 5, .55); stroke-width: 5; stroke-linecap: round; }
.fd-sand-badge circle { fill: #f2d39a; stroke: #8a5a22; stroke-width: 1.6; }
.fd-sand-badge text { font: 800 13px system-ui, sans-serif; fill: #5a360c; }
.fd-sand-badge.blocked circle { fill: #6e3f12; stroke: #fff1d6; stroke-width: 2; }
.fd-sand-badge.blocked text { fill: #fff; }
.fd-sand-badge-x { stroke: rgba(255, 255, 255, .28); stroke-width: 2; }
.fd-eye { fill: url(#fd-grad-eye); }
.fd-swirl { fill: none; stroke: rgba(255, 244, 220, .8); stroke-width: 3; stroke-linecap: round; pointer-events: none; }
.fd-part-halo { fill: rgba(255, 255, 255, .75); stroke: rgba(60,35,10,.4); stroke-width: 1; }
.fd-pawn { pointer-events: none; }
.fd-pawn-halo { fill: rgba(255, 214, 0, .55); stroke: #ffd600; stroke-width: 2; }
.fd-buried { fill: #b07a36; stroke: #6e4315; stroke-width: 1; }
.fd-meter-title { font: 700 12px system-ui, sans-serif; fill: #fbe9c8; }
.fd-meter-diff { font: 700 11px system-ui, sans-serif; fill: #fbe9c8; }
.fd-meter-sub { font: 600 10px system-ui, sans-serif; fill: #fbe9c8; opacity: .8; }
.fd-meter-tube { fill: rgba(255, 248, 235, .92); stroke: #4a2a10; stroke-width: 2; }
.fd-meter-draws { font: 700 12px system-ui, sans-serif; fill: #4a2a10; }
.fd-meter-draws.now { font-size: 16px; fill: #fff; paint-order: stroke; stroke: #5a1010; stroke-width: 3px; }
.fd-meter-marker { fill: #ffd600; stroke: #8a5a00; stroke-width: 1.5; }
.fd-meter-start { fill: #4a2a10; opacity: .7; }
.fd-storm-back { fill: #9c2a22; stroke: #fff; stroke-width: 2; }
.fd-eq-back { fill: #5c3f8a; stroke: #fff; stroke-width: 1.5; }
.fd-pile-shadow { fill: rgba(0, 0, 0, .25); }
.fd-pile-empty { fill: none; stroke: rgba(255, 255, 255, .55); stroke-dasharray: 5 4; stroke-width: 1.5; }
.fd-pile-count { font: 800 20px system-ui, sans-serif; fill: #fff; paint-order: stroke; stroke: rgba(0, 0, 0, .45); stroke-width: 3px; }
.fd-pile-count.small { font-size: 14px; }
.fd-pile-label { font: 700 11px system-ui, sans-serif; fill: #fbe9c8; }
.fd-pile-side { font: 700 9.5px system-ui, sans-serif; fill: #fbe9c8; }
.fd-pile-sub { font: 600 10px system-ui, sans-serif; fill: #fbe9c8; opacity: .85; }
.fd-pile-sub.now { fill: #ffd600; opacity: 1; }
.fd-sand-tray { fill: rgba(255, 248, 235, .25); stroke: #fbe9c8; stroke-width: 1.5; }
.fd-sand-level { fill: #e8b866; }
.fd-sand-level.low { fill: #d2603a; }
.fd-machine-bg { fill: rgba(255, 244, 224, .88); stroke: rgba(74, 42, 16, .6); stroke-width: 1.5; }
.fd-machine-title { font: 700 10px system-ui, sans-serif; fill: #4a2a10; }
.fd-machine-name { font: 700 11px system-ui, sans-serif; fill: #3a2410; }
.fd-machine-status { font: 600 10.5px system-ui, sans-serif; fill: #7a5a3a; }
.fd-machine-status.held { fill: #2e7a3e; }
.fd-machine-status.board, .fd-machine-status.storm { fill: #b0471d; }
.fd-side { display: flex; flex-direction: column; gap: 10px; }
.fd-peek { background: #fff6d6; border: 1px solid #f0d27a; border-radius: 8px; padding: 6px 8px; font-size: 13px; display: flex; flex-direction: column; gap: 4px; }
.fd-peek-help { color: #5a4a20; font-size: 12px; }
.fd-peek-cards { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.fd-scard { display: inline-flex; align-items: center; gap: 3px; background: var(--card); color: #fff; border-radius: 6px; padding: 2px 6px 2px 3px; font-size: 11px; font-weight: 600; border: 2px solid transparent; }
.fd-scard.legal { border-color: #ffd600; cursor: pointer; }
.fd-seat { background: #fff; border-radius: 10px; border-left: 6px solid var(--role); box-shadow: 0 1px 3px rgba(0, 0, 0, .12); padding: 8px 10px; font-size: 13px; }
.fd-seat[data-role="meteorologist"] { border-left-color: #c9c4b5; }
.fd-seat.current { box-shadow: 0 0 0 2px #ffd600, 0 2px 6px rgba(0, 0, 0, .15); }
.fd-seat header { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.fd-seat .fd-role { font-size: 15px; }
.fd-seat .fd-name { color: #555; }
.fd-you { background: #1f5fd1; color: #fff; border-radius: 999px; padding: 0 8px; font-size: 11px; font-weight: 700; }
.fd-to-play { background: #ffd600; color: #3a2f00; border-radius: 999px; padding: 0 8px; font-size: 11px; font-weight: 700; }
.fd-power { color: #666; font-size: 11.5px; margin: 2px 0; }
.fd-row { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; margin: 3px 0; }
.fd-where { color: #333; font-size: 12px; }
.fd-buried-tag { color: #b0471d; font-weight: 700; }
.fd-canteen { display: inline-flex; align-items: center; gap: 4px; border: 2px solid transparent; border-radius: 8px; padding: 1px 4px 1px 2px; }
.fd-canteen svg { display: block; }
.fd-water-n { font-weight: 700; color: #1a5f96; font-size: 12px; }
.fd-canteen.low .fd-water-n { color: #c0392b; }
.fd-canteen.legal { border-color: #ffd600; background: #fff9dc; cursor: pointer; }
.fd-pips { display: flex; gap: 4px; margin: 4px 0; }
.fd-pips span { width: 10px; height: 10px; border-radius: 50%; border: 1.5px solid #1f5fd1; }
.fd-pips span.on { background: #1f5fd1; }
.fd-held { display: flex; flex-wrap: wrap; gap: 6px; margin: 3px 0; }
.fd-held-part { display: inline-flex; align-items: center; gap: 3px; font-size: 11.5px; font-weight: 600; color: #3a2410; }
.fd-hand { display: flex; flex-wrap: wrap; gap: 5px; margin-top: 6px; }
.fd-nocards { color: #999; font-style: italic; font-size: 12px; }
.fd-card { display: inline-flex; align-items: center; gap: 3px; background: var(--card); color: #fff; border-radius: 7px; padding: 3px 8px; font-size: 11.5px; font-weight: 600; border: 2px solid transparent; box-shadow: 0 1px 2px rgba(0, 0, 0, .25); max-width: 100%; }
.fd-card.legal { border-color: #ffd600; cursor: pointer; }
.fd-card.legal:hover { transform: translateY(-2px); }
`;

function render(root, view, ctx) {
  addStyle("fd-style", CSS);
  const w = wordsFor(ctx, "fd.web");
  root.replaceChildren();
  const wrapDiv = h("div", { class: "fd", "data-game": "forbidden-desert" });
  wrapDiv.append(h("div", { class: "fd-desert" }, drawBoard(view, ctx, w)));
  wrapDiv.append(sidePanel(view, ctx, w));
  root.append(wrapDiv);
}

export default { render };
