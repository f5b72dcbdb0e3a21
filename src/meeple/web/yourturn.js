// Your turn: when the game comes to wait for this seat, the tab says so even in the
// background. The title reads "● Your turn · <game> · meeple" and the icon turns to an
// orange dot while it is my decision, back when it is not; a short beep plays (off by
// default, remembered in localStorage `meeple.turn-sound`); and at a turn-based table (a
// clock of kind "turn"; every table while the server sends no clock) a notification
// shows if the tab is hidden, once the player allowed it.
// Ids / selectors: .turn-signals (in .status-bar; hidden to spectators) holding
// #turn-sound (aria-pressed; data-played counts the beeps played) and #turn-notify
// (aria-pressed; shown where the browser has notifications and the table is turn-based;
// pressing it asks the browser's permission first); link[rel=icon] (data-mine="true"
// while it is my turn).

import { el } from "./api.js";
import { t } from "./i18n.js";

const SOUND_KEY = "meeple.turn-sound";
const NOTIFY_KEY = "meeple.turn-notify";
// An orange dot: an image the page's own CSP allows (img-src data:), no file to fetch.
const MINE_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#f08c00" stroke="#7a4100" stroke-width="1.5"/></svg>',
)}`;

const turn = {
  wasMine: null, // null until the first state: a page opened on my turn does not beep
  turnBased: false, // once a state's clock said so
  clockKnown: false, // the server sends a clock (a state holds the "clock" key)
  idleIcon: null, // the page's own icon, put back when it is not my turn
  audio: null,
  seated: false,
  game: "",
};

function saved(key) {
  try {
    return localStorage.getItem(key) === "on";
  } catch {
    return false;
  }
}

function save(key, on) {
  try {
    localStorage.setItem(key, on ? "on" : "off");
  } catch {
    /* private mode: the choice lasts as long as the page */
  }
}

/** Whether `msg` (a "state" message) waits for this page's seat. */
export function isMyTurn(msg) {
  return msg.seat !== null && msg.seat !== undefined && msg.to_move === msg.seat && !msg.outcome;
}

/** The tab's title and icon for `msg`, and the signals when it has just become my turn. */
export function noteTurn(msg, game) {
  const mine = isMyTurn(msg);
  turn.game = (game && game.name) || msg.game;
  turn.seated = msg.seat !== null && msg.seat !== undefined;
  if ("clock" in msg) turn.clockKnown = true;
  if (msg.clock && msg.clock.kind === "turn") turn.turnBased = true;
  document.title = mine ? t("web.turn.title", { game: turn.game }) : `${turn.game} · meeple`;
  setIcon(mine);
  showControls(msg);
  if (mine && turn.wasMine === false) {
    if (saved(SOUND_KEY)) beep();
    notify();
  }
  turn.wasMine = mine;
}

function setIcon(mine) {
  let link = document.querySelector("link[rel=icon]");
  if (!link) {
    link = el("link", { rel: "icon", href: "data:," });
    document.head.append(link);
  }
  if (turn.idleIcon === null) turn.idleIcon = link.getAttribute("href") || "data:,";
  const href = mine ? MINE_ICON : turn.idleIcon;
  if (link.getAttribute("href") !== href) link.setAttribute("href", href);
  link.dataset.mine = String(mine);
}

// -- the sound ------------------------------------------------------------------------------

// A short two-note beep made by the Web Audio API (no file). The browser lets a page make
// sound once the player touched it: the toggle's click makes the audio context.
function beep() {
  const button = document.getElementById("turn-sound");
  try {
    const Audio = window.AudioContext || window.webkitAudioContext;
    if (!Audio) return;
    if (!turn.audio) turn.audio = new Audio();
    const audio = turn.audio;
    if (audio.state === "suspended") audio.resume().catch(() => {});
    const gain = audio.createGain();
    gain.connect(audio.destination);
    const start = audio.currentTime;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    const tone = audio.createOscillator();
    tone.type = "sine";
    tone.frequency.setValueAtTime(660, start);
    tone.frequency.setValueAtTime(880, start + 0.12);
    tone.connect(gain);
    tone.start(start);
    tone.stop(start + 0.32);
  } catch {
    return; // no sound here: the title and the icon still say it
  }
  if (button) button.dataset.played = String(Number(button.dataset.played || 0) + 1);
}

// -- the notification -----------------------------------------------------------------------

function canNotify() {
  return "Notification" in window;
}

function notify() {
  if (!document.hidden || !offered() || !saved(NOTIFY_KEY)) return;
  if (Notification.permission !== "granted") return;
  try {
    const note = new Notification(t("web.turn.notice", { game: turn.game }), { body: t("web.turn.notice-body"), tag: "meeple-turn" });
    note.onclick = () => {
      window.focus();
      note.close();
    };
  } catch {
    /* some browsers allow notifications only from a service worker */
  }
}

// A notification matters where a turn may wait for hours: at a turn-based table (every
// table while the server does not say which clock it has).
function offered() {
  return canNotify() && (turn.turnBased || !turn.clockKnown);
}

async function toggleNotify() {
  const on = !saved(NOTIFY_KEY);
  if (on && Notification.permission !== "granted") {
    let answer = "denied";
    try {
      answer = await Notification.requestPermission();
    } catch {
      /* an old browser: refused */
    }
    if (answer !== "granted") {
      save(NOTIFY_KEY, false);
      syncButtons();
      return;
    }
  }
  save(NOTIFY_KEY, on);
  syncButtons();
}

// -- the controls ---------------------------------------------------------------------------

/** The sound and notification toggles, in the status bar (hidden until a seat's state). */
export function mountTurnControls() {
  const bar = document.querySelector(".status-bar");
  if (!bar || document.querySelector(".turn-signals")) return;
  const sound = el("button", {
    type: "button", id: "turn-sound", class: "btn small btn-ghost", "data-testid": "turn-sound",
    onclick: () => {
      save(SOUND_KEY, !saved(SOUND_KEY));
      if (saved(SOUND_KEY)) beep(); // the player hears what it will sound like
      syncButtons();
    },
  });
  const notice = el("button", {
    type: "button", id: "turn-notify", class: "btn small btn-ghost", "data-testid": "turn-notify", hidden: true, onclick: toggleNotify,
  });
  const box = el("span", { class: "turn-signals" }, sound, notice);
  box.style.cssText = "gap: 6px; align-items: center;";
  showNode(box, false, "inline-flex"); // until a seat's state
  bar.append(box);
  syncButtons();
}

// `hidden`, and a display the page's .btn rule cannot override
function showNode(node, show, display) {
  node.hidden = !show;
  node.style.display = show ? display : "none";
}

function showControls(msg) {
  const box = document.querySelector(".turn-signals");
  if (!box) return;
  showNode(box, turn.seated && !msg.outcome, "inline-flex");
  syncButtons();
}

/** The toggles' words and states (called again when the language changes). */
export function syncButtons() {
  const sound = document.getElementById("turn-sound");
  const notice = document.getElementById("turn-notify");
  if (!sound || !notice) return;
  const soundOn = saved(SOUND_KEY);
  sound.setAttribute("aria-pressed", String(soundOn));
  sound.textContent = t(soundOn ? "web.turn.sound-on" : "web.turn.sound-off");
  sound.title = t("web.turn.sound-help");
  showNode(notice, offered(), "");
  if (!canNotify()) return;
  const denied = Notification.permission === "denied";
  const noticeOn = saved(NOTIFY_KEY) && Notification.permission === "granted";
  notice.setAttribute("aria-pressed", String(noticeOn));
  notice.disabled = denied;
  notice.textContent = t(denied ? "web.turn.notify-blocked" : noticeOn ? "web.turn.notify-on" : "web.turn.notify-off");
  notice.title = t("web.turn.notify-help");
}
