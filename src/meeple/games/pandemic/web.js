// Pandemic's renderer for the meeple web client (contract: server/PROTOCOL.md).
// Draws into root: div.pan > svg.pan-svg (the world map, then a strip under it: the outbreak
// and infection-rate tracks, the four cure markers with the cubes left, the four piles) +
// div.pan-side (a panel per seat with its hand, then the piles' cards face up).
// The map's layout (each city's place and colour, the links, the land shapes) is the data
// file world.json next to this one, imported as /games/pandemic/world.json (a JSON module:
// the server serves it with the renderer); the view brings only what changes.
// Hooks for tests and for the page:
//   cities      g.pan-city[data-target="city:<id>"][data-city][data-colour][data-cubes]
//                 [data-station=true|false]; its cubes rect.pan-cube[data-colour]
//                 (data-motion "cube:<city>:<colour>:<n>"), its station g.pan-station
//   links       line.pan-link[data-a][data-b]; a Pacific link is two half-lines
//                 line.pan-link.wrap[data-a][data-b][data-edge=left|right], each leaving
//                 its city towards the map's edge, and the far city's name at that edge
//   pawns       g.pan-pawn[data-target="pawn:<seat>"][data-seat][data-role][data-city]
//                 (.current: the pawn whose turn it is)
//   tracks      g[data-testid="outbreaks"][data-value], g[data-testid="infection-rate"]
//                 [data-index][data-rate]
//   cures       g.pan-cure[data-target="cure:<colour>"][data-colour][data-state=none|cured|
//                 eradicated]; the cubes left, [data-testid="supply-<colour>"][data-count]
//   piles       g.pan-pile[data-target="deck:player|deck:infection|discard:player|
//                 discard:infection"][data-count]
//   seats       section.pan-seat[data-seat][data-role] (.me, .current); its hand
//                 .pan-card[data-target="card:<card id>"][data-card][data-colour]
//                 (a City card's colour, or "event"); a stored Event .pan-card.stored
//   lists       [data-testid="forecast"] (the known top of the Infection deck, top first),
//                 [data-testid="infection-discard-list"], [data-testid="player-discard-list"]
//                 of .pan-chip[data-card]; a Forecast being put back [data-testid=
//                 "forecasting"] ("forecast-left", "forecast-chosen"); the Player deck's
//                 piles [data-testid="player-piles"] of .pan-chip.pile[data-cards]
//                 [data-epidemic]
//
// The view it reads (view.py; `model` below is the only reader):
//   players, edition, difficulty, to_move (the seat deciding now: an Event or a discard
//   may be out of turn), turn {seat, phase: actions|draw|epidemic|intensify|infect|
//   first-player, actions_left}, pending (a second choice: {kind: arrive|relocate|keep|
//   order, seat, cards, chosen, kept, city}), cities [{id, colour, cubes {blue, yellow,
//   black, red}, station}] in index order (a dict by id is read too), pawns [{seat, role,
//   city, stored}], hands [[card id]] (a City card by its city id, an Event by its id),
//   outbreaks, outbreak_loss, infection_rate_index, infection_rate_track, epidemics {drawn,
//   total}, cures {colour: none|cured|eradicated}, supply {colour: cubes left},
//   stations_left, player_deck (count), player_deck_piles [{cards, epidemic}] top first,
//   player_discard and infection_discard (oldest first), infection_deck (count), forecast
//   (the known top of the Infection deck, top first), removed and infection_removed (out of
//   the game), quiet_night, outcome.
// Words: the game's catalogue (pandemic.city.*, pandemic.role.*, pandemic.power.*,
// pandemic.card.*, pandemic.deck.*, pandemic.discard.*, pandemic.track.*, pandemic.cure.*,
// pandemic.station, pandemic.difficulty.*) and this board's own (pandemic.web.*; English
// words in WEB_WORDS until the catalogue has them).

import { s, h, addStyle, wordsFor, fill } from "/static/draw.js";
import WORLD from "./world.json" with { type: "json" };

const COLOURS = ["blue", "yellow", "black", "red"];
const EVENTS = ["airlift", "forecast", "government-grant", "one-quiet-night", "resilient-population"];
const DISEASE = { blue: "#2f6fde", yellow: "#f4c81b", black: "#2a2a2a", red: "#d8312b" };
const CUBE_EDGE = { blue: "#0e2f6b", yellow: "#7a5c00", black: "#d0d0d0", red: "#5e0d0a" };
const ROLE_HEX = {
  "contingency-planner": "#27b3ad", dispatcher: "#e0419c", medic: "#f28a22",
  "operations-expert": "#93d35b", "quarantine-specialist": "#1f6a3a", researcher: "#8b5a2b", scientist: "#f4f4f4",
};
const RATE_TRACK = [2, 2, 2, 3, 3, 4, 4];
const OUTBREAK_MAX = 8; // the skull, unless the view says otherwise
const LOW_SUPPLY = 4; // this few cubes left of a colour shows in red: running out loses

// -- geometry ---------------------------------------------------------------------------------
const W = WORLD.width; // the map, in board units
const MAP_H = WORLD.height;
const EDGE = 26; // a band each side of the map: the far city of each Pacific link is named there
const STRIP_Y = MAP_H + 10; // the tracks, cures and piles under the map
const H = STRIP_Y + 168;
const DOT = 8; // a city's dot
const HIT = 16; // half the side of a city's tap area (32 units: 32 CSS px at the phone's size)
const CUBE = 7;
const FONT = 11;

// The board's own words, until the game's catalogue carries pandemic.web.*.
const WEB_WORDS = {
  map: "World map", you: "you", "to-play": "to play", player: "Player {n}",
  "actions-left": "{n} {n:action|actions} left", at: "in {city}", "no-cards": "no cards",
  "hand-size": "{n} {n:card|cards}", stored: "Stored Event", empty: "empty",
  "cubes-left": "{n} {n:cube|cubes} left", "stations-left": "{n} research {n:station|stations} left",
  outbreaks: "Outbreaks: {n} of {max}", "rate-now": "{n} cards a turn", epidemics: "Epidemics {drawn} of {total}",
  forecast: "Top of the Infection deck (known)",
  forecasting: "Forecast: cards to put back (the next one is chosen on the Infection deck)",
  "forecast-chosen": "Put back so far, top first",
  piles: "Player deck piles, top first", "pile-epidemic": "its Epidemic is still in it", "pile-clear": "its Epidemic is drawn",
  "quiet-night": "One Quiet Night: the next Infect Cities step is skipped", removed: "Out of the game",
};

function wordsOf(ctx) {
  const w = wordsFor(ctx, "pandemic.web");
  return (key) => {
    const text = w(key);
    return text === key && key in WEB_WORDS ? WEB_WORDS[key] : text;
  };
}

// A catalogue word, or the id made readable ("st-petersburg" -> "St Petersburg").
function named(ctx, prefix, id) {
  const key = `pandemic.${prefix}.${id}`;
  const text = ctx.t ? ctx.t(key) : key;
  if (text && text !== key) return text;
  return String(id).split("-").map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join(" ");
}

const cityName = (ctx, id) => named(ctx, "city", id);
const isEvent = (card) => EVENTS.includes(card);
const cardName = (ctx, card) => (isEvent(card) || card === "epidemic" ? named(ctx, "card", card) : cityName(ctx, card));
const cardColour = (card) => (isEvent(card) ? "event" : card === "epidemic" ? "epidemic" : WORLD.cities[card]?.colour ?? "event");
const num = (x) => (typeof x === "number" ? x : Array.isArray(x) ? x.length : Number(x) || 0);
const f1 = (v) => Math.round(v * 10) / 10;

// -- the view, read into one shape ------------------------------------------------------------

function cubesOf(raw) {
  const out = { blue: 0, yellow: 0, black: 0, red: 0 };
  if (Array.isArray(raw)) COLOURS.forEach((c, i) => (out[c] = num(raw[i])));
  else for (const c of COLOURS) out[c] = num((raw || {})[c]);
  return out;
}

function model(view) {
  const ids = Object.keys(WORLD.cities);
  const raw = {};
  if (Array.isArray(view.cities)) view.cities.forEach((c, i) => (raw[c.id ?? ids[i]] = c));
  else Object.assign(raw, view.cities || {});
  const stations = new Set(view.stations || []);
  const cities = {};
  for (const id of ids) {
    const c = raw[id] || {};
    cities[id] = { id, cubes: cubesOf(c.cubes), station: Boolean(c.station) || stations.has(id), pawns: [] };
  }
  const pawns = (view.pawns || []).map((p, i) => ({
    seat: p.seat ?? i, role: p.role, city: p.city ?? p.at ?? "atlanta", stored: p.stored ?? null,
  }));
  for (const p of pawns) if (cities[p.city]) cities[p.city].pawns.push(p);
  const hands = pawns.map((p) => {
    const hand = Array.isArray(view.hands) ? view.hands[p.seat] : (view.hands || {})[p.seat];
    return hand || [];
  });
  const rate = view.infection_rate_track || RATE_TRACK;
  const turn = view.turn || {};
  return {
    cities, pawns, hands,
    outbreaks: num(view.outbreaks),
    rateTrack: rate,
    rateIndex: Math.min(rate.length - 1, num(view.infection_rate_index)),
    epidemics: view.epidemics || null,
    cures: Object.fromEntries(COLOURS.map((c) => [c, (view.cures || {})[c] || "none"])),
    supply: view.supply || null,
    stationsLeft: view.stations_left ?? null,
    playerDeck: num(view.player_deck),
    playerDiscard: view.player_discard || [],
    infectionDeck: num(view.infection_deck),
    infectionDiscard: view.infection_discard || [],
    forecast: view.forecast || [],
    pending: view.pending || null,
    forecasting: view.pending && view.pending.kind === "order" ? view.pending.cards || [] : [],
    forecastChosen: view.pending && view.pending.kind === "order" ? view.pending.chosen || [] : [],
    piles: view.player_deck_piles || [],
    infectionRemoved: view.infection_removed || [],
    outbreakLoss: view.outbreak_loss ?? OUTBREAK_MAX,
    removed: view.removed || [],
    quietNight: Boolean(view.quiet_night),
    turn: { seat: turn.seat ?? null, phase: turn.phase ?? null, actionsLeft: turn.actions_left ?? null },
    toMove: view.to_move ?? turn.seat ?? null,
    difficulty: view.difficulty || null,
    outcome: view.outcome || null,
  };
}

// -- the map ----------------------------------------------------------------------------------

/** A city's name on one line, or two when long (cut at a space or after a hyphen, where
 * the longer line is shortest): labels of neighbouring cities then stay apart. */
function labelLines(name) {
  if (name.length <= 11) return [name];
  let best = [name];
  for (let i = 1; i < name.length; i++) {
    const cut = name[i] === " " ? [name.slice(0, i), name.slice(i + 1)] : name[i - 1] === "-" ? [name.slice(0, i), name.slice(i)] : null;
    if (cut && Math.max(...cut.map((x) => x.length)) < Math.max(...best.map((x) => x.length))) best = cut;
  }
  return best;
}

function drawLand() {
  const g = s("g", { class: "pan-land" });
  for (const shape of WORLD.land) {
    g.append(s("path", { d: `M${shape.points.map(([x, y]) => `${x},${y}`).join(" L")} Z`, class: "pan-landmass", "data-land": shape.name }));
  }
  return g;
}

/** Where the line from a to b, continued across the edge the Pacific wraps around, meets
 * that edge: [x at the edge, y there]. a is on the side of `edge`. */
function edgePoint(a, b, edge) {
  const bx = edge === "left" ? b.x - W : b.x + W;
  const ex = edge === "left" ? 0 : W;
  const t = (ex - a.x) / (bx - a.x);
  return [ex, a.y + t * (b.y - a.y)];
}

function drawLinks(ctx) {
  const g = s("g", { class: "pan-links" });
  for (const [a, b] of WORLD.links) {
    const p = WORLD.cities[a];
    const q = WORLD.cities[b];
    g.append(s("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, class: "pan-link", "data-a": a, "data-b": b }));
  }
  for (const [a, b] of WORLD.pacific) {
    for (const [from, to] of [[a, b], [b, a]]) {
      const p = WORLD.cities[from];
      const q = WORLD.cities[to];
      const edge = p.x < W / 2 ? "left" : "right";
      const [ex, ey] = edgePoint(p, q, edge);
      g.append(s("line", {
        x1: p.x, y1: p.y, x2: f1(ex), y2: f1(ey), class: "pan-link wrap", "data-a": from, "data-b": to, "data-edge": edge,
        "marker-end": "url(#pan-arrow)",
      }));
      // the name reads along the edge, beside the arrow, outside the map
      const tx = edge === "left" ? -EDGE / 2 : W + EDGE / 2;
      g.append(s("text", {
        x: f1(tx), y: f1(ey), class: "pan-edge-name", "text-anchor": "middle", "dominant-baseline": "central",
        transform: `rotate(${edge === "left" ? -90 : 90} ${f1(tx)} ${f1(ey)})`, "data-edge": edge, "data-city": to,
      }, cityName(ctx, to)));
    }
  }
  return g;
}

function cityGroup(city, ctx) {
  const { x, y, colour } = WORLD.cities[city.id];
  const cubes = COLOURS.reduce((n, c) => n + city.cubes[c], 0);
  const name = cityName(ctx, city.id);
  const g = s("g", {
    class: `pan-city c-${colour}`, "data-target": `city:${city.id}`, "data-city": city.id, "data-colour": colour,
    "data-cubes": cubes, "data-station": String(city.station),
  });
  // the tap area first: the page rings a lit target's first rect (style.css)
  g.append(s("rect", { x: x - HIT, y: y - HIT, width: 2 * HIT, height: 2 * HIT, rx: HIT, class: "pan-hit" }));
  g.append(s("circle", { cx: x, cy: y, r: DOT, class: "pan-dot", fill: DISEASE[colour] }));
  const lines = labelLines(name);
  const label = s("text", { x, y: y + DOT + FONT + 1, class: "pan-name", "text-anchor": "middle" });
  lines.forEach((line, i) => label.append(s("tspan", { x, dy: i ? FONT + 1 : 0 }, line)));
  g.append(label);
  const what = COLOURS.filter((c) => city.cubes[c]).map((c) => `${city.cubes[c]} ${named(ctx, "colour", c)}`);
  g.append(s("title", {}, [name, ...what].join(" · ")));
  return g;
}

/** What stands on a city: its station (left of the dot), its cubes (above, a column per
 * colour, up to 3 high) and the pawns there (right of the dot; left near the east edge). */
function cityPieces(city, ctx, turnSeat, targets) {
  const { x, y } = WORLD.cities[city.id];
  const out = [];
  if (city.station) {
    out.push(s("g", { class: "pan-station", "data-motion": `station:${city.id}`, transform: `translate(${x - 21},${y})` },
      s("path", { d: "M-7,5 L-7,-3 L0,-9 L7,-3 L7,5 Z", class: "pan-station-body" }),
      s("rect", { x: -2, y: 0, width: 4, height: 5, class: "pan-station-door" }),
      s("title", {}, ctx.t("pandemic.station"))));
  }
  const present = COLOURS.filter((c) => city.cubes[c]);
  present.forEach((c, i) => {
    const cx = x + (i - (present.length - 1) / 2) * (CUBE + 2.5);
    for (let n = 0; n < Math.min(3, city.cubes[c]); n++) {
      out.push(s("rect", {
        x: f1(cx - CUBE / 2), y: f1(y - DOT - 3 - (n + 1) * (CUBE + 1.5)), width: CUBE, height: CUBE, rx: 1.2,
        class: "pan-cube", fill: DISEASE[c], stroke: CUBE_EDGE[c], "data-colour": c, "data-city": city.id,
        "data-motion": `cube:${city.id}:${c}:${n}`,
      }));
    }
  });
  const east = x > W - 70;
  // pawns to choose from (the first player) stand apart: their tap areas must not overlap
  const apart = city.pawns.some((p) => targets.has(`pawn:${p.seat}`));
  city.pawns.forEach((p, i) => {
    const px = x + (east ? -1 : 1) * (DOT + 9 + (apart ? 9 : 0) + i * (apart ? 27 : 12));
    out.push(pawnGroup(p, ctx, px, y - 1, p.seat === turnSeat));
  });
  return out;
}

function pawnShape(role, k = 1) {
  const fill = ROLE_HEX[role] || "#bbb";
  return s("path", {
    d: "M0,-9 a3.6,3.6 0 1 1 0.01,0 M-2.6,-2.5 L2.6,-2.5 L5.5,7 L-5.5,7 Z", transform: k === 1 ? null : `scale(${k})`,
    fill, class: "pan-pawn-shape",
  });
}

function pawnGroup(p, ctx, x, y, current) {
  const g = s("g", {
    class: `pan-pawn${current ? " current" : ""}`, "data-target": `pawn:${p.seat}`, "data-seat": p.seat, "data-role": p.role, "data-city": p.city,
    "data-motion": `pawn:${p.seat}`, transform: `translate(${f1(x)},${f1(y)})`,
  });
  // a tap area of 26 units when the pawn is lit (the Dispatcher, Airlift): see the CSS
  g.append(s("rect", { x: -13, y: -13, width: 26, height: 26, rx: 6, class: "pan-pawn-hit" }));
  if (current) g.append(s("ellipse", { cx: 0, cy: -2.5, rx: 8.5, ry: 11.5, class: "pan-pawn-halo" })); // whose turn it is
  g.append(pawnShape(p.role));
  const who = ctx.names && ctx.names[p.seat];
  g.append(s("title", {}, `${named(ctx, "role", p.role)}${who ? ` (${who})` : ""}`));
  return g;
}

function drawMap(m, ctx, w) {
  const g = s("g", { class: "pan-map" });
  g.append(s("rect", { x: -EDGE, width: W + 2 * EDGE, height: MAP_H, rx: 14, class: "pan-edge-band" }));
  g.append(s("rect", { width: W, height: MAP_H, class: "pan-sea" }));
  for (let lat = 1; lat < 6; lat++) g.append(s("line", { x1: 0, x2: W, y1: (lat * MAP_H) / 6, y2: (lat * MAP_H) / 6, class: "pan-grid" }));
  for (let lon = 1; lon < 12; lon++) g.append(s("line", { x1: (lon * W) / 12, x2: (lon * W) / 12, y1: 0, y2: MAP_H, class: "pan-grid" }));
  g.append(drawLand(), drawLinks(ctx));
  const cities = s("g", { class: "pan-cities" });
  const pieces = s("g", { class: "pan-pieces" });
  const targets = new Set((ctx.actions || []).map((a) => a.target).filter(Boolean));
  for (const city of Object.values(m.cities)) {
    cities.append(cityGroup(city, ctx));
    for (const piece of cityPieces(city, ctx, m.turn.seat, targets)) pieces.append(piece);
  }
  g.append(cities, pieces);
  g.append(s("text", { x: W / 2, y: MAP_H - 10, class: "pan-map-title", "text-anchor": "middle" }, w("map")));
  return g;
}

// -- the strip: tracks, cures, piles -------------------------------------------------------------

function drawOutbreaks(m, ctx, w, x0, y0) {
  const g = s("g", { "data-testid": "outbreaks", "data-value": m.outbreaks, class: "pan-track", transform: `translate(${x0},${y0})` });
  const last = m.outbreakLoss;
  g.append(s("title", {}, fill(w("outbreaks"), { n: m.outbreaks, max: last })));
  g.append(s("text", { x: 0, y: 12, class: "pan-strip-title" }, ctx.t("pandemic.track.outbreaks")));
  for (let i = 0; i <= last; i++) {
    const cx = 14 + i * 31;
    const now = i === Math.min(m.outbreaks, last);
    g.append(s("circle", { cx, cy: 38, r: 13, class: `pan-step${i === last ? " skull" : ""}${now ? " now" : ""}`, "data-step": i }));
    g.append(s("text", { x: cx, y: 42.5, class: `pan-step-n${now ? " now" : ""}`, "text-anchor": "middle" }, i === last ? "☠" : String(i)));
  }
  return g;
}

function drawRate(m, ctx, w, x0, y0) {
  const rate = m.rateTrack[m.rateIndex];
  const g = s("g", { "data-testid": "infection-rate", "data-index": m.rateIndex, "data-rate": rate, class: "pan-track", transform: `translate(${x0},${y0})` });
  g.append(s("title", {}, fill(w("rate-now"), { n: rate })));
  let title = ctx.t("pandemic.track.infection-rate");
  if (m.epidemics) title += ` · ${fill(w("epidemics"), { drawn: m.epidemics.drawn ?? 0, total: m.epidemics.total ?? "?" })}`;
  g.append(s("text", { x: 0, y: 12, class: "pan-strip-title" }, title));
  m.rateTrack.forEach((value, i) => {
    const cx = 14 + i * 34;
    const now = i === m.rateIndex;
    g.append(s("rect", { x: cx - 14, y: 24, width: 28, height: 28, rx: 6, class: `pan-rate${now ? " now" : ""}`, "data-step": i }));
    g.append(s("text", { x: cx, y: 43, class: `pan-step-n${now ? " now" : ""}`, "text-anchor": "middle" }, String(value)));
  });
  return g;
}

function drawCures(m, ctx, w, x0, y0) {
  const g = s("g", { class: "pan-cures", transform: `translate(${x0},${y0})` });
  g.append(s("text", { x: 0, y: 12, class: "pan-strip-title" }, ctx.t("pandemic.track.cures")));
  COLOURS.forEach((c, i) => {
    const x = i * 54;
    const state = m.cures[c];
    const cure = s("g", { class: `pan-cure ${state}`, "data-target": `cure:${c}`, "data-colour": c, "data-state": state, transform: `translate(${x},22)` });
    cure.append(s("rect", { width: 46, height: 46, rx: 10, class: "pan-cure-bg" }));
    // a vial: outlined while not cured, filled once cured, crossed out once eradicated
    cure.append(s("path", { d: "M17,8 h12 v4 h-2 v18 a4,4 0 0 1 -8,0 v-18 h-2 Z", class: "pan-vial", fill: state === "none" ? "none" : DISEASE[c], stroke: state === "none" ? DISEASE[c] : "#fff" }));
    if (state === "eradicated") cure.append(s("path", { d: "M8,38 L38,8", class: "pan-eradicated" }));
    cure.append(s("title", {}, `${named(ctx, "colour", c)}: ${ctx.t(`pandemic.cure.${state}`)}`));
    g.append(cure);
    if (m.supply) {
      const left = num(m.supply[c]);
      const sup = s("g", { "data-testid": `supply-${c}`, "data-count": left, transform: `translate(${x},80)` });
      sup.append(s("rect", { x: 4, y: 0, width: 10, height: 10, rx: 2, fill: DISEASE[c], stroke: CUBE_EDGE[c] }));
      sup.append(s("text", { x: 18, y: 9.5, class: `pan-supply${left <= LOW_SUPPLY ? " low" : ""}` }, `×${left}`));
      sup.append(s("title", {}, fill(w("cubes-left"), { n: left })));
      g.append(sup);
    }
  });
  if (m.stationsLeft !== null) {
    const st = s("g", { "data-testid": "stations-left", "data-count": m.stationsLeft, transform: "translate(0,112)" });
    st.append(s("path", { d: "M3,12 L3,4 L10,-2 L17,4 L17,12 Z", class: "pan-station-body" }));
    st.append(s("text", { x: 22, y: 11, class: "pan-supply" }, `×${m.stationsLeft}`));
    st.append(s("title", {}, fill(w("stations-left"), { n: m.stationsLeft })));
    g.append(st);
  }
  if (m.quietNight) g.append(s("text", { x: 60, y: 124, class: "pan-note" }, `☾ ${named(ctx, "card", "one-quiet-night")}`, s("title", {}, w("quiet-night"))));
  return g;
}

const PILE_W = 92;
const PILE_H = 132;

function pile(x, y, { target, testid, count, label, back, face, faceColour, title }) {
  const g = s("g", { class: `pan-pile${back ? " back" : " face"}`, "data-target": target, "data-testid": testid, "data-count": count, transform: `translate(${x},${y})` });
  const fillColour = count === 0 ? "none" : back || (faceColour ? DISEASE[faceColour] || "#c9a227" : "#e9e4d4");
  g.append(s("rect", { width: PILE_W, height: PILE_H, rx: 9, class: `pan-card-shape${count === 0 ? " empty" : ""}`, fill: fillColour }));
  if (count > 1) g.append(s("rect", { x: 4, y: 4, width: PILE_W - 8, height: PILE_H - 8, rx: 6, class: "pan-card-frame" }));
  const head = s("text", { x: PILE_W / 2, y: 17, class: "pan-pile-label", "text-anchor": "middle" });
  labelLines(label).slice(0, 2).forEach((line, i) => head.append(s("tspan", { x: PILE_W / 2, dy: i ? 12 : 0 }, line)));
  g.append(head);
  g.append(s("text", { x: PILE_W / 2, y: 80, class: "pan-pile-count", "text-anchor": "middle" }, String(count)));
  if (face) {
    const dark = faceColour === "yellow" || !faceColour;
    const lines = labelLines(face);
    const text = s("text", { x: PILE_W / 2, y: PILE_H - 26 + (lines.length === 1 ? 8 : 0), class: `pan-pile-face${dark ? " dark" : ""}`, "text-anchor": "middle" });
    lines.forEach((line, i) => text.append(s("tspan", { x: PILE_W / 2, dy: i ? 13 : 0 }, line)));
    g.append(text);
  }
  g.append(s("title", {}, title));
  return g;
}

function drawPiles(m, ctx, w, x0, y0) {
  const topP = m.playerDiscard[m.playerDiscard.length - 1];
  const topI = m.infectionDiscard[m.infectionDiscard.length - 1];
  const list = (cards) => cards.map((c) => cardName(ctx, c)).join(", ") || w("empty");
  const gap = PILE_W + 10;
  const pdeck = ctx.t("pandemic.deck.player");
  const pdis = ctx.t("pandemic.discard.player");
  const ideck = ctx.t("pandemic.deck.infection");
  const idis = ctx.t("pandemic.discard.infection");
  return [
    pile(x0, y0, { target: "deck:player", testid: "player-deck", count: m.playerDeck, label: pdeck, back: "#1b4f86", title: `${pdeck}: ${m.playerDeck}` }),
    pile(x0 + gap, y0, {
      target: "discard:player", testid: "player-discard", count: m.playerDiscard.length, label: pdis,
      face: topP ? cardName(ctx, topP) : "", faceColour: topP && !isEvent(topP) ? cardColour(topP) : null, title: `${pdis}: ${list(m.playerDiscard)}`,
    }),
    pile(x0 + 2 * gap, y0, { target: "deck:infection", testid: "infection-deck", count: m.infectionDeck, label: ideck, back: "#2d6b34", title: `${ideck}: ${m.infectionDeck}` }),
    pile(x0 + 3 * gap, y0, {
      target: "discard:infection", testid: "infection-discard", count: m.infectionDiscard.length, label: idis,
      face: topI ? cityName(ctx, topI) : "", faceColour: topI ? cardColour(topI) : null, title: `${idis}: ${list(m.infectionDiscard)}`,
    }),
  ];
}

function drawStrip(m, ctx, w) {
  const g = s("g", { class: "pan-strip" });
  g.append(s("rect", { x: -EDGE, y: STRIP_Y, width: W + 2 * EDGE, height: H - STRIP_Y, rx: 12, class: "pan-strip-bg" }));
  g.append(drawOutbreaks(m, ctx, w, 14, STRIP_Y + 10));
  g.append(drawRate(m, ctx, w, 14, STRIP_Y + 86));
  g.append(drawCures(m, ctx, w, 330, STRIP_Y + 10));
  for (const p of drawPiles(m, ctx, w, W - 4 * (PILE_W + 10) - 4, STRIP_Y + 18)) g.append(p);
  return g;
}

function defs() {
  return s("defs", {},
    s("marker", { id: "pan-arrow", viewBox: "0 0 10 10", refX: 8, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse" },
      s("path", { d: "M0,0 L10,5 L0,10 Z", class: "pan-arrow" })));
}

function drawBoard(m, ctx, w) {
  const svg = s("svg", { class: "pan-svg", viewBox: `${-EDGE} 0 ${W + 2 * EDGE} ${H}`, role: "img", "aria-label": w("map") });
  svg.append(defs(), drawMap(m, ctx, w), drawStrip(m, ctx, w));
  return svg;
}

// -- the seats and the piles' cards ------------------------------------------------------------

function cardChip(ctx, card, extra = {}) {
  const colour = cardColour(card);
  return h("div", {
    class: `pan-card k-${colour}${extra.cls ? ` ${extra.cls}` : ""}`, "data-target": `card:${card}`, "data-card": card,
    "data-colour": colour, "data-motion": `card:${card}`, title: cardName(ctx, card),
  }, h("span", { class: "pan-card-band" }), h("span", { class: "pan-card-name", text: cardName(ctx, card) }));
}

function seatPanel(p, hand, m, ctx, w) {
  const mine = p.seat === ctx.seat;
  const current = m.toMove === p.seat && !m.outcome;
  const panel = h("section", {
    class: `pan-seat${mine ? " me" : ""}${current ? " current" : ""}`, "data-seat": p.seat, "data-role": p.role,
    style: `--role: ${ROLE_HEX[p.role] || "#999"}`,
  });
  const swatch = s("svg", { viewBox: "-8 -14 16 22", width: 16, height: 22, class: "pan-swatch", "aria-hidden": "true" }, pawnShape(p.role));
  const name = (ctx.names && ctx.names[p.seat]) || fill(w("player"), { n: p.seat + 1 });
  panel.append(h("header", {},
    swatch,
    h("strong", { class: "pan-role", text: named(ctx, "role", p.role) }),
    h("span", { class: "pan-player", text: name }),
    mine ? h("span", { class: "pan-you", "data-testid": "you", text: w("you") }) : null,
    current ? h("span", { class: "pan-to-play", text: w("to-play") }) : null,
    h("span", { class: "pan-handsize", text: fill(w("hand-size"), { n: hand.length }) })));
  const power = ctx.t(`pandemic.power.${p.role}`);
  if (power !== `pandemic.power.${p.role}`) panel.append(h("div", { class: "pan-power", text: power }));
  const where = h("div", { class: "pan-where", text: fill(w("at"), { city: cityName(ctx, p.city) }) });
  panel.append(where);
  if (m.turn.seat === p.seat && m.turn.phase === "actions" && m.turn.actionsLeft !== null && !m.outcome) {
    const pips = h("div", { class: "pan-pips", "data-testid": "actions-left", "data-count": m.turn.actionsLeft, title: fill(w("actions-left"), { n: m.turn.actionsLeft }) });
    for (let i = 0; i < 4; i++) pips.append(h("span", { class: i < m.turn.actionsLeft ? "on" : "off" }));
    panel.append(pips);
  }
  const cards = h("div", { class: "pan-hand", "data-testid": `hand-${p.seat}`, "data-count": hand.length });
  for (const card of hand) cards.append(cardChip(ctx, card));
  if (!hand.length) cards.append(h("span", { class: "pan-none", text: w("no-cards") }));
  panel.append(cards);
  if (p.stored) {
    panel.append(h("div", { class: "pan-sub", text: w("stored") }), h("div", { class: "pan-hand" }, cardChip(ctx, p.stored, { cls: "stored" })));
  }
  return panel;
}

function chipList(ctx, testid, title, cards, reverse) {
  const box = h("div", { class: "pan-list", "data-testid": testid, "data-count": cards.length });
  box.append(h("div", { class: "pan-sub", text: `${title} (${cards.length})` }));
  const row = h("div", { class: "pan-chips" });
  for (const card of reverse ? [...cards].reverse() : cards) {
    row.append(h("span", { class: `pan-chip k-${cardColour(card)}`, "data-card": card, text: cardName(ctx, card) }));
  }
  box.append(row);
  return box;
}

// A Forecast being put back: the cards still to place (the next from the top is chosen on
// the Infection deck, whose menu lists them), then the order chosen so far.
function forecastPanel(m, ctx, w) {
  const box = h("div", { class: "pan-forecasting", "data-testid": "forecasting" });
  box.append(chipList(ctx, "forecast-left", w("forecasting"), m.forecasting, false));
  if (m.forecastChosen.length) box.append(chipList(ctx, "forecast-chosen", w("forecast-chosen"), m.forecastChosen, false));
  return box;
}

// The Player deck's piles, top first: how many cards each holds, and a mark on those whose
// Epidemic is still in (where in the pile stays hidden).
function pilesLine(m, w) {
  const row = h("div", { class: "pan-chips", "data-testid": "player-piles", "data-count": m.piles.length });
  m.piles.forEach((pile, i) => {
    row.append(h("span", {
      class: `pan-chip pile${pile.epidemic ? " armed" : ""}`, "data-pile": i, "data-cards": pile.cards, "data-epidemic": String(Boolean(pile.epidemic)),
      text: `${pile.cards}${pile.epidemic ? " ☣" : ""}`, title: pile.epidemic ? w("pile-epidemic") : w("pile-clear"),
    }));
  });
  return h("div", { class: "pan-list" }, h("div", { class: "pan-sub", text: w("piles") }), row);
}

function sidePanel(m, ctx, w) {
  const side = h("div", { class: "pan-side" });
  // the viewer's own panel first, then the others in seat order
  const order = m.pawns.map((p, i) => [p, m.hands[i]]).sort(([a], [b]) => (b.seat === ctx.seat) - (a.seat === ctx.seat) || a.seat - b.seat);
  for (const [p, hand] of order) side.append(seatPanel(p, hand, m, ctx, w));
  const piles = h("section", { class: "pan-piles" });
  if (m.difficulty) piles.append(h("div", { class: "pan-muted", text: ctx.t(`pandemic.difficulty.${m.difficulty}`) }));
  if (m.quietNight) piles.append(h("div", { class: "pan-note-html", text: w("quiet-night") }));
  if (m.forecasting.length) piles.append(forecastPanel(m, ctx, w));
  if (m.forecast.length) piles.append(chipList(ctx, "forecast", w("forecast"), m.forecast, false));
  // newest first: the card just turned leads
  piles.append(chipList(ctx, "infection-discard-list", ctx.t("pandemic.discard.infection"), m.infectionDiscard, true));
  piles.append(chipList(ctx, "player-discard-list", ctx.t("pandemic.discard.player"), m.playerDiscard, true));
  if (m.piles.length) piles.append(pilesLine(m, w));
  const removed = [...m.removed, ...m.infectionRemoved];
  if (removed.length) piles.append(chipList(ctx, "removed-list", w("removed"), removed, true));
  side.append(piles);
  return side;
}

// -- styles (added once) --------------------------------------------------------------------------

const CSS = `
.pan { display: flex; flex-direction: column; gap: 10px; }
.pan-svg { width: 100%; height: auto; max-height: calc(100vh - 120px); display: block; user-select: none; }
@media (max-width: 600px) { #board svg.pan-svg { min-width: 1052px; max-height: none; } }
.pan-sea { fill: #163a5c; }
.pan-edge-band { fill: #0f2a44; }
.pan-grid { stroke: rgba(255, 255, 255, .06); stroke-width: 1; }
.pan-landmass { fill: #2c5b84; stroke: #4d80ad; stroke-width: 1.5; stroke-linejoin: round; }
.pan-map-title { font: italic 700 13px system-ui, sans-serif; fill: rgba(255, 255, 255, .3); pointer-events: none; }
.pan-link { stroke: rgba(235, 244, 255, .62); stroke-width: 1.6; pointer-events: none; }
.pan-link.wrap { stroke-dasharray: 6 4; }
.pan-arrow { fill: rgba(235, 244, 255, .85); }
.pan-edge-name { font: 600 10px system-ui, sans-serif; fill: #cfe2f5; pointer-events: none; }
.pan-hit { fill: transparent; stroke: none; }
.pan-dot { stroke: #fff; stroke-width: 2; }
.pan-city.c-black .pan-dot { stroke: #d8d8d8; }
.pan-name { font: 700 ${FONT}px system-ui, sans-serif; fill: #fff; paint-order: stroke; stroke: #0d2238; stroke-width: 3px; stroke-linejoin: round; pointer-events: none; }
#board .pan-svg .pan-city.legal, #board .pan-svg .pan-city.legal:hover { filter: none; }
#board .pan-svg .pan-city.legal > rect.pan-hit { fill: rgba(255, 196, 0, .16); stroke: #ffc400; stroke-width: 2.5; }
#board .pan-svg .pan-city.legal:hover > rect.pan-hit { fill: rgba(255, 145, 0, .3); stroke: #ff9100; }
.pan-pieces { pointer-events: none; }
.pan-pieces .pan-pawn.legal { pointer-events: auto; }
.pan-pawn-hit { fill: transparent; stroke: none; }
#board .pan-svg .pan-pawn.legal > rect.pan-pawn-hit { fill: rgba(255, 196, 0, .25); stroke: #ffc400; stroke-width: 2; }
.pan-pawn-shape { stroke: #111; stroke-width: 1.2; }
.pan-pawn-halo { fill: rgba(255, 214, 0, .5); stroke: #ffd600; stroke-width: 1.5; }
.pan-cube { stroke-width: 1; }
.pan-station-body { fill: #fbfbf6; stroke: #5a4a2a; stroke-width: 1.2; }
.pan-station-door { fill: #c23b2f; }
.pan-strip-bg { fill: #20374f; }
.pan-strip-title { font: 700 12px system-ui, sans-serif; fill: #e6eef7; }
.pan-step { fill: #f6efe0; stroke: #8a7a50; stroke-width: 1.2; }
.pan-step.skull { fill: #5c1f1f; stroke: #2a0c0c; }
.pan-step.now { fill: #ffb300; stroke: #fff; stroke-width: 2.5; }
.pan-step-n { font: 700 12px system-ui, sans-serif; fill: #3d3420; pointer-events: none; }
.pan-step.skull + .pan-step-n { fill: #ffd9d9; }
.pan-step-n.now { fill: #1d1300; font-size: 14px; }
.pan-rate { fill: #d8ecd9; stroke: #4b7b4f; stroke-width: 1.2; }
.pan-rate.now { fill: #2e9a4b; stroke: #fff; stroke-width: 2.5; }
.pan-rate.now + .pan-step-n { fill: #fff; }
.pan-cure-bg { fill: #33506f; stroke: #6c8fb3; stroke-width: 1.5; }
.pan-cure.cured .pan-cure-bg { fill: #426a93; }
.pan-cure.eradicated .pan-cure-bg { fill: #557fa8; }
.pan-vial { stroke-width: 2; stroke-linejoin: round; }
.pan-eradicated { stroke: #fff; stroke-width: 3; stroke-linecap: round; }
.pan-supply { font: 700 11.5px system-ui, sans-serif; fill: #e6eef7; }
.pan-supply.low { fill: #ff8a80; }
.pan-note { font: 600 11px system-ui, sans-serif; fill: #ffe9a8; }
.pan-card-shape { stroke: #f4efe2; stroke-width: 2; }
.pan-card-shape.empty { stroke: rgba(255, 255, 255, .4); stroke-dasharray: 5 4; }
.pan-card-frame { fill: none; stroke: rgba(255, 255, 255, .35); stroke-width: 1.2; }
.pan-pile-label { font: 700 10.5px system-ui, sans-serif; fill: #fff; paint-order: stroke; stroke: rgba(0, 0, 0, .45); stroke-width: 2.5px; }
.pan-pile-count { font: 800 24px system-ui, sans-serif; fill: #fff; paint-order: stroke; stroke: rgba(0, 0, 0, .5); stroke-width: 3px; }
.pan-pile-face { font: 700 11px system-ui, sans-serif; fill: #fff; paint-order: stroke; stroke: rgba(0, 0, 0, .35); stroke-width: 2px; }
.pan-pile-face.dark { fill: #2b2410; stroke: none; }
#board .pan-svg .pan-pile.legal > rect:first-of-type { stroke: #ffc400; stroke-width: 3.5; }
#board .pan-svg .pan-cure.legal > rect:first-of-type { stroke: #ffc400; stroke-width: 3.5; }
.pan-side { display: grid; grid-template-columns: repeat(auto-fit, minmax(230px, 1fr)); gap: 10px; align-items: start; }
.pan-seat, .pan-piles { background: #fff; border-radius: 10px; box-shadow: 0 1px 3px rgba(0, 0, 0, .12); padding: 8px 10px; font-size: 13px; }
.pan-seat { border-left: 6px solid var(--role); }
.pan-seat.current { box-shadow: 0 0 0 2px #ffc400, 0 2px 6px rgba(0, 0, 0, .15); }
.pan-seat header { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.pan-role { font-size: 15px; }
.pan-player { color: #555; }
.pan-you { background: #1f5fd1; color: #fff; border-radius: 999px; padding: 0 8px; font-size: 12px; font-weight: 700; }
.pan-to-play { background: #ffc400; color: #3a2f00; border-radius: 999px; padding: 0 8px; font-size: 12px; font-weight: 700; }
.pan-handsize { margin-left: auto; color: #666; font-size: 12px; font-weight: 700; }
.pan-power, .pan-muted { color: #666; font-size: 12px; margin: 2px 0; }
.pan-where { color: #333; font-size: 13px; }
.pan-pips { display: flex; gap: 4px; margin: 4px 0; }
.pan-pips span { width: 11px; height: 11px; border-radius: 50%; border: 1.5px solid #1f5fd1; }
.pan-pips span.on { background: #1f5fd1; }
.pan-hand { display: flex; flex-wrap: wrap; gap: 5px; margin-top: 6px; }
.pan-card { display: inline-flex; align-items: stretch; min-height: 30px; min-width: 48px; border-radius: 6px; background: #fbf8ef; border: 2px solid #d5cdb6; font-size: 12.5px; font-weight: 600; color: #222; overflow: hidden; max-width: 100%; }
.pan-card-band { width: 9px; flex: none; background: #999; }
.pan-card-name { padding: 5px 8px 5px 6px; align-self: center; }
.pan-card.k-blue .pan-card-band { background: ${DISEASE.blue}; }
.pan-card.k-yellow .pan-card-band { background: ${DISEASE.yellow}; }
.pan-card.k-black .pan-card-band { background: ${DISEASE.black}; }
.pan-card.k-red .pan-card-band { background: ${DISEASE.red}; }
.pan-card.k-event { background: #fff3cf; border-color: #d9a521; }
.pan-card.k-event .pan-card-band { background: #d9a521; }
.pan-card.stored { border-style: dashed; }
.pan-card.legal { border-color: #ffc400; box-shadow: 0 0 0 2px #ffc400; cursor: pointer; }
.pan-card.legal:hover { background: #fff3c4; }
.pan-none { color: #999; font-style: italic; font-size: 12px; }
.pan-sub { color: #777; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; margin-top: 6px; }
.pan-chips { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 3px; }
.pan-chip { display: inline-block; border-radius: 4px; padding: 1px 6px; font-size: 12px; font-weight: 600; color: #fff; background: #777; }
.pan-chip.k-blue { background: ${DISEASE.blue}; }
.pan-chip.k-yellow { background: ${DISEASE.yellow}; color: #2b2410; }
.pan-chip.k-black { background: ${DISEASE.black}; }
.pan-chip.k-red { background: ${DISEASE.red}; }
.pan-chip.k-event { background: #d9a521; color: #2b2410; }
.pan-chip.k-epidemic { background: #6a8a3a; }
.pan-chip.pile { background: #1b4f86; }
.pan-chip.pile.armed { background: #7b2d8e; }
.pan-note-html { background: #fff6d6; border: 1px solid #f0d27a; border-radius: 8px; padding: 4px 8px; font-size: 12px; }
`;

function render(root, view, ctx) {
  addStyle("pan-style", CSS);
  const w = wordsOf(ctx);
  root.replaceChildren();
  const m = model(view || {});
  const top = h("div", { class: "pan", "data-game": "pandemic" });
  top.append(h("div", { class: "pan-main" }, drawBoard(m, ctx, w)), sidePanel(m, ctx, w));
  root.append(top);
}

export default { render };
