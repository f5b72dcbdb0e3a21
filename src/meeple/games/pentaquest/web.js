// Pentaquest's renderer for the meeple web client (contract: server/PROTOCOL.md).
// Draws into root: div.pq > div.pq-main (svg.pq-board: the quest line, the deck, the dice;
// then the viewer's army as a hand of cards) + div.pq-side (the seat panels).
// Hooks for tests and for the page:
//   quest line   g.pq-card.pq-line-card[data-card=<n>][data-target="card:line:<n>"]
//                  [data-beatable=true|false][data-ability][data-combination]
//   deck         g[data-testid="deck"][data-target="deck"][data-count]
//   dice         g.pq-die[data-die=<1..5>][data-value=<0..6>]; when the viewer may reroll
//                  (live table) [data-select="die:<i>"], .picked once clicked
//   reroll       g[data-testid="reroll-picked"][data-enabled] plays "<seat>:reroll:<dice>";
//                  an army reroll card, clicked with dice picked, plays its reroll of them
//   rerolls      [data-testid="rerolls"][data-rerolls]
//   army cards   .pq-hcard[data-card=<n>][data-seat][data-target="card:army:<seat>:<n>"]
//                  (the viewer's in div.pq-hand[data-testid="hand"], the others' in their panel)
//   seat panels  section.pq-seat[data-seat][data-score][data-army][data-discard]
//                  (.me for ctx.seat, .current for the seat to play)
//   "you" marker .pq-you inside the viewer's panel

import { s, h, addStyle, wordsFor, fill } from "/static/draw.js";

// Words come from the game's catalogue (locale/*.po): pq.web.<key>.

const ABILITY_HEX = { plus: "#2e7d32", minus: "#b23a2a", plusminus: "#7b4fb0", reroll: "#1f5fa8", mirror: "#b7791f" };

// -- geometry ---------------------------------------------------------------------------
const CW = 118; // a line card
const CH = 168;
const GAP = 12;
const M = 16;
const LINE_Y = M + 22;
const DECK_X = M + 5 * (CW + GAP) + 8;
const VIEW_W = DECK_X + CW + M;
const DIE = 66;
const DICE_Y = LINE_Y + CH + 44;
const VIEW_H = DICE_Y + DIE + 70; // room for the reroll button under the tray

// -- symbols (centred on 0,0, about 2*r across) -------------------------------------------

const PIPS = {
  1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

/** A die face of side 2*r; value 0 draws a blank face with a question mark. */
function dieFace(value, r, cls = "pq-face") {
  const g = s("g", { class: cls });
  g.append(s("rect", { x: -r, y: -r, width: 2 * r, height: 2 * r, rx: r * 0.22, class: `${cls}-bg` }));
  if (!value) {
    g.append(s("text", { y: r * 0.35, "text-anchor": "middle", class: `${cls}-q`, "font-size": r }, "?"));
    return g;
  }
  const d = r * 0.5;
  const pr = (value === 1 ? r * 0.22 : r * 0.16) * (cls === "pq-mface" ? 1.25 : 1);
  for (const [x, y] of PIPS[value]) g.append(s("circle", { cx: x * d, cy: y * d, r: pr, class: `${cls}-pip${value === 1 ? " one" : ""}` }));
  return g;
}

function sunIcon(r) {
  const g = s("g", { class: "pq-sun" });
  for (let i = 0; i < 8; i++) {
    g.append(s("path", { d: `M0,${-r * 0.62} L0,${-r}`, class: "pq-sun-ray", "stroke-width": r * 0.18, transform: `rotate(${i * 45})` }));
  }
  g.append(s("circle", { r: r * 0.5, class: "pq-sun-disc", "stroke-width": r * 0.08 }));
  return g;
}

function moonIcon(r) {
  const a = (0.5275 * r).toFixed(2);
  const b = (0.85 * r).toFixed(2);
  const ri = (0.85 * r).toFixed(2);
  return s("g", { class: "pq-moon" },
    s("path", { d: `M${a},${-b} A${r},${r} 0 1 0 ${a},${b} A${ri},${ri} 0 1 1 ${a},${-b} Z`, class: "pq-moon-body", "stroke-width": r * 0.08 }));
}

/** The modifier's symbol, white on the ability's colour disc. */
function abilityIcon(ability, r) {
  const k = r / 12;
  const g = s("g", { class: `pq-ab pq-ab-${ability}` });
  g.append(s("circle", { r, fill: ABILITY_HEX[ability] || "#555", class: "pq-ab-disc" }));
  const line = (d, width = 2.6) => s("path", { d, stroke: "#fff", "stroke-width": width * k, fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" });
  if (ability === "plus") g.append(line(`M${-6 * k},0 L${6 * k},0 M0,${-6 * k} L0,${6 * k}`, 3));
  else if (ability === "minus") g.append(line(`M${-6 * k},0 L${6 * k},0`, 3));
  else if (ability === "plusminus") g.append(line(`M${-5.5 * k},${-3 * k} L${5.5 * k},${-3 * k} M0,${-8 * k} L0,${2 * k} M${-5.5 * k},${6 * k} L${5.5 * k},${6 * k}`, 2.6));
  else if (ability === "reroll") {
    // a spiral
    let d = "";
    for (let t = 0; t <= 2.6 * Math.PI; t += 0.25) {
      const rr = (1.2 + 2.9 * t / Math.PI) * k;
      d += `${d ? "L" : "M"}${(rr * Math.cos(t)).toFixed(2)},${(rr * Math.sin(t)).toFixed(2)} `;
    }
    g.append(line(d, 2.1));
  } else if (ability === "mirror") {
    g.append(line(`M${-6 * k},${6 * k} L${6 * k},${-6 * k} M${6 * k},${-6 * k} l${-5 * k},0 M${6 * k},${-6 * k} l0,${5 * k} M${-6 * k},${6 * k} l${5 * k},0 M${-6 * k},${6 * k} l0,${-5 * k}`, 2.4));
  }
  return g;
}

function abilityLabel(card, w) {
  if (card.ability === "reroll") return card.size >= 5 ? w("ability.reroll-any") : fill(w("ability.reroll"), { n: card.size });
  return fill(w(`ability.${card.ability}`), { n: card.size || 1 });
}

function abilityHelp(card, w) {
  if (card.ability === "reroll") return card.size >= 5 ? w("help.reroll-any") : fill(w("help.reroll"), { n: card.size });
  return fill(w(`help.${card.ability}`), { n: card.size || 1 });
}

function needsText(card, w) {
  const parts = [];
  if (card.suns) parts.push(fill(w("suns"), { n: card.suns }));
  if (card.moons) parts.push(fill(w("moons"), { n: card.moons }));
  if ((card.fixed || []).length) parts.push(fill(w("fixed"), { faces: card.fixed.join("-") }));
  return fill(w("needs"), { what: parts.join(" + ") });
}

/** The combination row: suns, moons, then fixed faces, centred on 0, fitting `width`. */
function combination(card, width, size = 18) {
  const items = [];
  for (let i = 0; i < card.suns; i++) items.push(["sun"]);
  for (let i = 0; i < card.moons; i++) items.push(["moon"]);
  for (const face of card.fixed || []) items.push(["die", face]);
  const g = s("g", { class: "pq-combo" });
  if (!items.length) return g;
  const gap = 3;
  let step = size + gap;
  let sz = size;
  if (items.length * step - gap > width) {
    step = (width + gap) / items.length;
    sz = step - gap;
  }
  const x0 = -((items.length - 1) * step) / 2;
  items.forEach(([kind, face], i) => {
    const icon = kind === "sun" ? sunIcon(sz / 2) : kind === "moon" ? moonIcon(sz / 2 * 0.95) : dieFace(face, sz / 2 * 0.9, "pq-mface");
    icon.setAttribute("transform", `translate(${(x0 + i * step).toFixed(2)},0)`);
    g.append(icon);
  });
  return g;
}

/** One card drawn at (0,0), width cw; the height is 1.42 * width. */
function cardBody(card, cw, w, { beatable = false } = {}) {
  const ch = cw * 1.42;
  const k = cw / CW;
  const g = s("g", {});
  g.append(s("rect", { width: cw, height: ch, rx: 8 * k, class: `pq-card-bg${beatable ? " beatable" : ""}` }));
  g.append(s("rect", { x: 4 * k, y: 4 * k, width: cw - 8 * k, height: ch - 8 * k, rx: 5 * k, class: "pq-card-frame" }));
  // number, top left
  g.append(s("text", { x: 9 * k, y: 19 * k, class: "pq-card-num", "font-size": 12 * k }, `#${card.number}`));
  // modifier, top right: its symbol and its name
  const icon = abilityIcon(card.ability, 15 * k);
  icon.setAttribute("transform", `translate(${cw - 21 * k},${21 * k})`);
  g.append(icon);
  // the enemy: a helmeted silhouette, tinted by the ability
  const mx = cw / 2;
  const my = 64 * k;
  g.append(s("path", {
    d: `M${mx - 22 * k},${my + 26 * k} Q${mx - 24 * k},${my - 4 * k} ${mx},${my - 22 * k} Q${mx + 24 * k},${my - 4 * k} ${mx + 22 * k},${my + 26 * k} Z`,
    class: "pq-enemy", fill: ABILITY_HEX[card.ability] || "#555",
  }));
  g.append(s("rect", { x: mx - 13 * k, y: my - 2 * k, width: 26 * k, height: 6 * k, rx: 3 * k, class: "pq-enemy-eyes" }));
  // the ability in words, under the picture
  g.append(s("text", { x: mx, y: 110 * k, "text-anchor": "middle", class: "pq-card-ability", "font-size": 14 * k, fill: ABILITY_HEX[card.ability] || "#333" }, abilityLabel(card, w)));
  // the combination band, at the bottom
  g.append(s("rect", { x: 8 * k, y: ch - 44 * k, width: cw - 16 * k, height: 34 * k, rx: 5 * k, class: "pq-combo-band" }));
  const combo = combination(card, cw - 24 * k, 22 * k);
  combo.setAttribute("transform", `translate(${mx},${ch - 27 * k})`);
  g.append(combo);
  g.append(s("title", {}, `${fill(w("card"), { n: card.number })} · ${card.combination}\n${needsText(card, w)}\n${abilityLabel(card, w)}: ${abilityHelp(card, w)}`));
  return g;
}

// -- the board ------------------------------------------------------------------------------

function drawLine(view, ctx, w) {
  const g = s("g", { class: "pq-line", "data-testid": "quest-line" });
  g.append(s("text", { x: M, y: LINE_Y - 8, class: "pq-title" }, w("line")));
  const beatable = new Set(view.beatable || []);
  for (let i = 0; i < 5; i++) {
    const x = M + i * (CW + GAP);
    const card = (view.line || [])[i];
    if (!card) {
      g.append(s("rect", { x, y: LINE_Y, width: CW, height: CH, rx: 8, class: "pq-slot" }));
      continue;
    }
    const beat = beatable.has(card.number);
    const cg = s("g", {
      class: `pq-card pq-line-card${beat ? " beatable" : ""}`, transform: `translate(${x},${LINE_Y})`,
      "data-card": card.number, "data-target": `card:line:${card.number}`, "data-beatable": String(beat), "data-motion": `card:${card.number}`,
      "data-ability": card.ability, "data-combination": card.combination,
    });
    cg.append(cardBody(card, CW, w, { beatable: beat }));
    if (beat) {
      const badge = s("g", { transform: `translate(${CW / 2},${CH + 2})`, class: "pq-beat-badge" });
      badge.append(s("rect", { x: -52, y: -9, width: 104, height: 18, rx: 9 }));
      const viewerTurn = view.turn && view.turn.seat === ctx.seat;
      badge.append(s("text", { y: 4.5, "text-anchor": "middle" }, w(viewerTurn ? "beatable" : "beatable-other")));
      cg.append(badge);
    }
    g.append(cg);
  }
  if (!(view.line || []).length) {
    g.append(s("text", { x: M + (5 * (CW + GAP) - GAP) / 2, y: LINE_Y + CH / 2, "text-anchor": "middle", class: "pq-empty-line" }, w("line-empty")));
  }
  return g;
}

function drawDeck(view, w) {
  const n = view.deck || 0;
  const g = s("g", { class: "pq-deck", "data-testid": "deck", "data-target": "deck", "data-count": n, transform: `translate(${DECK_X},${LINE_Y})` });
  g.append(s("title", {}, fill(w("deck-count"), { n })));
  if (!n) g.append(s("rect", { width: CW, height: CH, rx: 8, class: "pq-slot pq-deck-empty" }));
  const layers = Math.min(4, Math.ceil(n / 10));
  for (let i = layers - 1; i >= 0; i--) {
    const back = s("g", { transform: `translate(${i * 3},${-i * 3})` });
    back.append(s("rect", { width: CW, height: CH, rx: 8, class: "pq-back" }));
    if (i === 0) {
      back.append(s("rect", { x: 7, y: 7, width: CW - 14, height: CH - 14, rx: 5, class: "pq-back-frame" }));
      for (let j = 0; j < 5; j++) {
        const a = (j * 72 - 90) * Math.PI / 180;
        const d = dieFace(j + 1, 8, "pq-bface");
        d.setAttribute("transform", `translate(${CW / 2 + 24 * Math.cos(a)},${CH / 2 - 8 + 24 * Math.sin(a)})`);
        back.append(d);
      }
    }
    g.append(back);
  }
  g.append(s("text", { x: CW / 2, y: CH - 18, "text-anchor": "middle", class: "pq-deck-count" }, String(n)));
  g.append(s("text", { x: CW / 2 + 4, y: -12, "text-anchor": "middle", class: "pq-title small" }, w("deck")));
  const rolling = view.turn && view.turn.phase === "roll" && !view.outcome;
  if (rolling) g.append(s("text", { x: CW / 2, y: CH + 18, "text-anchor": "middle", class: "pq-roll-hint" }, `🎲 ${w("roll")}`));
  return g;
}

// -- picking dice to reroll ----------------------------------------------------------------
/** Call `act` on a click, or on Enter or Space when `node` has the focus. */
function onActivate(node, act) {
  node.addEventListener("click", act);
  node.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      act(event);
    }
  });
}

// Which dice to reroll is one action ("0:reroll:1,3"), chosen in several clicks: the dice
// picked are kept here for the step they were picked at, and a button (or a reroll card)
// plays the action naming exactly them.

const picked = { key: null, dice: new Set() };

function pickable(ctx) {
  if (!ctx.play || ctx.seat === null || ctx.seat === undefined) return null;
  const ids = new Set((ctx.actions || []).map((a) => a.id).filter((id) => id.includes(":reroll:")));
  if (!ids.size) return null;
  const key = `${ctx.seat}:${ctx.step}`;
  if (picked.key !== key) {
    picked.key = key;
    picked.dice = new Set();
  }
  const dice = picked.dice;
  const list = () => [...dice].sort((a, b) => a - b).join(",");
  const free = () => `${ctx.seat}:reroll:${list()}`;
  const byCard = (n) => `${ctx.seat}:use:${n}:reroll:${list()}`;
  const listeners = [];
  const refresh = () => listeners.forEach((f) => f());
  return {
    free: [...ids].some((id) => id.startsWith(`${ctx.seat}:reroll:`)),
    count: () => dice.size,
    freeId: () => (dice.size && ids.has(free()) ? free() : null),
    play: (id) => ctx.play(id),
    onChange: (f) => listeners.push(f),
    wire(node, die) {
      const show = () => {
        node.classList.toggle("picked", dice.has(die));
        node.setAttribute("aria-checked", String(dice.has(die)));
      };
      const toggle = (event) => {
        event.stopPropagation();
        if (dice.has(die)) dice.delete(die);
        else dice.add(die);
        refresh();
      };
      onActivate(node, toggle);
      listeners.push(show);
      show();
    },
    wireCard(box, number, w) {
      const show = () => box.classList.toggle("armed", dice.size > 0 && ids.has(byCard(number)));
      box.addEventListener("click", (event) => {
        // With no die picked the page offers every set of dice in a menu; picked dice say
        // which set, and a set the card cannot reroll plays nothing.
        if (!dice.size) return;
        event.stopPropagation();
        if (ids.has(byCard(number))) ctx.play(byCard(number));
        else box.setAttribute("title", w("pick-first"));
      });
      listeners.push(show);
      show();
    },
  };
}

function rerollButton(pick, w) {
  const g = s("g", { class: "pq-reroll-btn", "data-testid": "reroll-picked", role: "button", tabindex: "0", transform: `translate(${M},${DIE + 30})` });
  const width = 5 * (DIE + 18) + 14;
  g.append(s("rect", { width, height: 28, rx: 14 }));
  const label = s("text", { x: width / 2, y: 19, "text-anchor": "middle" });
  g.append(label);
  const show = () => {
    const id = pick.freeId();
    g.setAttribute("data-enabled", String(Boolean(id)));
    g.classList.toggle("enabled", Boolean(id));
    label.textContent = pick.count() ? fill(w("reroll-picked"), { n: pick.count() }) : w("pick-dice");
  };
  const go = (event) => {
    event.stopPropagation();
    const id = pick.freeId();
    if (id) pick.play(id);
  };
  onActivate(g, go);
  pick.onChange(show);
  show();
  return g;
}

function drawDice(view, ctx, w) {
  const g = s("g", { class: "pq-dice", transform: `translate(0,${DICE_Y})` });
  const turn = view.turn || {};
  const who = turn.seat;
  const title = who === ctx.seat || view.players === 1 ? w("dice") : fill(w("dice-of"), { name: seatName(who, ctx, w) });
  g.append(s("text", { x: M, y: -14, class: "pq-title" }, title));
  const tray = s("rect", { x: M, y: -4, width: 5 * (DIE + 18) + 14, height: DIE + 8 + 20, rx: 12, class: "pq-tray" });
  g.append(tray);
  const pick = ctx.pick;
  (view.dice || [0, 0, 0, 0, 0]).forEach((value, i) => {
    const x = M + 14 + i * (DIE + 18) + DIE / 2;
    const die = s("g", {
      class: `pq-die${value ? "" : " blank"}`, "data-die": i + 1, "data-value": value, "data-motion": `die:${i + 1}`,
      transform: `translate(${x},${DIE / 2 + 2})`,
    });
    if (pick) {
      die.setAttribute("data-select", `die:${i + 1}`);
      die.setAttribute("tabindex", "0");
      die.setAttribute("role", "checkbox");
      pick.wire(die, i + 1);
    }
    die.append(dieFace(value, DIE / 2, "pq-dface"));
    die.append(s("text", { y: DIE / 2 + 14, "text-anchor": "middle", class: "pq-die-n" }, String(i + 1)));
    g.append(die);
  });
  if (pick && pick.free) g.append(rerollButton(pick, w));
  // the turn's state, right of the tray
  const info = s("g", { transform: `translate(${M + 5 * (DIE + 18) + 34},8)`, class: "pq-dice-info" });
  let line1;
  if (view.outcome) line1 = w("over");
  else if (turn.phase === "roll") line1 = turn.first ? w("rerolls-first") : w("not-rolled");
  else line1 = turn.rerolls ? fill(w("rerolls"), { n: turn.rerolls }) : w("no-rerolls");
  const rr = s("text", { y: 12, class: "pq-rerolls", "data-testid": "rerolls", "data-rerolls": turn.rerolls ?? 0 }, line1);
  info.append(rr);
  if (turn.phase === "play" && !view.outcome) {
    for (let j = 0; j < turn.rerolls; j++) {
      const pip = abilityIcon("reroll", 9);
      pip.setAttribute("transform", `translate(${10 + j * 24},32)`);
      info.append(pip);
    }
  }
  const mine = ctx.seat !== null && ctx.seat !== undefined && turn.seat === ctx.seat && !view.outcome;
  if (mine) {
    const help = s("text", { y: turn.phase === "play" && turn.rerolls ? 62 : 34, class: "pq-help" });
    const targets = new Set((ctx.actions || []).map((a) => a.target).filter(Boolean));
    const has = (prefix) => [...targets].some((x) => x.startsWith(prefix));
    let text = w("to-roll");
    if (turn.phase !== "roll") {
      const bits = [pick && pick.free ? w("hint-die") : null, has("card:army:") ? w("hint-army") : null, has("card:line:") ? w("hint-line") : null].filter(Boolean);
      text = bits.length ? bits.join(" ") : w("hint-none");
    }
    const words = text.split(/\s+/);
    let line = "";
    let n = 0;
    for (const word of words) {
      if (line && (line + " " + word).length > 34) {
        help.append(s("tspan", { x: 0, dy: n ? 14 : 0 }, line));
        line = word;
        n++;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) help.append(s("tspan", { x: 0, dy: n ? 14 : 0 }, line));
    info.append(help);
  }
  g.append(info);
  return g;
}

function drawBoard(view, ctx, w) {
  const svg = s("svg", { class: "pq-board", viewBox: `0 0 ${VIEW_W} ${VIEW_H}`, role: "img", "aria-label": w("line") });
  svg.append(s("rect", { width: VIEW_W, height: VIEW_H, rx: 18, class: "pq-felt" }));
  svg.append(drawLine(view, ctx, w));
  svg.append(drawDeck(view, w));
  svg.append(drawDice(view, ctx, w));
  return svg;
}

// -- armies ---------------------------------------------------------------------------------

function handCard(card, seat, w, width, pick = null) {
  const box = h("div", {
    class: `pq-hcard ab-${card.ability}`, "data-card": card.number, "data-seat": seat, "data-motion": `card:${card.number}`,
    "data-target": `card:army:${seat}:${card.number}`, "data-ability": card.ability,
    title: `${abilityLabel(card, w)}: ${abilityHelp(card, w)}`,
  });
  const svg = s("svg", { viewBox: `-2 -2 ${CW + 4} ${CH + 4}`, width, height: (width * (CH + 4)) / (CW + 4), "aria-hidden": "true" });
  svg.append(cardBody(card, CW, w));
  box.append(svg);
  if (pick && card.ability === "reroll") pick.wireCard(box, card.number, w);
  return box;
}

function seatName(seat, ctx, w) {
  const name = ctx.names && ctx.names[seat];
  return name || fill(w("player"), { n: (seat ?? 0) + 1 });
}

function seatPanel(seat, view, ctx, w) {
  const mine = seat === ctx.seat;
  const current = view.turn && view.turn.seat === seat && !view.outcome;
  const army = (view.armies || [])[seat] || [];
  const discard = (view.discards || [])[seat] || [];
  const score = (view.scores || [])[seat] ?? army.length;
  const panel = h("section", {
    class: `pq-seat${mine ? " me" : ""}${current ? " current" : ""}`,
    "data-seat": seat, "data-score": score, "data-army": army.length, "data-discard": discard.length,
  });
  panel.append(h("header", {},
    h("strong", { class: "pq-name", text: seatName(seat, ctx, w) }),
    mine ? h("span", { class: "pq-you", "data-testid": "you", text: w("you") }) : null,
    current ? h("span", { class: "pq-to-play", text: w("to-play") }) : null,
    h("span", { class: "pq-score", title: w("score") }, h("small", { text: w("score") }), h("b", { text: String(score) }))));
  panel.append(h("div", { class: "pq-counts" },
    h("span", { class: "pq-count-army", text: fill(w("army-count"), { n: army.length }) }),
    h("span", { class: "pq-count-discard", text: fill(w("discard"), { n: discard.length }) })));
  if (!mine) {
    const list = h("div", { class: "pq-mini-army" });
    if (!army.length) list.append(h("span", { class: "pq-none", text: w("empty") }));
    for (const card of army) list.append(handCard(card, seat, w, 40));
    panel.append(list);
  } else {
    // the abilities at hand, counted by kind
    const kinds = {};
    for (const card of army) {
      const key = abilityLabel(card, w);
      kinds[key] = kinds[key] || { card, n: 0 };
      kinds[key].n++;
    }
    const chips = h("div", { class: "pq-chips" });
    for (const [label, { card, n }] of Object.entries(kinds)) {
      const icon = s("svg", { viewBox: "-12 -12 24 24", width: 16, height: 16, "aria-hidden": "true" }, abilityIcon(card.ability, 11));
      chips.append(h("span", { class: "pq-chip", title: abilityHelp(card, w) }, icon, h("span", { text: n > 1 ? `${label} ×${n}` : label })));
    }
    if (army.length) panel.append(chips);
  }
  return panel;
}

function handStrip(view, ctx, w) {
  const seat = ctx.seat;
  if (seat === null || seat === undefined) return null;
  const army = (view.armies || [])[seat] || [];
  const box = h("div", { class: "pq-hand-box" });
  box.append(h("div", { class: "pq-hand-title" }, h("strong", { text: w("your-army") }), h("span", { class: "pq-muted", text: ` (${army.length})` })));
  const hand = h("div", { class: "pq-hand", "data-testid": "hand" });
  if (!army.length) hand.append(h("span", { class: "pq-none", text: w("empty") }));
  const width = army.length > 14 ? 64 : 80;
  const pick = ctx.pick;
  for (const card of army) hand.append(handCard(card, seat, w, width, pick));
  box.append(hand);
  return box;
}

function sidePanel(view, ctx, w) {
  const side = h("div", { class: "pq-side" });
  const seats = [...Array(view.players || (view.armies || []).length).keys()];
  seats.sort((a, b) => (b === ctx.seat) - (a === ctx.seat) || a - b);
  for (const seat of seats) side.append(seatPanel(seat, view, ctx, w));
  return side;
}

// -- styles (injected once) -----------------------------------------------------------------

const CSS = `
.pq { display: grid; grid-template-columns: minmax(0, 1fr) minmax(190px, 230px); gap: 14px; align-items: start; }
@media (max-width: 900px) { .pq { grid-template-columns: 1fr; } }
.pq-main { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.pq-board { width: 100%; height: auto; max-height: calc(100vh - 230px); display: block; user-select: none; }
.pq-felt { fill: #2c2640; }
.pq-title { font: 700 13px system-ui, sans-serif; fill: #efe6ff; letter-spacing: .02em; }
.pq-title.small { font-size: 12px; }
.pq-slot { fill: none; stroke: rgba(255, 255, 255, .25); stroke-width: 1.5; stroke-dasharray: 6 5; }
.pq-deck-empty { fill: rgba(255, 255, 255, .06); pointer-events: all; }
.pq-deck.legal .pq-deck-empty { stroke: #ffd600; stroke-width: 3; }
.pq-empty-line { font: 600 14px system-ui, sans-serif; fill: rgba(255, 255, 255, .6); }
.pq-card-bg { fill: #f6f0e0; stroke: #1b1726; stroke-width: 1.5; }
.pq-card-bg.beatable { stroke: #35c46a; stroke-width: 4; }
.pq-card-frame { fill: none; stroke: rgba(40, 30, 60, .35); stroke-width: 1; }
.pq-card-num { font-family: system-ui, sans-serif; font-weight: 700; fill: #6b6380; }
.pq-card-ability { font-family: system-ui, sans-serif; font-weight: 800; }
.pq-enemy { opacity: .22; }
.pq-enemy-eyes { fill: #1b1726; opacity: .35; }
.pq-combo-band { fill: #e6dcc3; stroke: rgba(40, 30, 60, .3); stroke-width: 1; }
.pq-sun-ray { stroke: #f5b800; stroke-linecap: round; }
.pq-sun-disc { fill: #ffcf33; stroke: #a06d00; }
.pq-moon-body { fill: #5b86d6; stroke: #1f3a6e; }
.pq-mface-bg { fill: #fff; stroke: #1b1726; stroke-width: 1; }
.pq-mface-pip { fill: #1b1726; }
.pq-mface-pip.one { fill: #c0392b; }
.pq-beat-badge rect { fill: #35c46a; }
.pq-beat-badge text { font: 800 10.5px system-ui, sans-serif; fill: #fff; }
.pq-back { fill: #4b3f70; stroke: #f6f0e0; stroke-width: 2; }
.pq-back-frame { fill: none; stroke: rgba(246, 240, 224, .5); stroke-width: 1.2; }
.pq-bface-bg { fill: rgba(246, 240, 224, .9); }
.pq-bface-pip { fill: #4b3f70; }
.pq-deck-count { font: 800 22px system-ui, sans-serif; fill: #fff; paint-order: stroke; stroke: rgba(0, 0, 0, .5); stroke-width: 3px; }
.pq-roll-hint { font: 800 13px system-ui, sans-serif; fill: #ffd600; }
.pq-tray { fill: rgba(0, 0, 0, .25); stroke: rgba(255, 255, 255, .15); }
.pq-dface-bg { fill: #fffdf7; stroke: #1b1726; stroke-width: 2; }
.pq-dface-pip { fill: #1b1726; }
.pq-dface-pip.one { fill: #c0392b; }
.pq-dface-q { font-family: system-ui, sans-serif; font-weight: 800; fill: #b6aec8; }
.pq-die.blank .pq-dface-bg { fill: #d8d2e6; stroke-dasharray: 5 4; }
.pq-die-n { font: 700 11px system-ui, sans-serif; fill: rgba(255, 255, 255, .6); }
.pq-rerolls { font: 700 14px system-ui, sans-serif; fill: #efe6ff; }
.pq-help { font: 500 12px system-ui, sans-serif; fill: rgba(239, 230, 255, .8); }
.pq-board [data-target].legal { cursor: pointer; }
.pq-die[data-select] { cursor: pointer; }
.pq-die[data-select] .pq-dface-bg { stroke: #ffd600; stroke-width: 2.5; }
.pq-die.picked .pq-dface-bg { stroke: #35c46a; stroke-width: 5; fill: #e5f8ea; }
.pq-die.picked { transform-box: fill-box; }
.pq-reroll-btn rect { fill: rgba(255, 255, 255, .12); stroke: rgba(255, 255, 255, .3); }
.pq-reroll-btn text { font: 700 13px system-ui, sans-serif; fill: rgba(239, 230, 255, .6); }
.pq-reroll-btn.enabled { cursor: pointer; }
.pq-reroll-btn.enabled rect { fill: #35c46a; stroke: #1d7a3f; }
.pq-reroll-btn.enabled text { fill: #fff; }
.pq-hcard.armed { border-color: #35c46a; box-shadow: 0 0 0 2px #35c46a; }
.pq-die.legal:hover { transform-box: fill-box; }
.pq-line-card.legal .pq-card-bg { stroke: #ffd600; stroke-width: 5; }
.pq-deck.legal .pq-back { stroke: #ffd600; stroke-width: 4; }
.pq-hand-box { background: #fff; border-radius: 10px; box-shadow: 0 1px 3px rgba(0, 0, 0, .12); padding: 8px 10px; }
.pq-hand-title { font-size: 14px; margin-bottom: 6px; }
.pq-muted { color: #777; }
.pq-hand { display: flex; flex-wrap: wrap; gap: 6px; }
.pq-hcard { display: inline-block; line-height: 0; border-radius: 8px; border: 3px solid transparent; }
.pq-hcard.legal { border-color: #ffd600; cursor: pointer; box-shadow: 0 0 0 1px #b89a00; }
.pq-hcard.legal:hover { transform: translateY(-3px); }
.pq-none { color: #999; font-style: italic; font-size: 12px; line-height: 1.4; }
.pq-side { display: flex; flex-direction: column; gap: 10px; }
.pq-seat { background: #fff; border-radius: 10px; border-left: 6px solid #4b3f70; box-shadow: 0 1px 3px rgba(0, 0, 0, .12); padding: 8px 10px; font-size: 13px; }
.pq-seat.current { box-shadow: 0 0 0 2px #ffd600, 0 2px 6px rgba(0, 0, 0, .15); }
.pq-seat header { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.pq-seat .pq-name { font-size: 15px; }
.pq-score { margin-left: auto; display: inline-flex; align-items: baseline; gap: 4px; }
.pq-score small { color: #777; font-size: 11px; }
.pq-score b { font-size: 20px; color: #4b3f70; }
.pq-you { background: #1f5fd1; color: #fff; border-radius: 999px; padding: 0 8px; font-size: 11px; font-weight: 700; }
.pq-to-play { background: #ffd600; color: #3a2f00; border-radius: 999px; padding: 0 8px; font-size: 11px; font-weight: 700; }
.pq-counts { display: flex; gap: 10px; color: #555; font-size: 12px; margin: 3px 0; }
.pq-mini-army { display: flex; flex-wrap: wrap; gap: 3px; margin-top: 4px; }
.pq-chips { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 4px; }
.pq-chip { display: inline-flex; align-items: center; gap: 3px; background: #f1edf8; border-radius: 999px; padding: 1px 7px 1px 2px; font-size: 11.5px; font-weight: 600; color: #3a2f55; }
`;

function render(root, view, ctx) {
  addStyle("pq-style", CSS);
  const w = wordsFor(ctx, "pq.web");
  root.replaceChildren();
  ctx = { ...ctx, pick: pickable(ctx) };
  const wrapDiv = h("div", { class: "pq", "data-game": "pentaquest" });
  const main = h("div", { class: "pq-main" }, drawBoard(view, ctx, w));
  const hand = handStrip(view, ctx, w);
  if (hand) main.append(hand);
  wrapDiv.append(main, sidePanel(view, ctx, w));
  root.append(wrapDiv);
}

export default { render };
