// Minecraft: Portal Dash's renderer for the meeple web client (contract: server/PROTOCOL.md).
// Draws into root: div.pd > div.pd-status (level, whose turn, the phase, the block to use,
// a hint), svg.pd-path (the path of boards, in one band or two when it is long, and on its
// right the boss sheet and the monster queue), svg.pd-table (the resource cube as its 4
// layers side by side, the Piglin sheet, the dice, the item deck, discard, the items drawn,
// the Netherite supply and the used blocks) and div.pd-seats (an inventory per character).
// Action targets (view.py action_target): square:<n>, cell:<i>, cube, dice, character:<seat>,
// monster:<id>|monster:boss, item:<seat>:<slot>, piglin:<M><c>, drawn:<key>, netherite:<key>,
// chest:<n>, reveal, wound:auto. Choices made in several clicks (the renderer's, played by ctx.play):
// a weapon then a monster (S:attack), combat dice then the reroll button (S:reroll, S:keep).
// Hooks for tests and for the page:
//   squares     g.pd-square[data-square=<n>][data-kind=normal|lava|magma|soul|portal]
//                 [data-target="square:<n>"] (.covered: a brown block lies on it)
//   boards      g.pd-board[data-board=<i>][data-kind=start|path|portal][data-id]
//                 [data-revealed]; a face-down one is drawn as its back only,
//                 g.pd-board-back (the next one to reveal carries [data-target="reveal"])
//   spawners    g.pd-spawner[data-square][data-number]; chests g.pd-chest[data-square]
//                 ([data-target="chest:<n>"])
//   characters  g.pd-character[data-seat][data-colour][data-square] ([data-target=
//                 "character:<seat>"] when an action names them, as their HP track does)
//   monsters    g.pd-monster[data-id][data-kind][data-number][data-hp][data-square]
//                 ([data-target="monster:<id>"]); the boss g.pd-monster[data-id="boss"];
//                 when a weapon is picked, .aim on the monsters it can hit
//   boss sheet  g[data-testid="boss"][data-kind][data-side][data-hp][data-max]
//   queue       g[data-testid="queue"][data-count] of g.pd-queued[data-kind][data-number]
//   cube        g[data-testid="cube"][data-left]([data-target="cube"]) of g.pd-cell-g
//                 [data-cell]([data-target="cell:<i>"]) holding rect.pd-cell[data-cell=<i>]
//                 [data-layer][data-colour=<colour>|hidden|empty][data-available]; empty
//                 places are rect.pd-cell[data-colour="empty"] alone
//   frame       g[data-testid="frame"][data-count] of g.pd-frame-chip[data-colour][data-count]
//   piglins     g[data-testid="piglins"][data-side] of g.pd-mission[data-mission][data-done]
//                 of g.pd-column[data-mission][data-column=<1..>][data-index][data-colour]
//                 [data-filled][data-size]([data-target="piglin:<M><c>"])
//   dice        g[data-testid="dice"]([data-target="dice"]: the roll) with
//                 g.pd-die[data-die=block|monster][data-value]; g[data-testid="combat"] of
//                 g.pd-combat-die[data-index][data-value] ([data-select="combat:<i>"] when a
//                 reroll is offered, .picked), g[data-testid="reroll"][data-enabled],
//                 g[data-testid="keep"]
//   items       g.pd-drawn[data-key][data-index]([data-target="drawn:<key>"]); the Netherite
//                 supply g.pd-netherite[data-key]([data-target="netherite:<key>"]); the deck
//                 [data-testid="item-deck"][data-count], the discard [data-testid=
//                 "item-discard"][data-count]
//   inventories section.pd-seat[data-seat][data-colour][data-hp] (.me, .current) with
//                 svg.pd-hp[data-hp] of g.pd-heart[data-full] and g.pd-item[data-seat]
//                 [data-slot][data-key][data-kind][data-damaged][data-hearts][data-mode]
//                 ([data-target="item:<seat>:<slot>"]; a ready weapon that may attack:
//                 [data-select="weapon:<slot>"], .picked once clicked); a damaged item sits
//                 in the lower row; the character spreading wounds over its armours
//                 (each armour clicked takes one) shows div.pd-wounds[data-wounds] with
//                 button[data-testid="wound-auto"]([data-target="wound:auto"])
//   status      div[data-testid="status"][data-phase][data-seat][data-to-move]

import { s, h, wrap, addStyle, wordsFor, fill } from "/static/draw.js";

// The words of this board are the catalogue's pd.web.<key> messages (locale/*.po).

// -- colours ------------------------------------------------------------------------------
const SEAT_HEX = { pink: "#ec5f9c", blue: "#2f7fe0", yellow: "#f2c81b", green: "#3fa34d" };
const SEAT_INK = { pink: "#fff", blue: "#fff", yellow: "#3a2f00", green: "#fff" };
const SEAT_COLOURS = ["pink", "blue", "yellow", "green"];
const BLOCK_HEX = { red: "#d2352b", grey: "#9ea3a8", gold: "#f2bd1d", brown: "#8a5a2e", black: "#26222b" };
const SQUARE_KIND = { ".": "normal", L: "lava", M: "magma", S: "soul", P: "portal" };
const MONSTER_LOOK = {
  magma_cube: { body: "#e0561b", dark: "#7a2206", eye: "#ffe14d", shape: "cube" },
  ghast: { body: "#f3f1ee", dark: "#8d8a86", eye: "#4b4b4b", shape: "ghast" },
  enderman: { body: "#1d1b22", dark: "#000", eye: "#d96cff", shape: "tall" },
  hoglin: { body: "#c7866a", dark: "#6d3b27", eye: "#2b1a12", shape: "beast" },
  blaze: { body: "#ffb21f", dark: "#9a5a00", eye: "#3a2200", shape: "blaze" },
  wither_skeleton: { body: "#3a3d40", dark: "#111", eye: "#ff4d4d", shape: "tall" },
  wildfire: { body: "#ff8a1f", dark: "#7a2c00", eye: "#fff3a0", shape: "blaze" },
  ancient_hoglin: { body: "#9c5f45", dark: "#3d1f12", eye: "#ffd34d", shape: "beast" },
};
const TIER_HEX = {
  leather: "#a86a3d", stone: "#8f8f8f", wood: "#b07a43", chainmail: "#9fa8b0", gold: "#f0c23a",
  iron: "#dcdcdc", diamond: "#52d8d0", netherite: "#4d4350", book: "#8e5fd0",
};

function seatName(seat, ctx, w) {
  const name = ctx.names && ctx.names[seat];
  return name || fill(w("player"), { n: (seat ?? 0) + 1 });
}

/** A word, or `fallback` when the catalogue does not have it. */
function wordOr(w, key, fallback) {
  const text = w(key);
  return text === key ? fallback : text;
}

const pretty = (key) => String(key ?? "").replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
// names the game's catalogue has (pd.item.<key>, pd.colour.<colour>...) before the renderer's own
let catalogue = (id) => id;
function cat(id, fallback) {
  const text = catalogue(id);
  return text && text !== id ? text : fallback;
}
const itemName = (w, key) => cat(`pd.item.${key}`, wordOr(w, `i.${key}`, pretty(key)));
const monsterName = (w, kind) => wordOr(w, `m.${kind}`, pretty(kind));
const colourName = (w, colour) => cat(`pd.colour.${colour}`, wordOr(w, `colour.${colour}`, colour));
const blockName = (w, colour) => cat(`pd.colour.${colour}`, wordOr(w, `b.${colour}`, colour));

// -- picks kept between clicks of one step (weapon then monster, combat dice to reroll) --------

const picks = { key: null, weapon: null, dice: new Set() };

function picking(ctx) {
  const key = `${ctx.seat}:${ctx.step}`;
  if (picks.key !== key) {
    picks.key = key;
    picks.weapon = null;
    picks.dice = new Set();
  }
  const listeners = [];
  return { state: picks, refresh: () => listeners.forEach((f) => f()), on: (f) => listeners.push(f) };
}

function clickable(node, handler) {
  node.addEventListener("click", handler);
  node.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      handler(event);
    }
  });
}

// -- the view, read into one shape --------------------------------------------------------------

function model(view, ctx) {
  const m = { view };
  const layout = view.layout || {};
  m.rows = layout.rows || 5;
  m.cols = layout.cols || (layout.squares && layout.squares[0] ? layout.squares[0].length : 12);
  m.squares = layout.squares || [];
  m.boards = layout.boards || [];
  m.spawners = new Map((layout.spawners || []).map((sp) => [sp.square, sp.number]));
  m.chests = new Set(layout.chests || []);
  m.covered = new Set(layout.covered || []);
  m.characters = view.characters || [];
  m.monsters = view.monsters || [];
  m.boss = view.boss || null;
  m.turn = view.turn || {};
  m.end = view.end || null;
  m.actions = ctx.actions || [];
  m.targets = new Set(m.actions.map((a) => a.target).filter(Boolean));
  // the first of some target ids that an action carries (null if none does)
  m.first = (...ids) => ids.find((id) => m.targets.has(id)) ?? null;
  m.ids = new Set(m.actions.map((a) => a.id));
  m.seat = ctx.seat;
  m.live = Boolean(ctx.play) && ctx.seat !== null && ctx.seat !== undefined;
  // attacks: "<seat>:attack:<slot>:<monster id|boss>"
  m.attacks = [];
  for (const a of m.actions) {
    const parts = a.id.split(":");
    if (parts[1] === "attack" && parts.length >= 4) m.attacks.push({ id: a.id, slot: Number(parts[2]), target: parts.slice(3).join(":") });
  }
  m.rerolls = m.actions.filter((a) => a.id.split(":")[1] === "reroll").map((a) => a.id);
  m.keepId = m.actions.map((a) => a.id).find((id) => id === `${ctx.seat}:keep`) ?? null;
  return m;
}

// -- small pictures ---------------------------------------------------------------------------

/** A heart centred on (x, y), about 2r wide; full or empty. */
function heart(x, y, r, full, cls = "pd-heart") {
  const d = `M0,${r * 0.95} C${-r * 1.3},${r * 0.05} ${-r * 0.95},${-r * 1.05} 0,${-r * 0.4} C${r * 0.95},${-r * 1.05} ${r * 1.3},${r * 0.05} 0,${r * 0.95} Z`;
  const g = s("g", { class: `${cls}${full ? " full" : ""}`, transform: `translate(${x},${y})`, "data-full": String(Boolean(full)) });
  g.append(s("path", { d }));
  return g;
}

/** The icon of an item kind in a 24x24 box. */
function itemIcon(kind, tierHex) {
  const g = s("g", { class: `pd-icon k-${kind}` });
  const dark = "#2a2230";
  if (kind === "boots") {
    g.append(s("path", { d: "M5 3h7v9l7 3v5H5z", fill: tierHex, stroke: dark, "stroke-width": 1.4, "stroke-linejoin": "round" }));
    g.append(s("path", { d: "M5 17h14", stroke: dark, "stroke-width": 1.2 }));
  } else if (kind === "armour") {
    g.append(s("path", { d: "M4 6l5-3h6l5 3-2.5 5v10h-11V11z", fill: tierHex, stroke: dark, "stroke-width": 1.4, "stroke-linejoin": "round" }));
    g.append(s("path", { d: "M9 3c1 2 5 2 6 0", fill: "none", stroke: dark, "stroke-width": 1.2 }));
  } else if (kind === "leggings") {
    g.append(s("path", { d: "M5 3h14v18h-5.5l-1.5-10-1.5 10H5z", fill: tierHex, stroke: dark, "stroke-width": 1.4, "stroke-linejoin": "round" }));
    g.append(s("path", { d: "M5 6h14", stroke: dark, "stroke-width": 1.2 }));
  } else if (kind === "sword") {
    g.append(s("path", { d: "M18.5 3.5L21 3l-.5 2.5L9 17l-2-2z", fill: tierHex, stroke: dark, "stroke-width": 1.3, "stroke-linejoin": "round" }));
    g.append(s("path", { d: "M5 13l6 6M7.5 16.5l-4 4", stroke: dark, "stroke-width": 2.2, "stroke-linecap": "round" }));
  } else if (kind === "bow") {
    g.append(s("path", { d: "M5 3c10 2 14 6 16 16", fill: "none", stroke: tierHex, "stroke-width": 3, "stroke-linecap": "round" }));
    g.append(s("path", { d: "M5 3c10 2 14 6 16 16", fill: "none", stroke: dark, "stroke-width": 0.8 }));
    g.append(s("path", { d: "M5 3L21 19", stroke: "#eee", "stroke-width": 1 }));
    g.append(s("path", { d: "M4 20L15 9M15 9l-3.5.5M15 9l-.5 3.5", stroke: dark, "stroke-width": 1.4, "stroke-linecap": "round" }));
  } else if (kind === "pickaxe") {
    g.append(s("path", { d: "M3 8c5-6 13-6 18 0c-5-3-13-3-18 0z", fill: tierHex, stroke: dark, "stroke-width": 1.3, "stroke-linejoin": "round" }));
    g.append(s("path", { d: "M12 5v17", stroke: "#7a4f28", "stroke-width": 2.4, "stroke-linecap": "round" }));
  } else {
    g.append(s("rect", { x: 4, y: 3, width: 16, height: 19, rx: 2, fill: tierHex, stroke: dark, "stroke-width": 1.3 }));
    g.append(s("path", { d: "M12 7l1.3 3.2 3.2.3-2.5 2 .9 3.3L12 14l-2.9 1.8.9-3.3-2.5-2 3.2-.3z", fill: "#fff6c8" }));
  }
  return g;
}

/** A stat glyph (10x10 box) then its number. */
function statGlyph(kind) {
  const g = s("g", { class: `pd-stat-g g-${kind}` });
  if (kind === "move") g.append(s("path", { d: "M0 5h7M4 1.5l3.5 3.5L4 8.5", fill: "none", stroke: "currentColor", "stroke-width": 1.8, "stroke-linecap": "round", "stroke-linejoin": "round" }));
  else if (kind === "dice") {
    g.append(s("rect", { x: 0.5, y: 0.5, width: 9, height: 9, rx: 2, fill: "#222" }));
    g.append(s("circle", { cx: 3, cy: 3, r: 1.1, fill: "#fff" }), s("circle", { cx: 7, cy: 7, r: 1.1, fill: "#fff" }));
  } else if (kind === "range") {
    g.append(s("circle", { cx: 5, cy: 5, r: 4, fill: "none", stroke: "currentColor", "stroke-width": 1.4 }));
    g.append(s("circle", { cx: 5, cy: 5, r: 1.4, fill: "currentColor" }));
  } else if (kind === "blocks" || kind === "frame") {
    g.append(s("path", { d: "M5 0.5l4.5 2.3v5L5 10 0.5 7.8v-5z", fill: kind === "frame" ? "#6d5a7a" : "#b08050", stroke: "#3a2a1a", "stroke-width": 0.8 }));
    g.append(s("path", { d: "M0.5 2.8L5 5l4.5-2.2M5 5v5", fill: "none", stroke: "#3a2a1a", "stroke-width": 0.8 }));
  } else if (kind === "reroll") g.append(s("path", { d: "M8 3.2A4 4 0 1 0 9 6.5M8 0.5v3h-3", fill: "none", stroke: "currentColor", "stroke-width": 1.5, "stroke-linecap": "round" }));
  return g;
}

// what an enchantment tile adds to the item it goes on
const ENCHANT_STATS = { sharpness: [["dice", "+1"]], reroll: [["reroll", "1"]], power: [["dice", "+1"], ["range", "+1"]], speed: [["move", "+2"]] };

function itemStats(item) {
  if (item.kind === "enchantment") return ENCHANT_STATS[item.enchant || item.key] || [];
  const out = [];
  const mode = item.mode;
  const leg = item.kind === "leggings";
  if (item.move && (!leg || mode !== "armour")) out.push(["move", item.move]);
  if (item.dice) out.push(["dice", item.dice]);
  if (item.range) out.push(["range", item.range]);
  if (item.blocks) out.push(["blocks", item.blocks]);
  if (item.frame) out.push(["frame", item.frame]);
  if (item.reroll) out.push(["reroll", item.reroll]);
  return out;
}

function itemTip(item, w) {
  const bits = [itemName(w, item.key)];
  if (item.kind === "leggings" && item.mode) bits.push(w(item.mode === "boots" ? "as-boots" : "as-armour"));
  for (const [k, n] of itemStats(item)) bits.push(fill(w(`stat.${k}`), { n }));
  const max = maxHearts(item);
  if (item.hearts || max) bits.push(fill(w("stat.hearts"), { n: max ? `${item.hearts ?? 0}/${max}` : item.hearts }));
  if (item.ignore_ground) bits.push(w("stat.ignore"));
  if (item.kind === "enchantment") bits.push(wordOr(w, `ench.${item.enchant || item.key}`, ""));
  for (const e of item.enchantments || []) bits.push(wordOr(w, `ench.${e}`, pretty(e)));
  if (item.damaged) bits.push(w("damaged"));
  return bits.join(" · ");
}

const ITEM_W = 58;
const ITEM_H = 70;

/** An item tile at (0,0), ITEM_W x ITEM_H: its material, icon, stats, hearts, enchantments. */
function itemTile(item, w) {
  const first = String(item.key || "").split("_")[0];
  const tier = item.tier || first;
  const hex = TIER_HEX[tier] || (item.kind === "enchantment" ? TIER_HEX.book : "#b9b3a6");
  const g = s("g", { class: `pd-tile${item.damaged ? " damaged" : ""}${item.netherite || tier === "netherite" ? " netherite" : ""}` });
  g.append(s("rect", { width: ITEM_W, height: ITEM_H, rx: 6, class: "pd-tile-bg" }));
  g.append(s("rect", { x: 3, y: 3, width: ITEM_W - 6, height: 30, rx: 4, class: "pd-tile-band", fill: hex, "fill-opacity": 0.28 }));
  const icon = itemIcon(item.kind, hex);
  icon.setAttribute("transform", `translate(${ITEM_W / 2 - 14},5) scale(1.17)`);
  g.append(icon);
  // the stats, two to a line
  const stats = itemStats(item);
  stats.slice(0, 4).forEach(([k, n], i) => {
    const x = 5 + (i % 2) * 27;
    const y = 38 + Math.floor(i / 2) * 13;
    const sg = statGlyph(k);
    sg.setAttribute("transform", `translate(${x},${y})`);
    g.append(sg, s("text", { x: x + 12, y: y + 9, class: "pd-stat-n" }, String(n)));
  });
  if (item.ignore_ground || (item.kind === "enchantment" && (item.enchant || item.key) === "walker")) {
    g.append(s("text", { x: ITEM_W - 5, y: 47, "text-anchor": "end", class: "pd-stat-n small" }, "M/S"));
  }
  // hearts: the ones on the armour, then the empty places when the printed count is known
  const max = maxHearts(item);
  const wearsHearts = item.kind === "armour" || (item.kind === "leggings" && item.mode !== "boots");
  const total = Math.max(item.hearts || 0, wearsHearts ? max || 0 : 0);
  if (total) {
    const r = total > 4 ? 4 : 5;
    const step = Math.min(11, (ITEM_W - 10) / total);
    for (let i = 0; i < total; i++) g.append(heart(8 + i * step, ITEM_H - 9, r, i < (item.hearts || 0)));
  }
  if (item.kind === "leggings" && item.mode) {
    g.append(s("text", { x: ITEM_W - 4, y: 12, "text-anchor": "end", class: "pd-mode" }, item.mode === "boots" ? "B" : "A"));
  }
  (item.enchantments || []).forEach((e, i) => {
    // a purple badge per enchantment, with the glyph of what it adds
    const b = s("g", { class: "pd-ench", "data-enchant": e, transform: `translate(${2 + i * 14},2)` });
    b.append(s("rect", { width: 13, height: 13, rx: 2.5 }));
    const glyph = { sharpness: "dice", reroll: "reroll", power: "range", speed: "move" }[e];
    if (glyph) {
      const sg = statGlyph(glyph);
      sg.setAttribute("transform", "translate(1.5,1.5) scale(1)");
      b.append(sg);
    } else b.append(s("text", { x: 6.5, y: 9.5, "text-anchor": "middle" }, "M/S"));
    b.append(s("title", {}, wordOr(w, `ench.${e}`, pretty(e))));
    g.append(b);
  });
  if (item.damaged) g.append(s("path", { d: `M${ITEM_W - 20},2 l6,10 l-5,4 l7,12`, class: "pd-crack" }));
  g.append(s("title", {}, itemTip(item, w)));
  return g;
}

/** A monster (or boss) figure centred on 0,0, about 2r across. */
function monsterFigure(kind, r) {
  const look = MONSTER_LOOK[kind] || { body: "#b33", dark: "#511", eye: "#fff", shape: "cube" };
  const g = s("g", { class: "pd-figure" });
  g.append(s("circle", { r: r * 1.02, class: "pd-base" }));
  const b = { fill: look.body, stroke: look.dark, "stroke-width": r * 0.08 };
  let ey = -r * 0.15;
  if (look.shape === "cube") g.append(s("rect", { x: -r * 0.62, y: -r * 0.62, width: r * 1.24, height: r * 1.24, rx: r * 0.1, ...b }));
  else if (look.shape === "ghast") {
    g.append(s("rect", { x: -r * 0.62, y: -r * 0.7, width: r * 1.24, height: r * 1.0, rx: r * 0.12, ...b }));
    for (let i = -2; i <= 2; i++) g.append(s("path", { d: `M${i * r * 0.24},${r * 0.3} v${r * (0.32 + (i % 2 ? 0.1 : 0))}`, stroke: look.dark, "stroke-width": r * 0.1 }));
    ey = -r * 0.25;
  } else if (look.shape === "tall") {
    g.append(s("rect", { x: -r * 0.36, y: -r * 0.85, width: r * 0.72, height: r * 1.7, rx: r * 0.08, ...b }));
    ey = -r * 0.5;
  } else if (look.shape === "beast") {
    g.append(s("rect", { x: -r * 0.7, y: -r * 0.5, width: r * 1.4, height: r * 1.0, rx: r * 0.18, ...b }));
    g.append(s("path", { d: `M${-r * 0.55},${r * 0.2} l${-r * 0.2},${-r * 0.45} M${r * 0.55},${r * 0.2} l${r * 0.2},${-r * 0.45}`, stroke: "#f6eedd", "stroke-width": r * 0.12, "stroke-linecap": "round" }));
  } else {
    g.append(s("rect", { x: -r * 0.45, y: -r * 0.6, width: r * 0.9, height: r * 0.9, rx: r * 0.08, ...b }));
    for (const a of [0, 60, 120, 180, 240, 300]) {
      g.append(s("rect", { x: -r * 0.07, y: r * 0.55, width: r * 0.14, height: r * 0.3, fill: look.body, stroke: look.dark, "stroke-width": r * 0.04, transform: `rotate(${a})` }));
    }
    ey = -r * 0.2;
  }
  const ex = look.shape === "tall" ? r * 0.16 : r * 0.26;
  g.append(s("rect", { x: -ex - r * 0.1, y: ey, width: r * 0.2, height: r * 0.14, fill: look.eye }));
  g.append(s("rect", { x: ex - r * 0.1, y: ey, width: r * 0.2, height: r * 0.14, fill: look.eye }));
  return g;
}

/** A character: a pawn in its colour with a blocky head, centred on 0,0. */
function characterFigure(colour, seat, r) {
  const hex = SEAT_HEX[colour] || "#888";
  const g = s("g", { class: "pd-pawn" });
  g.append(s("path", { d: `M${-r * 0.8},${r} Q${-r * 0.8},${-r * 0.1} 0,${-r * 0.1} Q${r * 0.8},${-r * 0.1} ${r * 0.8},${r} Z`, fill: hex, class: "pd-pawn-body" }));
  g.append(s("rect", { x: -r * 0.5, y: -r * 1.05, width: r, height: r, rx: r * 0.12, fill: "#f1c9a0", class: "pd-pawn-head" }));
  g.append(s("rect", { x: -r * 0.5, y: -r * 1.05, width: r, height: r * 0.3, fill: "#5a3b22" }));
  g.append(s("rect", { x: -r * 0.3, y: -r * 0.6, width: r * 0.16, height: r * 0.14, fill: "#3a56b8" }));
  g.append(s("rect", { x: r * 0.14, y: -r * 0.6, width: r * 0.16, height: r * 0.14, fill: "#3a56b8" }));
  g.append(s("text", { y: r * 0.78, "text-anchor": "middle", class: "pd-pawn-n", fill: SEAT_INK[colour] || "#fff", "font-size": r * 0.75 }, String(seat + 1)));
  return g;
}

/** A die of side 2r: pips 1-3 (the monster die), a colour face (the block die), hits (combat). */
function dieFace(kind, value, r) {
  const g = s("g", { class: `pd-face f-${kind}` });
  if (kind === "block") {
    const hex = BLOCK_HEX[value];
    g.append(s("rect", { x: -r, y: -r, width: 2 * r, height: 2 * r, rx: r * 0.22, class: "pd-face-bg" }));
    if (value === "any") g.append(s("text", { y: r * 0.38, "text-anchor": "middle", class: "pd-face-q", "font-size": r * 1.1 }, "?"));
    else if (hex) g.append(s("rect", { x: -r * 0.58, y: -r * 0.58, width: r * 1.16, height: r * 1.16, rx: r * 0.12, fill: hex, stroke: "#222", "stroke-width": 1 }));
    return g;
  }
  const combat = kind === "combat";
  g.append(s("rect", { x: -r, y: -r, width: 2 * r, height: 2 * r, rx: r * 0.22, class: combat ? "pd-face-bg black" : "pd-face-bg" }));
  if (value === null || value === undefined) {
    g.append(s("text", { y: r * 0.38, "text-anchor": "middle", class: "pd-face-q", "font-size": r }, "–"));
    return g;
  }
  if (combat) {
    // a hit is a little star-burst; 0 is a blank face
    const spots = value === 1 ? [[0, 0]] : value === 2 ? [[-0.42, -0.42], [0.42, 0.42]] : value >= 3 ? [[-0.45, -0.45], [0, 0], [0.45, 0.45]] : [];
    for (const [x, y] of spots) {
      g.append(s("path", { d: burst(x * r, y * r, r * (value === 1 ? 0.55 : 0.38)), class: "pd-hit" }));
    }
    return g;
  }
  const pips = { 1: [[0, 0]], 2: [[-0.45, -0.45], [0.45, 0.45]], 3: [[-0.5, -0.5], [0, 0], [0.5, 0.5]] }[value] || [];
  for (const [x, y] of pips) g.append(s("circle", { cx: x * r, cy: y * r, r: r * 0.2, class: "pd-pip" }));
  return g;
}

function burst(cx, cy, r) {
  let d = "";
  for (let i = 0; i < 8; i++) {
    const a = (Math.PI / 4) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.42 : r;
    d += `${i ? "L" : "M"}${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)} `;
  }
  return `${d}Z`;
}

function block(colour, size, cls = "pd-block") {
  return s("rect", { width: size, height: size, rx: size * 0.12, class: cls, fill: BLOCK_HEX[colour] || "#555", "data-colour": colour });
}

// -- the path of boards (left) with the boss and the queue (right) ---------------------------------

const PATH_W = 1000;
const SIDE_W = 200; // the boss sheet and the queue, right of the path
const PAD = 10;

function squareKind(ch) {
  return SQUARE_KIND[ch] || "normal";
}

function drawSquare(m, n, ch, x, y, sq, w) {
  const kind = squareKind(ch);
  const covered = m.covered.has(n);
  const target = `square:${n}`;
  const g = s("g", {
    class: `pd-square k-${kind}${covered ? " covered" : ""}`, "data-square": n, "data-kind": kind,
    "data-target": target, transform: `translate(${x},${y})`,
  });
  g.append(s("rect", { width: sq, height: sq, class: `pd-sq-bg k-${kind}` }));
  if (kind === "lava") {
    g.append(s("path", { d: `M${sq * 0.1},${sq * 0.4} q${sq * 0.2},${-sq * 0.12} ${sq * 0.4},0 t${sq * 0.4},0 M${sq * 0.1},${sq * 0.7} q${sq * 0.2},${-sq * 0.12} ${sq * 0.4},0 t${sq * 0.4},0`, class: "pd-lava-wave" }));
  } else if (kind === "magma") {
    g.append(s("path", { d: `M${sq * 0.15},${sq * 0.2} l${sq * 0.2},${sq * 0.25} l${sq * 0.25},${-sq * 0.1} l${sq * 0.2},${sq * 0.35} M${sq * 0.3},${sq * 0.85} l${sq * 0.15},${-sq * 0.2} l${sq * 0.3},${sq * 0.05}`, class: "pd-magma-crack" }));
  } else if (kind === "soul") {
    for (const [fx, fy] of [[0.3, 0.35], [0.68, 0.62]]) {
      g.append(s("circle", { cx: sq * fx - sq * 0.06, cy: sq * fy, r: sq * 0.035, class: "pd-soul-face" }));
      g.append(s("circle", { cx: sq * fx + sq * 0.06, cy: sq * fy, r: sq * 0.035, class: "pd-soul-face" }));
      g.append(s("path", { d: `M${sq * fx - sq * 0.07},${sq * fy + sq * 0.1} h${sq * 0.14}`, class: "pd-soul-mouth" }));
    }
  } else if (kind === "portal") {
    g.append(s("rect", { x: sq * 0.12, y: sq * 0.06, width: sq * 0.76, height: sq * 0.88, class: "pd-portal-frame" }));
    g.append(s("rect", { x: sq * 0.22, y: sq * 0.16, width: sq * 0.56, height: sq * 0.68, class: "pd-portal-swirl" }));
  }
  if (m.spawners.has(n)) {
    const number = m.spawners.get(n);
    const sp = s("g", { class: "pd-spawner", "data-square": n, "data-number": number });
    sp.append(s("rect", { x: sq * 0.14, y: sq * 0.14, width: sq * 0.72, height: sq * 0.72, class: "pd-cage" }));
    for (const f of [0.38, 0.62]) {
      sp.append(s("path", { d: `M${sq * f},${sq * 0.14} v${sq * 0.72} M${sq * 0.14},${sq * f} h${sq * 0.72}`, class: "pd-cage-bar" }));
    }
    sp.append(s("circle", { cx: sq * 0.82, cy: sq * 0.18, r: sq * 0.15, class: "pd-spawn-badge" }));
    sp.append(s("text", { x: sq * 0.82, y: sq * 0.18 + sq * 0.075, "text-anchor": "middle", class: "pd-spawn-n", "font-size": sq * 0.2 }, String(number)));
    sp.append(s("title", {}, fill(w("spawner"), { n: number })));
    g.append(sp);
  }
  if (covered) {
    const b = s("g", { class: "pd-covered", transform: `translate(${sq * 0.16},${sq * 0.16})` });
    b.append(block("brown", sq * 0.68, "pd-block brown"));
    for (const f of [0.23, 0.46]) b.append(s("path", { d: `M0,${sq * f} h${sq * 0.68}`, class: "pd-plank" }));
    g.append(b);
  }
  const tip = covered ? w("covered") : w(`sq.${kind}`);
  g.append(s("title", {}, m.spawners.has(n) ? `${tip} · ${fill(w("spawner"), { n: m.spawners.get(n) })}` : tip));
  return g;
}

function drawChest(n, x, y, sq, m, w) {
  const target = `chest:${n}`;
  const g = s("g", { class: "pd-chest", "data-square": n, transform: `translate(${x + sq * 0.08},${y + sq * 0.58})` });
  if (m.targets.has(target)) g.setAttribute("data-target", target);
  const cw = sq * 0.36;
  const ch = sq * 0.3;
  g.append(s("rect", { width: cw, height: ch, rx: 2, class: "pd-chest-box" }));
  g.append(s("path", { d: `M0,${ch * 0.38} h${cw}`, class: "pd-chest-line" }));
  g.append(s("rect", { x: cw / 2 - 2, y: ch * 0.28, width: 4, height: 5, class: "pd-chest-lock" }));
  g.append(s("title", {}, w("chest")));
  return g;
}

/** Figures on a square: alone, in its middle; several share it as a grid of cells (two side
 * by side, then two rows of two, then of three), each figure in the middle of its own cell,
 * which is also its tap area: a figure's area never covers another's (on a phone, where a
 * square is about 48 CSS px wide, a cell of a half square is still 24 px). Returns
 * {x, y, w, h} per figure, the cell's top left corner and size relative to the square. */
function cellsOn(count, sq) {
  if (count <= 1) return [{ x: 0, y: 0, w: sq, h: sq }];
  const cols = count <= 4 ? 2 : 3;
  const rows = Math.ceil(count / cols);
  const cw = sq / cols;
  const ch = sq / rows;
  return Array.from({ length: count }, (_, i) => ({ x: (i % cols) * cw, y: Math.floor(i / cols) * ch, w: cw, h: ch }));
}

/** The width the path is drawn at on a phone (CSS px): a square at least 48 px wide, so that
 * the half-square cell of a figure sharing it can be tapped (24 px, WCAG 2.5.8). */
function phoneWidth(sq) {
  return Math.max(700, Math.ceil((PATH_W * 48) / sq));
}

function drawMonster(mon, x, y, r, m, w, pick, isBoss = false) {
  const id = isBoss ? "boss" : String(mon.id);
  // tagged even when unlit (no attack on it now): a click then asks the server why not
  const target = (isBoss ? m.first("boss", "monster:boss") : m.first(`monster:${id}`)) ?? `monster:${id}`;
  const g = s("g", {
    class: `pd-monster${isBoss ? " boss" : ""}`, "data-id": id, "data-kind": mon.kind, "data-number": mon.number ?? "",
    "data-hp": mon.hp ?? "", "data-square": mon.square ?? "", transform: `translate(${x},${y})`, "data-motion": `monster:${id}`,
  });
  if (target) g.setAttribute("data-target", target);
  // the monster being fought while the combat dice may be rerolled
  const pending = m.turn.pending || {};
  const fought = pending.attack ? pending.attack.target : pending.target;
  if (m.turn.phase === "reroll" && String(fought) === id) {
    g.classList.add("fought");
    g.append(s("circle", { r: r * 1.25, class: "pd-fought" }));
  }
  g.append(s("rect", { x: -r * 1.05, y: -r * 1.05, width: r * 2.1, height: r * 2.1, rx: r, class: "pd-hitbox" }));
  g.append(monsterFigure(mon.kind, r));
  if (!isBoss) {
    // the activation number, top right, as a white die
    const badge = s("g", { transform: `translate(${r * 0.8},${-r * 0.8})`, class: "pd-mon-number" });
    badge.append(dieFace("monster", mon.number, r * 0.36));
    g.append(badge);
  }
  const hp = s("g", { transform: `translate(${-r * 0.8},${r * 0.8})`, class: "pd-mon-hp" });
  hp.append(s("circle", { r: r * 0.34, class: "pd-mon-hp-bg" }));
  hp.append(s("text", { y: r * 0.16, "text-anchor": "middle", "font-size": r * 0.46, class: "pd-mon-hp-n" }, String(mon.hp ?? "")));
  g.append(hp);
  const tip = isBoss
    ? fill(w("boss-tip"), { name: monsterName(w, mon.kind), side: w(`side.${mon.side}`), hp: mon.hp, max: mon.max })
    : fill(w("monster-tip"), { name: monsterName(w, mon.kind), n: mon.number, hp: mon.hp });
  g.append(s("title", {}, tip));
  // a weapon picked in an inventory: this monster is its target
  if (pick && m.live) {
    const show = () => {
      const slot = pick.state.weapon;
      const id2 = slot === null ? null : m.attacks.find((a) => a.slot === slot && a.target === id);
      g.classList.toggle("aim", Boolean(id2));
    };
    g.addEventListener("click", (event) => {
      const slot = pick.state.weapon;
      const attack = slot === null ? null : m.attacks.find((a) => a.slot === slot && a.target === id);
      if (!attack) return;
      event.stopPropagation();
      m.play(attack.id);
    });
    pick.on(show);
    show();
  }
  return g;
}

/** Where the boards go: one band left to right, or two when the path is long (the second
 * band continues the first); {sq, bands: [[board index...]], place(b) -> [x, y]}. */
function pathGeometry(m, avail) {
  const boards = m.boards.length ? m.boards : [{ col: 0, width: m.cols }];
  const one = Math.min(56, Math.floor(avail / m.cols));
  if (one >= 34 || boards.length < 4) {
    const sq = Math.max(16, one);
    return { sq, bands: [boards.map((_, i) => i)] };
  }
  // two bands, split where the columns are most even
  let best = 1;
  for (let k = 1; k < boards.length; k++) {
    const left = boards[k].col;
    const bestLeft = boards[best].col;
    if (Math.abs(2 * left - m.cols) < Math.abs(2 * bestLeft - m.cols)) best = k;
  }
  const widest = Math.max(boards[best].col, m.cols - boards[best].col);
  const sq = Math.max(16, Math.min(44, Math.floor((avail - 16) / widest)));
  return { sq, bands: [boards.slice(0, best).map((_, i) => i), boards.slice(best).map((_, i) => i + best)] };
}

function drawPath(m, ctx, w, pick) {
  const avail = PATH_W - SIDE_W - 3 * PAD;
  const geo = pathGeometry(m, avail);
  const sq = geo.sq;
  const top = 24;
  const bandH = m.rows * sq + top;
  const height = Math.max(geo.bands.length * bandH + PAD, 300);
  const svg = s("svg", { class: "pd-path", viewBox: `0 0 ${PATH_W} ${height}`, role: "img", "aria-label": w("path") });
  svg.style.setProperty("--pd-phone-width", `${phoneWidth(sq)}px`); // style.css, phones
  svg.append(s("rect", { width: PATH_W, height, rx: 14, class: "pd-felt" }));
  // each board's top left corner; a column's board
  const boards = m.boards.length ? m.boards : [{ kind: "path", col: 0, width: m.cols, revealed: true }];
  const corner = [];
  geo.bands.forEach((band, k) => {
    const cols = band.reduce((acc, b) => acc + boards[b].width, 0);
    let x = PAD + Math.max(0, Math.floor((avail - cols * sq) / 2)) + (k ? 16 : 0);
    for (const b of band) {
      corner[b] = [x, top + k * bandH];
      x += boards[b].width * sq;
    }
  });
  const boardOf = [];
  boards.forEach((b, i) => {
    for (let c = b.col; c < b.col + b.width; c++) boardOf[c] = i;
  });
  const at = (n) => {
    const r = Math.floor(n / m.cols);
    const c = n % m.cols;
    const b = boardOf[c] ?? 0;
    return [corner[b][0] + (c - boards[b].col) * sq, corner[b][1] + r * sq];
  };
  const g = s("g", { class: "pd-boards", "data-testid": "path", "data-cols": m.cols, "data-rows": m.rows, "data-bands": geo.bands.length });
  // the squares of the boards face up
  for (let r = 0; r < m.rows; r++) {
    for (let c = 0; c < m.cols; c++) {
      const ch = (m.squares[r] || [])[c];
      if (ch === null || ch === undefined) continue;
      const [x, y] = at(r * m.cols + c);
      g.append(drawSquare(m, r * m.cols + c, ch, x, y, sq, w));
    }
  }
  // board frames, labels and backs
  let nextReveal = true;
  m.boards.forEach((b, i) => {
    const [bx, by] = corner[i];
    const bw = b.width * sq;
    const bg = s("g", { class: `pd-board k-${b.kind}`, "data-board": i, "data-kind": b.kind, "data-id": b.id ?? "", "data-revealed": String(Boolean(b.revealed)) });
    if (!b.revealed) {
      const back = s("g", { class: "pd-board-back" });
      const reveal = m.first(`board:${i}`) ?? (nextReveal ? m.first("reveal") : null);
      if (reveal) back.setAttribute("data-target", reveal);
      nextReveal = false;
      back.append(s("rect", { x: bx, y: by, width: bw, height: m.rows * sq, class: "pd-back-bg" }));
      for (let k = 1; k < m.rows * 2; k++) {
        back.append(s("path", { d: `M${bx},${by + (k * sq) / 2} h${bw}`, class: "pd-back-brick" }));
      }
      back.append(s("text", { x: bx + bw / 2, y: by + (m.rows * sq) / 2 + sq * 0.25, "text-anchor": "middle", class: "pd-back-q", "font-size": Math.min(bw, sq * 2) * 0.6 }, b.kind === "portal" ? "◊" : "?"));
      back.append(s("title", {}, b.kind === "portal" ? `${w("portal")} · ${w("face-down")}` : w("face-down")));
      bg.append(back);
    }
    bg.append(s("rect", { x: bx, y: by, width: bw, height: m.rows * sq, class: "pd-board-frame" }));
    const label = b.kind === "start" ? w("start") : b.kind === "portal" ? w("portal") : b.revealed && b.id ? fill(w("board"), { id: b.id }) : "?";
    bg.append(s("text", { x: bx + bw / 2, y: by - 7, "text-anchor": "middle", class: "pd-board-label" }, label));
    g.append(bg);
  });
  // the second band goes on from the first: an arrow at the end of one, the start of the other
  if (geo.bands.length > 1) {
    const last = geo.bands[0][geo.bands[0].length - 1];
    const [lx, ly] = corner[last];
    const ex = lx + boards[last].width * sq;
    const [fx, fy] = corner[geo.bands[1][0]];
    const mid = (m.rows * sq) / 2;
    g.append(s("path", { d: `M${ex + 2},${ly + mid} h8 M${ex + 6},${ly + mid - 4} l4,4 l-4,4`, class: "pd-wrap" }));
    g.append(s("path", { d: `M${fx - 14},${fy + mid} h10 M${fx - 8},${fy + mid - 4} l4,4 l-4,4`, class: "pd-wrap" }));
  }
  // figures, then the chests (a chest stays in sight under a character)
  const on = new Map();
  const add = (square, entry) => {
    if (square === null || square === undefined) return;
    if (!on.has(square)) on.set(square, []);
    on.get(square).push(entry);
  };
  for (const mon of m.monsters) add(mon.square, { mon });
  if (m.boss && m.boss.square !== null && m.boss.square !== undefined) add(m.boss.square, { boss: m.boss });
  for (const ch of m.characters) add(ch.square, { ch });
  const figures = s("g", { class: "pd-figures" });
  for (const [square, list] of on) {
    const [sx, sy] = at(square);
    const cells = cellsOn(list.length, sq);
    list.forEach((e, i) => {
      const cell = cells[i];
      const [cx, cy] = [sx + cell.x + cell.w / 2, sy + cell.y + cell.h / 2];
      const rad = list.length > 1 ? Math.min(cell.w, cell.h) * 0.42 : sq * (e.boss ? 0.42 : 0.34);
      let fig;
      if (e.mon) fig = drawMonster(e.mon, cx, cy, rad, m, w, pick);
      else if (e.boss) fig = drawMonster(e.boss, cx, cy, rad, m, w, pick, true);
      else fig = drawCharacter(e.ch, cx, cy, rad, m, ctx, w);
      // sharing the square: the tap area is the whole cell, and no more
      const hit = list.length > 1 ? fig.querySelector(".pd-hitbox") : null;
      if (hit) for (const [k, v] of Object.entries({ x: -cell.w / 2, y: -cell.h / 2, width: cell.w, height: cell.h, rx: 2 })) hit.setAttribute(k, v);
      figures.append(fig);
    });
  }
  g.append(figures);
  for (const n of m.chests) {
    const [x, y] = at(n);
    g.append(drawChest(n, x, y, sq, m, w));
  }
  svg.append(g);
  svg.append(drawBossSheet(m, w, PATH_W - SIDE_W - PAD, PAD));
  svg.append(drawQueue(m, w, PATH_W - SIDE_W - PAD, PAD + 128, height - 2 * PAD - 128));
  return svg;
}

function drawCharacter(ch, x, y, r, m, ctx, w) {
  const colour = ch.colour || SEAT_COLOURS[ch.seat] || "pink";
  const target = m.first(`seat:${ch.seat}`, `character:${ch.seat}`);
  const g = s("g", {
    class: `pd-character${ch.seat === m.turn.seat ? " current" : ""}`, "data-seat": ch.seat, "data-colour": colour,
    "data-square": ch.square ?? "", transform: `translate(${x},${y})`, "data-motion": `pawn:${ch.seat}`,
  });
  if (target) g.setAttribute("data-target", target);
  g.append(s("rect", { x: -r, y: -r * 1.1, width: 2 * r, height: 2.15 * r, rx: r * 0.4, class: "pd-hitbox" }));
  g.append(characterFigure(colour, ch.seat, r));
  g.append(s("title", {}, `${seatName(ch.seat, ctx, w)} (${colourName(w, colour)}) · ${ch.hp} ${w("hp")}`));
  return g;
}

function drawBossSheet(m, w, x, y) {
  const boss = m.boss;
  const g = s("g", { class: "pd-boss-sheet", "data-testid": "boss", transform: `translate(${x},${y})` });
  g.append(s("rect", { width: SIDE_W, height: 120, rx: 10, class: "pd-sheet" }));
  if (!boss) return g;
  g.setAttribute("data-kind", boss.kind);
  g.setAttribute("data-side", boss.side);
  g.setAttribute("data-hp", boss.hp);
  g.setAttribute("data-max", boss.max);
  g.append(s("text", { x: 10, y: 18, class: "pd-sheet-title" }, `${w("boss")} · ${monsterName(w, boss.kind)}`));
  g.append(s("text", { x: 10, y: 32, class: "pd-sheet-sub" }, `${w(`side.${boss.side}`)} · ${boss.square === null || boss.square === undefined ? w("boss-waits") : w("boss-here")}`));
  const fig = monsterFigure(boss.kind, 17);
  fig.setAttribute("transform", "translate(30,57)");
  g.append(fig);
  g.append(s("text", { x: 56, y: 64, class: "pd-boss-hp" }, `${boss.hp}/${boss.max}`));
  // the HP track: one cell per point, the heart on the current value
  const max = boss.max || 20;
  const per = Math.ceil(max / 2);
  const cw = (SIDE_W - 20) / per;
  for (let i = 1; i <= max; i++) {
    const cx = 10 + ((i - 1) % per) * cw;
    const cy = 82 + Math.floor((i - 1) / per) * 15;
    const on = i <= boss.hp;
    g.append(s("rect", { x: cx, y: cy, width: cw - 2, height: 12, rx: 2, class: `pd-track${on ? " on" : ""}` }));
    if (i === boss.hp) g.append(heart(cx + (cw - 2) / 2, cy + 6, 5, true));
  }
  return g;
}

function drawQueue(m, w, x, y, height) {
  const queue = m.view.queue || [];
  const g = s("g", { class: "pd-queue", "data-testid": "queue", "data-count": queue.length, transform: `translate(${x},${y})` });
  g.append(s("rect", { width: SIDE_W, height: Math.max(60, height), rx: 10, class: "pd-sheet" }));
  g.append(s("text", { x: 10, y: 18, class: "pd-sheet-title" }, `${w("queue")} (${queue.length})`));
  if (!queue.length) g.append(s("text", { x: 10, y: 40, class: "pd-sheet-sub" }, w("queue-empty")));
  const per = 5;
  const step = (SIDE_W - 16) / per;
  queue.forEach((q, i) => {
    const qx = 8 + step / 2 + (i % per) * step;
    const qy = 44 + Math.floor(i / per) * (step + 4);
    const item = s("g", { class: `pd-queued${i === 0 ? " head" : ""}`, "data-kind": q.kind, "data-number": q.number ?? "", transform: `translate(${qx},${qy})` });
    item.append(monsterFigure(q.kind, step * 0.36));
    const badge = dieFace("monster", q.number, step * 0.14);
    badge.setAttribute("transform", `translate(${step * 0.3},${-step * 0.3})`);
    item.append(badge);
    item.append(s("title", {}, `${monsterName(w, q.kind)} · ${q.number ?? ""}${i === 0 ? ` (${w("queue-head")})` : ""}`));
    g.append(item);
  });
  return g;
}

// -- the table: cube, Piglins, dice, items ----------------------------------------------------------

const TABLE_W = 1000;
const CELL = 25;

function drawCube(m, w, x, y) {
  const cube = m.view.cube || { cells: [] };
  const cells = cube.cells || [];
  // the whole cube is the target of the basic action "take a block" (then a block is picked)
  const g = s("g", {
    class: "pd-cube", "data-testid": "cube", "data-left": cube.left ?? cells.filter(Boolean).length,
    "data-target": m.first("cube"), transform: `translate(${x},${y})`,
  });
  g.append(s("rect", { x: -8, y: 4, width: 4 * (4 * CELL + 16) + 2, height: 4 * CELL + 44, rx: 8, class: "pd-cube-bg" }));
  g.append(s("text", { x: 0, y: 0, class: "pd-title" }, `${w("cube")} · ${fill(w("blocks-left"), { n: cube.left ?? cells.filter(Boolean).length })}`));
  const layerW = 4 * CELL + 16;
  const deadline = {};
  for (const mission of (m.view.piglins || {}).missions || []) deadline[mission.layer] = mission;
  for (let z = 0; z < 4; z++) {
    const lx = z * layerW;
    const layer = s("g", { class: "pd-layer", "data-layer": z, transform: `translate(${lx},12)` });
    const left = (cube.layers || [])[z] ?? cells.slice(z * 16, z * 16 + 16).filter(Boolean).length;
    layer.append(s("text", { x: 0, y: 11, class: "pd-layer-title" }, z === 0 ? w("layer-top") : fill(w("layer"), { n: z + 1 })));
    const mission = deadline[z + 1];
    const due = mission ? ` · ${mission.name}${mission.done ? " ✓" : ""}` : "";
    const node = s("text", { x: 0, y: 4 * CELL + 34, class: `pd-layer-left${mission && !mission.done ? " due" : ""}` }, `${fill(w("layer-left"), { n: left })}${due}`);
    if (mission) node.append(s("title", {}, `${fill(w("mission"), { m: mission.name })} · ${fill(w("mission-due"), { n: mission.layer })}`));
    layer.append(node);
    layer.append(s("rect", { x: -3, y: 15, width: 4 * CELL + 6, height: 4 * CELL + 6, rx: 4, class: "pd-layer-bg" }));
    for (let yy = 0; yy < 4; yy++) {
      for (let xx = 0; xx < 4; xx++) {
        const i = z * 16 + yy * 4 + xx;
        const cell = cells[i];
        const cx = xx * CELL;
        const cy = 18 + yy * CELL;
        if (!cell) {
          layer.append(s("rect", { x: cx + 1, y: cy + 1, width: CELL - 2, height: CELL - 2, rx: 3, class: "pd-cell empty", "data-cell": i, "data-layer": z, "data-colour": "empty", "data-available": "false" }));
          continue;
        }
        const above = z > 0 && cells[i - 16];
        const colour = cell.colour || "hidden";
        const target = `cell:${i}`;
        const node = s("g", {
          class: `pd-cell-g${cell.available ? " available" : ""}${above ? " under" : ""}`, "data-cell": i,
          // unlit blocks are tagged too (a click asks the server why not), unless the
          // whole cube is lit (mine): a click on a block then plays that
          "data-target": m.targets.has(target) || !m.targets.has("cube") ? target : null,
        });
        node.append(s("rect", {
          x: cx + 1, y: cy + 1, width: CELL - 2, height: CELL - 2, rx: 3,
          class: `pd-cell c-${colour}${cell.available ? " available" : ""}`, fill: BLOCK_HEX[cell.colour] || null,
          "data-cell": i, "data-layer": z, "data-colour": colour, "data-available": String(Boolean(cell.available)),
        }));
        if (!cell.colour) node.append(s("text", { x: cx + CELL / 2, y: cy + CELL / 2 + 4.5, "text-anchor": "middle", class: "pd-cell-q" }, "?"));
        if (cell.available) node.append(s("circle", { cx: cx + CELL - 6, cy: cy + 6, r: 2.6, class: "pd-avail-dot" }));
        node.append(s("title", {}, `${cell.colour ? blockName(w, cell.colour) : w("hidden")}${cell.available ? ` · ${w("available")}` : ""}`));
        layer.append(node);
      }
    }
    g.append(layer);
  }
  return g;
}

/** The frame: the used blocks, by colour (the diamond and Netherite pickaxes draw from it). */
function drawFrame(m, w, x, y) {
  const frame = m.view.frame_colours || {};
  const g = s("g", { class: "pd-frame", "data-testid": "frame", "data-count": m.view.frame ?? 0, transform: `translate(${x},${y})` });
  g.append(s("text", { x: 0, y: 0, class: "pd-sub" }, fill(w("used"), { n: m.view.frame ?? 0 })));
  ["red", "grey", "gold", "brown", "black"].forEach((colour, k) => {
    const n = frame[colour] ?? 0;
    const chip = s("g", { class: "pd-frame-chip", "data-colour": colour, "data-count": n, transform: `translate(${k * 34},10)` });
    chip.append(block(colour, 14));
    chip.append(s("text", { x: 17, y: 11.5, class: "pd-frame-n" }, String(n)));
    chip.append(s("title", {}, `${blockName(w, colour)}: ${n}`));
    g.append(chip);
  });
  return g;
}

function drawPiglins(m, w, x, y) {
  const sheet = m.view.piglins || { missions: [] };
  const g = s("g", { class: "pd-piglins", "data-testid": "piglins", "data-side": sheet.side ?? "", transform: `translate(${x},${y})` });
  g.append(s("text", { x: 0, y: 0, class: "pd-title" }, `${w("piglins")} · ${fill(w("piglin-side"), { side: sheet.side ?? "" })}`));
  const slotW = 16;
  const slotH = 11;
  let mx = 0;
  for (const mission of sheet.missions || []) {
    const cols = mission.columns || [];
    const width = Math.max(cols.length * (slotW + 5) + 4, 52);
    const mg = s("g", { class: `pd-mission${mission.done ? " done" : ""}`, "data-mission": mission.name, "data-done": String(Boolean(mission.done)), transform: `translate(${mx},12)` });
    mg.append(s("rect", { x: -3, y: 0, width: width, height: 100, rx: 6, class: "pd-mission-bg" }));
    mg.append(s("text", { x: width / 2 - 3, y: 14, "text-anchor": "middle", class: "pd-mission-name" }, mission.done ? `${mission.name} ✓` : mission.name));
    mg.append(s("title", {}, `${fill(w("mission"), { m: mission.name })} · ${fill(w("mission-due"), { n: mission.layer })}${mission.done ? ` · ${w("done")}` : ""}`));
    cols.forEach((col, c) => {
      const target = m.first(`piglin:${col.column}`, `piglin:${mission.name}${c + 1}`);
      const cg = s("g", {
        class: "pd-column", "data-mission": mission.name, "data-column": c + 1, "data-index": col.column ?? "",
        "data-colour": col.colour ?? "", "data-filled": col.filled ?? 0, "data-size": col.size, "data-target": target,
        transform: `translate(${2 + c * (slotW + 5)},20)`,
      });
      cg.append(s("rect", { x: -2, y: -2, width: slotW + 4, height: 4 * (slotH + 2) + 6, rx: 3, class: "pd-column-bg" }));
      for (let k = 0; k < col.size; k++) {
        const filled = k < (col.filled ?? 0);
        const yy = (3 - k) * (slotH + 2) + 2;
        cg.append(s("rect", {
          x: 0, y: yy, width: slotW, height: slotH, rx: 2, class: `pd-slot${filled ? " filled" : ""}`,
          fill: filled ? BLOCK_HEX[col.colour] || "#777" : null, stroke: col.colour ? BLOCK_HEX[col.colour] : null,
        }));
      }
      cg.append(s("title", {}, fill(w("column-tip"), { m: mission.name, c: c + 1, filled: col.filled ?? 0, size: col.size, colour: col.colour ? blockName(w, col.colour) : "" })));
      mg.append(cg);
    });
    mg.append(s("text", { x: width / 2 - 3, y: 94, "text-anchor": "middle", class: "pd-mission-due" }, fill(w("layer"), { n: mission.layer })));
    g.append(mg);
    mx += width + 8;
  }
  return g;
}

function rerollId(m, picked, combat) {
  // "<seat>:reroll:<dice>": indices into dice.combat from 0, joined by ","; only one subset
  // per multiset of values is offered (of equal dice, the leftmost ones), so the dice
  // picked are read as "so many of each value"
  const want = {};
  for (const i of picked) want[combat[i]] = (want[combat[i]] || 0) + 1;
  const list = [];
  combat.forEach((v, i) => {
    if (want[v]) {
      list.push(i);
      want[v]--;
    }
  });
  const id = `${m.seat}:reroll:${list.join(",")}`;
  return list.length && m.ids.has(id) ? id : null;
}

function button(label, x, y, width, cls, testid) {
  const g = s("g", { class: `pd-btn ${cls}`, "data-testid": testid, transform: `translate(${x},${y})`, role: "button", tabindex: "0" });
  g.append(s("rect", { width, height: 22, rx: 11 }));
  const text = s("text", { x: width / 2, y: 15, "text-anchor": "middle" }, label);
  g.append(text);
  return [g, text];
}

function drawDice(m, w, x, y, pick) {
  const dice = m.view.dice || {};
  const g = s("g", { class: "pd-dice-box", transform: `translate(${x},${y})` });
  g.append(s("text", { x: 0, y: 0, class: "pd-title" }, w("dice")));
  const white = s("g", { class: "pd-white-dice", "data-testid": "dice", "data-target": m.first("dice"), transform: "translate(0,10)" });
  white.append(s("rect", { width: 150, height: 52, rx: 8, class: "pd-tray" }));
  const bd = s("g", { class: "pd-die", "data-die": "block", "data-value": dice.block ?? "", transform: "translate(26,24)", "data-motion": "die:block" });
  bd.append(dieFace("block", dice.block ?? null, 17));
  bd.append(s("title", {}, `${w("block-die")}: ${dice.block ? cat(`pd.face.${dice.block}`, wordOr(w, `b.${dice.block}`, dice.block)) : w("not-rolled")}`));
  const md = s("g", { class: "pd-die", "data-die": "monster", "data-value": dice.monster ?? "", transform: "translate(68,24)", "data-motion": "die:monster" });
  md.append(dieFace("monster", dice.monster ?? null, 17));
  md.append(s("title", {}, `${w("monster-die")}: ${dice.monster ?? w("not-rolled")}`));
  white.append(bd, md);
  white.append(s("text", { x: 94, y: 30, class: "pd-roll-t" }, m.ids.has(`${m.seat}:roll`) ? w("roll") : ""));
  g.append(white);
  // the combat dice as rolled; pickable when a reroll is offered
  const combat = dice.combat || [];
  const cg = s("g", { class: "pd-combat", "data-testid": "combat", "data-count": combat.length, transform: "translate(0,76)" });
  const total = combat.reduce((a, b) => a + (Number(b) || 0), 0);
  cg.append(s("text", { x: 0, y: 0, class: "pd-sub" }, `${w("combat-dice")}${combat.length ? ` · ${fill(w("hits"), { n: total })}` : ""}`));
  const can = m.live && m.rerolls.length > 0;
  combat.forEach((v, i) => {
    const dg = s("g", { class: "pd-combat-die", "data-index": i, "data-value": v, transform: `translate(${13 + i * 26},19)`, "data-motion": `die:combat:${i}` });
    dg.append(dieFace("combat", v, 11));
    if (can) {
      dg.setAttribute("data-select", `combat:${i}`);
      dg.setAttribute("role", "checkbox");
      dg.setAttribute("tabindex", "0");
      const show = () => {
        dg.classList.toggle("picked", pick.state.dice.has(i));
        dg.setAttribute("aria-checked", String(pick.state.dice.has(i)));
      };
      clickable(dg, (event) => {
        event.stopPropagation();
        if (pick.state.dice.has(i)) pick.state.dice.delete(i);
        else pick.state.dice.add(i);
        pick.refresh();
      });
      pick.on(show);
      show();
    }
    cg.append(dg);
  });
  if (can) {
    const [btn, label] = button("", 0, 36, 118, "reroll", "reroll");
    const show = () => {
      const id = rerollId(m, pick.state.dice, combat);
      btn.classList.toggle("enabled", Boolean(id));
      btn.setAttribute("data-enabled", String(Boolean(id)));
      label.textContent = pick.state.dice.size ? fill(w("reroll-n"), { n: pick.state.dice.size }) : w("pick-dice");
    };
    clickable(btn, (event) => {
      event.stopPropagation();
      const id = rerollId(m, pick.state.dice, combat);
      if (id) m.play(id);
    });
    pick.on(show);
    show();
    cg.append(btn);
    if (m.keepId) {
      const [keep] = button(w("keep"), 124, 36, 54, "keep enabled", "keep");
      clickable(keep, (event) => {
        event.stopPropagation();
        m.play(m.keepId);
      });
      cg.append(keep);
    }
  }
  g.append(cg);
  return g;
}

function drawItemsRow(m, w, x, y) {
  const items = m.view.items || {};
  const g = s("g", { class: "pd-items", transform: `translate(${x},${y})` });
  // the deck and the discard
  const deck = s("g", { class: "pd-deck", "data-testid": "item-deck", "data-count": items.deck ?? 0 });
  for (let k = 2; k >= 0; k--) deck.append(s("rect", { x: k * 3, y: 14 - k * 3, width: ITEM_W, height: ITEM_H, rx: 6, class: "pd-tile-back" }));
  deck.append(s("text", { x: ITEM_W / 2, y: 14 + ITEM_H / 2 + 6, "text-anchor": "middle", class: "pd-deck-n" }, String(items.deck ?? 0)));
  deck.append(s("text", { x: 0, y: 0, class: "pd-sub" }, w("deck")));
  deck.append(s("title", {}, fill(w("deck-count"), { n: items.deck ?? 0 })));
  g.append(deck);
  const discard = items.discard || [];
  const dg = s("g", { class: "pd-discard", "data-testid": "item-discard", "data-count": discard.length, transform: `translate(${ITEM_W + 32},0)` });
  dg.append(s("text", { x: 0, y: 0, class: "pd-sub" }, `${w("discard")} (${discard.length})`));
  if (discard.length) {
    const top = itemFromKey(m, discard[discard.length - 1]);
    const tile = itemTile(top, w);
    tile.setAttribute("transform", "translate(0,14)");
    dg.append(tile);
  } else dg.append(s("rect", { x: 0, y: 14, width: ITEM_W, height: ITEM_H, rx: 6, class: "pd-slot-empty" }));
  g.append(dg);
  // the two items drawn, to keep one
  let cx = 2 * (ITEM_W + 32);
  const drawn = items.drawn || [];
  if (drawn.length) {
    const box = s("g", { class: "pd-drawn-box", "data-testid": "drawn", transform: `translate(${cx},0)` });
    box.append(s("rect", { x: -6, y: 6, width: drawn.length * (ITEM_W + 10) + 2, height: ITEM_H + 36, rx: 8, class: "pd-drawn-bg" }));
    box.append(s("text", { x: 0, y: 0, class: "pd-sub strong" }, w("drawn")));
    drawn.forEach((key, i) => {
      const target = m.first(`drawn:${i}`, `drawn:${key}`);
      const tile = s("g", { class: "pd-drawn", "data-key": key, "data-index": i, "data-target": target, transform: `translate(${i * (ITEM_W + 10)},14)` });
      tile.append(s("rect", { x: -2, y: -2, width: ITEM_W + 4, height: ITEM_H + 4, rx: 7, class: "pd-drawn-ring" }));
      tile.append(itemTile(itemFromKey(m, key), w));
      // its name under it, as the choice is made on it
      wrap(itemName(w, key), 13).slice(0, 2).forEach((line, k) => {
        tile.append(s("text", { x: ITEM_W / 2, y: ITEM_H + 11 + k * 10, "text-anchor": "middle", class: "pd-drawn-name" }, line));
      });
      box.append(tile);
    });
    g.append(box);
    cx += drawn.length * (ITEM_W + 10) + 18;
  }
  // the Netherite supply: small tiles, pickable with a black block
  const supply = items.netherite || [];
  const ng = s("g", { class: "pd-supply", "data-testid": "netherite", "data-count": supply.length, transform: `translate(${cx},0)` });
  ng.append(s("text", { x: 0, y: 0, class: "pd-sub" }, `${w("netherite")} (${supply.length})`));
  const scale = 0.62;
  supply.forEach((key, i) => {
    const target = `netherite:${key}`;
    const tile = s("g", {
      class: "pd-netherite", "data-key": key, "data-target": m.targets.has(target) ? target : null,
      transform: `translate(${(i % 8) * (ITEM_W * scale + 4)},${14 + Math.floor(i / 8) * (ITEM_H * scale + 4)}) scale(${scale})`,
    });
    tile.append(s("rect", { x: -2, y: -2, width: ITEM_W + 4, height: ITEM_H + 4, rx: 7, class: "pd-drawn-ring" }));
    tile.append(itemTile(itemFromKey(m, key), w));
    ng.append(tile);
  });
  g.append(ng);
  return g;
}

/** The hearts printed on an armour or leggings tile. */
function maxHearts(item) {
  return item.max_hearts ?? null;
}

/** An item named only by its key (drawn, discarded, in the Netherite supply): the view
 * gives its tile. */
function itemFromKey(m, key) {
  const tile = ((m.view.items || {}).tiles || {})[key];
  return tile ? { ...tile } : { key, kind: "enchantment", damaged: false, enchantments: [] };
}

function drawTable(m, ctx, w, pick) {
  const height = 308;
  const svg = s("svg", { class: "pd-table", viewBox: `0 0 ${TABLE_W} ${height}`, role: "img", "aria-label": w("cube") });
  svg.append(s("rect", { width: TABLE_W, height, rx: 14, class: "pd-felt light" }));
  svg.append(drawCube(m, w, 16, 22));
  svg.append(drawPiglins(m, w, 520, 22));
  svg.append(drawDice(m, w, 812, 22, pick));
  svg.append(drawItemsRow(m, w, 16, 188));
  svg.append(drawFrame(m, w, 812, 208));
  return svg;
}

// -- inventories ----------------------------------------------------------------------------------

function seatPanel(ch, m, ctx, w, pick) {
  const colour = ch.colour || SEAT_COLOURS[ch.seat] || "pink";
  const mine = ch.seat === ctx.seat;
  const current = m.turn.seat === ch.seat && !m.end;
  const panel = h("section", {
    class: `pd-seat${mine ? " me" : ""}${current ? " current" : ""}`, "data-seat": ch.seat, "data-colour": colour,
    "data-hp": ch.hp, style: `border-top-color: ${SEAT_HEX[colour] || "#888"}`,
  });
  const target = m.first(`seat:${ch.seat}`, `character:${ch.seat}`);
  const swatch = h("span", { class: "pd-swatch", style: `background: ${SEAT_HEX[colour] || "#888"}` });
  panel.append(h("header", {},
    swatch,
    h("strong", { class: "pd-name", text: seatName(ch.seat, ctx, w) }),
    h("span", { class: "pd-muted", text: colourName(w, colour) }),
    mine ? h("span", { class: "pd-you", "data-testid": "you", text: w("you") }) : null,
    current ? h("span", { class: "pd-to-play", text: w("to-play") }) : null));
  const wounds = woundsBox(ch, m, w);
  if (wounds) panel.append(wounds);
  // the HP track: 6 hearts
  const maxHp = Math.max(6, ch.max_hp ?? 6);
  const track = s("svg", { class: "pd-hp", viewBox: `0 0 ${maxHp * 20 + 34} 20`, width: maxHp * 20 + 34, height: 20, "data-testid": `hp-${ch.seat}`, "data-hp": ch.hp, "data-target": target });
  track.append(s("text", { x: 0, y: 15, class: "pd-hp-label" }, w("hp")));
  for (let i = 0; i < maxHp; i++) track.append(heart(40 + i * 20, 10, 7.5, i < ch.hp));
  panel.append(track);
  // the items: the "ready" row above, the "damaged" row below, by slot
  const slots = Math.max(6, ...(ch.items || []).map((it) => (it.slot ?? 0) + 1));
  const gap = 6;
  const inv = s("svg", { class: "pd-inv", viewBox: `0 0 ${slots * (ITEM_W + gap) + 4} ${2 * ITEM_H + 18}`, "data-testid": `items-${ch.seat}` });
  // between the rows: "ready" above, "damaged" below
  inv.append(s("text", { x: 4, y: ITEM_H + 13, class: "pd-row-l" }, `▲ ${w("ready")}`));
  inv.append(s("text", { x: 4 + ITEM_W + gap, y: ITEM_H + 13, class: "pd-row-l" }, `▼ ${w("damaged")}`));
  for (let row = 0; row < 2; row++) {
    for (let k = 0; k < slots; k++) {
      inv.append(s("rect", { x: 2 + k * (ITEM_W + gap), y: 2 + row * (ITEM_H + 14), width: ITEM_W, height: ITEM_H, rx: 6, class: `pd-slot-empty${row ? " down" : ""}` }));
    }
  }
  (ch.items || []).forEach((item) => {
    const slot = item.slot ?? 0;
    const row = item.damaged ? 1 : 0;
    const itarget = `item:${ch.seat}:${slot}`;
    const g = s("g", {
      class: "pd-item", "data-seat": ch.seat, "data-slot": slot, "data-key": item.key, "data-kind": item.kind,
      "data-damaged": String(Boolean(item.damaged)), "data-hearts": item.hearts ?? 0, "data-mode": item.mode ?? "",
      transform: `translate(${2 + slot * (ITEM_W + gap)},${2 + row * (ITEM_H + 14)})`,
    });
    g.append(s("rect", { x: -2, y: -2, width: ITEM_W + 4, height: ITEM_H + 4, rx: 7, class: "pd-item-ring" }));
    g.append(itemTile(item, w));
    if (ch.seat === m.turn.seat && slot === usedSlot(m)) g.classList.add("in-use");
    if (m.targets.has(itarget)) g.setAttribute("data-target", itarget);
    else if (mine && m.live && m.attacks.some((a) => a.slot === slot)) {
      // a weapon: picked, then a monster clicked plays the attack
      g.setAttribute("data-select", `weapon:${slot}`);
      g.setAttribute("role", "button");
      g.setAttribute("tabindex", "0");
      const show = () => g.classList.toggle("picked", pick.state.weapon === slot);
      clickable(g, (event) => {
        event.stopPropagation();
        pick.state.weapon = pick.state.weapon === slot ? null : slot;
        pick.refresh();
      });
      pick.on(show);
      show();
    } else g.setAttribute("data-target", itarget); // unlit: a click asks the server why not
    inv.append(g);
  });
  panel.append(inv);
  return panel;
}

/** The wounds a character hit still spreads over its armours (a click on an armour takes
 * one heart off it), with the one-click "as suggested". */
function woundsBox(ch, m, w) {
  const pending = m.turn.pending || {};
  if (m.turn.phase !== "wound" || pending.seat !== ch.seat) return null;
  const box = h("div", { class: "pd-wounds", "data-wounds": pending.wounds ?? 0 },
    h("span", { text: fill(w("wounds-left"), { n: pending.wounds ?? 0 }) }));
  if (m.targets.has("wound:auto")) {
    box.append(h("button", { type: "button", class: "pd-auto", "data-testid": "wound-auto", "data-target": "wound:auto", text: w("wound-auto") }));
  }
  return box;
}

/** The slot of the item the active seat is using now: boots moving, a weapon fighting. */
function usedSlot(m) {
  const pending = m.turn.pending || {};
  if (m.turn.phase === "to" && pending.boots !== undefined) return pending.boots;
  if (m.turn.phase === "reroll" && pending.attack && pending.attack.slot !== undefined) return pending.attack.slot;
  return null;
}

function seatPanels(m, ctx, w, pick) {
  const box = h("div", { class: "pd-seats" });
  const list = [...m.characters].sort((a, b) => (b.seat === ctx.seat) - (a.seat === ctx.seat) || a.seat - b.seat);
  for (const ch of list) box.append(seatPanel(ch, m, ctx, w, pick));
  return box;
}

// -- the status line --------------------------------------------------------------------------------

function hints(m, w) {
  const out = [];
  const has = (prefix) => [...m.targets].some((t) => t.startsWith(prefix));
  if (m.ids.has(`${m.seat}:roll`)) out.push(w("hint.roll"));
  if (has("cell:")) out.push(w("hint.cell"));
  if (m.targets.has("cube")) out.push(w("hint.cube"));
  if (has("square:")) out.push(w("hint.square"));
  if (has("drawn:")) out.push(w("hint.drawn"));
  if (m.attacks.length) out.push(w("hint.weapon"));
  else if (has("monster:") || m.targets.has("boss")) out.push(w("hint.monster"));
  if (has("character:") || has("seat:")) out.push(w("hint.character"));
  if (has("piglin:")) out.push(w("hint.piglin"));
  if (has("item:")) out.push(w("hint.item"));
  if (m.rerolls.length) out.push(w("hint.reroll"));
  if (m.targets.has("reveal") || has("board:")) out.push(w("hint.reveal"));
  return out;
}

function statusLine(m, ctx, w) {
  const turn = m.turn;
  const box = h("div", { class: "pd-status", "data-testid": "status", "data-phase": turn.phase ?? "", "data-seat": turn.seat ?? "", "data-to-move": m.view.to_move ?? "" });
  const level = m.view.level;
  if (level !== undefined && level !== null) box.append(h("span", { class: "pd-level", text: fill(w("level"), { n: level }) }));
  if (m.end) {
    box.append(h("strong", { class: m.end.won ? "pd-won" : "pd-lost", text: m.end.won ? w("won") : w("lost") }));
    if (m.end.reason) box.append(h("span", { class: "pd-muted", text: catalogue(m.end.reason, m.end.args || {}) }));
    return box;
  }
  const ch = m.characters.find((c) => c.seat === turn.seat);
  const colour = ch ? ch.colour : SEAT_COLOURS[turn.seat ?? 0];
  box.append(h("span", { class: "pd-swatch", style: `background: ${SEAT_HEX[colour] || "#888"}` }));
  box.append(h("strong", { text: seatName(turn.seat ?? 0, ctx, w) }));
  if (turn.phase) box.append(h("span", { class: "pd-phase", text: wordOr(w, `phase.${turn.phase}`, pretty(turn.phase)) }));
  const acting = ["actions", "to", "reroll", "pickaxe", "mine", "frame-draw", "chest", "gain-draw", "gain"].includes(turn.phase);
  if (turn.actions_left !== undefined && turn.actions_left !== null && acting && (turn.actions_left > 0 || turn.phase === "actions")) {
    box.append(h("span", { class: "pd-actions-left", "data-actions-left": turn.actions_left, text: fill(w("actions-left"), { n: turn.actions_left }) }));
  }
  const pending = turn.pending || {};
  const inHand = turn.phase === "use" ? pending.colour ?? pending.block : pending.block;
  if (inHand) {
    const chip = h("span", { class: "pd-chip", "data-testid": "block-in-hand", "data-colour": inHand },
      h("span", { class: "pd-swatch square", style: `background: ${BLOCK_HEX[inHand] || "#777"}` }),
      h("span", { text: `${w("block-in-hand")} ${blockName(w, inHand)}` }));
    box.append(chip);
  }
  const other = ["gain", "wound", "side"].includes(turn.phase);
  if (other && pending.seat !== undefined && pending.seat !== null && pending.seat !== turn.seat) {
    box.append(h("span", { class: "pd-muted", text: fill(w("gains"), { name: seatName(pending.seat, ctx, w) }) }));
  }
  if (m.live && m.actions.length) {
    const tips = hints(m, w);
    if (tips.length) box.append(h("span", { class: "pd-hint", text: tips.join(" ") }));
  }
  return box;
}

// -- styles (injected once) -------------------------------------------------------------------------

const CSS = `
.pd { display: flex; flex-direction: column; gap: 8px; }
.pd-path, .pd-table { width: 100%; height: auto; display: block; user-select: none; }
.pd-felt { fill: #2a1512; }
.pd-felt.light { fill: #3a2a26; }
.pd-status { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; background: #fff; border-radius: 10px; padding: 6px 10px; box-shadow: 0 1px 3px rgba(0,0,0,.12); font-size: 13px; }
.pd-level { background: #4d2a7a; color: #fff; border-radius: 999px; padding: 0 8px; font-size: 11.5px; font-weight: 700; }
.pd-phase { color: #5a2a1a; font-weight: 600; }
.pd-actions-left { background: #ffe7a8; border-radius: 999px; padding: 0 8px; font-size: 12px; font-weight: 700; color: #5a3d00; }
.pd-hint { color: #3c6a2e; font-size: 12px; }
.pd-won { color: #2e7d32; } .pd-lost { color: #b23a2a; }
.pd-chip { display: inline-flex; align-items: center; gap: 4px; background: #f4efe6; border-radius: 999px; padding: 1px 8px 1px 3px; font-size: 12px; }
.pd-swatch { width: 12px; height: 12px; border-radius: 50%; display: inline-block; border: 1.5px solid rgba(0,0,0,.35); }
.pd-swatch.square { border-radius: 3px; }
.pd-sq-bg { stroke: rgba(0,0,0,.45); stroke-width: 1; }
.pd-sq-bg.k-normal { fill: #7d3a33; }
.pd-sq-bg.k-lava { fill: #f27a12; }
.pd-sq-bg.k-magma { fill: #4a1f1a; }
.pd-sq-bg.k-soul { fill: #5e4a3a; }
.pd-sq-bg.k-portal { fill: #7d3a33; }
.pd-lava-wave { fill: none; stroke: #ffd25a; stroke-width: 2.2; stroke-linecap: round; }
.pd-magma-crack { fill: none; stroke: #ff8a1c; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.pd-soul-face { fill: #2d2119; }
.pd-soul-mouth { stroke: #2d2119; stroke-width: 1.4; }
.pd-portal-frame { fill: #160f24; }
.pd-portal-swirl { fill: #8f3df0; opacity: .9; }
.pd-cage { fill: rgba(20,20,30,.45); stroke: #1c1c24; stroke-width: 2; }
.pd-cage-bar { stroke: #1c1c24; stroke-width: 1.6; }
.pd-spawn-badge { fill: #fff; stroke: #b3261e; stroke-width: 1.5; }
.pd-spawn-n { font-family: system-ui, sans-serif; font-weight: 800; fill: #b3261e; }
.pd-block { stroke: rgba(0,0,0,.55); stroke-width: 1; }
.pd-plank { stroke: rgba(0,0,0,.35); stroke-width: 1; }
.pd-chest:not([data-target]) { pointer-events: none; }
.pd-chest-box { fill: #a86a2a; stroke: #3b2410; stroke-width: 1.2; }
.pd-chest-line { stroke: #3b2410; stroke-width: 1; }
.pd-chest-lock { fill: #f2c64a; }
.pd-board-frame { fill: none; stroke: #0d0705; stroke-width: 2.5; pointer-events: none; }
.pd-wrap { fill: none; stroke: #ffb74d; stroke-width: 2.2; stroke-linecap: round; stroke-linejoin: round; }
.pd-board-label { font: 700 11px system-ui, sans-serif; fill: #f5d7b5; }
.pd-back-bg { fill: #3b1d2e; stroke: #0d0705; }
.pd-back-brick { stroke: rgba(255,255,255,.08); stroke-width: 1; }
.pd-back-q { font-family: Georgia, serif; font-weight: 700; fill: rgba(255,255,255,.25); }
#board .pd-board-back.legal .pd-back-bg { fill: #5a2d48; }
.pd-hitbox { fill: transparent; }
.pd-figures .pd-monster:not([data-target]), .pd-figures .pd-character:not([data-target]) { pointer-events: none; }
.pd-figures .pd-monster.aim { pointer-events: auto; cursor: crosshair; }
.pd-monster.aim .pd-base { stroke: #ff3d00; stroke-width: 3; }
.pd-fought { fill: none; stroke: #ff3d00; stroke-width: 3; stroke-dasharray: 5 3; }
.pd-base { fill: rgba(150, 20, 20, .85); stroke: #2b0606; stroke-width: 1.2; }
.pd-monster.boss .pd-base { fill: rgba(90, 10, 60, .9); stroke: #ffcf4d; stroke-width: 2; }
.pd-mon-hp-bg { fill: #c62828; stroke: #fff; stroke-width: 1.2; }
.pd-mon-hp-n { font-family: system-ui, sans-serif; font-weight: 800; fill: #fff; pointer-events: none; }
.pd-heart path { fill: #4a3a3a; stroke: #1a0d0d; stroke-width: .8; }
.pd-heart.full path { fill: #e8322c; }
.pd-heart.mon path { fill: #a11; stroke: #fff; stroke-width: .6; }
.pd-pawn-body { stroke: #1a1a1a; stroke-width: 1.2; }
.pd-pawn-head { stroke: #1a1a1a; stroke-width: 1; }
.pd-pawn-n { font-family: system-ui, sans-serif; font-weight: 800; pointer-events: none; }
.pd-character.current .pd-pawn-body { stroke: #ffe14d; stroke-width: 2.4; }
.pd-sheet { fill: #f6ecdf; stroke: #9a7b5b; }
.pd-sheet-title { font: 700 12px system-ui, sans-serif; fill: #4a2a12; }
.pd-sheet-sub { font: 500 10.5px system-ui, sans-serif; fill: #7a5a3a; }
.pd-boss-hp { font: 800 20px system-ui, sans-serif; fill: #8a1010; }
.pd-track { fill: #e9dccb; stroke: #b59c7e; stroke-width: .6; }
.pd-track.on { fill: #f3a49c; }
.pd-title { font: 700 12.5px system-ui, sans-serif; fill: #f6e6d0; }
.pd-sub { font: 600 11px system-ui, sans-serif; fill: #e6d0b8; }
.pd-sub.strong { fill: #ffe14d; }
.pd-layer-title { font: 600 10.5px system-ui, sans-serif; fill: #e6d0b8; }
.pd-layer-left { font: 700 10.5px system-ui, sans-serif; fill: #c9b39a; }
.pd-layer-left.due { fill: #ffb74d; }
.pd-layer-bg { fill: rgba(0,0,0,.3); }
.pd-frame-chip[data-colour="black"] rect { stroke: #9a90a6; }
.pd-frame-n { font: 700 10.5px system-ui, sans-serif; fill: #e6d0b8; }
.pd-cube-bg { fill: transparent; stroke: none; }
#board .pd-table .pd-cube.legal { filter: none; }
#board .pd-table .pd-cube.legal > .pd-cube-bg { fill: rgba(255,196,0,.12); stroke: #ffc400; stroke-width: 2.5; }
.pd-cell { stroke: rgba(0,0,0,.6); stroke-width: 1; }
.pd-cell.empty { fill: none; stroke: rgba(255,255,255,.14); stroke-dasharray: 3 3; }
.pd-cell.c-hidden { fill: #5a5560; }
.pd-cell-q { font: 700 12px system-ui, sans-serif; fill: rgba(255,255,255,.55); pointer-events: none; }
.pd-cell-g.under .pd-cell { opacity: .6; }
.pd-cell.available { stroke: #fff; stroke-width: 2; }
.pd-avail-dot { fill: #fff; stroke: #222; stroke-width: .8; }
#board .pd-table .pd-cell-g.legal { filter: drop-shadow(0 0 3px #ffc400); }
#board .pd-table .pd-cell-g.legal .pd-cell { stroke: #ffc400; stroke-width: 3; }
.pd-mission-bg { fill: #f3e2c3; stroke: #a07a45; }
.pd-mission.done .pd-mission-bg { fill: #cfe8c4; stroke: #4a8a3a; }
.pd-mission-name { font: 800 12px system-ui, sans-serif; fill: #6a3d10; }
.pd-mission-due { font: 600 9.5px system-ui, sans-serif; fill: #8a6a40; }
.pd-column-bg { fill: rgba(0,0,0,.06); }
.pd-slot:not(.filled) { fill: #fffaf0; stroke: #c0a57a; stroke-width: 1.2; stroke-dasharray: 2 2; }
.pd-slot.filled { stroke: #222; stroke-width: 1; }
#board .pd-column.legal .pd-column-bg { fill: rgba(255,196,0,.55); }
.pd-tray { fill: rgba(255,255,255,.08); stroke: rgba(255,255,255,.2); }
.pd-face-bg { fill: #fbf8f2; stroke: #222; stroke-width: 1.4; }
.pd-face-bg.black { fill: #1d1b1f; stroke: #000; }
.pd-face-q { font-family: system-ui, sans-serif; font-weight: 800; fill: #5a4a3a; }
.pd-pip { fill: #1d1b1f; }
.pd-hit { fill: #ffce3a; }
.pd-roll-t { font: 800 14px system-ui, sans-serif; fill: #ffe14d; }
.pd-combat-die[data-select] { cursor: pointer; }
.pd-combat-die.picked .pd-face-bg { stroke: #35c46a; stroke-width: 3.5; }
.pd-btn rect { fill: rgba(255,255,255,.15); stroke: rgba(255,255,255,.3); }
.pd-btn text { font: 700 11.5px system-ui, sans-serif; fill: rgba(255,255,255,.7); }
.pd-btn.enabled { cursor: pointer; }
.pd-btn.enabled rect { fill: #35a45a; stroke: #1d6a3a; }
.pd-btn.enabled text { fill: #fff; }
.pd-tile-bg { fill: #fbf6ec; stroke: #3a2a1a; stroke-width: 1.2; }
.pd-tile.netherite .pd-tile-bg { fill: #d8d0dc; stroke: #2a1f30; stroke-width: 2; }
.pd-tile.damaged { filter: grayscale(.85) brightness(.85); }
.pd-crack { fill: none; stroke: #3a2a1a; stroke-width: 1.6; }
.pd-stat-n { font: 800 10.5px system-ui, sans-serif; fill: #2a1f1a; }
.pd-stat-n.small { font-size: 8.5px; }
.pd-stat-g { color: #2a1f1a; }
.pd-mode { font: 800 10px system-ui, sans-serif; fill: #5a3a1a; }
.pd-ench > rect { fill: #8e5fd0; stroke: #3a1f60; stroke-width: .8; }
.pd-ench .pd-stat-g { color: #fff; }
.pd-ench text { font: 800 5.5px system-ui, sans-serif; fill: #fff; }
.pd-tile-back { fill: #5b3f2a; stroke: #f3e4cc; stroke-width: 1.2; }
.pd-deck-n { font: 800 18px system-ui, sans-serif; fill: #fff; }
.pd-slot-empty { fill: rgba(0,0,0,.04); stroke: rgba(0,0,0,.18); stroke-dasharray: 4 3; }
.pd-table .pd-slot-empty { fill: none; stroke: rgba(255,255,255,.2); }
.pd-slot-empty.down { fill: rgba(80,40,40,.06); }
.pd-drawn-name { font: 600 9px system-ui, sans-serif; fill: #f6e6d0; }
.pd-drawn-bg { fill: rgba(255,225,77,.12); stroke: #ffe14d; stroke-dasharray: 5 3; }
.pd-drawn-ring, .pd-item-ring { fill: none; stroke: none; }
#board .pd-drawn.legal .pd-drawn-ring, #board .pd-netherite.legal .pd-drawn-ring, #board .pd-item.legal .pd-item-ring { stroke: #ffc400; stroke-width: 3; }
.pd-item[data-select] { cursor: pointer; }
.pd-item.in-use .pd-item-ring { stroke: #2e7dd1; stroke-width: 3.5; }
.pd-item[data-select] .pd-item-ring { stroke: #ff7043; stroke-width: 2; stroke-dasharray: 4 3; }
.pd-item.picked .pd-item-ring { stroke: #ff3d00; stroke-width: 3.5; stroke-dasharray: none; }
.pd-seats { display: grid; grid-template-columns: repeat(auto-fit, minmax(330px, 1fr)); gap: 8px; }
.pd-seat { background: #fff; border-radius: 10px; border-top: 5px solid #888; box-shadow: 0 1px 3px rgba(0,0,0,.12); padding: 6px 10px; font-size: 12.5px; }
.pd-seat.current { box-shadow: 0 0 0 2px #ffc400, 0 2px 6px rgba(0,0,0,.15); }
.pd-seat header { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.pd-name { font-size: 14px; }
.pd-muted { color: #6b7785; font-size: 11.5px; }
.pd-you { background: #1f5fd1; color: #fff; border-radius: 999px; padding: 0 8px; font-size: 11px; font-weight: 700; }
.pd-to-play { background: #ffc400; color: #3a2f00; border-radius: 999px; padding: 0 8px; font-size: 11px; font-weight: 700; }
.pd-hp { display: block; margin: 3px 0; }
#board .pd-hp.legal { cursor: pointer; outline: 3px solid #ffc400; border-radius: 6px; background: #fff6d6; }
.pd-wounds { display: flex; align-items: center; gap: 8px; margin: 3px 0; padding: 2px 8px; background: #fde2df; border-radius: 8px; color: #8a1c12; font-weight: 600; font-size: 12px; }
.pd-auto { font: 700 12px system-ui, sans-serif; border: 1px solid #1d6a3a; background: #35a45a; color: #fff; border-radius: 999px; padding: 1px 10px; }
#board .pd-auto.legal { cursor: pointer; outline: 2px solid #ffc400; }
.pd-hp-label { font: 700 11px system-ui, sans-serif; fill: #6a2a2a; }
.pd-row-l { font: 600 9.5px system-ui, sans-serif; fill: #8a7a6a; }
.pd-inv { width: 100%; max-width: 400px; height: auto; display: block; }
`;

function render(root, view, ctx) {
  addStyle("pd-style", CSS);
  const w = wordsFor(ctx, "pd.web");
  catalogue = ctx.t || ((id) => id);
  root.replaceChildren();
  const m = model(view || {}, ctx);
  m.play = (id) => ctx.play && ctx.play(id);
  const pick = picking(ctx);
  const wrapDiv = h("div", { class: "pd", "data-game": "portal-dash" });
  wrapDiv.append(statusLine(m, ctx, w), drawPath(m, ctx, w, pick), drawTable(m, ctx, w, pick), seatPanels(m, ctx, w, pick));
  root.append(wrapDiv);
}

export default { render };
