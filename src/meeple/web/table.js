// A table, live: /t/{table} (spectator) or /play/{token} (a seat).
// Ids / selectors: #board (the renderer draws here; [data-target].legal = clickable),
// #action-menu button[data-action] (when several actions share a target), #why
// ([data-testid=why]: the reason a click on an element not lit does nothing, a few seconds),
// #actions button[data-action] (every legal action, always), #undo, #turn (.mine when it
// is my move), #log li[data-index] (newest first), #seats li[data-seat] (.dot.on =
// connected, [data-kind], [data-connected]) with, for the table's creator, an owner control
// select[data-bot-choice="<seat>"] + button[data-give-bot="<seat>"] on seats not taken,
// button[data-new-link="<seat>"] for a lost link (mytables.js), .turn-signals (yourturn.js),
// #outcome (shown at the end; #outcome-text) with #replay-link, #rules-button /
// #rules-dialog, #lang-switch button[data-lang], #conn[data-state=open|connecting|closed],
// #spectating (shown to spectators), #banner (errors), #game-name, #error-page (instead of
// the table when the link leads to no table or the seat link is not valid; #error-text and
// a link back to the lobby, body.failed). While the socket is down body.offline is set and
// every control that sends something is disabled, until it is back. An action with a
// `confirm` question is sent only after #confirm-dialog (a modal) is answered with
// [data-testid=confirm-ok]; [data-testid=confirm-cancel] or Escape plays nothing.
// Without a mouse (keyboard.js): Tab walks the lit targets in reading order, then the
// actions and #undo; the arrows move between lit targets; #announce reads new log entries.

import { ApiError, el, getJSON, ownerOf, postJSON, showBanner } from "./api.js";
import { currentLang, initialLang, setLang, t, wireLangSwitch } from "./i18n.js";
import { drawBoard, renderLog, wireRules } from "./game.js";
import { announceLog, keepFocus, wireKeyboard } from "./keyboard.js";
import { showClock } from "./clock.js";
import { mountNameControl, refreshNameControl, savedName } from "./name.js";
import { chatRefused, mountChat, onChat, refreshChat, setChatOnline, setChatSeat } from "./chat.js";
import { forgetSeats, newLinkControl, rememberSeat, tableOfToken } from "./mytables.js";
import { mountTurnControls, noteTurn } from "./yourturn.js";
import { zoomBoard } from "./zoom.js";
import { renderLeave } from "./leave.js";
import { onRematch, renderRematch } from "./rematch.js";

const page = {
  table: null,
  token: null,
  ws: null,
  backoff: 500,
  closedForGood: false,
  connected: false, // the socket is open: the controls may send
  failure: null, // why the table cannot be shown: a web.* message id, or the server's words
  lastError: null, // the reason of the last "error" message
  last: null, // the last "state" message
  log: [], // log entries kept, by index
  game: null, // the /api/games description of this table's game
  renderSeq: 0,
};

// -- where am I? -----------------------------------------------------------------------------

async function resolveTable() {
  const parts = location.pathname.split("/").filter(Boolean);
  const query = new URLSearchParams(location.search);
  if (parts[0] === "t" && parts[1]) return { table: decodeURIComponent(parts[1]), token: null };
  if (parts[0] === "play" && parts[1]) {
    const token = decodeURIComponent(parts[1]);
    let table = query.get("table");
    if (!table) table = tableOfToken(token); // a seat this browser holds (mytables.js)
    if (!table) {
      // Not in the protocol yet: a way to learn a seat link's table (see the report).
      try {
        table = (await getJSON(`/api/seats/${encodeURIComponent(token)}`)).table;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return { table: null, token, failure: "web.table.bad-token" };
      }
    }
    return { table, token };
  }
  // A replay of no table is answered with this page too.
  if (parts[0] === "replay" && parts[1]) return { table: decodeURIComponent(parts[1]), token: null };
  return { table: query.get("table"), token: query.get("token") };
}

// -- the socket --------------------------------------------------------------------------------

function setConn(state) {
  const conn = document.getElementById("conn");
  conn.dataset.state = state;
  conn.textContent = t(`web.conn.${state}`);
}

function connect() {
  setConn("connecting");
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const params = new URLSearchParams({ lang: currentLang() });
  if (page.token) params.set("token", page.token);
  if (page.token && savedName()) params.set("name", savedName()); // the seat's name, at once
  const ws = new WebSocket(`${scheme}://${location.host}/ws/${encodeURIComponent(page.table)}?${params}`);
  page.ws = ws;
  ws.addEventListener("open", () => {
    page.backoff = 500;
    setConn("open");
    setOnline(true);
  });
  ws.addEventListener("message", (event) => {
    let msg;
    try {
      msg = JSON.parse(event.data);
    } catch {
      return;
    }
    if (msg.type === "state") onState(msg);
    else if (msg.type === "seats") onSeats(msg);
    else if (msg.type === "why") onWhy(msg);
    else if (msg.type === "rematch") onRematch(msg, page.table);
    else if (msg.type === "chat") onChat(msg);
    else if (msg.type === "error") {
      page.lastError = msg.reason || msg.code;
      chatRefused(msg); // a refused chat line goes back in its input
      // Before any state, an error is the join refused: the close that follows says it.
      if (page.last) showBanner(page.lastError);
    }
  });
  ws.addEventListener("close", (event) => {
    if (page.ws !== ws) return;
    setConn("closed");
    setOnline(false);
    if (event.code === 4403 || event.code === 4404) {
      page.closedForGood = true;
      if (page.token) forgetSeats([page.token]); // a dead link leaves "my tables"
      showFailure(event.code === 4403 ? "web.table.bad-token" : "web.table.no-table");
      return;
    }
    if (event.code === 4409) {
      // The table was stored under older rules of its game: the server's reason says so.
      page.closedForGood = true;
      showFailure(page.lastError);
      return;
    }
    if (page.last) showBanner(t("web.error.offline"), "error", 8000);
    const wait = page.backoff;
    page.backoff = Math.min(page.backoff * 2, 10000);
    setTimeout(connect, wait);
  });
}

// The socket came or went: while it is down nothing may be played (a click would be lost).
function setOnline(online) {
  if (page.connected === online) return;
  page.connected = online;
  setChatOnline(online);
  document.body.classList.toggle("offline", !online);
  closeMenu();
  if (!online) closeConfirm();
  if (!online) {
    for (const control of document.querySelectorAll("#actions button, #undo, .owner-control button, .owner-control select, #leave-box button, #rematch")) {
      control.disabled = true;
    }
    for (const node of document.querySelectorAll("#board [data-target].legal")) {
      node.classList.remove("legal");
      node.removeAttribute("tabindex");
    }
  }
  // Back online: the server sends the state again on joining, drawn with live controls.
}

// The table cannot be shown: a page saying why, in the player's language, and the lobby.
// `why` is a web.* message id, or the server's own words (already in the page's language).
function showFailure(why) {
  page.failure = why || "web.table.no-table";
  document.body.classList.add("failed");
  document.getElementById("error-page").hidden = false;
  const text = page.failure.startsWith("web.") ? t(page.failure) : page.failure;
  document.getElementById("error-text").textContent = text;
  document.getElementById("turn").textContent = text;
  document.getElementById("error-lobby").focus();
}

function send(message) {
  if (!page.ws || page.ws.readyState !== WebSocket.OPEN) {
    showBanner(t("web.table.not-connected"));
    return;
  }
  page.ws.send(JSON.stringify(message));
}

// Every way of playing comes here (the action list, a board target or its menu, the
// renderer's ctx.play): an action the game wants confirmed (its `confirm`, a question) is
// sent only once the player says so in #confirm-dialog.
function play(actionId) {
  closeMenu();
  if (!page.last) return;
  const step = page.last.step;
  const action = (page.last.actions || []).find((a) => a.id === actionId);
  if (action && action.confirm) {
    askFirst(action.confirm, step, () => send({ type: "act", action: actionId, step }));
    return;
  }
  send({ type: "act", action: actionId, step });
}

// -- questions before playing --------------------------------------------------------------

// #confirm-dialog (a modal <dialog>, data-step = the step it was asked at): the question in
// #confirm-text, button[data-testid=confirm-cancel] (focused first; Escape too) and
// button[data-testid=confirm-ok].
function askFirst(question, step, onConfirm) {
  closeConfirm();
  const cancel = el("button", {
    type: "button", class: "btn", "data-testid": "confirm-cancel", text: t("web.confirm.cancel"), onclick: () => closeConfirm(),
  });
  const ok = el("button", {
    type: "button", class: "btn primary", "data-testid": "confirm-ok", text: t("web.confirm.ok"),
    onclick: () => {
      closeConfirm();
      onConfirm();
    },
  });
  const dialog = el("dialog", {
    id: "confirm-dialog", class: "confirm-dialog", "data-testid": "confirm-dialog", "aria-labelledby": "confirm-text",
    dataset: { step: String(step) },
  },
  el("p", { id: "confirm-text", text: question }),
  el("div", { class: "confirm-buttons" }, cancel, ok));
  dialog.addEventListener("close", () => dialog.remove()); // Escape, or a button
  document.body.append(dialog);
  dialog.showModal();
  cancel.focus();
}

function closeConfirm() {
  const dialog = document.getElementById("confirm-dialog");
  if (!dialog) return;
  if (dialog.open) dialog.close();
  dialog.remove();
}

// -- a new state -----------------------------------------------------------------------------

function onState(msg) {
  const from = msg.log ? msg.log.from : page.log.length;
  page.log = page.log.filter((entry) => entry.index < from).concat(msg.log ? msg.log.entries : []);
  announceLog(page.log); // the new entries, read out (not the log of the first state)
  page.last = msg;
  setChatSeat(msg.seat); // a seat writes to the players, a spectator to the spectators
  const asking = document.getElementById("confirm-dialog");
  if (asking && asking.dataset.step !== String(msg.step)) closeConfirm(); // asked of an older position
  render();
}

// Someone came or went: only the seats changed.
function onSeats(msg) {
  if (!page.last || page.last.table !== msg.table) return;
  page.last = { ...page.last, seats: msg.seats };
  render();
}

async function render() {
  const msg = page.last;
  if (!msg) return;
  const seq = ++page.renderSeq;
  closeMenu();
  if (!page.game || page.game.id !== msg.game) await loadGameInfo(msg.game);
  const board = document.getElementById("board");
  const names = (msg.seats || []).map((s) => s.name);
  await drawBoard(board, msg.game, msg.view, { seat: msg.seat, actions: msg.actions || [], names, step: msg.step, play, last: msg.last });
  if (seq !== page.renderSeq) return; // a newer state is being drawn
  markLegal(board, msg.actions || []);
  renderTurn(msg);
  noteTurn(msg, page.game); // the tab's title and icon, a sound, a notification (yourturn.js)
  showClock(msg); // #clock, the time left to move (clock.js)
  renderActions(msg);
  renderSeats(msg);
  renderLeave(msg, { send, connected: page.connected });
  renderLog(document.getElementById("log"), page.log);
  renderOutcome(msg);
  renderRematch(msg, { send, connected: page.connected });
  keepFocus(); // a keyboard player stays on the board across redraws
  zoomBoard(board, msg.game); // a dense board zoomed in, on a phone (zoom.js)
}

async function loadGameInfo(game) {
  try {
    const games = await getJSON(`/api/games?lang=${currentLang()}`);
    page.game = games.find((g) => g.id === game) || { id: game, name: game, bots: [] };
  } catch {
    page.game = { id: game, name: game, bots: [] };
  }
  document.getElementById("game-name").textContent = page.game.name;
  document.title = `${page.game.name} · meeple`;
}

function byTarget(actions) {
  const groups = new Map();
  for (const action of actions) {
    if (!action.target) continue;
    if (!groups.has(action.target)) groups.set(action.target, []);
    groups.get(action.target).push(action);
  }
  return groups;
}

function markLegal(board, actions) {
  const groups = byTarget(page.connected ? actions : []);
  for (const node of board.querySelectorAll("[data-target]")) {
    const group = groups.get(node.dataset.target);
    node.classList.toggle("legal", Boolean(group));
    if (group) {
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      node.setAttribute("aria-label", group.map((a) => a.label).join(" / "));
    }
  }
}

function renderTurn(msg) {
  const turn = document.getElementById("turn");
  // At the end the outcome panel says how it ended; the turn line only says it did.
  turn.textContent = msg.outcome ? t("web.table.game-over") : msg.turn || "";
  turn.classList.toggle("mine", msg.seat !== null && msg.seat !== undefined && msg.to_move === msg.seat && !msg.outcome);
}

// A longer list of actions is grouped by kind (the id's second part: "0:reroll:5"), each
// kind under a <details> heading that stays as the player left it (open at first).
const GROUP_OVER = 8;
const closedKinds = new Set();

function actionKind(action) {
  return action.id.split(":")[1] || "";
}

function kindName(kind) {
  const key = `web.kind.${kind}`;
  const text = t(key);
  if (text !== key) return text;
  const words = kind.replace(/[-_]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function actionButton(action) {
  return el("li", {}, el("button", {
    type: "button", class: "btn", dataset: { action: action.id, target: action.target ?? "" },
    text: action.label, onclick: () => play(action.id), disabled: !page.connected,
  }));
}

function actionGroups(actions) {
  const groups = new Map();
  for (const action of actions) {
    const kind = actionKind(action);
    if (!groups.has(kind)) groups.set(kind, []);
    groups.get(kind).push(action);
  }
  return groups;
}

function actionGroup(kind, group) {
  const summary = el("summary", { text: t("web.table.kind-count", { kind: kindName(kind), n: group.length }) });
  summary.style.cssText = "cursor: pointer; font-weight: 600; padding: 4px 0; min-height: 24px;";
  const inner = el("ul", { class: "action-group-list" }, ...group.map(actionButton));
  inner.style.cssText = "list-style: none; margin: 2px 0 4px; padding: 0 0 0 10px; display: flex; flex-direction: column; gap: 4px;";
  const details = el("details", { open: !closedKinds.has(kind) }, summary, inner);
  details.addEventListener("toggle", () => (details.open ? closedKinds.delete(kind) : closedKinds.add(kind)));
  return el("li", { class: "action-group", dataset: { kind } }, details);
}

function renderActions(msg) {
  const list = document.getElementById("actions");
  list.replaceChildren();
  const spectator = msg.seat === null || msg.seat === undefined;
  document.getElementById("spectating").hidden = !spectator;
  const actions = msg.actions || [];
  if (actions.length > GROUP_OVER) {
    for (const [kind, group] of actionGroups(actions)) {
      list.append(group.length > 1 ? actionGroup(kind, group) : actionButton(group[0]));
    }
  } else {
    for (const action of actions) list.append(actionButton(action));
  }
  if (!spectator && !(msg.actions || []).length && !msg.outcome) {
    list.append(el("li", { class: "empty", text: t("web.table.no-actions") }));
  }
  document.getElementById("undo").disabled = !msg.can_undo || !page.connected;
}

function renderSeats(msg) {
  const list = document.getElementById("seats");
  list.replaceChildren();
  const owner = ownerOf(msg.table);
  const bots = (page.game && page.game.bots && page.game.bots.length) ? page.game.bots : ["bot"];
  for (const seat of msg.seats || []) {
    const isBot = seat.kind === "bot";
    const li = el("li", {
      class: msg.to_move === seat.seat && !msg.outcome ? "to-move" : "",
      dataset: { seat: seat.seat, kind: seat.kind, connected: String(Boolean(seat.connected || isBot)) },
    },
      el("span", { class: `dot${seat.connected || isBot ? " on" : ""}`, title: t(seat.connected || isBot ? "web.seat.connected" : "web.seat.away") }),
      el("span", { class: "seat-name", text: seat.name }),
      isBot ? null : el("span", { class: "muted", text: seat.taken ? t("web.seat.person") : t("web.seat.free") }),
      seat.seat === msg.seat ? el("span", { class: "badge", text: t("web.seat.you") }) : null);
    if (mayHandOver(msg, seat, owner)) {
      const select = el("select", { dataset: { botChoice: seat.seat }, "aria-label": t("web.lobby.bot-level"), disabled: !page.connected },
        ...bots.map((name) => el("option", { value: name, text: botLabel(name), title: botHelp(name) })));
      if (bots.includes("normal")) select.value = "normal";
      const describe = () => (select.title = botHelp(select.value));
      select.addEventListener("change", describe);
      describe();
      li.append(el("span", { class: "owner-control" }, select,
        el("button", { type: "button", class: "btn small", dataset: { giveBot: seat.seat }, text: t("web.seat.give-bot"), disabled: !page.connected, onclick: () => giveToBot(seat.seat, select.value) })));
    }
    const relink = newLinkControl(msg, seat, owner, page.connected); // a lost link (mytables.js)
    if (relink) li.append(el("span", { class: "owner-control" }, relink));
    list.append(li);
  }
}

// The server's rule (LiveTable.hand_over_refusal), as its seats list says it: a seat never
// taken is the creator's to hand over; a taken one, the creator's or another seated
// player's, from hand_over_at (its player away while the game waits for it).
function mayHandOver(msg, seat, owner) {
  if (msg.outcome || seat.kind === "bot") return false;
  if (seat.hand_over === "free") return Boolean(owner);
  if (typeof seat.hand_over_at !== "number") return false;
  const wait = seat.hand_over_at * 1000 - Date.now();
  if (wait > 0) {
    clearTimeout(page.handOverTimer);
    page.handOverTimer = setTimeout(render, wait + 200);  // offer it when it is time
    return false;
  }
  return Boolean(owner) || (msg.seat !== null && msg.seat !== seat.seat);
}

function botLabel(name) {
  const key = `web.bot.${name}`;
  const text = t(key);
  return text === key ? name || "bot" : text;
}

// A bot level's one-line description ("" for a name the catalogue does not describe).
function botHelp(name) {
  const key = `web.bot.${name}.help`;
  const text = t(key);
  return text === key ? "" : text;
}

async function giveToBot(seat, bot) {
  try {
    const owner = ownerOf(page.table);
    const who = owner ? { "X-Owner": owner } : { "X-Seat": page.token };
    await postJSON(`/api/tables/${encodeURIComponent(page.table)}/seats/${seat}/bot`, { bot }, who);
    showBanner(t("web.seat.given", { n: seat + 1 }), "info", 2500);
  } catch (err) {
    showBanner(err.message);
  }
}

function renderOutcome(msg) {
  const box = document.getElementById("outcome");
  if (!msg.outcome) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  box.className = msg.outcome.won === false ? "lost" : "won";
  document.getElementById("outcome-text").textContent = msg.outcome.text || "";
  // who played, by the names the server gives the seats (text only: a name is never HTML)
  const names = (msg.seats || []).map((seat) => seat.name).join(", ");
  document.getElementById("outcome-players").textContent = names ? t("web.table.outcome-players", { names }) : "";
  document.getElementById("replay-link").href = `/replay/${encodeURIComponent(msg.table)}`;
}

// -- clicks on the board -------------------------------------------------------------------

function closeMenu() {
  const menu = document.getElementById("action-menu");
  if (menu) menu.remove();
}

function openMenu(actions, x, y) {
  closeMenu();
  const menu = el("div", { id: "action-menu", role: "menu", "data-testid": "action-menu" },
    ...actions.map((action) => el("button", {
      type: "button", class: "btn", role: "menuitem", dataset: { action: action.id }, text: action.label, onclick: () => play(action.id),
    })));
  document.body.append(menu);
  const box = menu.getBoundingClientRect();
  menu.style.left = `${Math.max(6, Math.min(x + 6, window.innerWidth - box.width - 6))}px`;
  menu.style.top = `${Math.max(6, Math.min(y + 6, window.innerHeight - box.height - 6))}px`;
  menu.querySelector("button").focus();
}

function activate(node, x, y) {
  if (!page.last || !page.connected) return;
  if (!node.classList.contains("legal")) {
    askWhy(node, x, y);
    return;
  }
  const group = byTarget(page.last.actions || []).get(node.dataset.target) || [];
  if (group.length === 1) play(group[0].id);
  else if (group.length > 1) openMenu(group, x, y);
}

function wireBoard() {
  const board = document.getElementById("board");
  board.addEventListener("click", (event) => {
    const node = event.target.closest("[data-target]");
    if (!node || !board.contains(node)) return;
    event.stopPropagation();
    activate(node, event.clientX, event.clientY);
  });
  board.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const node = event.target.closest("[data-target]");
    if (!node) return;
    event.preventDefault();
    const box = node.getBoundingClientRect();
    activate(node, box.left + box.width / 2, box.top + box.height / 2);
  });
  document.addEventListener("click", (event) => {
    const menu = document.getElementById("action-menu");
    if (menu && !menu.contains(event.target)) closeMenu();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeMenu();
  });
}

// -- why not? ------------------------------------------------------------------------------
// A click on a board element that is not lit asks the server why (a reason from the game's
// rules, for this seat, in its language); the answer shows next to the element in #why
// ([data-testid=why], role=status) for a few seconds. An answer for another step or
// another element than the last asked is dropped.

const WHY_MS = 4000;
let whyTimer = null;

function askWhy(node, x, y) {
  closeMenu();
  page.whyAsked = { target: node.dataset.target, step: page.last.step, x, y };
  send({ type: "why", target: node.dataset.target, step: page.last.step });
}

function onWhy(msg) {
  const asked = page.whyAsked;
  if (!asked || asked.target !== msg.target || !page.last || msg.step !== page.last.step) return;
  page.whyAsked = null;
  closeWhy();
  const note = el("div", { id: "why", role: "status", "data-testid": "why", class: "why-note", text: msg.reason });
  document.body.append(note);
  const box = note.getBoundingClientRect();
  note.style.left = `${Math.max(6, Math.min(asked.x + 8, window.innerWidth - box.width - 6))}px`;
  note.style.top = `${Math.max(6, Math.min(asked.y + 8, window.innerHeight - box.height - 6))}px`;
  whyTimer = setTimeout(closeWhy, WHY_MS);
}

function closeWhy() {
  clearTimeout(whyTimer);
  const note = document.getElementById("why");
  if (note) note.remove();
}

// -- start ---------------------------------------------------------------------------------

async function main() {
  await setLang(initialLang());
  setConn("connecting");
  wireBoard();
  wireKeyboard({ closeMenu });
  wireRules(() => page.last && page.last.game);
  mountTurnControls(); // the your-turn sound and notification toggles
  document.getElementById("undo").addEventListener("click", () => {
    if (page.last) send({ type: "undo", step: page.last.step });
  });
  mountChat(send);
  mountNameControl((name) => {
    // a seat tells the table at once; a spectator's name waits for a seat of theirs
    if (page.token && page.ws && page.ws.readyState === WebSocket.OPEN) send({ type: "name", name });
  });
  wireLangSwitch(async (lang) => {
    refreshNameControl();
    refreshChat();
    setConn(page.ws && page.ws.readyState === WebSocket.OPEN ? "open" : "connecting");
    page.game = null;
    if (page.failure) showFailure(page.failure);
    if (page.ws && page.ws.readyState === WebSocket.OPEN) send({ type: "lang", lang });
    render();
  });
  const where = await resolveTable();
  page.table = where.table;
  page.token = where.token;
  if (!page.table) {
    setConn("closed");
    showFailure(where.failure || "web.table.unknown-link");
    return;
  }
  if (page.token) rememberSeat(page.token, page.table); // listed in the lobby's "my tables"
  connect();
}

main();
