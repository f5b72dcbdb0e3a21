// Zoom for boards that cannot fit (issue 18, item 5): on a phone a dense board (Narnia's map,
// Portal Dash's path and cube) keeps a width wider than the screen and pans inside #board, but
// its labels stay small. "−" / "+" buttons scale the board's SVGs by steps, 100% to 250% of
// the width they have unzoomed; the step is kept per game in localStorage. Pinch-zoom inside
// a scrolling box is not something CSS offers, hence buttons.
// Ids / selectors: div.zoom-bar[data-testid="zoom"] (hidden when not needed) holding
// button[data-zoom="out"], output[data-testid="zoom-level"] (e.g. "150%"), button[data-zoom="in"];
// #board.zoomed while zoomed in (it then pans sideways on any screen); a zoomed SVG carries
// [data-zoom-base] (its width unzoomed, CSS px).

import { t } from "./i18n.js";

const STEPS = [1, 1.25, 1.5, 1.75, 2, 2.5];
const NARROW = "(max-width: 600px)"; // the phone layout of style.css
const KEY = (game) => `meeple.zoom.${game}`;

const state = { board: null, game: null, bar: null };

function savedStep(game) {
  try {
    const n = Number(localStorage.getItem(KEY(game)));
    return Number.isInteger(n) && n > 0 && n < STEPS.length ? n : 0;
  } catch {
    return 0; // storage refused (private mode): unzoomed
  }
}

function saveStep(game, n) {
  try {
    localStorage.setItem(KEY(game), String(n));
  } catch {
    /* not kept: the zoom still applies to this page */
  }
}

/** The board's own SVGs (not one nested in another, nor a small icon): those as wide as #board. */
function boardSvgs(board) {
  const room = board.clientWidth;
  return [...board.querySelectorAll("svg")].filter(
    (svg) => !svg.parentElement.closest("svg") && (svg.dataset.zoomBase || svg.getBoundingClientRect().width >= room * 0.9),
  );
}

function makeBar() {
  const bar = document.createElement("div");
  bar.className = "zoom-bar";
  bar.dataset.testid = "zoom";
  bar.setAttribute("role", "group");
  bar.dataset.i18nAria = "web.zoom.group";
  const button = (dir, text) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "btn small";
    b.dataset.zoom = dir;
    b.dataset.i18nAria = `web.zoom.${dir}`;
    b.textContent = text;
    b.addEventListener("click", () => step(dir === "in" ? 1 : -1));
    return b;
  };
  const level = document.createElement("output");
  level.dataset.testid = "zoom-level";
  bar.append(button("out", "−"), level, button("in", "+"));
  for (const node of [bar, ...bar.querySelectorAll("[data-i18n-aria]")]) node.setAttribute("aria-label", t(node.dataset.i18nAria));
  return bar;
}

function step(delta) {
  const n = Math.min(STEPS.length - 1, Math.max(0, savedStep(state.game) + delta));
  saveStep(state.game, n);
  apply();
}

/** Sizes the board's SVGs at the game's zoom step and shows the bar when it is of use. */
function apply() {
  const { board, bar, game } = state;
  if (!board || !bar) return;
  const n = savedStep(game);
  const svgs = boardSvgs(board);
  for (const svg of svgs) {
    // the width unzoomed, measured with the page's own rules (a phone's min-width...)
    svg.style.removeProperty("width");
    svg.style.removeProperty("min-width");
    svg.style.removeProperty("max-width");
    svg.style.removeProperty("max-height");
    const base = svg.getBoundingClientRect().width;
    if (n === 0 || base === 0) {
      delete svg.dataset.zoomBase;
      continue;
    }
    svg.dataset.zoomBase = String(Math.round(base));
    const width = `${Math.round(base * STEPS[n])}px`;
    svg.style.cssText += `width: ${width}; min-width: ${width}; max-width: none; max-height: none;`;
  }
  board.classList.toggle("zoomed", n > 0 && svgs.length > 0);
  const overflows = board.scrollWidth > board.clientWidth + 1;
  bar.hidden = svgs.length === 0 || !(overflows || n > 0 || window.matchMedia(NARROW).matches);
  bar.querySelector("output").textContent = `${Math.round(STEPS[n] * 100)}%`;
  bar.querySelector('[data-zoom="out"]').disabled = n === 0;
  bar.querySelector('[data-zoom="in"]').disabled = n === STEPS.length - 1;
}

/** Called after each drawing of the board (table.js, replay.js): the new SVGs take the zoom. */
export function zoomBoard(board, game) {
  if (!state.bar) {
    state.bar = makeBar();
    const status = board.parentElement.querySelector(".status-bar");
    if (status) status.append(state.bar);
    else board.before(state.bar);
    window.addEventListener("resize", () => apply());
  }
  state.board = board;
  state.game = game;
  apply();
}
