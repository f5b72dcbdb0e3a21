// The table's clock, next to #turn: the time left for the decision the game waits for,
// counted down each second from the deadline the state message gives ("clock": {kind,
// seconds, deadline (Unix seconds), seat}, or null: no clock, or nobody timed now).
// Ids / selectors: #clock ([data-testid=clock], .mine when the time is mine, .low under
// 10 s; data-left = whole seconds left). When it reaches 0 the server plays a bot's move
// for the player, and the next state restarts or hides it.

import { el } from "./api.js";
import { t } from "./i18n.js";

const LOW = 10; // seconds: the countdown says it is nearly over
let shown = null; // the state message whose clock is shown
let ticker = null;

/** Show (or hide) the clock of the state message ``msg``. */
export function showClock(msg) {
  shown = msg && msg.clock && !msg.outcome ? msg : null;
  if (ticker === null && shown) ticker = setInterval(tick, 1000);
  if (ticker !== null && !shown) {
    clearInterval(ticker);
    ticker = null;
  }
  tick();
}

function node() {
  let box = document.getElementById("clock");
  if (!box) {
    box = el("div", { id: "clock", class: "clock", role: "timer", dataset: { testid: "clock" } });
    document.getElementById("turn").after(box);
  }
  return box;
}

function tick() {
  const box = node();
  box.hidden = !shown;
  if (!shown) return;
  const clock = shown.clock;
  const left = Math.max(0, Math.ceil(clock.deadline - Date.now() / 1000));
  const mine = shown.seat !== null && shown.seat === clock.seat;
  box.dataset.left = String(left);
  box.classList.toggle("mine", mine);
  box.classList.toggle("low", left <= LOW);
  box.textContent = t(mine ? "web.clock.mine" : "web.clock.left", { time: duration(left) });
}

/** 42 -> "0:42", 3725 -> "1:02:05", 2 days -> "48:00:00": a clock's face. */
function duration(seconds) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
