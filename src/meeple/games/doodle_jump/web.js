// Doodle Jump's renderer for the meeple web client (contract: server/PROTOCOL.md).
// Draws into root: div.dj > svg.dj-svg (the ramp: 8 level boards bottom to top, each shifted
// by its slide offset inside the ramp's frame, the start below slot 1; the dice tray on the
// right) + div.dj-side (a panel per seat with the tiles it holds).
// Hooks for tests and for the page:
//   boards     g.dj-board[data-board=<letter>][data-slot=<1..8>][data-offset=<-1|0|1>];
//                its letter tab g.dj-tab and its strip rect.dj-strip carry
//                [data-target="board:<letter>"] (slide / move)
//   pads       g.dj-pad[data-pad=<id>][data-target="pad:<id>"][data-number][data-column]
//                .reach   the current Doodler can reach it (view.reach, dice aside)
//                .can     some set of the dice jumps there (no die picked yet)
//                .lit     the dice picked sum to its number and that very jump is legal
//                         (or, expert, they are a legal shot at its UFO / monster): a click
//                         plays it (ctx.play); with no die picked, or dice that play nothing
//                         there, a click is the page's (its menu of the pad's actions)
//   doodlers   .dj-doodler[data-seat][data-pad] (data-pad="start" at the start), .current
//   tiles      .dj-tile[data-kind][data-pad] (on the ramp)
//   dice       g[data-testid="dice"][data-target="dice"] (roll / continue) holds
//                .dj-die[data-die=<1..5|S>][data-value] (.used once set aside); the dice the
//                viewer may pick for a jump carry [data-select="die:<d>"] (.picked once
//                clicked; picks are kept for ctx.step); the special die otherwise carries
//                [data-target="die:S"] in the play phase (its reroll)
//   pick sum   [data-testid="pick-sum"][data-sum][data-dice]
//   seats      section.dj-seat[data-seat][data-pad][data-held] (.me, .current, .winner)
//                holding div[data-testid="held-<seat>"][data-count] of .dj-held[data-kind]; the
//                won UFOs and monsters of the seat to play carry [data-target="tile:obstacle"]

import { s, h, wrap, addStyle, wordsFor, fill } from "/static/draw.js";

const SEAT_HEX = ["#8bc34a", "#42a5f5", "#fdd835", "#ef5350"];
const SEAT_DARK = ["#3f6b12", "#0d47a1", "#8d6e00", "#8e1b1b"];
const OBSTACLES = new Set(["ufo", "monster", "black-hole"]);

// -- geometry ---------------------------------------------------------------------------
const CW = 56; // a column (notch) of the ramp
const RH = 62; // a slot (level) of the ramp
const M = 14;
const TOP = 36; // the top of slot 8
const X0 = M + 60 + CW; // the ramp's left wall (room for the slot numbers, the tabs and a -1 overhang)
const DIE = 48;
const DGAP = 16;

function seatName(seat, ctx, w) {
  const name = ctx.names && ctx.names[seat];
  return name || fill(w("player"), { n: (seat ?? 0) + 1 });
}

// -- pictures (centred on 0,0 unless said) --------------------------------------------------

/** A Doodler facing right, feet on y=0, about 36 high. */
function doodlerFigure(seat, scale = 1) {
  const c = SEAT_HEX[seat % 4];
  const d = SEAT_DARK[seat % 4];
  const g = s("g", { class: "dj-fig", transform: scale === 1 ? null : `scale(${scale})` });
  for (const x of [-7, -2.5, 2.5, 7]) g.append(s("path", { d: `M${x},-7 L${x},-1`, stroke: "#2b2112", "stroke-width": 2.2, "stroke-linecap": "round" }));
  g.append(s("path", { d: "M-10,-6 L-10,-24 Q-10,-35 0,-35 Q10,-35 10,-24 L10,-6 Z", fill: c, stroke: "#2b2112", "stroke-width": 1.6 }));
  g.append(s("rect", { x: -10, y: -12, width: 20, height: 6, fill: d, stroke: "#2b2112", "stroke-width": 1 }));
  g.append(s("path", { d: "M8,-29 L17,-29 L17,-22 L8,-22", fill: c, stroke: "#2b2112", "stroke-width": 1.4 }));
  g.append(s("ellipse", { cx: 17.5, cy: -25.5, rx: 1.6, ry: 4.2, fill: c, stroke: "#2b2112", "stroke-width": 1.2 }));
  g.append(s("circle", { cx: 3, cy: -27, r: 2, fill: "#2b2112" }));
  return g;
}

function crown(size = 1) {
  return s("path", {
    d: `M${-9 * size},0 L${-10 * size},${-10 * size} L${-4.5 * size},${-5 * size} L0,${-12 * size} L${4.5 * size},${-5 * size} L${10 * size},${-10 * size} L${9 * size},0 Z`,
    fill: "#ffd600", stroke: "#a06d00", "stroke-width": 1.2, class: "dj-crown",
  });
}

/** A tile's picture, about 2*r across. */
function tileIcon(kind, r = 12) {
  const k = r / 12;
  const g = s("g", { class: `dj-icon dj-icon-${kind}` });
  const obstacle = OBSTACLES.has(kind);
  g.append(s("rect", { x: -r, y: -r, width: 2 * r, height: 2 * r, rx: 4 * k, class: obstacle ? "dj-tile-bg obstacle" : "dj-tile-bg" }));
  const P = (d, attrs = {}) => s("path", { d, fill: "none", stroke: "#233", "stroke-width": 1.6 * k, "stroke-linecap": "round", "stroke-linejoin": "round", ...attrs });
  const q = (v) => (v * k).toFixed(2);
  if (kind === "trampoline") {
    g.append(P(`M${q(-8)},${q(-1)} Q0,${q(4)} ${q(8)},${q(-1)}`, { stroke: "#1565c0", "stroke-width": 2.4 * k }));
    g.append(P(`M${q(-8)},${q(-1)} L${q(-8)},${q(7)} M${q(8)},${q(-1)} L${q(8)},${q(7)} M${q(-3)},${q(2)} L${q(-4)},${q(7)} M${q(3)},${q(2)} L${q(4)},${q(7)}`));
    g.append(P(`M0,${q(-9)} L0,${q(-3)} M${q(-3)},${q(-6)} L0,${q(-9)} L${q(3)},${q(-6)}`, { stroke: "#e65100" }));
  } else if (kind === "spring") {
    g.append(P(`M${q(-6)},${q(8)} L${q(6)},${q(8)} M${q(-5)},${q(8)} L${q(5)},${q(5)} L${q(-5)},${q(2)} L${q(5)},${q(-1)} L${q(-5)},${q(-4)} L${q(5)},${q(-7)}`, { stroke: "#546e7a", "stroke-width": 1.8 * k }));
    g.append(s("rect", { x: -6 * k, y: -10 * k, width: 12 * k, height: 3 * k, rx: 1 * k, fill: "#90a4ae", stroke: "#233", "stroke-width": k }));
  } else if (kind === "shield") {
    g.append(s("path", { d: `M0,${q(-9)} L${q(8)},${q(-6)} Q${q(8)},${q(5)} 0,${q(10)} Q${q(-8)},${q(5)} ${q(-8)},${q(-6)} Z`, fill: "#4fc3f7", stroke: "#01579b", "stroke-width": 1.5 * k }));
    g.append(P(`M0,${q(-6)} L0,${q(7)}`, { stroke: "#e1f5fe" }));
  } else if (kind === "shoes") {
    g.append(s("path", { d: `M${q(-7)},${q(-8)} L${q(-1)},${q(-8)} L${q(-1)},${q(1)} L${q(8)},${q(3)} Q${q(9)},${q(7)} ${q(7)},${q(7)} L${q(-7)},${q(7)} Z`, fill: "#e53935", stroke: "#4a0d0d", "stroke-width": 1.3 * k }));
    g.append(P(`M${q(-8)},${q(9)} L${q(8)},${q(9)}`, { stroke: "#233", "stroke-width": 2 * k }));
  } else if (kind === "hat") {
    g.append(s("path", { d: `M${q(-8)},${q(6)} A${q(8)},${q(8)} 0 0 1 ${q(8)},${q(6)} Z`, fill: "#fbc02d", stroke: "#5d4300", "stroke-width": 1.3 * k }));
    g.append(s("path", { d: `M${q(-8)},${q(6)} A${q(8)},${q(8)} 0 0 1 0,${q(-2)} L0,${q(6)} Z`, fill: "#e53935", opacity: 0.85 }));
    g.append(P(`M0,${q(-2)} L0,${q(-7)}`));
    g.append(s("ellipse", { cx: 0, cy: -8 * k, rx: 8 * k, ry: 1.8 * k, fill: "#1e88e5", stroke: "#0d2b4f", "stroke-width": k }));
  } else if (kind === "rocket") {
    g.append(s("path", { d: `M0,${q(-10)} Q${q(5)},${q(-5)} ${q(4)},${q(5)} L${q(-4)},${q(5)} Q${q(-5)},${q(-5)} 0,${q(-10)} Z`, fill: "#eceff1", stroke: "#37474f", "stroke-width": 1.3 * k }));
    g.append(s("circle", { cx: 0, cy: -3 * k, r: 1.8 * k, fill: "#29b6f6", stroke: "#37474f", "stroke-width": 0.8 * k }));
    g.append(s("path", { d: `M${q(-4)},${q(1)} L${q(-7)},${q(6)} L${q(-4)},${q(5)} Z M${q(4)},${q(1)} L${q(7)},${q(6)} L${q(4)},${q(5)} Z`, fill: "#e53935", stroke: "#37474f", "stroke-width": 0.8 * k }));
    g.append(s("path", { d: `M${q(-2.5)},${q(5.5)} L0,${q(10)} L${q(2.5)},${q(5.5)} Z`, fill: "#ff9800" }));
  } else if (kind === "ufo") {
    g.append(s("path", { d: `M${q(-5)},${q(-1)} A${q(5)},${q(5)} 0 0 1 ${q(5)},${q(-1)} Z`, fill: "#b3e5fc", stroke: "#233", "stroke-width": 1.1 * k }));
    g.append(s("ellipse", { cx: 0, cy: 1 * k, rx: 10 * k, ry: 3.4 * k, fill: "#78909c", stroke: "#233", "stroke-width": 1.2 * k }));
    g.append(P(`M${q(-4)},${q(5)} L${q(-7)},${q(10)} M${q(4)},${q(5)} L${q(7)},${q(10)}`, { stroke: "#ffeb3b", "stroke-width": 1.4 * k }));
  } else if (kind === "monster") {
    g.append(s("path", { d: `M${q(-8)},${q(8)} L${q(-8)},${q(-3)} Q${q(-8)},${q(-10)} 0,${q(-10)} Q${q(8)},${q(-10)} ${q(8)},${q(-3)} L${q(8)},${q(8)} L${q(5)},${q(5)} L${q(2)},${q(8)} L${q(-1)},${q(5)} L${q(-4)},${q(8)} Z`, fill: "#7e57c2", stroke: "#2a1450", "stroke-width": 1.3 * k }));
    g.append(s("circle", { cx: -3 * k, cy: -3 * k, r: 2.2 * k, fill: "#fff" }));
    g.append(s("circle", { cx: 3 * k, cy: -3 * k, r: 2.2 * k, fill: "#fff" }));
    g.append(s("circle", { cx: -3 * k, cy: -2.6 * k, r: 1 * k, fill: "#000" }));
    g.append(s("circle", { cx: 3 * k, cy: -2.6 * k, r: 1 * k, fill: "#000" }));
  } else if (kind === "black-hole") {
    g.append(s("circle", { r: 9 * k, fill: "#1a1a2e" }));
    let d = "";
    for (let t = 0; t <= 3 * Math.PI; t += 0.3) {
      const rr = (1 + 2.6 * t / Math.PI) * k;
      d += `${d ? "L" : "M"}${(rr * Math.cos(t)).toFixed(2)},${(rr * Math.sin(t)).toFixed(2)} `;
    }
    g.append(P(d, { stroke: "#b388ff", "stroke-width": 1.2 * k }));
  } else {
    g.append(s("text", { y: 4 * k, "text-anchor": "middle", "font-size": 11 * k, class: "dj-icon-q" }, "?"));
  }
  return g;
}

const PIPS = {
  1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

function pips(value, r, g) {
  const d = r * 0.5;
  const pr = value === 1 ? r * 0.2 : r * 0.15;
  for (const [x, y] of PIPS[value] || []) g.append(s("circle", { cx: x * d, cy: y * d, r: pr, class: "dj-pip" }));
}

/** The special die's face symbol (r: half the die's side). */
function specialFace(face, r, g) {
  const k = r / 22;
  const line = (d, width = 3) => s("path", { d, fill: "none", stroke: "#4a2300", "stroke-width": width * k, "stroke-linecap": "round", "stroke-linejoin": "round" });
  if (face === "1" || face === "2") pips(Number(face), r, g);
  else if (face === "reroll") {
    g.append(line(`M${10 * k},${-6 * k} A${11 * k},${11 * k} 0 1 0 ${11 * k},${4 * k}`));
    g.append(line(`M${4 * k},${-8 * k} L${11 * k},${-7 * k} L${11 * k},${-14 * k}`));
  } else if (face === "slide") {
    g.append(line(`M${-13 * k},0 L${13 * k},0 M${-8 * k},${-5 * k} L${-13 * k},0 L${-8 * k},${5 * k} M${8 * k},${-5 * k} L${13 * k},0 L${8 * k},${5 * k}`));
    g.append(s("rect", { x: -7 * k, y: 6 * k, width: 14 * k, height: 5 * k, rx: 1.5 * k, fill: "#4caf50" }));
  } else if (face === "move") {
    g.append(s("rect", { x: -10 * k, y: 8 * k, width: 20 * k, height: 4 * k, rx: 1.5 * k, fill: "#4caf50" }));
    g.append(s("rect", { x: -10 * k, y: -14 * k, width: 20 * k, height: 4 * k, rx: 1.5 * k, fill: "#4caf50", opacity: 0.55 }));
    g.append(line(`M${13 * k},${10 * k} Q${18 * k},${-2 * k} ${13 * k},${-12 * k} M${10 * k},${-8 * k} L${13 * k},${-12 * k} L${17 * k},${-9 * k}`, 2.4));
    g.append(line(`M${-10 * k},${1 * k} L${10 * k},${1 * k}`, 2));
  } else {
    g.append(s("text", { y: r * 0.35, "text-anchor": "middle", class: "dj-die-q", "font-size": r }, "?"));
  }
}

// -- picking dice for a jump ---------------------------------------------------------------
// A jump is one action ("0:jump:C9:1+3+S") naming the very dice it uses, chosen in several
// clicks: the dice picked are kept here for the step they were picked at, the pads their
// sum reaches are lit, and a lit pad plays the jump naming exactly them.

const picked = { key: null, dice: new Set() };
const DIE_ORDER = ["1", "2", "3", "4", "5", "S"];

function picker(view, ctx) {
  if (!ctx.play || ctx.seat === null || ctx.seat === undefined) return null;
  const prefix = `${ctx.seat}:jump:`;
  const shoot = `${ctx.seat}:shoot:`;
  const all = (ctx.actions || []).map((a) => a.id);
  if (!all.some((id) => id.startsWith(prefix))) return null;
  const ids = new Set(all.filter((id) => id.startsWith(prefix) || id.startsWith(shoot)));
  const key = `${ctx.seat}:${ctx.step}`;
  if (picked.key !== key) {
    picked.key = key;
    picked.dice = new Set();
  }
  const dice = picked.dice;
  const value = (die) => {
    if (die === "S") return Number((view.special || {}).value) || 0;
    const d = (view.dice || []).find((x) => String(x.die) === die);
    return d ? Number(d.value) || 0 : 0;
  };
  const padsWithJumps = new Set([...ids].map((id) => id.split(":")[2]));
  const list = () => DIE_ORDER.filter((d) => dice.has(d)).join("+");
  const sum = () => [...dice].reduce((total, d) => total + value(d), 0);
  // the action the dice picked play on a pad: its jump (their sum is the pad's number) or,
  // in the expert game, a shot at the UFO or monster on it
  const jumpTo = (pad, number) => {
    if (!dice.size) return null;
    if (sum() === number && ids.has(`${prefix}${pad}:${list()}`)) return `${prefix}${pad}:${list()}`;
    if (ids.has(`${shoot}${pad}:${list()}`)) return `${shoot}${pad}:${list()}`;
    return null;
  };
  const isLit = (pad, number) => Boolean(jumpTo(pad, number));
  const pads = [];
  const listeners = [];
  const refresh = () => listeners.forEach((f) => f());
  const keyed = (node, go) => node.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") go(event);
  });
  return {
    count: () => dice.size,
    list,
    values: () => DIE_ORDER.filter((d) => dice.has(d)).map(value).join(" + "),
    sum,
    canJump: (pad) => padsWithJumps.has(pad),
    lit: isLit,
    anyLit: () => pads.some(([pad, number]) => isLit(pad, number)),
    onChange: (f) => {
      listeners.push(f);
      f();
    },
    wireDie(node, die) {
      const show = () => {
        node.classList.toggle("picked", dice.has(die));
        node.setAttribute("aria-checked", String(dice.has(die)));
      };
      const toggle = (event) => {
        event.preventDefault();
        event.stopPropagation();
        if (dice.has(die)) dice.delete(die);
        else dice.add(die);
        refresh();
      };
      node.addEventListener("click", toggle);
      keyed(node, toggle);
      listeners.push(show);
      show();
    },
    wirePad(node, pad, number) {
      pads.push([pad, number]);
      const show = () => node.classList.toggle("lit", isLit(pad, number));
      const go = (event) => {
        // With no die picked (or a sum this pad does not take) the page handles the click:
        // it plays the pad's only action or opens its menu.
        const id = jumpTo(pad, number);
        if (!id) return;
        event.preventDefault();
        event.stopPropagation();
        ctx.play(id);
      };
      node.addEventListener("click", go);
      keyed(node, go);
      listeners.push(show);
      show();
    },
  };
}

// -- the ramp -------------------------------------------------------------------------------

function rowY(slot) {
  return TOP + (8 - slot) * RH;
}

function drawRamp(view, ctx, w, pick, geo) {
  const g = s("g", { class: "dj-ramp", "data-testid": "ramp" });
  const cols = geo.cols;
  const rampW = cols * CW;
  const bottom = rowY(1) + RH;
  // the ramp's bed, its notches and the slot numbers
  g.append(s("rect", { x: X0, y: TOP - 6, width: rampW, height: bottom - TOP + 6 + geo.startH, class: "dj-bed" }));
  for (let c = 0; c <= cols; c++) {
    g.append(s("path", { d: `M${X0 + c * CW},${bottom + geo.startH - 6} l0,6`, class: "dj-notch" }));
  }
  for (let slot = 1; slot <= 8; slot++) {
    const y = rowY(slot);
    g.append(s("text", { x: M + 10, y: y + RH / 2 + 5, "text-anchor": "middle", class: `dj-slot-n${slot === 8 ? " top" : ""}` }, String(slot)));
  }
  const topMark = crown(0.8);
  topMark.setAttribute("transform", `translate(${M + 10},${rowY(8) + 12})`);
  g.append(topMark);

  const doodlersAt = new Map();
  for (const d of view.doodlers || []) {
    if (d.pad) doodlersAt.set(d.pad, d);
  }
  const tilesAt = new Map();
  for (const t of view.tiles || []) tilesAt.set(t.pad, t);
  const reach = new Set(view.outcome ? [] : view.reach || []);
  const turnSeat = view.turn ? view.turn.seat : null;

  // the level boards, bottom to top
  for (const level of [...(view.ramp || [])].sort((a, b) => a.slot - b.slot)) {
    const y = rowY(level.slot);
    const off = Number(level.offset) || 0;
    const letter = level.board;
    const bx = X0 + off * CW;
    const board = s("g", {
      class: "dj-board", "data-board": letter, "data-slot": level.slot, "data-offset": off,
      transform: `translate(${bx},${y})`,
    });
    const tab = s("g", { class: "dj-tab", "data-target": `board:${letter}`, transform: `translate(-30,${RH / 2})` });
    tab.append(s("rect", { x: 0, y: -15, width: 26, height: 30, rx: 6, class: "dj-tab-bg" }));
    tab.append(s("text", { x: 13, y: 6, "text-anchor": "middle", class: "dj-tab-letter" }, letter));
    tab.append(s("title", {}, fill(w("board"), { letter })));
    board.append(tab);
    board.append(s("rect", { x: 0, y: 4, width: cols * CW, height: RH - 8, rx: 7, class: "dj-strip", "data-target": `board:${letter}` }));
    board.append(s("rect", { x: 0, y: 4, width: cols * CW, height: RH - 8, rx: 7, class: "dj-grid" }));
    if (off) {
      const ox = off < 0 ? 4 : cols * CW - 4;
      board.append(s("text", { x: ox, y: 17, "text-anchor": off < 0 ? "start" : "end", class: "dj-off" }, off < 0 ? "◀" : "▶",
        s("title", {}, w(off < 0 ? "offset-left" : "offset-right"))));
    }
    for (const pad of level.pads || []) {
      const col = pad.col ?? (pad.column - off);
      const cx = (col + 0.5) * CW;
      const doodler = doodlersAt.get(pad.id);
      const tile = tilesAt.get(pad.id);
      const cls = ["dj-pad"];
      if (reach.has(pad.id)) cls.push("reach");
      if (pick && pick.canJump(pad.id)) cls.push("can");
      const pg = s("g", {
        class: cls.join(" "), "data-pad": pad.id, "data-target": `pad:${pad.id}`, "data-number": pad.number,
        "data-column": pad.column ?? col + off, transform: `translate(${cx},0)`,
      });
      pg.append(s("rect", { x: -CW / 2 + 3, y: 6, width: CW - 6, height: RH - 12, rx: 8, class: "dj-cell" }));
      pg.append(s("rect", { x: -22, y: RH - 23, width: 44, height: 10, rx: 5, class: "dj-reach-mark" }));
      pg.append(s("rect", { x: -20, y: RH - 21, width: 40, height: 13, rx: 6.5, class: "dj-plat" }));
      pg.append(s("text", { y: RH - 10.5, "text-anchor": "middle", class: "dj-pad-n" }, String(pad.number)));
      if (tile) {
        const ti = s("g", {
          class: `dj-tile${OBSTACLES.has(tile.kind) ? " obstacle" : ""}`, "data-kind": tile.kind, "data-pad": pad.id,
          transform: doodler ? `translate(15,${RH - 30}) scale(.7)` : `translate(0,${RH - 35})`,
        });
        ti.append(tileIcon(tile.kind, 12));
        ti.append(s("title", {}, w(`tile.${tile.kind}`)));
        pg.append(ti);
      }
      if (doodler) pg.append(drawDoodler(doodler, view, ctx, w, 0, RH - 21, turnSeat));
      pg.append(s("title", {}, `${pad.id} (${pad.number})`));
      if (pick) pick.wirePad(pg, pad.id, Number(pad.number));
      board.append(pg);
    }
    g.append(board);
  }

  // the ramp's walls, over the boards: what sticks out beyond them is the overhang
  const wallH = bottom - TOP + 6 + geo.startH;
  g.append(s("rect", { x: X0 - 3, y: TOP - 6, width: 3, height: wallH, class: "dj-wall" }));
  g.append(s("rect", { x: X0 + rampW, y: TOP - 6, width: 3, height: wallH, class: "dj-wall" }));

  // the start, below slot 1
  const start = s("g", { class: "dj-start", "data-testid": "start", transform: `translate(${X0},${bottom})` });
  start.append(s("rect", { x: 0, y: 4, width: rampW, height: geo.startH - 8, rx: 7, class: "dj-start-bg" }));
  start.append(s("text", { x: 8, y: geo.startH / 2 + 4, class: "dj-start-label" }, w("start")));
  const atStart = (view.doodlers || []).filter((d) => !d.pad);
  atStart.forEach((d, i) => start.append(drawDoodler(d, view, ctx, w, 2.2 * CW + i * 1.1 * CW, geo.startH - 6, turnSeat)));
  g.append(start);
  return g;
}

function drawDoodler(d, view, ctx, w, x, y, turnSeat) {
  const current = d.seat === turnSeat && !view.outcome;
  const won = view.winner !== null && view.winner !== undefined && view.winner === d.seat;
  const g = s("g", {
    class: `dj-doodler${current ? " current" : ""}${d.seat === ctx.seat ? " mine" : ""}`,
    "data-seat": d.seat, "data-pad": d.pad || "start", transform: `translate(${x},${y})`, "data-motion": `pawn:${d.seat}`,
  });
  if (current) g.append(s("circle", { cx: 1, cy: -18, r: 20, class: "dj-current-ring" }));
  g.append(doodlerFigure(d.seat));
  if (won) {
    const c = crown(1);
    c.setAttribute("transform", "translate(0,-36)");
    g.append(c);
  }
  g.append(s("title", {}, seatName(d.seat, ctx, w)));
  return g;
}

// -- the dice -------------------------------------------------------------------------------

function drawDice(view, ctx, w, pick, geo) {
  const turn = view.turn || {};
  const phase = view.outcome ? "over" : turn.phase;
  const g = s("g", { class: "dj-dice-panel", transform: `translate(${geo.dx},${TOP - 6})` });
  const who = turn.seat;
  const mine = ctx.seat !== null && ctx.seat !== undefined && who === ctx.seat && !view.outcome;
  const short = (name) => (name.length > 16 ? `${name.slice(0, 15)}…` : name);
  const title = who === undefined || who === null || mine || view.outcome ? w("dice") : fill(w("dice-of"), { name: short(seatName(who, ctx, w)) });
  g.append(s("text", { x: 0, y: -10, class: "dj-title" }, title));
  const trayW = 3 * DIE + 4 * DGAP;
  const tray = s("g", { class: "dj-tray", "data-testid": "dice", "data-target": "dice" });
  tray.append(s("rect", { x: 0, y: 0, width: trayW, height: 2 * DIE + 3 * DGAP + 14, rx: 12, class: "dj-tray-bg" }));
  const numberDice = view.dice && view.dice.length ? view.dice : [1, 2, 3, 4, 5].slice(0, view.players === 2 ? 4 : 5).map((die) => ({ die, value: null, used: false }));
  const place = (i) => [DGAP + (i % 3) * (DIE + DGAP) + DIE / 2, DGAP + Math.floor(i / 3) * (DIE + DGAP + 7) + DIE / 2];
  const playing = phase === "play";
  numberDice.forEach((d, i) => {
    const [x, y] = place(i);
    const die = s("g", {
      class: `dj-die${d.used ? " used" : ""}${d.value ? "" : " blank"}`, "data-die": d.die, "data-value": d.value ?? "", "data-motion": `die:${d.die}`,
      transform: `translate(${x},${y})`,
    });
    die.append(s("rect", { x: -DIE / 2, y: -DIE / 2, width: DIE, height: DIE, rx: 9, class: "dj-die-bg" }));
    if (d.value) pips(Number(d.value), DIE / 2, die);
    else die.append(s("text", { y: 7, "text-anchor": "middle", class: "dj-die-q" }, "?"));
    die.append(s("text", { y: DIE / 2 + 12, "text-anchor": "middle", class: "dj-die-n" }, String(d.die)));
    if (pick && playing && !d.used && d.value) {
      die.setAttribute("data-select", `die:${d.die}`);
      die.setAttribute("tabindex", "0");
      die.setAttribute("role", "checkbox");
      pick.wireDie(die, String(d.die));
    }
    tray.append(die);
  });
  // the special die, right after the number dice
  const sp = view.special || {};
  const [sx, sy] = place(Math.max(numberDice.length, 3));
  const special = s("g", {
    class: `dj-die special${sp.used ? " used" : ""}${sp.value ? "" : " blank"}`, "data-die": "S", "data-value": sp.value ?? "", "data-motion": "die:S",
    transform: `translate(${sx},${sy})`,
  });
  special.append(s("rect", { x: -DIE / 2, y: -DIE / 2, width: DIE, height: DIE, rx: 9, class: "dj-die-bg" }));
  specialFace(sp.value ? String(sp.value) : null, DIE / 2, special);
  special.append(s("text", { y: DIE / 2 + 12, "text-anchor": "middle", class: "dj-die-n" }, sp.value ? w(`face.${sp.value}`) : w("special")));
  special.append(s("title", {}, sp.value ? `${w("special")}: ${w(`face.${sp.value}`)}` : w("special")));
  const counts = sp.value === "1" || sp.value === "2";
  if (pick && playing && !sp.used && counts) {
    special.setAttribute("data-select", "die:S");
    special.setAttribute("tabindex", "0");
    special.setAttribute("role", "checkbox");
    pick.wireDie(special, "S");
  } else special.setAttribute("data-target", "die:S"); // unlit too: a click asks why not
  tray.append(special);
  g.append(tray);

  // under the tray: the sum picked, then the turn's state and a hint
  let y = 2 * DIE + 3 * DGAP + 14 + 22;
  if (pick) {
    const sum = s("text", { x: 0, y, class: "dj-sum", "data-testid": "pick-sum" });
    pick.onChange(() => {
      sum.setAttribute("data-sum", String(pick.sum()));
      sum.setAttribute("data-dice", pick.list());
      if (!pick.count()) sum.textContent = w("pick-none");
      else sum.textContent = fill(w("picked"), { dice: pick.values(), sum: pick.sum() });
    });
    g.append(sum);
    y += 18;
    const note = s("text", { x: 0, y, class: "dj-note" });
    pick.onChange(() => {
      if (!pick.count()) note.textContent = "";
      else note.textContent = pick.anyLit() ? w("click-lit") : fill(w("no-match"), { sum: pick.sum() });
    });
    g.append(note);
    y += 24;
  }
  const info = [];
  if (turn.number !== undefined && !view.outcome) info.push(fill(w("turn-n"), { n: turn.number }));
  if (view.bag !== undefined) info.push(fill(w("bag"), { n: view.bag }));
  g.append(s("text", { x: 0, y, class: "dj-info" }, info.join(" · ")));
  y += 22;
  const phaseText = s("text", { x: 0, y, class: "dj-phase", "data-testid": "phase", "data-phase": phase || "" });
  wrap(w(`phase.${phase || "roll"}`), 24).forEach((line, i) => phaseText.append(s("tspan", { x: 0, dy: i ? 17 : 0 }, line)));
  y += 18 + 17 * (phaseText.childNodes.length - 1);
  g.append(phaseText);
  let hint = null;
  if (mine) {
    if (phase === "play") {
      const ids = (ctx.actions || []).map((a) => a.id);
      const bits = [];
      if (pick) bits.push(w("hint.play"));
      if (ids.some((id) => /:(reroll|slide|move)(:|$)/.test(id))) bits.push(w("hint.special"));
      hint = bits.join(" ") || null;
    } else if (phase) {
      const key = `hint.${phase}`;
      hint = w(key) === key ? null : w(key); // no hint for a phase the catalogue has none for
    }
    if (phase !== "trampoline" && (ctx.actions || []).some((a) => /:(shoes|hat|rocket):/.test(a.id))) hint = [hint, w("hint.tiles")].filter(Boolean).join(" ");
  } else if (!view.outcome && who !== undefined && who !== null) hint = fill(w("hint.wait"), { name: seatName(who, ctx, w) });
  if (hint) {
    const text = s("text", { x: 0, y, class: "dj-help" });
    wrap(hint, 31).forEach((line, i) => text.append(s("tspan", { x: 0, dy: i ? 15 : 0 }, line)));
    g.append(text);
  }
  return g;
}

function drawBoard(view, ctx, w, pick) {
  const cols = view.columns || 7;
  const startH = 58;
  const dx = X0 + (cols + 1) * CW + 26;
  const width = dx + 3 * DIE + 4 * DGAP + M;
  const height = rowY(1) + RH + startH + M;
  const geo = { cols, startH, dx };
  const svg = s("svg", { class: "dj-svg", viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": w("ramp") });
  svg.append(s("defs", {},
    s("pattern", { id: "dj-grid", width: 10, height: 10, patternUnits: "userSpaceOnUse" },
      s("path", { d: "M10,0 L0,0 L0,10", fill: "none", stroke: "#c9dcef", "stroke-width": 0.8 }))));
  svg.append(s("rect", { width, height, rx: 16, class: "dj-sky" }));
  svg.append(s("text", { x: X0, y: TOP - 14, class: "dj-title" }, w("ramp")));
  svg.append(drawRamp(view, ctx, w, pick, geo));
  svg.append(drawDice(view, ctx, w, pick, geo));
  if (pick) pick.onChange(() => svg.classList.toggle("picking", pick.count() > 0));
  return svg;
}

// -- the seats ------------------------------------------------------------------------------

function seatPanel(seat, view, ctx, w) {
  const mine = seat === ctx.seat;
  const current = view.turn && view.turn.seat === seat && !view.outcome;
  const won = view.winner === seat;
  const d = (view.doodlers || []).find((x) => x.seat === seat) || { seat, pad: null, slot: 0 };
  const held = (view.held || [])[seat] || [];
  const panel = h("section", {
    class: `dj-seat${mine ? " me" : ""}${current ? " current" : ""}${won ? " winner" : ""}`,
    "data-seat": seat, "data-pad": d.pad || "start", "data-held": held.length,
    style: `border-left-color: ${SEAT_HEX[seat % 4]}`,
  });
  const fig = s("svg", { viewBox: "-14 -40 34 42", width: 24, height: 30, "aria-hidden": "true" }, doodlerFigure(seat));
  const first = (view.first_rolls || [])[seat];
  panel.append(h("header", {},
    fig,
    h("strong", { class: "dj-name", text: seatName(seat, ctx, w) }),
    mine ? h("span", { class: "dj-you", "data-testid": "you", text: w("you") }) : null,
    current ? h("span", { class: "dj-to-play", text: w("to-play") }) : null,
    won ? h("span", { class: "dj-won" }, s("svg", { viewBox: "-11 -13 22 14", width: 18, height: 12, "aria-hidden": "true" }, crown(1)), h("span", { text: w("winner") })) : null));
  panel.append(h("div", { class: "dj-where" },
    h("span", { text: d.pad ? fill(w("on-pad"), { slot: d.slot, pad: d.pad }) : w("at-start") }),
    first ? h("span", { class: "dj-muted", text: ` · ${fill(w("first-roll"), { n: first })}` }) : null));
  const box = h("div", { class: "dj-held-list", "data-testid": `held-${seat}`, "data-count": held.length });
  if (!held.length) box.append(h("span", { class: "dj-none", text: w("no-tiles") }));
  for (const kind of held) {
    const icon = s("svg", { viewBox: "-13 -13 26 26", width: 22, height: 22, "aria-hidden": "true" }, tileIcon(kind, 12));
    // a won UFO or monster of the seat to play is spent from here (its reroll; its slide and
    // move are on the boards)
    const spend = current && (kind === "ufo" || kind === "monster") ? "tile:obstacle" : null;
    box.append(h("span", {
      class: `dj-held${OBSTACLES.has(kind) ? " obstacle" : ""}`, "data-kind": kind, "data-target": spend, title: w(`tile.${kind}`),
    }, icon, h("span", { text: w(`tile.${kind}`) })));
  }
  panel.append(h("div", { class: "dj-held-title", text: w("held") }), box);
  return panel;
}

function sidePanel(view, ctx, w) {
  const side = h("div", { class: "dj-side" });
  const seats = [...Array(view.players || (view.doodlers || []).length).keys()];
  seats.sort((a, b) => (b === ctx.seat) - (a === ctx.seat) || a - b);
  for (const seat of seats) side.append(seatPanel(seat, view, ctx, w));
  return side;
}

// -- styles (injected once) -----------------------------------------------------------------

const CSS = `
.dj { display: grid; grid-template-columns: minmax(0, 1fr) minmax(170px, 210px); gap: 12px; align-items: start; }
@media (max-width: 900px) { .dj { grid-template-columns: 1fr; } }
.dj-svg { width: 100%; height: auto; max-height: calc(100vh - 150px); display: block; user-select: none; }
.dj-sky { fill: #e3f1fb; }
.dj-title { font: 700 13px system-ui, sans-serif; fill: #1d3a57; }
.dj-bed { fill: #d4c4a0; }
.dj-wall { fill: #5d4630; pointer-events: none; }
.dj-notch { stroke: #5d4630; stroke-width: 1.5; }
.dj-slot-n { font: 700 13px system-ui, sans-serif; fill: #5c7a96; }
.dj-slot-n.top { fill: #a06d00; }
.dj-strip { fill: #fffdf4; stroke: #9bb3c9; stroke-width: 1.2; }
.dj-grid { fill: url(#dj-grid); pointer-events: none; opacity: .8; }
.dj-strip.legal { stroke: #ff9100; stroke-width: 2.5; stroke-dasharray: 8 4; }
#board .dj-svg .dj-strip.legal { filter: none; }
#board .dj-svg .dj-strip.legal:hover { filter: drop-shadow(0 0 4px #ff9100); }
.dj-svg.picking .dj-strip.legal { stroke: #9bb3c9; stroke-width: 1.2; stroke-dasharray: none; }
#board .dj-svg.picking .dj-tab.legal { filter: none; }
.dj-tab-bg { fill: #33658a; stroke: #1d3a57; stroke-width: 1; }
.dj-tab-letter { font: 800 15px system-ui, sans-serif; fill: #fff; pointer-events: none; }
.dj-tab.legal .dj-tab-bg { fill: #ff9100; stroke: #a35400; }
.dj-off { font: 700 10px system-ui, sans-serif; fill: #c06000; pointer-events: none; }
.dj-cell { fill: transparent; stroke: none; }
.dj-plat { fill: #5cb82e; stroke: #2d6b12; stroke-width: 1.5; }
.dj-pad-n { font: 800 11px system-ui, sans-serif; fill: #fff; pointer-events: none; }
.dj-reach-mark { fill: none; stroke: none; pointer-events: none; }
.dj-pad.reach .dj-reach-mark { stroke: #3d7cc9; stroke-width: 1.5; stroke-dasharray: 3 2.5; fill: none; transform: scale(1.18, 1.9); transform-box: fill-box; transform-origin: center; }
.dj-pad.can .dj-cell { fill: rgba(255, 214, 0, .16); }
.dj-pad.lit .dj-cell { fill: rgba(255, 214, 0, .5); stroke: #ff9100; stroke-width: 3; }
.dj-pad.lit .dj-plat { fill: #ffd600; stroke: #a35400; }
.dj-pad.lit .dj-pad-n { fill: #3a2a00; }
.dj-pad.lit { cursor: pointer; }
.dj-svg.picking .dj-pad.can:not(.lit) .dj-cell { fill: transparent; }
#board .dj-svg.picking .dj-pad.legal:not(.lit) { filter: none; }
#board .dj-svg.picking .dj-pad.legal:not(.lit) > rect:first-of-type { stroke: none; }
.dj-svg.picking .dj-pad:not(.lit) .dj-plat { opacity: .75; }
.dj-tile-bg { fill: #fffef8; stroke: #1e88e5; stroke-width: 1.4; }
.dj-tile-bg.obstacle { fill: #fde7e7; stroke: #c62828; }
.dj-icon-q { font-family: system-ui, sans-serif; font-weight: 800; fill: #555; }
.dj-current-ring { fill: rgba(255, 214, 0, .35); stroke: #ff9100; stroke-width: 1.5; stroke-dasharray: 4 3; pointer-events: none; }
.dj-doodler .dj-fig { pointer-events: none; }
.dj-die:focus, .dj-pad:focus, .dj-tab:focus, .dj-strip:focus, .dj-tray:focus { outline: none; }
.dj-die:focus-visible .dj-die-bg { stroke: #ff9100; }
.dj-start-bg { fill: #efe6cc; stroke: #a89060; stroke-width: 1.2; stroke-dasharray: 5 4; }
.dj-start-label { font: 700 12px system-ui, sans-serif; fill: #7a6230; text-transform: uppercase; letter-spacing: .06em; }
.dj-tray-bg { fill: #1d3a57; stroke: #0f2236; }
.dj-die-bg { fill: #fffdf7; stroke: #1b1726; stroke-width: 2; }
.dj-pip { fill: #1b1726; }
.dj-die.special .dj-die-bg { fill: #ffcc80; stroke: #7a3b00; }
.dj-die-q { font: 800 22px system-ui, sans-serif; fill: #b6aec8; }
.dj-die.blank .dj-die-bg { fill: #d8d2e6; stroke-dasharray: 5 4; }
.dj-die-n { font: 700 10px system-ui, sans-serif; fill: rgba(255, 255, 255, .75); }
.dj-die.used { opacity: .3; }
.dj-die.used .dj-die-bg { stroke-dasharray: 4 3; }
.dj-die[data-select] { cursor: pointer; }
.dj-die[data-select] .dj-die-bg { stroke: #ffd600; stroke-width: 3; }
.dj-die.picked .dj-die-bg { stroke: #35c46a; stroke-width: 5; fill: #e5f8ea; }
.dj-die.special.picked .dj-die-bg { fill: #d7f5c8; }
.dj-sum { font: 700 13px system-ui, sans-serif; fill: #1d3a57; }
.dj-note { font: 600 11px system-ui, sans-serif; fill: #a35400; }
.dj-info { font: 500 12px system-ui, sans-serif; fill: #42617f; }
.dj-phase { font: 800 14px system-ui, sans-serif; fill: #1d3a57; }
.dj-help { font: 500 12px system-ui, sans-serif; fill: #34506b; }
.dj-side { display: flex; flex-direction: column; gap: 10px; }
.dj-seat { background: #fff; border-radius: 10px; border-left: 6px solid #8bc34a; box-shadow: 0 1px 3px rgba(0, 0, 0, .12); padding: 8px 10px; font-size: 13px; }
.dj-seat.current { box-shadow: 0 0 0 2px #ffd600, 0 2px 6px rgba(0, 0, 0, .15); }
.dj-seat.winner { background: #fff8d6; }
.dj-seat header { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.dj-seat .dj-name { font-size: 15px; }
.dj-you { background: #1f5fd1; color: #fff; border-radius: 999px; padding: 0 8px; font-size: 11px; font-weight: 700; }
.dj-to-play { background: #ffd600; color: #3a2f00; border-radius: 999px; padding: 0 8px; font-size: 11px; font-weight: 700; }
.dj-won { color: #a06d00; font-weight: 800; font-size: 12px; display: inline-flex; align-items: center; gap: 3px; }
.dj-where { color: #444; font-size: 12px; margin: 3px 0; }
.dj-muted { color: #888; }
.dj-held-title { color: #777; font-size: 11px; text-transform: uppercase; letter-spacing: .05em; margin-top: 4px; }
.dj-held-list { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 3px; }
.dj-held { display: inline-flex; align-items: center; gap: 3px; background: #eef6fd; border-radius: 999px; padding: 1px 8px 1px 2px; font-size: 11.5px; font-weight: 600; color: #1d3a57; }
.dj-held.obstacle { background: #fdeeee; color: #7a1a1a; }
.dj-held.legal { box-shadow: 0 0 0 2px #ffd600; cursor: pointer; }
.dj-none { color: #999; font-style: italic; font-size: 12px; }
`;

function render(root, view, ctx) {
  addStyle("dj-style", CSS);
  const w = wordsFor(ctx, "dj.web");
  root.replaceChildren();
  const pick = picker(view, ctx);
  const wrapDiv = h("div", { class: "dj", "data-game": "doodle-jump" });
  wrapDiv.append(h("div", { class: "dj-main" }, drawBoard(view, ctx, w, pick)), sidePanel(view, ctx, w));
  root.append(wrapDiv);
}

export default { render };
