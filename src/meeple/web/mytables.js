// My tables: the seat links this browser holds, the lobby's lists of them, and the
// creator's "new link" for a seat whose player lost theirs.
//
// Kept in localStorage as `meeple.seats`: [{token, table, game, seat, joined}], newest
// first, at most MAX_SEATS (one lookup request answers them all); an entry the server
// says is gone (its link re-issued, its table expired) is forgotten. The older keys
// `meeple.token.<token>` -> table are folded into the list once.
// Ids / selectors (lobby): #my-tables-panel (hidden while the browser holds no seat),
// #my-tables li.my-table[data-table][data-token] (.your-turn when the game waits for me)
// with a.go-seat ("Go to my seat", the seat link) and .my-turn (whose turn);
// #my-games li.my-game[data-table] with a.replay. Table page: button[data-new-link=<seat>]
// (the creator, on a taken person's seat whose player is away), #new-link-dialog with
// [data-testid=new-link-ok] / [data-testid=new-link-cancel], then #new-link-url and
// button.copy.

import { el, postJSON, showBanner } from "./api.js";
import { currentLang, t } from "./i18n.js";

const KEY = "meeple.seats";
const OLD_PREFIX = "meeple.token.";
export const MAX_SEATS = 50; // the server answers at most 50 tokens a request

function readList() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || "[]");
    return Array.isArray(list) ? list.filter((s) => s && typeof s.token === "string") : [];
  } catch {
    return [];
  }
}

function writeList(list) {
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX_SEATS)));
  } catch {
    /* private mode: the lobby just won't list them */
  }
}

// The keys an older page wrote (token -> table), moved into the list.
function foldOldKeys() {
  let keys = [];
  try {
    keys = Object.keys(localStorage).filter((k) => k.startsWith(OLD_PREFIX));
  } catch {
    return;
  }
  if (!keys.length) return;
  const list = readList();
  for (const key of keys) {
    const token = key.slice(OLD_PREFIX.length);
    if (!list.some((s) => s.token === token)) list.push({ token, table: localStorage.getItem(key), game: null, seat: null, joined: 0 });
    localStorage.removeItem(key);
  }
  writeList(list.sort((a, b) => (b.joined || 0) - (a.joined || 0)));
}

/** Every seat this browser holds, newest first. */
export function mySeats() {
  foldOldKeys();
  return readList();
}

/** Remember (or refresh) a seat link: `extra` may say its game and seat. */
export function rememberSeat(token, table, extra = {}) {
  if (!token || !table) return;
  const list = mySeats();
  const old = list.find((s) => s.token === token);
  const entry = { token, table, game: null, seat: null, joined: Date.now(), ...old, ...extra, table };
  writeList([entry, ...list.filter((s) => s.token !== token)]);
}

/** The table of a seat link this browser holds, or null. */
export function tableOfToken(token) {
  const found = mySeats().find((s) => s.token === token);
  return found ? found.table : null;
}

/** This browser's seat link at `table` (the newest), or null. */
export function myLinkAt(table) {
  const found = mySeats().find((s) => s.table === table);
  return found ? `/play/${found.token}` : null;
}

export function forgetSeats(tokens) {
  const gone = new Set(tokens);
  if (gone.size) writeList(readList().filter((s) => !gone.has(s.token)));
}

// -- the lobby --------------------------------------------------------------------------

/** Ask the server how each held seat stands, list them, and forget the dead links. */
export async function refreshMyTables() {
  const panel = document.getElementById("my-tables-panel");
  const held = mySeats();
  if (!panel) return;
  panel.hidden = !held.length;
  if (!held.length) return;
  let answers;
  try {
    answers = (await postJSON(`/api/seats/lookup?lang=${currentLang()}`, { tokens: held.map((s) => s.token) })).seats;
  } catch {
    return; // the next refresh may work; the lists stay as they were
  }
  // the dead links go; the others learn their game and seat, in the order they were
  const byToken = new Map(answers.map((a) => [a.token, a]));
  const kept = readList().filter((s) => !byToken.has(s.token) || byToken.get(s.token).status !== "gone");
  writeList(kept.map((s) => (byToken.has(s.token) ? { ...s, game: byToken.get(s.token).game, seat: byToken.get(s.token).seat } : s)));
  renderMine(answers.filter((a) => a.status === "playing"), answers.filter((a) => a.status === "finished"));
  panel.hidden = !answers.some((a) => a.status === "playing" || a.status === "finished");
}

function renderMine(playing, finished) {
  const tables = document.getElementById("my-tables");
  tables.replaceChildren();
  if (!playing.length) tables.append(el("li", { class: "empty", text: t("web.mine.no-tables") }));
  for (const a of playing) {
    const turn = a.your_turn ? el("span", { class: "badge your-turn-badge", text: t("web.mine.your-turn") }) : null;
    tables.append(el("li", { class: `table-row my-table${a.your_turn ? " your-turn" : ""}`, dataset: { table: a.table, token: a.token } },
      el("div", {},
        el("div", { class: "table-title" }, `${a.name} `, el("span", { class: "muted", text: `#${a.table}` }), " ", turn),
        el("div", { class: "muted my-turn", text: `${t("web.mine.you-are", { player: a.seat_name })} · ${a.turn}` })),
      el("div", { class: "table-actions" },
        el("a", { class: "btn small primary go-seat", href: `/play/${encodeURIComponent(a.token)}`, text: t("web.lobby.my-seat") }))));
  }
  const games = document.getElementById("my-games");
  games.replaceChildren();
  if (!finished.length) games.append(el("li", { class: "empty", text: t("web.mine.no-games") }));
  for (const a of finished) {
    games.append(el("li", { class: "table-row my-game", dataset: { table: a.table } },
      el("div", {},
        el("div", { class: "table-title" }, `${a.name} `, el("span", { class: "muted", text: `#${a.table}` })),
        el("div", { class: "muted", text: `${t("web.mine.you-are", { player: a.seat_name })} · ${a.outcome ? a.outcome.text : ""}` })),
      el("div", { class: "table-actions" }, el("a", { class: "btn small replay", href: a.replay, text: t("web.lobby.replay") }))));
  }
}

// -- the table page: a new link for a lost one ----------------------------------------------

/** The creator's "new link" button for `seat` (null when not offered): a person's seat
 * taken by someone else, whose player is not here. The server's rule
 * (LiveTable.new_link_refusal) has the last word: it also wants them away 60 s. */
export function newLinkControl(msg, seat, owner, online) {
  if (!owner || msg.outcome || seat.kind === "bot" || !seat.taken || seat.connected || seat.seat === msg.seat) return null;
  return el("button", {
    type: "button", class: "btn small new-link", dataset: { newLink: seat.seat }, disabled: !online,
    text: t("web.mine.new-link"), title: t("web.mine.new-link-help"),
    onclick: () => askNewLink(msg.table, seat, owner),
  });
}

function closeNewLink() {
  const dialog = document.getElementById("new-link-dialog");
  if (dialog) dialog.remove();
}

function askNewLink(table, seat, owner) {
  closeNewLink();
  const text = el("p", { id: "new-link-text", text: t("web.mine.new-link-ask", { player: seat.name }) });
  const buttons = el("div", { class: "confirm-buttons" });
  const dialog = el("dialog", { id: "new-link-dialog", class: "confirm-dialog", "data-testid": "new-link-dialog", "aria-labelledby": "new-link-text" }, text, buttons);
  const cancel = el("button", { type: "button", class: "btn", "data-testid": "new-link-cancel", text: t("web.confirm.cancel"), onclick: () => dialog.close() });
  const ok = el("button", {
    type: "button", class: "btn primary", "data-testid": "new-link-ok", text: t("web.mine.new-link"),
    onclick: () => makeNewLink(table, seat, owner, dialog),
  });
  buttons.append(cancel, ok);
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  cancel.focus();
}

async function makeNewLink(table, seat, owner, dialog) {
  let made;
  try {
    made = await postJSON(`/api/tables/${encodeURIComponent(table)}/seats/${seat.seat}/invite`, undefined, { "X-Owner": owner });
  } catch (err) {
    dialog.close();
    showBanner(err.message); // the rule's reason, e.g. the player left less than 60 s ago
    return;
  }
  const url = new URL(made.link, location.origin).href;
  const copy = el("button", { type: "button", class: "btn small copy", text: t("web.lobby.copy"), onclick: () => copyText(url, copy) });
  const done = el("button", { type: "button", class: "btn", "data-testid": "new-link-done", text: t("web.close"), onclick: () => dialog.close() });
  dialog.replaceChildren(
    el("p", { id: "new-link-text", text: t("web.mine.new-link-made", { player: seat.name }) }),
    el("p", {}, el("a", { id: "new-link-url", href: made.link, target: "_blank", text: url })),
    el("div", { class: "confirm-buttons" }, copy, done));
  done.focus();
}

async function copyText(text, button) {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = t("web.lobby.copied");
  } catch {
    /* the link is shown: it can be copied by hand */
  }
}
