// A finished table's replay: /replay/{table}.
// Ids: #replay-first, #replay-prev, #replay-next, #replay-last (buttons), #replay-range
// (slider), #replay-step (text "Step k / n", with data-step and data-steps), keyboard
// ArrowLeft/ArrowRight/Home/End; #board (the renderer, no legal targets), #log li
// (entries up to the step, newest first), #seats li[data-seat], #outcome (at the last step),
// #chat-lines li (the players' chat up to the step), #rules-button, #lang-switch
// button[data-lang], #banner (errors). The step is kept in the address as #step=k.

import { el, getJSON, showBanner } from "./api.js";
import { currentLang, initialLang, setLang, t, wireLangSwitch } from "./i18n.js";
import { drawBoard, renderLog, wireRules } from "./game.js";
import { replayChat } from "./chat.js";
import { zoomBoard } from "./zoom.js";

const page = { table: null, steps: 0, step: 0, data: null, cache: new Map(), seq: 0, gameName: null };

function tableId() {
  const parts = location.pathname.split("/").filter(Boolean);
  if (parts[0] === "replay" && parts[1]) return decodeURIComponent(parts[1]);
  return new URLSearchParams(location.search).get("table");
}

async function fetchStep(step) {
  const lang = currentLang();
  const key = `${lang}:${step}`;
  if (!page.cache.has(key)) {
    const query = step === null ? `lang=${lang}` : `step=${step}&lang=${lang}`;
    const promise = getJSON(`/api/tables/${encodeURIComponent(page.table)}/replay?${query}`);
    page.cache.set(key, promise);
    promise.catch(() => page.cache.delete(key));
  }
  return page.cache.get(key);
}

async function show(step) {
  const seq = ++page.seq;
  let data;
  try {
    data = await fetchStep(step);
  } catch (err) {
    if (seq !== page.seq) return;
    const notOver = err.status === 409 && err.code !== "outdated";
    showBanner(notOver ? t("web.replay.not-over") : err.message, "error", 10000);
    if (notOver) {
      document.getElementById("replay-step").replaceChildren(
        el("a", { href: `/t/${encodeURIComponent(page.table)}`, text: t("web.replay.watch-live") }));
    }
    return;
  }
  if (seq !== page.seq) return;
  page.data = data;
  page.steps = data.steps;
  page.step = data.step;
  if (!page.gameName) {
    try {
      const games = await getJSON(`/api/games?lang=${currentLang()}`);
      page.gameName = (games.find((g) => g.id === data.game) || {}).name || data.game;
    } catch {
      page.gameName = data.game;
    }
    document.getElementById("game-name").textContent = page.gameName;
  }
  const names = (data.seats || []).map((s) => s.name);
  await drawBoard(document.getElementById("board"), data.game, data.view, { seat: null, actions: [], names });
  if (seq !== page.seq) return;
  zoomBoard(document.getElementById("board"), data.game); // zoom.js
  const counter = document.getElementById("replay-step");
  counter.textContent = t("web.replay.step", { step: data.step, steps: data.steps });
  counter.dataset.step = data.step;
  counter.dataset.steps = data.steps;
  const range = document.getElementById("replay-range");
  range.max = String(data.steps);
  range.value = String(data.step);
  document.getElementById("replay-first").disabled = data.step <= 0;
  document.getElementById("replay-prev").disabled = data.step <= 0;
  document.getElementById("replay-next").disabled = data.step >= data.steps;
  document.getElementById("replay-last").disabled = data.step >= data.steps;
  const log = Array.isArray(data.log) ? data.log : (data.log && data.log.entries) || [];
  renderLog(document.getElementById("log"), log);
  renderSeats(data.seats || []);
  replayChat(data.chat || []); // the players' chat up to this step (#chat-lines)
  const box = document.getElementById("outcome");
  box.hidden = !data.outcome;
  if (data.outcome) {
    box.className = data.outcome.won === false ? "lost" : "won";
    document.getElementById("outcome-text").textContent = data.outcome.text || "";
    // who played, by their names (text only), as the live table's banner says it
    const names = (data.seats || []).map((seat) => seat.name).join(", ");
    document.getElementById("outcome-players").textContent = names ? t("web.table.outcome-players", { names }) : "";
  }
  history.replaceState(null, "", `#step=${data.step}`);
  // fetch the neighbours ahead of time so stepping feels instant
  if (data.step < data.steps) fetchStep(data.step + 1).catch(() => {});
  if (data.step > 0) fetchStep(data.step - 1).catch(() => {});
}

function renderSeats(seats) {
  const list = document.getElementById("seats");
  list.replaceChildren();
  for (const seat of seats) {
    list.append(el("li", { dataset: { seat: seat.seat, kind: seat.kind } },
      el("span", { class: "seat-name", text: seat.name }),
      null));
  }
}

function go(step) {
  const target = Math.max(0, Math.min(page.steps, step));
  if (target !== page.step || !page.data) show(target);
}

async function main() {
  await setLang(initialLang());
  page.table = tableId();
  wireRules(() => page.data && page.data.game);
  wireLangSwitch(() => {
    page.gameName = null;
    show(page.step);
  });
  document.getElementById("replay-first").addEventListener("click", () => go(0));
  document.getElementById("replay-prev").addEventListener("click", () => go(page.step - 1));
  document.getElementById("replay-next").addEventListener("click", () => go(page.step + 1));
  document.getElementById("replay-last").addEventListener("click", () => go(page.steps));
  document.getElementById("replay-range").addEventListener("input", (event) => go(Number(event.target.value)));
  document.addEventListener("keydown", (event) => {
    if (event.target.closest && event.target.closest("input, select, textarea, dialog")) return;
    if (event.key === "ArrowRight") go(page.step + 1);
    else if (event.key === "ArrowLeft") go(page.step - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(page.steps);
    else return;
    event.preventDefault();
  });
  const start = /step=(\d+)/.exec(location.hash);
  await show(start ? Number(start[1]) : 0);
}

main();
