// Forbidden Island's renderer for the meeple web client (contract: server/PROTOCOL.md).
// Draws into root: div.fi > svg.fi-board (the island) + div.fi-side (seat panels, piles).
// Hooks for tests and for the page:
//   tiles        g.fi-tile[data-target="tile:<slug>"][data-tile=<slug>][data-state=dry|flooded]
//                (a sunk tile too, with data-state="sunk": never lit, a click asks why)
//   pawns        g.fi-pawn[data-seat][data-role][data-tile]
//   treasures    g.fi-treasure[data-target="treasure:<name>"][data-captured="true|false"]
//   water meter  g[data-testid="water-meter"][data-level]
//   piles        [data-testid="treasure-deck"|"treasure-discard"|"flood-deck"|"flood-discard"][data-count]
//   seat panels  section.fi-seat[data-seat][data-role] (.me for ctx.seat, .current for the seat to play)
//   hand cards   .fi-card[data-target="card:<seat>:<kind>"][data-kind]
//   "you" marker .fi-you inside the viewer's panel
// Words come from the game's catalogue (fi.web.* in locale/*.po); game data from the view.

import { s, h, wrap, addStyle, wordsFor, fill } from "/static/draw.js";

const ROLE_HEX = {
  blue: "#1f5fd1", red: "#d0342c", green: "#2e9a4b",
  yellow: "#f2c318", black: "#262626", grey: "#a7adb5",
};
const TREASURE_HEX = { earth: "#6f5a93", wind: "#e2a80f", fire: "#d8431d", ocean: "#1389c9" };
const CARD_HEX = {
  ...TREASURE_HEX, "helicopter-lift": "#4a7b2f", sandbags: "#9c7a45", "waters-rise": "#2b5aa8",
};
const TREASURES = ["earth", "wind", "fire", "ocean"];
const START_COLOUR = {
  pilot: "blue", engineer: "red", explorer: "green", navigator: "yellow", diver: "black", messenger: "grey",
};

// -- geometry ---------------------------------------------------------------------------
const TILE = 100;
const PITCH = 108;
const ORIGIN = 16;
const GRID_W = 6 * PITCH - (PITCH - TILE);
const COL_X = ORIGIN + GRID_W + 26; // the right column: meter then piles
const VIEW_W = COL_X + 200;
const VIEW_H = ORIGIN * 2 + GRID_W;

// -- icons ------------------------------------------------------------------------------

/** A treasure's symbol centred on (0, 0), about 2*r across. */
function treasureIcon(name, r, faded = false) {
  const colour = faded ? "#b9c2cc" : TREASURE_HEX[name];
  const stroke = faded ? "#8b96a3" : "#fff";
  const k = r / 12;
  const g = s("g", { class: `fi-ticon fi-ticon-${name}` });
  const attrs = { fill: colour, stroke, "stroke-width": 1.6, "stroke-linejoin": "round" };
  if (name === "earth") {
    g.append(s("path", { d: `M${-11 * k},${2 * k} L${-6 * k},${-9 * k} L${6 * k},${-10 * k} L${11 * k},${-1 * k} L${7 * k},${10 * k} L${-7 * k},${10 * k} Z`, ...attrs }));
    g.append(s("path", { d: `M${-6 * k},${-9 * k} L${0},${0} L${6 * k},${-10 * k} M${0},${0} L${7 * k},${10 * k}`, fill: "none", stroke, "stroke-width": 1, opacity: 0.7 }));
  } else if (name === "wind") {
    g.append(s("path", { d: `M${-7 * k},${11 * k} L${7 * k},${11 * k} L${4 * k},${-1 * k} L${-4 * k},${-1 * k} Z`, ...attrs }));
    g.append(s("circle", { cx: 0, cy: -6 * k, r: 5 * k, ...attrs }));
    g.append(s("path", { d: `M${-12 * k},${-8 * k} q${4 * k},${-4 * k} ${7 * k},${-1 * k} M${12 * k},${-3 * k} q${-4 * k},${-4 * k} ${-7 * k},${-1 * k}`, fill: "none", stroke: colour, "stroke-width": 1.8, "stroke-linecap": "round" }));
  } else if (name === "fire") {
    g.append(s("path", { d: `M0,${-12 * k} L${9 * k},${-2 * k} L0,${12 * k} L${-9 * k},${-2 * k} Z`, ...attrs }));
    g.append(s("path", { d: `M${-9 * k},${-2 * k} L${9 * k},${-2 * k} M0,${-12 * k} L0,${12 * k}`, fill: "none", stroke, "stroke-width": 1, opacity: 0.7 }));
  } else {
    g.append(s("path", { d: `M${-10 * k},${-10 * k} L${10 * k},${-10 * k} Q${10 * k},${3 * k} ${2 * k},${4 * k} L${2 * k},${8 * k} L${7 * k},${11 * k} L${-7 * k},${11 * k} L${-2 * k},${8 * k} L${-2 * k},${4 * k} Q${-10 * k},${3 * k} ${-10 * k},${-10 * k} Z`, ...attrs }));
  }
  return g;
}

function cardIcon(kind, r) {
  if (TREASURES.includes(kind)) return treasureIcon(kind, r);
  const g = s("g", { class: `fi-cicon fi-cicon-${kind}` });
  const k = r / 12;
  if (kind === "helicopter-lift") {
    g.append(s("ellipse", { cx: 0, cy: 2 * k, rx: 8 * k, ry: 5 * k, fill: "#fff" }));
    g.append(s("path", { d: `M${-12 * k},${-6 * k} L${12 * k},${-6 * k} M0,${-6 * k} L0,${-3 * k} M${7 * k},${2 * k} L${13 * k},${1 * k}`, stroke: "#fff", "stroke-width": 2, "stroke-linecap": "round" }));
  } else if (kind === "sandbags") {
    for (const [x, y] of [[-6, 5], [6, 5], [0, -4]]) {
      g.append(s("ellipse", { cx: x * k, cy: y * k, rx: 6 * k, ry: 4.2 * k, fill: "#f3e3c0", stroke: "#fff", "stroke-width": 1 }));
    }
  } else {
    g.append(s("path", { d: `M${-12 * k},${2 * k} q${4 * k},${-5 * k} ${8 * k},0 t${8 * k},0 t${8 * k},0 M${-12 * k},${8 * k} q${4 * k},${-5 * k} ${8 * k},0 t${8 * k},0 t${8 * k},0`, fill: "none", stroke: "#fff", "stroke-width": 2 }));
  }
  return g;
}

function pawnShape(colour, scale = 1) {
  const hex = ROLE_HEX[colour] || colour;
  return s(
    "g",
    { class: "fi-pawn-shape", transform: `scale(${scale})` },
    s("path", { d: "M-8,10 Q-8,0 -3,-2 A6,6 0 1 1 3,-2 Q8,0 8,10 Z", fill: hex, stroke: colour === "black" ? "#ddd" : "#1b1b1b", "stroke-width": 1.4 }),
  );
}

function skull(x, y, r) {
  return s(
    "g",
    { transform: `translate(${x},${y})`, class: "fi-skull" },
    s("path", { d: `M${-r},0 A${r},${r} 0 1 1 ${r},0 L${r * 0.6},${r * 0.5} L${r * 0.6},${r * 1.0} L${-r * 0.6},${r * 1.0} L${-r * 0.6},${r * 0.5} Z`, fill: "#f4f1ea", stroke: "#222", "stroke-width": 1.5 }),
    s("circle", { cx: -r * 0.42, cy: -r * 0.05, r: r * 0.26, fill: "#222" }),
    s("circle", { cx: r * 0.42, cy: -r * 0.05, r: r * 0.26, fill: "#222" }),
  );
}

// -- the island ---------------------------------------------------------------------------

function tileFill(cell) {
  if (cell.treasure) return `url(#fi-grad-${cell.treasure})`;
  if (cell.tile === "fools-landing") return "url(#fi-grad-landing)";
  if (cell.start) return "url(#fi-grad-gate)";
  return "url(#fi-grad-land)";
}

function drawTile(cell, view, ctx, pawnsHere) {
  const x = ORIGIN + cell.col * PITCH;
  const y = ORIGIN + cell.row * PITCH;
  const name = ctx.t(`fi.tile.${cell.tile}`);
  if (cell.state === "sunk") {
    const sunk = s(
      "g",
      // a target like any tile, never lit: a click on it asks why ("that tile has sunk")
      { class: "fi-tile sunk", "data-target": `tile:${cell.tile}`, "data-tile": cell.tile, "data-state": "sunk", transform: `translate(${x},${y})` },
      s("title", {}, name),
      s("rect", { width: TILE, height: TILE, rx: 10, class: "fi-sunk-outline" }),
    );
    drawPawns(sunk, view, ctx, pawnsHere); // a pawn that must swim (or drowned) stays in sight
    return sunk;
  }
  const g = s("g", {
    class: `fi-tile ${cell.state}`,
    "data-target": `tile:${cell.tile}`,
    "data-tile": cell.tile,
    "data-state": cell.state,
    transform: `translate(${x},${y})`,
  });
  g.append(s("title", {}, name));
  g.append(s("rect", { width: TILE, height: TILE, rx: 10, class: "fi-tile-bg", fill: tileFill(cell) }));
  if (cell.state === "flooded") {
    g.append(s("rect", { width: TILE, height: TILE, rx: 10, class: "fi-flood" }));
    g.append(s("path", { class: "fi-waves", d: "M10,50 q10,-7 20,0 t20,0 t20,0 t20,0 M10,92 q10,-7 20,0 t20,0 t20,0 t20,0" }));
  }
  const lines = wrap(name, 13).slice(0, 3); // 14 letters overflow a tile in DejaVu Sans
  const text = s("text", { x: TILE / 2, y: 17, class: "fi-tile-name", "text-anchor": "middle" });
  lines.forEach((line, i) => text.append(s("tspan", { x: TILE / 2, dy: i === 0 ? 0 : 12.5 }, line)));
  g.append(text);
  if (cell.treasure) {
    const icon = treasureIcon(cell.treasure, 9);
    icon.setAttribute("transform", `translate(15,86)`);
    g.append(icon);
  }
  if (cell.tile === "fools-landing") {
    g.append(s("g", { transform: "translate(15,86)", class: "fi-helipad" },
      s("circle", { r: 10, fill: "#fff", stroke: "#333", "stroke-width": 1.5 }),
      s("text", { y: 4.5, "text-anchor": "middle", class: "fi-helipad-h" }, "H")));
  }
  if (cell.start) {
    g.append(s("circle", { cx: 88, cy: 88, r: 6, fill: ROLE_HEX[START_COLOUR[cell.start]] || "#888", stroke: "#fff", "stroke-width": 1.5, class: "fi-start" }));
  }
  drawPawns(g, view, ctx, pawnsHere);
  return g;
}

/** The pawns on a tile, centred in its lower half. */
function drawPawns(g, view, ctx, pawnsHere) {
  const n = pawnsHere.length;
  pawnsHere.forEach((pawn, i) => {
    const px = TILE / 2 + (i - (n - 1) / 2) * 19;
    const current = view.to_move === pawn.seat;
    const swimming = (view.swimmers || []).includes(pawn.seat);
    const pg = s("g", {
      class: `fi-pawn${current ? " current" : ""}${pawn.seat === ctx.seat ? " mine" : ""}${swimming ? " swimming" : ""}`,
      "data-seat": pawn.seat, "data-role": pawn.role, "data-tile": pawn.tile, "data-motion": `pawn:${pawn.seat}`,
      transform: `translate(${px},64)`,
    });
    pg.append(s("title", {}, ctx.t(`fi.role.${pawn.role}`) + (ctx.names && ctx.names[pawn.seat] ? ` — ${ctx.names[pawn.seat]}` : "")));
    if (current) pg.append(s("circle", { r: 13, cy: 2, class: "fi-pawn-halo" }));
    pg.append(pawnShape(pawn.colour, 1.15));
    g.append(pg);
  });
}

function drawTreasures(view, ctx, w) {
  const corners = { earth: [0, 0], wind: [0, 5], fire: [5, 0], ocean: [5, 5] };
  const out = [];
  for (const name of TREASURES) {
    const [row, col] = corners[name];
    const captured = (view.captured || []).includes(name);
    const x = ORIGIN + col * PITCH + TILE / 2;
    const y = ORIGIN + row * PITCH + TILE / 2;
    const g = s("g", {
      class: `fi-treasure${captured ? " captured" : ""}`,
      "data-target": `treasure:${name}`, "data-captured": String(captured),
      transform: `translate(${x},${y})`,
    });
    const label = ctx.t(`fi.card.${name}`);
    g.append(s("title", {}, `${label}: ${captured ? w("captured") : w("not-captured")}`));
    g.append(s("circle", { r: 34, class: "fi-treasure-disc", fill: captured ? TREASURE_HEX[name] : "rgba(255,255,255,.18)" }));
    const icon = treasureIcon(name, 20, !captured);
    icon.setAttribute("transform", "translate(0,-2)");
    g.append(icon);
    const lines = wrap(label, 14).slice(0, 2);
    const text = s("text", { y: row === 0 ? 48 : -52 - (wrap(label, 14).length > 1 ? 11 : 0), class: "fi-treasure-name", "text-anchor": "middle" });
    lines.forEach((line, i) => text.append(s("tspan", { x: 0, dy: i === 0 ? 0 : 11 }, line)));
    g.append(text);
    if (captured) {
      g.append(s("g", { transform: "translate(24,-24)" },
        s("circle", { r: 10, fill: "#2e9a4b", stroke: "#fff", "stroke-width": 2 }),
        s("path", { d: "M-5,0 L-1,4 L5,-4", stroke: "#fff", "stroke-width": 2.5, fill: "none", "stroke-linecap": "round" })));
    }
    out.push(g);
  }
  return out;
}

function drawMeter(view, ctx, w) {
  const level = view.water_level;
  const skullLevel = view.skull_level || 10;
  const top = ORIGIN + 34;
  const bottom = VIEW_H - ORIGIN - 16;
  const step = (bottom - top) / skullLevel;
  const x = COL_X;
  const g = s("g", { "data-testid": "water-meter", "data-level": level, class: "fi-meter" });
  g.append(s("title", {}, `${w("water-level")} ${level}/${skullLevel} — ${fill(w("per-turn"), { n: view.flood_cards_per_turn })}`));
  g.append(s("text", { x: x + 34, y: ORIGIN + 12, class: "fi-meter-title", "text-anchor": "middle" }, w("water-level")));
  g.append(s("rect", { x, y: top, width: 68, height: bottom - top, rx: 12, class: "fi-meter-tube" }));
  const filled = Math.min(level, skullLevel) * step;
  g.append(s("rect", { x: x + 3, y: bottom - filled, width: 62, height: filled - 3, rx: 9, class: "fi-meter-water" }));
  for (let l = 1; l <= skullLevel; l++) {
    const cy = bottom - (l - 0.5) * step;
    if (l < skullLevel) g.append(s("line", { x1: x + 4, x2: x + 64, y1: bottom - l * step, y2: bottom - l * step, class: "fi-meter-tick" }));
    if (l === skullLevel) g.append(skull(x + 34, cy - 4, 13));
    else {
      g.append(s("text", { x: x + 14, y: cy + 4, class: `fi-meter-level${l === level ? " now" : ""}`, "text-anchor": "middle" }, String(l)));
      g.append(s("text", { x: x + 46, y: cy + 5, class: `fi-meter-cards${l === level ? " now" : ""}`, "text-anchor": "middle" }, String((view.flood_cards_by_level || [])[l] ?? "")));
    }
  }
  const my = bottom - (Math.min(level, skullLevel) - 0.5) * step;
  g.append(s("path", { d: `M${x - 4},${my} l-12,-9 l0,18 Z`, class: "fi-meter-marker" }));
  g.append(s("path", { d: `M${x + 72},${my} l12,-9 l0,18 Z`, class: "fi-meter-marker" }));
  const difficulty = ctx.t(`fi.difficulty.${view.difficulty}`);
  g.append(s("text", { x: x + 34, y: VIEW_H - ORIGIN + 2, class: "fi-meter-diff", "text-anchor": "middle" }, difficulty));
  return g;
}

function pile(x, y, { testid, count, title, back, label, face, faceColour }) {
  const g = s("g", { "data-testid": testid, "data-count": count, class: "fi-pile", transform: `translate(${x},${y})` });
  g.append(s("title", {}, title));
  const W = 74;
  const H = 100;
  if (count > 1) g.append(s("rect", { x: 4, y: 4, width: W, height: H, rx: 8, class: "fi-pile-shadow" }));
  if (count === 0) {
    g.append(s("rect", { width: W, height: H, rx: 8, class: "fi-pile-empty" }));
  } else if (back) {
    g.append(s("rect", { width: W, height: H, rx: 8, fill: back, stroke: "#fff", "stroke-width": 2 }));
    g.append(s("rect", { x: 8, y: 8, width: W - 16, height: H - 16, rx: 5, fill: "none", stroke: "rgba(255,255,255,.45)", "stroke-width": 1.5 }));
  } else {
    g.append(s("rect", { width: W, height: H, rx: 8, fill: faceColour || "#fff", stroke: "#fff", "stroke-width": 2 }));
    if (face) {
      const lines = wrap(face, 11).slice(0, 3);
      const text = s("text", { x: W / 2, y: 24, class: "fi-pile-face", "text-anchor": "middle", fill: faceColour === "#cfe6f7" ? "#10263a" : "#fff" });
      lines.forEach((line, i) => text.append(s("tspan", { x: W / 2, dy: i === 0 ? 0 : 11 }, line)));
      g.append(text);
    }
  }
  g.append(s("text", { x: W / 2, y: H - 14, class: `fi-pile-count${count && !back && faceColour === "#cfe6f7" ? " dark" : ""}`, "text-anchor": "middle" }, String(count)));
  const labelText = s("text", { x: W / 2, y: H + 15, class: "fi-pile-label", "text-anchor": "middle" });
  wrap(label, 16).slice(0, 2).forEach((line, i) => labelText.append(s("tspan", { x: W / 2, dy: i === 0 ? 0 : 11 }, line)));
  g.append(labelText);
  return g;
}

function drawPiles(view, ctx, w) {
  const x = COL_X + 100;
  const tdiscard = view.treasure_discard || [];
  const fdiscard = view.flood_discard || [];
  const topT = tdiscard[tdiscard.length - 1];
  const topF = fdiscard[fdiscard.length - 1];
  const names = (list, prefix) => list.map((k) => ctx.t(prefix + k)).join(", ") || w("empty");
  const gap = (VIEW_H - 2 * ORIGIN - 8) / 4;
  return [
    pile(x, ORIGIN + 4, {
      testid: "treasure-deck", count: view.treasure_deck, back: "#c0571f",
      label: w("treasure-deck"), title: `${w("treasure-deck")}: ${fill(w("cards"), { n: view.treasure_deck })}`,
    }),
    pile(x, ORIGIN + 4 + gap, {
      testid: "treasure-discard", count: tdiscard.length, label: w("treasure-discard"),
      face: topT ? ctx.t(`fi.card.${topT}`) : "", faceColour: topT ? CARD_HEX[topT] : null,
      title: `${w("treasure-discard")}: ${names(tdiscard, "fi.card.")}`,
    }),
    pile(x, ORIGIN + 4 + 2 * gap, {
      testid: "flood-deck", count: view.flood_deck, back: "#1d5d9b",
      label: w("flood-deck"), title: `${w("flood-deck")}: ${fill(w("cards"), { n: view.flood_deck })}`,
    }),
    pile(x, ORIGIN + 4 + 3 * gap, {
      testid: "flood-discard", count: fdiscard.length, label: w("flood-discard"),
      face: topF ? ctx.t(`fi.tile.${topF}`) : "", faceColour: "#cfe6f7",
      title: `${w("flood-discard")}: ${names(fdiscard, "fi.tile.")}`,
    }),
  ];
}

function defs() {
  const grad = (id, a, b) =>
    s("linearGradient", { id, x1: 0, y1: 0, x2: 1, y2: 1 }, s("stop", { offset: 0, "stop-color": a }), s("stop", { offset: 1, "stop-color": b }));
  return s(
    "defs", {},
    grad("fi-grad-land", "#f3e4b5", "#d9c387"),
    grad("fi-grad-gate", "#e8dcc4", "#c9b48f"),
    grad("fi-grad-landing", "#e9ecef", "#b9c0c8"),
    grad("fi-grad-earth", "#e6dcef", "#bba8d4"),
    grad("fi-grad-wind", "#fbeec0", "#efcf6d"),
    grad("fi-grad-fire", "#fbd9c8", "#ef9f7c"),
    grad("fi-grad-ocean", "#cdeaf7", "#89c7e6"),
    s("radialGradient", { id: "fi-sea", cx: 0.4, cy: 0.4, r: 0.8 }, s("stop", { offset: 0, "stop-color": "#3f9ccc" }), s("stop", { offset: 1, "stop-color": "#1b5c8c" })),
  );
}

function drawBoard(view, ctx, w) {
  const svg = s("svg", { class: "fi-board", viewBox: `0 0 ${VIEW_W} ${VIEW_H}`, role: "img", "aria-label": w("island") });
  svg.append(defs());
  svg.append(s("rect", { width: VIEW_W, height: VIEW_H, rx: 18, fill: "url(#fi-sea)" }));
  const byTile = {};
  for (const pawn of view.pawns || []) (byTile[pawn.tile] ||= []).push(pawn);
  const tiles = s("g", { class: "fi-tiles" });
  for (const cell of view.cells || []) tiles.append(drawTile(cell, view, ctx, byTile[cell.tile] || []));
  svg.append(tiles);
  for (const g of drawTreasures(view, ctx, w)) svg.append(g);
  svg.append(drawMeter(view, ctx, w));
  for (const g of drawPiles(view, ctx, w)) svg.append(g);
  return svg;
}

// -- the seats ----------------------------------------------------------------------------

function seatPanel(pawn, view, ctx, w) {
  const seat = pawn.seat;
  const mine = seat === ctx.seat;
  const current = view.to_move === seat;
  const panel = h("section", {
    class: `fi-seat${mine ? " me" : ""}${current ? " current" : ""}`,
    "data-seat": seat, "data-role": pawn.role, style: `--role:${ROLE_HEX[pawn.colour] || pawn.colour}`,
  });
  const swatch = s("svg", { viewBox: "-12 -14 24 26", width: 22, height: 24, class: "fi-swatch", "aria-hidden": "true" }, pawnShape(pawn.colour));
  const name = ctx.names && ctx.names[seat];
  const head = h("header", {},
    swatch,
    h("strong", { class: "fi-role", text: ctx.t(`fi.role.${pawn.role}`) }),
    name ? h("span", { class: "fi-name", text: name }) : null,
    mine ? h("span", { class: "fi-you", "data-testid": "you", text: w("you") }) : null,
    current ? h("span", { class: "fi-to-play", text: w("to-play") }) : null,
  );
  panel.append(head);
  panel.append(h("div", { class: "fi-power", text: w(`power.${pawn.role}`) }));
  const where = h("div", { class: "fi-where", text: fill(w("on"), { tile: ctx.t(`fi.tile.${pawn.tile}`) }) });
  if ((view.swimmers || []).includes(seat)) where.append(h("span", { class: "fi-swim", text: ` ${w("swimming")}` }));
  panel.append(where);
  if (view.turn && view.turn.seat === seat && view.turn.phase === "actions" && !view.outcome) {
    const pips = h("div", { class: "fi-pips", title: fill(w("actions-left"), { n: view.turn.actions_left }) });
    for (let i = 0; i < 3; i++) pips.append(h("span", { class: i < view.turn.actions_left ? "on" : "off" }));
    panel.append(pips);
  }
  const hand = h("div", { class: "fi-hand" });
  const cards = (view.hands && view.hands[seat]) || [];
  if (!cards.length) hand.append(h("span", { class: "fi-nocards", text: w("no-cards") }));
  const counts = new Map();
  for (const kind of cards) counts.set(kind, (counts.get(kind) || 0) + 1);
  for (const [kind, count] of counts) {
    const card = h("div", {
      class: `fi-card k-${kind}`, "data-target": `card:${seat}:${kind}`, "data-kind": kind, "data-count": count, "data-motion": `card:${seat}:${kind}`,
      style: `--card:${CARD_HEX[kind] || "#777"}`, title: ctx.t(`fi.card.${kind}`),
    });
    const icon = s("svg", { viewBox: "-14 -14 28 28", width: 22, height: 22, "aria-hidden": "true" }, cardIcon(kind, 11));
    card.append(icon, h("span", { text: ctx.t(`fi.card.${kind}`) }));
    if (count > 1) card.append(h("span", { class: "fi-count", text: `×${count}` }));
    hand.append(card);
  }
  if (cards.length) head.append(h("span", { class: "fi-handsize", title: fill(w("cards"), { n: cards.length }), text: String(cards.length) }));
  panel.append(hand);
  return panel;
}

function sidePanel(view, ctx, w) {
  const side = h("div", { class: "fi-side" });
  if (view.helicopter) {
    const heli = view.helicopter;
    const pawns = heli.pawns.map((p) => ctx.t(`fi.role.${view.pawns[p].role}`)).join(", ");
    side.append(h("div", { class: "fi-note", text: fill(w("helicopter"), { tile: ctx.t(`fi.tile.${heli.from}`), pawns }) }));
  }
  // the viewer's own panel first, then the others in seat order
  const pawns = [...(view.pawns || [])].sort((a, b) => (b.seat === ctx.seat) - (a.seat === ctx.seat) || a.seat - b.seat);
  for (const pawn of pawns) side.append(seatPanel(pawn, view, ctx, w));
  return side;
}

// -- styles (injected once) -----------------------------------------------------------------

const CSS = `
.fi { display: grid; grid-template-columns: minmax(0, 1fr) minmax(200px, 235px); gap: 14px; align-items: start; }
@media (max-width: 900px) { .fi { grid-template-columns: 1fr; } }
.fi-board { width: 100%; height: auto; max-height: calc(100vh - 150px); display: block; user-select: none; }
.fi-tile-name { font: 600 11.5px system-ui, sans-serif; fill: #2b2a26; pointer-events: none; }
.fi-tile.flooded .fi-tile-name { fill: #0d3553; }
.fi-tile-bg { stroke: rgba(60, 45, 20, .35); stroke-width: 1.5; }
.fi-flood { fill: #4aa3e0; opacity: .62; }
.fi-waves { fill: none; stroke: #fff; stroke-width: 2; opacity: .75; pointer-events: none; }
.fi-sunk-outline { fill: none; stroke: rgba(255,255,255,.22); stroke-width: 1.5; stroke-dasharray: 6 6; pointer-events: all; /* the empty square takes a click: why not? */ }
.fi-helipad-h { font: 800 13px system-ui, sans-serif; fill: #333; }
.fi-pawn { pointer-events: none; }
.fi-pawn-halo { fill: rgba(255, 214, 0, .55); stroke: #ffd600; stroke-width: 2; }
.fi-pawn.swimming .fi-pawn-shape { animation: fi-bob 1s ease-in-out infinite alternate; }
@keyframes fi-bob { to { transform: translateY(-4px) scale(1.15); } }
.fi-treasure-name { font: 600 10.5px system-ui, sans-serif; fill: #eaf4fb; pointer-events: none; }
.fi-treasure-disc { stroke: rgba(255,255,255,.5); stroke-width: 2; }
.fi-treasure:not(.captured) .fi-treasure-disc { stroke-dasharray: 5 4; }
.fi-meter-title, .fi-meter-diff { font: 700 12px system-ui, sans-serif; fill: #eaf4fb; }
.fi-meter-tube { fill: rgba(255,255,255,.85); stroke: #0d3553; stroke-width: 2; }
.fi-meter-water { fill: #5fb4ea; opacity: .85; }
.fi-meter-tick { stroke: #0d3553; stroke-opacity: .35; }
.fi-meter-level { font: 700 12px system-ui, sans-serif; fill: #0d3553; }
.fi-meter-cards { font: 600 11px system-ui, sans-serif; fill: #0d3553; opacity: .75; }
.fi-meter-level.now, .fi-meter-cards.now { font-size: 15px; opacity: 1; fill: #8a1010; }
.fi-meter-marker { fill: #ffd600; stroke: #8a5a00; stroke-width: 1.5; }
.fi-pile-shadow { fill: rgba(0,0,0,.25); }
.fi-pile-empty { fill: none; stroke: rgba(255,255,255,.5); stroke-dasharray: 5 4; stroke-width: 1.5; }
.fi-pile-count { font: 800 20px system-ui, sans-serif; fill: #fff; paint-order: stroke; stroke: rgba(0,0,0,.45); stroke-width: 3; }
.fi-pile-count.dark { fill: #10263a; stroke: none; }
.fi-pile-label { font: 600 10.5px system-ui, sans-serif; fill: #eaf4fb; }
.fi-pile-face { font: 700 10px system-ui, sans-serif; }
.fi-side { display: flex; flex-direction: column; gap: 10px; }
.fi-note { background: #fff6d6; border: 1px solid #f0d27a; border-radius: 8px; padding: 6px 8px; font-size: 13px; }
.fi-seat { background: #fff; border-radius: 10px; border-left: 6px solid var(--role); box-shadow: 0 1px 3px rgba(0,0,0,.12); padding: 8px 10px; font-size: 13px; }
.fi-seat.current { box-shadow: 0 0 0 2px #ffd600, 0 2px 6px rgba(0,0,0,.15); }
.fi-seat header { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.fi-seat .fi-role { font-size: 15px; }
.fi-seat .fi-name { color: #555; }
.fi-you { background: #1f5fd1; color: #fff; border-radius: 999px; padding: 0 8px; font-size: 11px; font-weight: 700; }
.fi-to-play { background: #ffd600; color: #3a2f00; border-radius: 999px; padding: 0 8px; font-size: 11px; font-weight: 700; }
.fi-power { color: #666; font-size: 11.5px; margin: 2px 0; }
.fi-where { color: #333; font-size: 12px; }
.fi-swim { color: #c0392b; font-weight: 700; }
.fi-pips { display: flex; gap: 4px; margin: 4px 0; }
.fi-pips span { width: 10px; height: 10px; border-radius: 50%; border: 1.5px solid #1f5fd1; }
.fi-pips span.on { background: #1f5fd1; }
.fi-hand { display: flex; flex-wrap: wrap; gap: 5px; margin-top: 6px; }
.fi-nocards { color: #999; font-style: italic; font-size: 12px; }
.fi-card { display: inline-flex; align-items: center; gap: 3px; background: var(--card); color: #fff; border-radius: 7px; padding: 3px 7px 3px 3px; font-size: 11.5px; font-weight: 600; border: 2px solid transparent; box-shadow: 0 1px 2px rgba(0,0,0,.25); max-width: 100%; }
.fi-count { background: rgba(0,0,0,.25); border-radius: 999px; padding: 0 6px; margin-left: 3px; }
.fi-handsize { margin-left: auto; color: #666; font-size: 12px; font-weight: 700; }
.fi-handsize::before { content: ""; display: inline-block; width: 8px; height: 11px; border: 1.5px solid #888; border-radius: 2px; margin-right: 3px; vertical-align: -1px; }
.fi-card.legal { border-color: #ffd600; cursor: pointer; }
.fi-card.legal:hover { transform: translateY(-2px); }
`;

function render(root, view, ctx) {
  addStyle("fi-style", CSS);
  const w = wordsFor(ctx, "fi.web");
  root.replaceChildren();
  const wrapDiv = h("div", { class: "fi", "data-game": "forbidden-island" });
  wrapDiv.append(h("div", { class: "fi-island" }, drawBoard(view, ctx, w)));
  wrapDiv.append(sidePanel(view, ctx, w));
  root.append(wrapDiv);
}

export default { render };
