// Risk Junior Narnia's renderer for the meeple web client (contract: server/PROTOCOL.md).
// Draws into root: div.rjn > div.rjn-main (svg.rjn-svg: the map of Narnia on its hex grid and
// the score track under it; on the right the turn, the turn-order track, the decks, the
// battle panel and the three off-map boxes) + div.rjn-side (a panel per seat, a block per
// colour it plays: crown points, characters held, kept Narnia cards, captured armies).
// Hooks for tests and for the page:
//   territories g.rjn-territory[data-territory=<id>][data-owner=<colour>|""]
//                 [data-target="territory:<id>"][data-armies] (.battle, .camp, .wooded, .port);
//                 its cells are path.rjn-cell
//   armies      .rjn-army[data-territory][data-colour][data-kind=faun|centaur|boggle|minotaur]
//                 [data-count]; on the battle territory [data-target="army:<kind>"] when a
//                 hit or a stone is to be assigned to that kind
//   camps       .rjn-camp[data-territory][data-colour]
//   characters  .rjn-character[data-character=<id>][data-where=<territory id>|pavilion|
//                 wardrobe|courtyard|<colour holding it on its card>] ([data-stone]); the
//                 ones an action names carry [data-target="character:<id>"] (also the
//                 enemy character a double may hit, on the battle territory)
//   water       path.rjn-river[data-a][data-b], g.rjn-bridge[data-a][data-b],
//                 path.rjn-sea[data-a][data-b]
//   score       g[data-testid="score-track"] holding g[data-testid="score-<colour>"][data-score]
//   markers     g[data-testid="markers"][data-count][data-current] of .rjn-marker[data-index]
//                 [data-colour=<colour>|""][data-face=up|down] (.current: the turn's marker)
//   decks       [data-testid="narnia-deck"][data-count][data-target="deck:narnia"],
//                 [data-testid="narnia-discard"][data-count],
//                 [data-testid="territory-deck"][data-count][data-target="deck:territory"]
//   battle      g[data-testid="battle"][data-territory][data-attacker][data-defender]
//                 [data-hits][data-stones][data-double=<character>|""][data-next]; its
//                 dice .rjn-die[data-side=attack|defence][data-value] (.hit: a 5 or 6, or
//                 a 4 with a character whose 4s hit there, only a 6 for the defender in
//                 the fog; .stone: a 2 of the Witch's side with the White Witch there,
//                 read from where the tokens stand now); the roll button
//                 [data-testid="roll"][data-target="dice"]
//   boxes       g[data-testid="box-pavilion|box-wardrobe|box-courtyard"][data-count]; the
//                 stone armies in the Courtyard .rjn-stone[data-colour][data-kind][data-count]
//   cards       .rjn-card[data-colour][data-card=<slug>|""][data-hidden]
//                 ([data-target="card:<slug>"]) in div[data-testid="kept-<colour>"][data-count]
//   seats       section.rjn-seat[data-seat][data-score][data-colours] (.me, .current,
//                 .winner) with div[data-testid="colour-<colour>"][data-score] per colour
//   card shown  [data-testid="turn-card"][data-card] (the card being resolved)

import { s, h, wrap, addStyle, wordsFor, fill } from "/static/draw.js";

const COLOURS = ["witch", "red", "blue", "yellow"];
// territory fill (light), counter fill (strong), ink on the counter, dark outline
const HUE = {
  witch: { land: "#e3f1fb", chip: "#f4fbff", ink: "#1d3a57", dark: "#5b86a8" },
  red: { land: "#eea49e", chip: "#d23b33", ink: "#ffffff", dark: "#7a1410" },
  blue: { land: "#a4c3ef", chip: "#2f67c4", ink: "#ffffff", dark: "#0f2f6b" },
  yellow: { land: "#f6dd86", chip: "#e7b416", ink: "#3a2a00", dark: "#7a5a00" },
  none: { land: "#d8d4c8", chip: "#999", ink: "#fff", dark: "#555" },
};
const SMALL = { witch: "boggle", red: "faun", blue: "faun", yellow: "faun" };
const BIG = { witch: "minotaur", red: "centaur", blue: "centaur", yellow: "centaur" };

// the two letters on each character's token (names, sides and powers come from the view
// and the catalogue: rjn.character.<id>, rjn.web.power.<id>)
const MARKS = {
  aslan: "As", peter: "Pe", edmund: "Ed", susan: "Su", lucy: "Lu", beavers: "Ca", tumnus: "Tu",
  rumblebuffin: "Gi", "white-witch": "SB", maugrim: "Ma", ginarrbrik: "Gn", otmin: "Ot",
};

// -- geometry ---------------------------------------------------------------------------
const W = 1160; // the whole picture
const MAP_X = 12;
const MAP_Y = 12;
const MAP_W = 780;
const MAP_H = 610;
const COL_X = MAP_X + MAP_W + 16; // the right column
const COL_W = W - COL_X - 12;
const SQ3 = Math.sqrt(3);
// pointy-top axial hexes: corner i at angle 60i - 30; edge i (corners i, i+1) faces DIRS[i]
const DIRS = [[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]];

function seatName(seat, ctx, w) {
  const name = ctx.names && ctx.names[seat];
  return name || fill(w("player"), { n: (seat ?? 0) + 1 });
}

const pairKey = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const num = (x) => (typeof x === "number" ? x : Array.isArray(x) ? x.length : Number(x) || 0);

// -- the view, read into one shape ------------------------------------------------------------
// The rules' view (view.py; RULES.md "Action ids, view and notation") is read here only: the rest of the
// renderer draws this model. The map's geometry (names, hex cells in axial q, r, woods,
// ports, rivers, bridges, sea routes) is the view's static "map" (board.py's data).

function readMap(view, lang) {
  const src = view.map || {};
  const pairs = (list) => (list || []).map((p) => (Array.isArray(p) ? [String(p[0]), String(p[1])] : String(p).split("|")));
  return {
    terrs: (src.territories || []).map((t) => ({
      id: t.id, name: t[lang] ?? t.en ?? t.id,
      cells: (t.cells || []).map((c) => (Array.isArray(c) ? c : [c.q, c.r])),
      wooded: Boolean(t.wooded), port: Boolean(t.port),
    })),
    rivers: pairs(src.rivers),
    bridges: pairs(src.bridges),
    sea: pairs(src.sea_routes),
  };
}

function model(view, ctx) {
  const m = readMap(view, ctx.lang);
  m.players = view.players ?? 2;
  m.options = view.options || {};
  // the colours in play, in colour order
  m.col = {};
  for (const c of view.colours || []) if (c && c.colour) m.col[c.colour] = c;
  if (!Object.keys(m.col).length) {
    const seats = m.players === 2 ? { witch: 0, red: 1, blue: 1 } : m.players === 3 ? { witch: 0, red: 1, blue: 2 } : { witch: 0, red: 1, blue: 2, yellow: 3 };
    for (const [c, seat] of Object.entries(seats)) m.col[c] = { colour: c, seat };
  }
  m.colours = COLOURS.filter((c) => c in m.col);
  m.seatOf = Object.fromEntries(m.colours.map((c) => [c, m.col[c].seat]));
  m.scores = Object.fromEntries(m.colours.map((c) => [c, m.col[c].points ?? 0]));
  m.seatScores = view.scores || null;
  // the battle first: the armies of both sides stand on its territory
  const b = view.battle || null;
  m.battle = b;
  m.battleAt = b ? b.territory : null;
  // territories: the map's, with the view's owner, armies, camp and characters
  const state = Object.fromEntries((view.territories || []).map((t) => [t.id, t]));
  m.byId = {};
  for (const t of m.terrs) {
    const v = state[t.id] || {};
    t.owner = v.owner ?? null;
    t.camp = v.camp ? t.owner : null;
    t.charIds = v.characters || [];
    // the owner's armies, then on the battle territory the attacker's ("attackers")
    t.armies = [];
    const aslan = b && b.territory === t.id ? [b.attacker, b.defender].find((c) => c && c !== "witch") : null;
    const add = (given, armies) => {
      for (const kind of ["boggle", "faun", "minotaur", "centaur"]) {
        const n = num((armies || {})[kind]);
        if (!n) continue;
        // boggles and minotaurs are always the Witch's; fauns and centaurs never
        const witchKind = kind === "boggle" || kind === "minotaur";
        const colour = witchKind ? "witch" : given === "witch" ? aslan ?? "none" : given;
        const same = t.armies.find((a) => a.colour === colour && a.kind === kind);
        if (same) same.count += n;
        else t.armies.push({ kind, colour, count: n, big: kind === "minotaur" || kind === "centaur" });
      }
    };
    add(t.owner ?? "none", v.armies);
    if (b && b.territory === t.id && b.attacker) add(b.attacker, b.attackers);
    m.byId[t.id] = t;
  }
  // characters: where each token is
  m.characters = (view.characters || []).map((c) => {
    const where = c.state === "board" ? c.territory : c.state === "card" ? c.holder ?? "" : c.state ?? "";
    return { id: c.id, side: c.side, powers: c.powers || [], holder: c.holder ?? null, state: c.state, where: where ?? "", stone: Boolean(c.stone) };
  });
  // markers: the flipped ones (in order; the last is the current turn's) then the face-down
  const mk = view.markers || {};
  m.markers = [
    ...(mk.flipped || []).map((colour) => ({ colour, up: true })),
    ...Array.from({ length: mk.face_down ?? 0 }, () => ({ colour: null, up: false })),
  ];
  m.markerCurrent = mk.current ?? null;
  const decks = view.decks || {};
  m.narnia = num(decks.narnia);
  m.discardList = Array.isArray(decks.narnia_discard) ? decks.narnia_discard : [];
  m.discard = num(decks.narnia_discard);
  m.territoryDeck = num(decks.territory);
  m.territoryDiscard = num(decks.territory_discard);
  const drawn = Array.isArray(decks.territory_discard) ? decks.territory_discard : [];
  m.lastTerritory = drawn.length ? drawn[drawn.length - 1] : null;
  m.lastCard = m.discardList.length ? m.discardList[m.discardList.length - 1] : null;
  // kept cards (null: hidden from this viewer, only counted)
  m.kept = {};
  for (const c of m.colours) {
    const col = m.col[c];
    if (Array.isArray(col.cards)) m.kept[c] = col.cards.map((card) => (typeof card === "string" ? { id: card, hidden: false } : { ...card, hidden: false }));
    else m.kept[c] = Array.from({ length: col.cards_count ?? 0 }, () => ({ id: null, hidden: true }));
  }
  const turn = view.turn || {};
  m.turn = { colour: turn.colour ?? null, seat: turn.seat ?? view.to_move ?? null, step: turn.phase ?? null, card: turn.card ?? null, raw: turn };
  m.decision = view.decision || null;
  m.outcome = view.outcome || null;
  m.winners = m.outcome && Array.isArray(m.outcome.ranking) && m.outcome.ranking.length ? [m.outcome.ranking[0]] : [];
  if (m.outcome && m.outcome.scores && m.outcome.ranking) {
    const best = m.outcome.scores[m.outcome.ranking[0]];
    m.winners = m.outcome.ranking.filter((seat) => m.outcome.scores[seat] === best);
  }
  return m;
}

// -- hex geometry -------------------------------------------------------------------------------

function hexCenter(q, r) {
  return [SQ3 * (q + r / 2), 1.5 * r];
}

function hexCorner(cx, cy, size, i) {
  const a = (Math.PI / 180) * (60 * i - 30);
  return [cx + size * Math.cos(a), cy + size * Math.sin(a)];
}

/** Fit the cells of all territories into the map area: {size, px(q, r) -> [x, y]}. */
function fitMap(terrs) {
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const t of terrs) {
    for (const [q, r] of t.cells) {
      const [x, y] = hexCenter(q, r);
      x0 = Math.min(x0, x - SQ3 / 2);
      x1 = Math.max(x1, x + SQ3 / 2);
      y0 = Math.min(y0, y - 1);
      y1 = Math.max(y1, y + 1);
    }
  }
  if (!Number.isFinite(x0)) return { size: 30, px: () => [MAP_X + MAP_W / 2, MAP_Y + MAP_H / 2] };
  const pad = 22;
  const size = Math.min((MAP_W - 2 * pad) / (x1 - x0), (MAP_H - 2 * pad) / (y1 - y0));
  const ox = MAP_X + (MAP_W - (x1 - x0) * size) / 2 - x0 * size;
  const oy = MAP_Y + (MAP_H - (y1 - y0) * size) / 2 - y0 * size;
  return {
    size,
    px: (q, r) => {
      const [x, y] = hexCenter(q, r);
      return [ox + x * size, oy + y * size];
    },
  };
}

const f1 = (v) => v.toFixed(1);

function hexPath(cx, cy, size) {
  let d = "";
  for (let i = 0; i < 6; i++) {
    const [x, y] = hexCorner(cx, cy, size, i);
    d += `${i ? "L" : "M"}${f1(x)},${f1(y)} `;
  }
  return `${d}Z`;
}

/** The cell of a territory nearest its centre of mass (for its label and counters). */
function anchorCell(t, geo) {
  if (!t.cells.length) return null;
  const pts = t.cells.map(([q, r]) => geo.px(q, r));
  const mx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
  const my = pts.reduce((a, p) => a + p[1], 0) / pts.length;
  let best = 0;
  let bd = Infinity;
  pts.forEach(([x, y], i) => {
    const d = (x - mx) ** 2 + (y - my) ** 2;
    if (d < bd) {
      bd = d;
      best = i;
    }
  });
  return { cell: t.cells[best], center: pts[best], mass: [mx, my], pts };
}

/** About how wide `text` is in Georgia bold, in ems: narrow, wide and capital letters. */
function textWidth(text) {
  let ems = 0;
  for (const c of text) ems += " '.,-".includes(c) ? 0.25 : "iljtf".includes(c) ? 0.3 : c === "r" ? 0.4 : "mwMW".includes(c) ? 0.85 : c !== c.toLowerCase() ? 0.7 : 0.52;
  return ems;
}

/** A territory's name on at most two lines, broken where the longer line is shortest (at a
 * space, or after a hyphen): a third line would reach into the cell above, over the label or
 * the counters of the territory there (the label sits in the top half of its cell). */
function labelLines(name) {
  if (name.length <= 11) return [name];
  let best = [name];
  for (let i = 1; i < name.length; i++) {
    const cut = name[i] === " " ? [name.slice(0, i), name.slice(i + 1)] : name[i - 1] === "-" ? [name.slice(0, i), name.slice(i)] : null;
    if (cut && Math.max(...cut.map((x) => x.length)) < Math.max(...best.map((x) => x.length))) best = cut;
  }
  return best;
}

// -- pictures ---------------------------------------------------------------------------------

function tree(x, y, k = 1) {
  return s("g", { class: "rjn-tree", transform: `translate(${f1(x)},${f1(y)}) scale(${k})` },
    s("path", { d: "M0,-9 L6,0 L2.5,0 L7,5 L-7,5 L-2.5,0 L-6,0 Z", fill: "#2e7d32", stroke: "#173f1a", "stroke-width": 0.8 }),
    s("rect", { x: -1.2, y: 5, width: 2.4, height: 3.5, fill: "#5d4037" }));
}

function anchor(x, y, k = 1) {
  return s("g", { class: "rjn-anchor", transform: `translate(${f1(x)},${f1(y)}) scale(${k})` },
    s("path", { d: "M0,-6 L0,6 M-5,2 Q0,9 5,2 M-3,-2 L3,-2", fill: "none", stroke: "#7a1c1c", "stroke-width": 1.6, "stroke-linecap": "round" }),
    s("circle", { cy: -7, r: 1.8, fill: "none", stroke: "#7a1c1c", "stroke-width": 1.3 }));
}

function campIcon(colour, k = 1) {
  const hue = HUE[colour] || HUE.none;
  return s("g", { class: "rjn-camp-icon", transform: `scale(${k})` },
    s("path", { d: "M-9,6 L0,-8 L9,6 Z", fill: hue.chip, stroke: hue.dark, "stroke-width": 1.4 }),
    s("path", { d: "M-2.5,6 L0,1 L2.5,6 Z", fill: hue.dark }),
    s("path", { d: "M0,-8 L0,-14 L6,-12 L0,-10", fill: "#c62828", stroke: "#5a0f0f", "stroke-width": 0.8 }));
}

/** An army counter: a round chip (faun / boggle) or a shield (centaur / minotaur), number. */
function armyChip(colour, big, count, r = 9) {
  const hue = HUE[colour] || HUE.none;
  const g = s("g", { class: "rjn-chip" });
  if (big) {
    g.append(s("path", {
      d: `M${-r},${-r * 0.8} L${r},${-r * 0.8} L${r},${r * 0.2} Q${r},${r} 0,${r * 1.15} Q${-r},${r} ${-r},${r * 0.2} Z`,
      fill: hue.chip, stroke: hue.dark, "stroke-width": 1.5,
    }));
    // a horn / a bow on the shield
    g.append(s("path", { d: `M${-r * 0.55},${-r * 0.8} L${-r * 0.75},${-r * 1.35} M${r * 0.55},${-r * 0.8} L${r * 0.75},${-r * 1.35}`, stroke: hue.dark, "stroke-width": 1.6, "stroke-linecap": "round" }));
  } else {
    g.append(s("circle", { r, fill: hue.chip, stroke: hue.dark, "stroke-width": 1.5 }));
  }
  g.append(s("text", { y: r * 0.38, "text-anchor": "middle", class: "rjn-chip-n", fill: hue.ink, "font-size": r * 1.15 }, String(count)));
  return g;
}

// tr: the game's words (wordsFor(ctx, "rjn")); c: a character of the model
function charToken(c, tr, r = 10, stone = false) {
  const g = s("g", { class: `rjn-token${stone ? " stone" : ""} side-${c.side}` });
  g.append(s("circle", { r, class: "rjn-token-bg" }));
  g.append(s("circle", { r: r - 2.2, class: "rjn-token-ring" }));
  g.append(s("text", { y: r * 0.36, "text-anchor": "middle", class: "rjn-token-mark", "font-size": r * 0.95 }, MARKS[c.id] ?? String(c.id).slice(0, 2)));
  g.append(s("title", {}, `${charName(c.id, tr)}${stone ? ` (${tr("web.turned-to-stone")})` : ""}: ${tr(`web.power.${c.id}`)}`));
  return g;
}

function charName(id, tr) {
  return tr(`character.${id}`);
}

const PIPS = {
  1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

function dieFace(value, r, side) {
  const g = s("g", {});
  g.append(s("rect", { x: -r, y: -r, width: 2 * r, height: 2 * r, rx: r * 0.25, class: `rjn-die-bg ${side}` }));
  if (!value) {
    g.append(s("text", { y: r * 0.35, "text-anchor": "middle", class: "rjn-die-q", "font-size": r }, "?"));
    return g;
  }
  const d = r * 0.5;
  for (const [x, y] of PIPS[value] || []) g.append(s("circle", { cx: x * d, cy: y * d, r: r * 0.16, class: `rjn-pip ${side}` }));
  return g;
}

// -- the map ------------------------------------------------------------------------------------

function targetsOf(ctx) {
  const set = new Set();
  for (const a of ctx.actions || []) if (a.target) set.add(a.target);
  return set;
}

function drawMap(m, ctx, w, tr) {
  const geo = fitMap(m.terrs);
  const size = geo.size;
  const g = s("g", { class: "rjn-map" });
  g.append(s("rect", { x: MAP_X, y: MAP_Y, width: MAP_W, height: MAP_H, rx: 14, class: "rjn-sea-bg" }));
  g.append(s("text", { x: MAP_X + 14, y: MAP_Y + MAP_H - 14, class: "rjn-map-title" }, w("map")));
  const owner = new Map(); // "q,r" -> territory id
  for (const t of m.terrs) for (const [q, r] of t.cells) owner.set(`${q},${r}`, t.id);
  const rivers = new Set(m.rivers.map(([a, b]) => pairKey(a, b)));
  const bridges = new Set(m.bridges.map(([a, b]) => pairKey(a, b)));
  const targets = targetsOf(ctx);
  const shared = new Map(); // pairKey -> the edges two territories share
  const coast = [];
  const inner = [];
  const lands = s("g", { class: "rjn-lands" });
  const lines = s("g", { class: "rjn-lines" });
  const water = s("g", { class: "rjn-water" });
  const marks = s("g", { class: "rjn-marks" });
  for (const t of m.terrs) {
    const hue = HUE[t.owner] || HUE.none;
    const tg = s("g", {
      class: `rjn-territory${t.id === m.battleAt ? " battle" : ""}${t.camp ? " camp" : ""}${t.wooded ? " wooded" : ""}${t.port ? " port" : ""}`,
      "data-territory": t.id, "data-owner": t.owner ?? "", "data-target": `territory:${t.id}`,
      "data-armies": t.armies.reduce((a, x) => a + x.count, 0),
    });
    let outline = "";
    for (const [q, r] of t.cells) {
      const [cx, cy] = geo.px(q, r);
      tg.append(s("path", { d: hexPath(cx, cy, size + 0.5), class: "rjn-cell", fill: hue.land, stroke: hue.land, "stroke-width": 1 }));
      for (let i = 0; i < 6; i++) {
        const [dq, dr] = DIRS[i];
        const other = owner.get(`${q + dq},${r + dr}`);
        if (other === t.id) continue;
        const [ax, ay] = hexCorner(cx, cy, size, i);
        const [bx, by] = hexCorner(cx, cy, size, (i + 1) % 6);
        outline += `M${f1(ax)},${f1(ay)} L${f1(bx)},${f1(by)} `;
        if (other === undefined) coast.push([ax, ay, bx, by]);
        else if (t.id < other) {
          const key = pairKey(t.id, other);
          if (!shared.has(key)) shared.set(key, []);
          shared.get(key).push([ax, ay, bx, by]);
          inner.push([key, ax, ay, bx, by]);
        }
      }
    }
    tg.append(s("path", { d: outline, class: "rjn-outline" }));
    t.outline = outline;
    // an invisible box mirroring the territory's around its label cell, so that the middle of
    // the group (where a click on it lands) is that cell, inside the territory
    const an = anchorCell(t, geo);
    if (an) {
      const xs = an.pts.map((p) => p[0]);
      const ys = an.pts.map((p) => p[1]);
      const [ax, ay] = an.center;
      const x0 = Math.min(...xs) - size;
      const x1 = Math.max(...xs) + size;
      const y0 = Math.min(...ys) - size;
      const y1 = Math.max(...ys) + size;
      tg.append(s("path", { d: `M${f1(2 * ax - x1)},${f1(2 * ay - y1)} H${f1(2 * ax - x0)} V${f1(2 * ay - y0)} H${f1(2 * ax - x1)} Z`, class: "rjn-hitbox" }));
    }
    tg.append(s("title", {}, `${t.name}${t.owner ? ` · ${w(`colour.${t.owner}`)}` : ""}`));
    lands.append(tg);
  }
  let dCoast = "";
  for (const [ax, ay, bx, by] of coast) dCoast += `M${f1(ax)},${f1(ay)} L${f1(bx)},${f1(by)} `;
  lines.append(s("path", { d: dCoast, class: "rjn-coast" }));
  let dLand = "";
  for (const [key, ax, ay, bx, by] of inner) if (!rivers.has(key)) dLand += `M${f1(ax)},${f1(ay)} L${f1(bx)},${f1(by)} `;
  lines.append(s("path", { d: dLand, class: "rjn-border" }));
  for (const key of new Set([...rivers, ...bridges])) {
    const edges = shared.get(key) || [];
    const [a, b] = key.split("|");
    let d = "";
    for (const [ax, ay, bx, by] of edges) d += `M${f1(ax)},${f1(ay)} L${f1(bx)},${f1(by)} `;
    if (d) water.append(s("path", { d, class: "rjn-river", "data-a": a, "data-b": b }));
    if (bridges.has(key) && edges.length) {
      const [ax, ay, bx, by] = edges[Math.floor((edges.length - 1) / 2)];
      const ang = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI + 90;
      const bl = Math.max(12, size * 0.55);
      water.append(s("g", { class: "rjn-bridge", "data-a": a, "data-b": b, transform: `translate(${f1((ax + bx) / 2)},${f1((ay + by) / 2)}) rotate(${f1(ang)})` },
        s("rect", { x: -bl / 2, y: -4, width: bl, height: 8, rx: 1.5, class: "rjn-bridge-deck" }),
        s("path", { d: `M${-bl / 2},-4 L${bl / 2},-4 M${-bl / 2},4 L${bl / 2},4`, class: "rjn-bridge-rail" })));
    }
  }
  // sea routes: between the two ports' nearest cells, bowed a little
  for (const [a, b] of m.sea) {
    const ta = m.byId[a];
    const tb = m.byId[b];
    if (!ta || !tb || !ta.cells.length || !tb.cells.length) continue;
    let best = null;
    for (const [q1, r1] of ta.cells) {
      for (const [q2, r2] of tb.cells) {
        const p = geo.px(q1, r1);
        const q = geo.px(q2, r2);
        const d = (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2;
        if (!best || d < best[0]) best = [d, p, q];
      }
    }
    const [, p, q] = best;
    const mx = (p[0] + q[0]) / 2 - (q[1] - p[1]) * 0.18;
    const my = (p[1] + q[1]) / 2 + (q[0] - p[0]) * 0.18;
    water.append(s("path", { d: `M${f1(p[0])},${f1(p[1])} Q${f1(mx)},${f1(my)} ${f1(q[0])},${f1(q[1])}`, class: "rjn-sea", "data-a": a, "data-b": b }));
  }
  // on each territory: its name, armies, camp, characters, tree, anchor
  const byWhere = new Map();
  for (const c of m.characters) if (c.state === "board" && m.byId[c.where]) (byWhere.get(c.where) || byWhere.set(c.where, []).get(c.where)).push(c);
  const battleKinds = m.battleAt ? new Set([...targets].filter((x) => x.startsWith("army:")).map((x) => x.slice(5))) : new Set();
  for (const t of m.terrs) {
    const an = anchorCell(t, geo);
    if (!an) continue;
    const [cx, cy] = an.center;
    const mark = s("g", { class: "rjn-tmarks", "data-territory": t.id });
    const fs = Math.max(8.5, Math.min(12, size * 0.3));
    const nameLines = labelLines(String(t.name));
    const label = s("text", { x: f1(cx), y: f1(cy - size * 0.42 - (nameLines.length - 1) * fs * 1.05), "text-anchor": "middle", class: "rjn-name", "font-size": f1(fs) });
    // a line wider than the cell is squeezed to fit it (by an estimate of its width: the
    // renderer draws before the page measures anything; a short line must not be stretched)
    const maxW = size * SQ3 * 0.94;
    nameLines.forEach((line, i) => {
      const wide = textWidth(line) * fs > maxW;
      label.append(s("tspan", { x: f1(cx), dy: i ? f1(fs * 1.05) : 0, textLength: wide ? f1(maxW) : null, lengthAdjust: wide ? "spacingAndGlyphs" : null }, line));
    });
    mark.append(label);
    const r = Math.max(7.5, Math.min(11, size * 0.27));
    const chipsAt = (list, x0, y0) => {
      list.forEach((a, i) => {
        const x = x0 + (i - (list.length - 1) / 2) * (2.35 * r);
        const tid = `army:${a.kind}`;
        const chip = s("g", {
          class: `rjn-army ${a.big ? "big" : "small"}`, "data-territory": t.id, "data-colour": a.colour, "data-kind": a.kind, "data-count": a.count, "data-motion": `army:${t.id}:${a.colour}:${a.kind}`,
          transform: `translate(${f1(x)},${f1(y0)})`, "data-target": t.id === m.battleAt && battleKinds.has(a.kind) ? tid : null,
        }, armyChip(a.colour, a.big, a.count, r));
        // a tap area of 26 units (24 CSS px and more at the phone's scale), under the chip
        if (chip.getAttribute("data-target")) chip.prepend(s("circle", { r: 13, class: "rjn-hit" }));
        chip.append(s("title", {}, `${w(`colour.${a.colour}`)}: ${a.count} ${w(a.count > 1 ? `kinds.${a.kind}` : `kind.${a.kind}`)}`));
        mark.append(chip);
      });
    };
    const home = t.armies.filter((a) => a.colour === t.owner);
    const away = t.armies.filter((a) => a.colour !== t.owner);
    chipsAt(home.length ? home : away, cx, cy + r * 0.3);
    // the other cells hold the camp, the characters, the tree and the anchor
    const others = an.pts.filter((p) => p !== an.center);
    // when the other cells are full: beside the armies first, not in the lower corners, where
    // the names of the territories below reach up (a name on two lines does)
    const fallback = [[-0.8, 0.1], [0.8, 0.1], [-0.42, 0.62], [0.42, 0.62]];
    let k = 0;
    const spot = () => {
      const i = k++;
      if (i < others.length) return others[i];
      const [fx, fy] = fallback[(i - others.length) % 4];
      return [cx + fx * size, cy + fy * size];
    };
    if (home.length && away.length) {
      const [x, y] = spot();
      chipsAt(away, x, y);
    }
    if (t.camp) {
      const [x, y] = spot();
      const camp = s("g", { class: "rjn-camp", "data-territory": t.id, "data-colour": t.camp, transform: `translate(${f1(x)},${f1(y + 3)})` }, campIcon(t.camp, Math.max(0.75, Math.min(1.1, size / 36))));
      camp.append(s("title", {}, w("camp")));
      mark.append(camp);
    }
    for (const c of byWhere.get(t.id) || []) {
      const [x, y] = spot();
      const tid = `character:${c.id}`;
      mark.append(s("g", {
        class: "rjn-character", "data-character": c.id, "data-where": t.id, "data-holder": c.holder ?? "", "data-motion": `character:${c.id}`,
        transform: `translate(${f1(x)},${f1(y)})`, "data-target": targets.has(tid) ? tid : null,
      }, charToken(c, tr, Math.max(9, Math.min(12, size * 0.32)))));
    }
    const k2 = Math.max(0.75, Math.min(1.15, size / 34));
    if (t.wooded) {
      const [x, y] = k < others.length ? spot() : [cx - size * 0.66, cy + size * 0.28];
      mark.append(tree(x, y, k2));
    }
    if (t.port) {
      const [x, y] = k < others.length ? spot() : [cx + size * 0.66, cy + size * 0.28];
      mark.append(anchor(x, y, k2 * 0.9));
    }
    if (t.id === m.battleAt) mark.insertBefore(s("path", { d: t.outline, class: "rjn-battle-ring" }), mark.firstChild);
    marks.append(mark);
  }
  g.append(lands, lines, water, marks);
  return g;
}

// -- the score track ----------------------------------------------------------------------------

function drawScoreTrack(m, w, y0) {
  const g = s("g", { class: "rjn-score-track", "data-testid": "score-track", transform: `translate(${MAP_X},${y0})` });
  const max = Math.max(30, ...m.colours.map((c) => m.scores[c] + 1));
  const cells = max + 1;
  const cw = MAP_W / cells;
  g.append(s("text", { x: 0, y: -6, class: "rjn-title" }, `♛ ${w("score-track")}`));
  for (let i = 0; i < cells; i++) {
    g.append(s("rect", { x: f1(i * cw), y: 0, width: f1(cw - 1.5), height: 36, rx: 3, class: `rjn-track-cell${i % 5 === 0 ? " five" : ""}` }));
    g.append(s("text", { x: f1(i * cw + cw / 2), y: 11, "text-anchor": "middle", class: "rjn-track-n" }, i === 0 ? "N" : String(i)));
  }
  const seen = {};
  const rr = Math.min(6, cw / 3.2);
  for (const c of m.colours) {
    const v = m.scores[c];
    const n = (seen[v] = (seen[v] || 0) + 1) - 1;
    const hue = HUE[c];
    const x = v * cw + cw / 2 + (n % 2 ? rr * 0.9 : -rr * 0.9) * (m.colours.length > 1 ? 1 : 0);
    const y = 20 + Math.floor(n / 2) * (rr * 1.6) + rr * 0.2;
    g.append(s("g", { class: "rjn-score", "data-testid": `score-${c}`, "data-colour": c, "data-score": v, transform: `translate(${f1(x)},${f1(y)})` },
      s("circle", { r: rr, fill: hue.chip, stroke: hue.dark, "stroke-width": 1.5 }),
      s("title", {}, `${w(`colour.${c}`)}: ${v}`)));
  }
  return g;
}

// -- the right column: turn, markers, decks, battle, boxes -------------------------------------

function cardTitle(card, ctx) {
  const slug = card && typeof card === "object" ? card.id : card;
  if (slug === null || slug === undefined) return "";
  const key = `rjn.card.${slug}`;
  const text = ctx.t ? ctx.t(key) : key;
  return text && text !== key ? text : String(slug).replace(/[-_]/g, " ");
}

function cardText(card, ctx) {
  const slug = card && typeof card === "object" ? card.id : card;
  const key = `rjn.card.${slug}.text`;
  const text = ctx.t ? ctx.t(key) : key;
  return text && text !== key ? text : "";
}

function drawTurn(m, ctx, w, y) {
  const g = s("g", { class: "rjn-turn", "data-testid": "turn", "data-colour": m.turn.colour ?? "", "data-phase": m.turn.step ?? "", transform: `translate(${COL_X},${y})` });
  g.append(s("rect", { width: COL_W, height: 78, rx: 10, class: "rjn-panel" }));
  const colour = m.turn.colour ?? (m.decision && m.decision.colour) ?? null;
  if (colour && HUE[colour]) g.append(s("circle", { cx: 18, cy: 19, r: 8, fill: HUE[colour].chip, stroke: HUE[colour].dark, "stroke-width": 1.5 }));
  let who = "";
  if (m.outcome) who = w("over");
  else if (colour) who = fill(w("turn-of"), { colour: w(`colour.${colour}`) });
  if (!m.outcome && m.turn.seat !== null && m.turn.seat !== undefined && colour) who += ` · ${seatName(m.turn.seat, ctx, w)}`;
  g.append(s("text", { x: colour ? 32 : 12, y: 24, class: "rjn-turn-who" }, who));
  // the decision now: whose (when another colour decides: a defender's roll, hits) and what
  const phase = (m.decision && m.decision.kind) || m.turn.step;
  if (phase && !m.outcome) {
    let text = w(`phase.${phase}`);
    const d = m.decision;
    if (d && d.colour && d.colour !== colour) text = `${w(`colour.${d.colour}`)} (${seatName(d.seat, ctx, w)}): ${text}`;
    g.append(s("text", { x: 12, y: 43, class: "rjn-turn-step", "data-testid": "phase", "data-phase": phase, "data-colour": d ? d.colour ?? "" : "" }, text));
  }
  // the turn's modifiers from cards
  const raw = m.turn.raw || {};
  const mods = [];
  if (raw.rerolls) mods.push(fill(w("mod.rerolls"), { n: raw.rerolls }));
  if (raw.ambush) mods.push(fill(w("mod.ambush"), { n: raw.ambush }));
  if (raw.fog) mods.push(w("mod.fog"));
  if (raw.shield) mods.push(fill(w("mod.shield"), { n: raw.shield }));
  if (raw.extra) mods.push(fill(w("mod.extra"), { n: raw.extra }));
  const card = m.turn.card;
  if (card) {
    const t = s("text", { x: 12, y: 61, class: "rjn-turn-card", "data-testid": "turn-card", "data-card": card.id ?? "" }, fill(w("card-now"), { name: cardTitle(card, ctx) }));
    const text = cardText(card, ctx);
    if (text) t.append(s("title", {}, text));
    g.append(t);
  }
  const fighting = ["target", "place", "reinforce", "roll", "hit", "stone", "double", "continue"].includes(m.turn.step);
  if (!card && fighting && m.lastTerritory && m.byId[m.lastTerritory]) {
    g.append(s("text", { x: 12, y: 61, class: "rjn-turn-card", "data-testid": "territory-card", "data-territory": m.lastTerritory }, fill(w("territory-card"), { name: m.byId[m.lastTerritory].name })));
  }
  if (mods.length) g.append(s("text", { x: 12, y: 74, class: "rjn-turn-mods" }, mods.join(" · ")));
  return g;
}

function drawMarkers(m, w, y) {
  const n = Math.max(m.markers.length, 1);
  const g = s("g", { class: "rjn-markers", "data-testid": "markers", "data-count": m.markers.length, "data-current": m.markerCurrent ?? "", transform: `translate(${COL_X},${y})` });
  g.append(s("text", { x: 0, y: -5, class: "rjn-title" }, w("markers")));
  const step = Math.min(30, COL_W / n);
  const r = step / 2 - 2;
  const flipped = m.markers.filter((x) => x.up).length;
  m.markers.forEach((mk, i) => {
    const current = mk.up && i === flipped - 1 && m.markerCurrent !== null;
    const node = s("g", {
      class: `rjn-marker${mk.up ? " up" : " down"}${current ? " current" : ""}`, "data-index": i, "data-colour": mk.up ? mk.colour ?? "" : "",
      "data-face": mk.up ? "up" : "down", transform: `translate(${f1(i * step + step / 2)},${f1(r + 4)})`,
    });
    if (mk.up && mk.colour && HUE[mk.colour]) {
      const hue = HUE[mk.colour];
      node.append(s("circle", { r, fill: hue.chip, stroke: current ? "#ff9100" : hue.dark, "stroke-width": current ? 3 : 1.6 }));
      if (mk.colour === "witch") node.append(s("path", { d: `M0,${f1(-r * 0.55)} L0,${f1(r * 0.55)} M${f1(-r * 0.48)},${f1(-r * 0.28)} L${f1(r * 0.48)},${f1(r * 0.28)} M${f1(-r * 0.48)},${f1(r * 0.28)} L${f1(r * 0.48)},${f1(-r * 0.28)}`, stroke: hue.dark, "stroke-width": 1.3, "stroke-linecap": "round" }));
      node.append(s("title", {}, w(`colour.${mk.colour}`)));
    } else {
      node.append(s("circle", { r, class: "rjn-marker-back" }));
      node.append(s("path", { d: `M${f1(-r * 0.45)},${f1(r * 0.25)} L${f1(-r * 0.5)},${f1(-r * 0.35)} L${f1(-r * 0.2)},${f1(-r * 0.05)} L0,${f1(-r * 0.5)} L${f1(r * 0.2)},${f1(-r * 0.05)} L${f1(r * 0.5)},${f1(-r * 0.35)} L${f1(r * 0.45)},${f1(r * 0.25)} Z`, class: "rjn-marker-crown" }));
    }
    g.append(node);
  });
  g.append(s("text", { x: COL_W, y: -5, "text-anchor": "end", class: "rjn-muted-t light" }, fill(w("markers-left"), { n: m.markers.length - flipped })));
  return g;
}

function cardBack(x, y, cw, ch, cls) {
  return s("g", { transform: `translate(${x},${y})` },
    s("rect", { width: cw, height: ch, rx: 5, class: `rjn-back ${cls}` }),
    s("rect", { x: 4, y: 4, width: cw - 8, height: ch - 8, rx: 3, class: "rjn-back-frame" }));
}

function drawDecks(m, ctx, w, y) {
  const g = s("g", { class: "rjn-decks", transform: `translate(${COL_X},${y})` });
  const cw = 50;
  const ch = 66;
  const gap = (COL_W - 3 * cw) / 2;
  const deck = (x, testid, count, label, cls, target) => {
    const d = s("g", { class: `rjn-deck ${cls}`, "data-testid": testid, "data-count": count, "data-target": target, transform: `translate(${f1(x)},0)` });
    const layers = Math.min(3, Math.ceil(count / 8));
    if (!count) d.append(s("rect", { width: cw, height: ch, rx: 5, class: "rjn-slot" }));
    for (let i = layers - 1; i >= 0; i--) d.append(cardBack(i * 2, -i * 2, cw, ch, cls));
    d.append(s("text", { x: cw / 2, y: ch / 2 + 7, "text-anchor": "middle", class: "rjn-deck-n" }, String(count)));
    d.append(s("text", { x: cw / 2, y: ch + 13, "text-anchor": "middle", class: "rjn-deck-label" }, label));
    d.append(s("title", {}, `${label}: ${fill(w("cards"), { n: count })}`));
    return d;
  };
  g.append(deck(0, "narnia-deck", m.narnia, w("narnia"), "narnia", "deck:narnia"));
  g.append(deck(cw + gap, "narnia-discard", m.discard, w("discard"), "discard", null));
  g.append(deck(2 * (cw + gap), "territory-deck", m.territoryDeck, w("territories"), "territory", "deck:territory"));
  if (m.lastCard) {
    const t = s("text", { x: 0, y: ch + 30, class: "rjn-last-card", "data-testid": "last-card", "data-card": m.lastCard.id ?? "" });
    wrap(fill(w("last-card"), { name: cardTitle(m.lastCard, ctx) }), 46).slice(0, 2).forEach((line, i) => t.append(s("tspan", { x: 0, dy: i ? 13 : 0 }, line)));
    const text = cardText(m.lastCard, ctx);
    if (text) t.append(s("title", {}, text));
    g.append(t);
  }
  return g;
}

function drawBattle(m, ctx, w, y) {
  const b = m.battle;
  const height = 176;
  const pending = (b && b.pending) || {};
  const g = s("g", {
    class: "rjn-battle", "data-testid": "battle", "data-territory": b ? b.territory ?? "" : "",
    "data-attacker": b ? b.attacker ?? "" : "", "data-defender": b ? b.defender ?? "" : "", "data-next": b ? b.next ?? "" : "",
    "data-hits": pending.hits ?? 0, "data-stones": pending.stones ?? 0, "data-double": pending.double ?? "", transform: `translate(${COL_X},${y})`,
  });
  g.append(s("rect", { width: COL_W, height, rx: 10, class: "rjn-panel" }));
  g.append(s("text", { x: 12, y: 20, class: "rjn-title dark" }, `⚔ ${w("battle")}`));
  const rollBtn = (enabled) => {
    const btn = s("g", { class: "rjn-roll", "data-testid": "roll", "data-target": "dice", transform: `translate(${COL_W - 92},6)` });
    btn.append(s("rect", { width: 84, height: 24, rx: 12, class: "rjn-roll-bg" }));
    const icon = dieFace(5, 6.5, "attack");
    icon.setAttribute("transform", "translate(16,12)");
    btn.append(icon);
    btn.append(s("text", { x: 50, y: 16.5, "text-anchor": "middle", class: "rjn-roll-t" }, w("roll")));
    if (!enabled) btn.removeAttribute("data-target");
    return btn;
  };
  if (!b) {
    g.append(s("text", { x: COL_W / 2, y: height / 2 + 4, "text-anchor": "middle", class: "rjn-muted-t" }, w("no-battle")));
    return g;
  }
  const terr = m.byId[b.territory];
  g.append(s("text", { x: 12, y: 38, class: "rjn-battle-where" }, terr ? terr.name : b.territory));
  const notes = [];
  if (b.from && m.byId[b.from]) notes.push(fill(w("from"), { name: m.byId[b.from].name }));
  if (b.water) notes.push(w("water"));
  if (notes.length) g.append(s("text", { x: 12, y: 52, class: "rjn-battle-notes" }, notes.join(" · ")));
  const last = b.last || {};
  // the characters standing on the battle territory now (their powers mark faces: 4s that
  // hit, the White Witch's 2s that turn armies to stone)
  const here = m.characters.filter((c) => c.state === "board" && c.where === b.territory);
  const row = (side, colour, yy, n, dice) => {
    const witchSide = colour === "witch";
    const power = side === "attack" ? "four_attack" : "four_defence";
    const four = here.some((c) => c.side === (witchSide ? "witch" : "aslan") && c.powers.includes(power));
    const stones = witchSide && here.some((c) => c.side === "witch" && c.powers.includes("stone"));
    const fogged = side === "defence" && Boolean((m.turn.raw || {}).fog);
    const hue = HUE[colour] || HUE.none;
    const next = (b.next === "attacker" && side === "attack") || (b.next === "defender" && side === "defence");
    g.append(s("circle", { cx: 18, cy: yy, r: 7, fill: hue.chip, stroke: next ? "#ff9100" : hue.dark, "stroke-width": next ? 3 : 1.4 }));
    g.append(s("text", { x: 30, y: yy - 3, class: "rjn-side-label" }, `${w(side === "attack" ? "attacker" : "defender")}: ${colour ? w(`colour.${colour}`) : ""}`));
    if (n) g.append(s("text", { x: 30, y: yy + 10, class: "rjn-muted-t" }, fill(w(side === "attack" ? "attack-dice" : "defence-dice"), { n })));
    const r = 12;
    const list = Array.isArray(dice) ? dice : [];
    list.forEach((v, i) => {
      const value = typeof v === "number" ? v : v && v.value;
      const hit = fogged ? value === 6 : value >= 5 || (four && value === 4);
      const stone = stones && value === 2;
      const node = s("g", {
        class: `rjn-die ${side}${hit ? " hit" : ""}`, "data-side": side, "data-value": value || "", "data-index": i, "data-motion": `die:${side}:${i}`,
        transform: `translate(${COL_W - 14 - r - (list.length - 1 - i) * (2 * r + 7)},${yy})`,
      });
      if (hit || stone) node.append(s("rect", { x: -r - 3.5, y: -r - 3.5, width: 2 * r + 7, height: 2 * r + 7, rx: r * 0.45, class: stone ? "rjn-die-stone" : "rjn-die-hit" }));
      if (stone) node.classList.add("stone");
      node.append(dieFace(value, r, side));
      g.append(node);
    });
    if (!list.length) g.append(s("text", { x: COL_W - 14, y: yy + 4, "text-anchor": "end", class: "rjn-muted-t" }, w("no-roll")));
  };
  row("defence", b.defender, 74, b.defence_dice ?? 2, last.defender);
  row("attack", b.attacker, 110, b.attack_dice ?? 3, last.attacker);
  let yy = 141;
  const by = pending.by ? w(`colour.${pending.by}`) : "";
  if (pending.hits) {
    g.append(s("text", { x: 12, y: yy, class: "rjn-hits", "data-testid": "hits-left" }, fill(w("hits-left"), { colour: by, n: pending.hits })));
    yy += 14;
  }
  if (pending.stones) {
    g.append(s("text", { x: 12, y: yy, class: "rjn-hits stone" }, fill(w("stones-left"), { colour: by, n: pending.stones })));
    yy += 14;
  }
  // a double: the roller may hit the enemy character (click its token) or leave it
  if (pending.double) g.append(s("text", { x: 12, y: yy, class: "rjn-hits", "data-testid": "double-left" }, fill(w("double-left"), { colour: by, character: charName(pending.double, wordsFor(ctx, "rjn")) })));
  const won = b.attacker && b.attacker === b.defender;
  if (won) g.append(s("text", { x: 12, y: yy, class: "rjn-won-t", "data-testid": "battle-won" }, fill(w("taken"), { colour: w(`colour.${b.attacker}`), name: terr ? terr.name : b.territory })));
  if (b.next && !pending.hits && !pending.stones && !pending.double && !won) {
    const nextColour = b.next === "attacker" ? b.attacker : b.defender;
    g.append(s("text", { x: 12, y: height - 14, class: "rjn-muted-t" }, fill(w("next-roll"), { colour: w(`colour.${nextColour}`) })));
  }
  g.append(rollBtn(true));
  return g;
}

function drawBoxes(m, ctx, w, y, tr) {
  const g = s("g", { class: "rjn-boxes", transform: `translate(${COL_X},${y})` });
  const targets = targetsOf(ctx);
  const boxes = [["pavilion", "#f7ecd0", "#a0782a"], ["wardrobe", "#ead9c6", "#6d4c2f"], ["courtyard", "#e5eef5", "#5b86a8"]];
  let yy = 0;
  for (const [box, bg, ink] of boxes) {
    const chars = m.characters.filter((c) => c.state === box);
    const stone = box === "courtyard" ? stoneList(m) : [];
    const hgt = 50;
    const bx = s("g", { class: `rjn-box ${box}`, "data-testid": `box-${box}`, "data-count": chars.length, transform: `translate(0,${yy})` });
    bx.append(s("rect", { width: COL_W, height: hgt, rx: 9, fill: bg, stroke: ink, "stroke-width": 1.3 }));
    bx.append(s("text", { x: 10, y: 15, class: "rjn-box-title", fill: ink }, w(box)));
    if (!chars.length && !stone.length) bx.append(s("text", { x: 10, y: 37, class: "rjn-muted-t" }, w("empty")));
    chars.forEach((c, i) => {
      const tid = `character:${c.id}`;
      bx.append(s("g", {
        class: "rjn-character", "data-character": c.id, "data-where": box, "data-holder": c.holder ?? "", "data-stone": String(c.stone), "data-motion": `character:${c.id}`,
        // tagged even when unlit: a click then asks the server why not
        transform: `translate(${21 + i * 27},33)`, "data-target": tid,
      }, charToken(c, tr, 11.5, c.stone)));
    });
    if (stone.length) {
      let x = COL_W - 10 - stone.length * 25;
      bx.append(s("text", { x: x - 4, y: 15, "text-anchor": "start", class: "rjn-muted-t" }, w("stone-armies")));
      for (const [colour, kind, n] of stone) {
        const chip = s("g", { class: "rjn-stone", "data-colour": colour, "data-kind": kind, "data-count": n, transform: `translate(${x + 12},34)` }, armyChip(colour, kind === "centaur" || kind === "minotaur", n, 9));
        chip.append(s("title", {}, `${w(`colour.${colour}`)}: ${n} ${w(`kinds.${kind}`)}`));
        bx.append(chip);
        x += 25;
      }
    }
    g.append(bx);
    yy += hgt + 7;
  }
  return g;
}

function stoneList(m) {
  const out = [];
  for (const c of m.colours) {
    const st = m.col[c].stone || {};
    for (const kind of [SMALL[c], BIG[c]]) if (num(st[kind])) out.push([c, kind, num(st[kind])]);
  }
  return out;
}

function drawBoard(m, ctx, w, tr) {
  const trackY = MAP_Y + MAP_H + 24;
  const height = trackY + 46;
  const svg = s("svg", { class: "rjn-svg", viewBox: `0 0 ${W} ${height}`, role: "img", "aria-label": w("map") });
  svg.append(s("rect", { width: W, height, rx: 16, class: "rjn-felt" }));
  svg.append(drawMap(m, ctx, w, tr));
  svg.append(drawScoreTrack(m, w, trackY));
  let y = MAP_Y;
  svg.append(drawTurn(m, ctx, w, y));
  y += 104;
  svg.append(drawMarkers(m, w, y));
  y += 48;
  svg.append(drawDecks(m, ctx, w, y));
  y += 112;
  svg.append(drawBattle(m, ctx, w, y));
  y += 184;
  svg.append(drawBoxes(m, ctx, w, y, tr));
  return svg;
}

// -- the seats ------------------------------------------------------------------------------------

function capturedText(col, w) {
  const parts = [];
  for (const [victim, kinds] of Object.entries(col.captured || {})) {
    for (const [kind, n] of Object.entries(kinds || {})) {
      if (num(n)) parts.push(`${num(n)} ${w(num(n) > 1 ? `kinds.${kind}` : `kind.${kind}`)}${victim === "witch" ? "" : ` (${w(`colour.${victim}`).toLowerCase()})`}`);
    }
  }
  return parts.join(", ");
}

function colourBlock(c, m, ctx, w, tr) {
  const hue = HUE[c];
  const col = m.col[c];
  const targets = targetsOf(ctx);
  const box = h("div", { class: `rjn-colour c-${c}`, "data-testid": `colour-${c}`, "data-colour": c, "data-score": m.scores[c], style: `border-left-color: ${hue.chip}` });
  box.append(h("div", { class: "rjn-colour-head" },
    h("span", { class: "rjn-swatch", style: `background: ${hue.chip}; border-color: ${hue.dark}` }),
    h("b", { text: w(`colour.${c}`) }),
    h("span", { class: "rjn-crowns", title: w("score") }, h("span", { text: "♛ " }), h("b", { text: String(m.scores[c]) }))));
  const terrs = col.territories ?? m.terrs.filter((t) => t.owner === c).length;
  const camps = Array.isArray(col.camps) ? col.camps.length : m.terrs.filter((t) => t.camp === c).length;
  box.append(h("div", { class: "rjn-muted", text: fill(w("stats"), { t: terrs, c: camps }) }));
  // the characters it holds: on their card (clickable to send / pick) or away on the map
  const chars = h("div", { class: "rjn-chars" });
  const held = m.characters.filter((ch) => ch.holder === c);
  for (const ch of held) {
    const tid = `character:${ch.id}`;
    const onCard = ch.state === "card";
    const svg = s("svg", { viewBox: "-12 -12 24 24", width: 22, height: 22, "aria-hidden": "true" }, charToken(ch, tr, 11, ch.stone));
    const where = ch.state === "board" && m.byId[ch.where] ? ` · ${m.byId[ch.where].name}` : ch.state !== "card" ? ` · ${w(ch.state)}` : "";
    chars.append(h("span", {
      class: `rjn-char-card${onCard ? " rjn-character" : " away"}`, title: `${charName(ch.id, tr)}: ${tr(`web.power.${ch.id}`)}`,
      "data-character": onCard ? ch.id : null, "data-where": onCard ? c : null, "data-away": onCard ? null : ch.id,
      "data-target": onCard ? tid : null,
    }, svg, h("span", { text: `${charName(ch.id, tr)}${where}` })));
  }
  if (!held.length) chars.append(h("span", { class: "rjn-none", text: w("no-character") }));
  box.append(chars);
  // kept Narnia cards
  const kept = h("div", { class: "rjn-kept", "data-testid": `kept-${c}`, "data-count": m.kept[c].length });
  m.kept[c].forEach((card, i) => {
    // a kept card is played by its slug (copies share it); an index is taken too
    const tid = [card.id ? `card:${card.id}` : null, card.index !== null && card.index !== undefined ? `card:${card.index}` : null].find((x) => x && targets.has(x)) ?? (card.id ? `card:${card.id}` : null);
    const node = h("span", {
      class: `rjn-card${card.hidden ? " hidden" : ""}`, "data-colour": c, "data-card": card.id ?? "", "data-index": card.index ?? "",
      "data-hidden": String(card.hidden), "data-target": tid,
      title: card.hidden ? w("hidden") : cardText(card, ctx) || cardTitle(card, ctx),
      text: card.hidden ? "?" : cardTitle(card, ctx),
    });
    kept.append(node);
    if (!i) node.dataset.first = "true";
  });
  if (!m.kept[c].length) kept.append(h("span", { class: "rjn-none", text: w("no-cards") }));
  box.append(h("div", { class: "rjn-sub", text: w("kept") }), kept);
  const cap = capturedText(col, w);
  if (cap) box.append(h("div", { class: "rjn-muted", "data-testid": `captured-${c}`, text: `${w("captured")}: ${cap}` }));
  if (col.supply) {
    const sup = Object.entries(col.supply).map(([kind, n]) => `${n} ${w(`kinds.${kind}`)}`).join(", ");
    box.append(h("div", { class: "rjn-muted", text: `${w("supply")}: ${sup}` }));
  }
  return box;
}

function seatPanel(seat, m, ctx, w, tr) {
  const colours = m.colours.filter((c) => m.seatOf[c] === seat);
  const score = m.seatScores && m.seatScores[seat] !== undefined ? m.seatScores[seat] : colours.reduce((a, c) => a + m.scores[c], 0);
  const mine = seat === ctx.seat;
  const toMove = m.decision ? m.decision.seat : m.turn.seat;
  const current = toMove === seat && !m.outcome;
  const won = m.winners.includes(seat);
  const panel = h("section", {
    class: `rjn-seat${mine ? " me" : ""}${current ? " current" : ""}${won ? " winner" : ""}`,
    "data-seat": seat, "data-score": score, "data-colours": colours.join(","),
    style: `border-top-color: ${HUE[colours[0] || "witch"].dark}`,
  });
  panel.append(h("header", {},
    h("strong", { class: "rjn-name", text: seatName(seat, ctx, w) }),
    mine ? h("span", { class: "rjn-you", "data-testid": "you", text: w("you") }) : null,
    current ? h("span", { class: "rjn-to-play", text: w("to-play") }) : null,
    won ? h("span", { class: "rjn-won", text: `♛ ${w("winner")}` }) : null,
    h("span", { class: "rjn-seat-score", title: w("score") }, h("small", { text: "♛" }), h("b", { text: String(score) }))));
  panel.append(h("div", { class: "rjn-muted", text: w(colours.includes("witch") ? "side.witch" : "side.aslan") }));
  for (const c of colours) panel.append(colourBlock(c, m, ctx, w, tr));
  return panel;
}

function sidePanel(m, ctx, w, tr) {
  const side = h("div", { class: "rjn-side" });
  const seats = [...new Set(m.colours.map((c) => m.seatOf[c]))];
  seats.sort((a, b) => (b === ctx.seat) - (a === ctx.seat) || a - b);
  for (const seat of seats) side.append(seatPanel(seat, m, ctx, w, tr));
  return side;
}

// -- styles (injected once) -----------------------------------------------------------------------

const CSS = `
.rjn { display: flex; flex-direction: column; gap: 10px; }
.rjn-svg { width: 100%; height: auto; max-height: calc(100vh - 120px); display: block; user-select: none; }
.rjn-felt { fill: #2b3a4a; }
.rjn-sea-bg { fill: #7fa7cf; stroke: #4d7aa6; stroke-width: 1.5; }
.rjn-cell { stroke-linejoin: round; }
.rjn-coast { fill: none; stroke: #2d3b2a; stroke-width: 2.4; stroke-linecap: round; pointer-events: none; }
.rjn-border { fill: none; stroke: #4a4a3a; stroke-width: 1.3; stroke-linecap: round; pointer-events: none; opacity: .85; }
.rjn-river { fill: none; stroke: #1e6fd9; stroke-width: 5; stroke-linecap: round; pointer-events: none; }
.rjn-bridge-deck { fill: #9a6a3a; stroke: #3b2a10; stroke-width: 1; }
.rjn-bridge-rail { stroke: #3b2a10; stroke-width: 1.4; }
.rjn-bridge { pointer-events: none; }
.rjn-sea { fill: none; stroke: #d32f2f; stroke-width: 2.4; stroke-dasharray: 7 5; stroke-linecap: round; pointer-events: none; }
.rjn-marks { pointer-events: none; }
.rjn-marks [data-target] { pointer-events: auto; }
.rjn-name { font-family: Georgia, "Times New Roman", serif; font-weight: 700; fill: #22251c; paint-order: stroke; stroke: rgba(255, 255, 255, .65); stroke-width: 2.5px; }
.rjn-chip-n { font-family: system-ui, sans-serif; font-weight: 800; pointer-events: none; }
.rjn-token-bg { fill: #fff8e1; stroke: #6d4c2f; stroke-width: 1.5; }
.rjn-token.side-witch .rjn-token-bg { fill: #e1f5fe; stroke: #0d47a1; }
.rjn-token-ring { fill: none; stroke: #d4a017; stroke-width: 1; }
.rjn-token.side-witch .rjn-token-ring { stroke: #64b5f6; }
.rjn-token-mark { font-family: Georgia, serif; font-weight: 700; fill: #3b2a10; }
.rjn-token.side-witch .rjn-token-mark { fill: #0d2b4f; }
.rjn-token.stone .rjn-token-bg { fill: #b0b0b0; stroke: #555; }
.rjn-token.stone .rjn-token-mark { fill: #555; }
.rjn-battle-ring { fill: none; stroke: #ff6f00; stroke-width: 4; stroke-dasharray: 9 5; stroke-linecap: round; }
.rjn-outline { fill: none; stroke: none; pointer-events: none; }
.rjn-hitbox { fill: none; stroke: none; pointer-events: none; }
.rjn-map-title { font: italic 700 22px Georgia, serif; fill: rgba(255, 255, 255, .55); pointer-events: none; }
#board .rjn-svg .rjn-territory.legal { filter: none; }
.rjn-territory.legal { cursor: pointer; }
.rjn-territory.legal .rjn-cell { filter: brightness(1.08); }
.rjn-territory.legal .rjn-outline { stroke: #ffc400; stroke-width: 5; stroke-linecap: round; }
.rjn-territory.legal:hover .rjn-cell { filter: brightness(1.2) saturate(1.2); }
.rjn-territory.legal:hover .rjn-outline { stroke: #ff9100; }
#board .rjn-svg .rjn-army.legal, #board .rjn-svg .rjn-character.legal { filter: drop-shadow(0 0 4px #ffc400) drop-shadow(0 0 2px #ff9100); }
.rjn-svg .rjn-army.legal circle, .rjn-svg .rjn-army.legal path, .rjn-svg .rjn-character.legal .rjn-token-bg { stroke: #ff9100; stroke-width: 3; }
.rjn-svg .rjn-army circle.rjn-hit { fill: transparent; stroke: none; }
.rjn-title { font: 700 12px system-ui, sans-serif; fill: #e8eef5; letter-spacing: .03em; }
.rjn-title.dark { fill: #1d3a57; font-size: 13px; }
.rjn-muted-t { font: 500 10.5px system-ui, sans-serif; fill: #6e7f90; }
.rjn-muted-t.light { fill: #b8c6d4; }
.rjn-turn-card { font: 700 11.5px Georgia, serif; fill: #2e5d3a; }
.rjn-turn-mods { font: 600 10.5px system-ui, sans-serif; fill: #a35400; }
.rjn-hits.stone { fill: #4a6a8a; }
.rjn-won-t { font: 800 12px system-ui, sans-serif; fill: #2e7d32; }
.rjn-panel { fill: #f7f4ec; stroke: #c7bfa8; }
.rjn-turn-who { font: 800 14px system-ui, sans-serif; fill: #1d3a57; }
.rjn-turn-step { font: 600 12px system-ui, sans-serif; fill: #4a5a6a; }
.rjn-track-cell { fill: #f3ead2; stroke: #b9a77a; stroke-width: .8; }
.rjn-track-cell.five { fill: #ead9a8; }
.rjn-track-n { font: 600 8.5px system-ui, sans-serif; fill: #7a6a40; }
.rjn-marker-back { fill: #3c2f5c; stroke: #d4a017; stroke-width: 1.4; }
.rjn-marker-crown { fill: #d4a017; }
.rjn-marker.current circle:first-child { stroke: #ff9100; stroke-width: 3; }
.rjn-back { stroke: #f6f0e0; stroke-width: 1.5; }
.rjn-back.narnia { fill: #2e5d3a; }
.rjn-back.discard { fill: #6b6b6b; }
.rjn-back.territory { fill: #7a4b2a; }
.rjn-back-frame { fill: none; stroke: rgba(246, 240, 224, .5); }
.rjn-slot { fill: none; stroke: rgba(255, 255, 255, .3); stroke-dasharray: 5 4; }
.rjn-deck-n { font: 800 20px system-ui, sans-serif; fill: #fff; paint-order: stroke; stroke: rgba(0, 0, 0, .5); stroke-width: 3px; }
.rjn-deck-label { font: 600 10px system-ui, sans-serif; fill: #e8eef5; }
.rjn-deck.legal .rjn-back { stroke: #ffc400; stroke-width: 3; }
.rjn-last-card { font: 600 11px system-ui, sans-serif; fill: #ffe9a8; }
.rjn-battle-where { font: 700 13px Georgia, serif; fill: #7a1c1c; }
.rjn-battle-notes { font: 600 10.5px system-ui, sans-serif; fill: #a35400; }
.rjn-side-label { font: 700 11.5px system-ui, sans-serif; fill: #1d3a57; }
.rjn-die-bg.attack { fill: #c62828; stroke: #5a0f0f; stroke-width: 1.5; }
.rjn-die-bg.defence { fill: #212121; stroke: #000; stroke-width: 1.5; }
.rjn-pip { fill: #fff; }
.rjn-die-q { font-family: system-ui, sans-serif; font-weight: 800; fill: #fff; }
.rjn-die-hit { fill: none; stroke: #ffc400; stroke-width: 3; }
.rjn-die-stone { fill: none; stroke: #4fc3f7; stroke-width: 3; stroke-dasharray: 4 2; }
.rjn-hits { font: 800 12px system-ui, sans-serif; fill: #b23a2a; }
.rjn-roll-bg { fill: #d8d2c0; stroke: #a89c7a; }
.rjn-roll-t { font: 700 12px system-ui, sans-serif; fill: #777; pointer-events: none; }
.rjn-roll.legal .rjn-roll-bg { fill: #2e7d32; stroke: #1b4d1e; }
.rjn-roll.legal .rjn-roll-t { fill: #fff; }
.rjn-box-title { font: 700 11.5px Georgia, serif; }
.rjn-side { display: grid; grid-template-columns: repeat(auto-fit, minmax(215px, 1fr)); gap: 10px; align-items: start; }
.rjn-seat { background: #fff; border-radius: 10px; border-top: 5px solid #5b86a8; box-shadow: 0 1px 3px rgba(0, 0, 0, .12); padding: 8px 10px; font-size: 12.5px; }
.rjn-seat.current { box-shadow: 0 0 0 2px #ffc400, 0 2px 6px rgba(0, 0, 0, .15); }
.rjn-seat.winner { background: #fff8d6; }
.rjn-seat header { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.rjn-seat .rjn-name { font-size: 15px; }
.rjn-seat-score { margin-left: auto; display: inline-flex; gap: 3px; align-items: baseline; }
.rjn-seat-score b { font-size: 19px; color: #a06d00; }
.rjn-seat-score small { color: #a06d00; }
.rjn-you { background: #1f5fd1; color: #fff; border-radius: 999px; padding: 0 8px; font-size: 11px; font-weight: 700; }
.rjn-to-play { background: #ffc400; color: #3a2f00; border-radius: 999px; padding: 0 8px; font-size: 11px; font-weight: 700; }
.rjn-won { color: #a06d00; font-weight: 800; font-size: 12px; }
.rjn-muted { color: #6b7785; font-size: 11.5px; margin: 2px 0; }
.rjn-colour { border-left: 5px solid #999; padding: 4px 0 4px 8px; margin-top: 6px; background: #fafaf6; border-radius: 0 6px 6px 0; }
.rjn-colour-head { display: flex; align-items: center; gap: 6px; }
.rjn-swatch { width: 12px; height: 12px; border-radius: 50%; border: 1.5px solid; display: inline-block; }
.rjn-crowns { margin-left: auto; color: #a06d00; }
.rjn-chars, .rjn-kept { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 4px; }
.rjn-kept > .rjn-card { min-height: 24px; display: inline-flex; align-items: center; } /* a kept card is a tap target: 24 px at least (WCAG 2.5.8) */
.rjn-char-card { display: inline-flex; align-items: center; gap: 3px; background: #f6efe0; border-radius: 999px; padding: 1px 8px 1px 1px; font-size: 11.5px; font-weight: 600; color: #3b2a10; }
.rjn-char-card.away { opacity: .65; font-weight: 500; }
.rjn-char-card.legal, .rjn-card.legal { box-shadow: 0 0 0 2px #ffc400; cursor: pointer; }
.rjn-char-card.legal:hover, .rjn-card.legal:hover { background: #fff3c4; }
.rjn-card { display: inline-block; background: #e7f0e3; border: 1px solid #2e5d3a; color: #1f3d27; border-radius: 4px; padding: 2px 6px; font-size: 11px; font-weight: 600; max-width: 100%; }
.rjn-card.hidden { background: #2e5d3a; color: #f6f0e0; min-width: 18px; text-align: center; }
.rjn-sub { color: #777; font-size: 10.5px; text-transform: uppercase; letter-spacing: .05em; margin-top: 5px; }
.rjn-none { color: #999; font-style: italic; font-size: 11.5px; }
`;

function render(root, view, ctx) {
  addStyle("rjn-style", CSS);
  const w = wordsFor(ctx, "rjn.web");
  const tr = wordsFor(ctx, "rjn");
  root.replaceChildren();
  const m = model(view || {}, ctx);
  const wrapDiv = h("div", { class: "rjn", "data-game": "risk-junior-narnia" });
  wrapDiv.append(h("div", { class: "rjn-main" }, drawBoard(m, ctx, w, tr)), sidePanel(m, ctx, w, tr));
  root.append(wrapDiv);
}

export default { render };
