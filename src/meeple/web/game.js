// What the table and replay pages share: the game's renderer and catalogue, the log list,
// the rules dialog. Ids: #log li[data-index] (newest first; .log-text and .log-events li),
// #rules-button, #rules-dialog, #rules-body, #rules-close.

import { el, getJSON, showBanner } from "./api.js";
import { currentLang, format, t } from "./i18n.js";
import { animateMoves, markLastMove, snapshot } from "./motion.js";

const renderers = new Map();
const catalogues = new Map();

/** The game's renderer module ({render}), loaded once. */
export async function loadRenderer(game) {
  if (!renderers.has(game)) {
    renderers.set(game, import(`/games/${game}/web.js`).then((module) => module.default));
  }
  return renderers.get(game);
}

/** The game's messages in a language, loaded once per language. */
export async function loadMessages(game, lang) {
  const key = `${game}:${lang}`;
  if (!catalogues.has(key)) {
    catalogues.set(key, getJSON(`/api/games/${game}/messages?lang=${lang}`).catch(() => ({})));
  }
  return catalogues.get(key);
}

/** ctx.t for a catalogue: {x} placeholders, "@msgid" arguments translated, lists joined. */
export function translator(messages) {
  const value = (v) => {
    if (typeof v === "string" && v.startsWith("@")) return messages[v.slice(1)] ?? v.slice(1);
    if (Array.isArray(v)) return v.map(value).join(", ");
    return v;
  };
  return (msgid, args) => {
    const text = messages[msgid] ?? msgid;
    if (!args) return text;
    const values = {};
    for (const [k, v] of Object.entries(args)) values[k] = value(v);
    return format(text, values);
  };
}

/** Draw the board with the game's renderer; a renderer crash shows in the board div.
 * `play(actionId)` is given on a live table only (null in a replay). The pieces that moved
 * since the last drawing glide to their new place, and the last move (`last`: the state
 * message's, {index, seat, target}) stays highlighted (motion.js). */
export async function drawBoard(board, game, view, { seat = null, actions = [], names = [], step = null, play = null, last = null } = {}) {
  const lang = currentLang();
  const [renderer, messages] = await Promise.all([loadRenderer(game), loadMessages(game, lang)]);
  const ctx = { seat, lang, t: translator(messages), actions, names, step, play };
  let before = null;
  try {
    before = snapshot(board); // measured now: the await above may have let another drawing in
    renderer.render(board, view, ctx);
  } catch (err) {
    console.error(err);
    board.replaceChildren(el("pre", { class: "empty", text: `${t("web.table.render-failed")}\n${err}` }));
    return;
  }
  try {
    markLastMove(board, step, last, animateMoves(board, before));
  } catch (err) {
    console.error(err); // a piece that does not glide is no reason to lose the board
  }
}

/** A log entry's line: a text that does not name who played ("Move to Observatory", "the
 * Explorer removes 1 sand") is led by the player's name. */
export function logLine(entry) {
  const text = entry.text || "";
  return entry.player && !text.includes(entry.player) ? `${entry.player} · ${text}` : text;
}

/** Fill #log with entries, newest first. */
export function renderLog(list, entries) {
  list.replaceChildren();
  if (!entries.length) {
    list.append(el("li", { class: "empty", dataset: { empty: "true" }, text: t("web.table.log-empty") }));
    return;
  }
  for (const entry of [...entries].sort((a, b) => b.index - a.index)) {
    const events = (entry.events || []).filter((e) => e && e !== entry.text);
    list.append(
      el("li", { dataset: { index: entry.index, seat: entry.seat ?? "" } },
        el("div", { class: "log-text", text: logLine(entry) }),
        events.length ? el("ul", { class: "log-events" }, events.map((e) => el("li", { text: e }))) : null),
    );
  }
}

/** Wire #rules-button to show the game's rules summary in #rules-dialog. */
export function wireRules(getGame) {
  const dialog = document.getElementById("rules-dialog");
  const button = document.getElementById("rules-button");
  if (!dialog || !button) return;
  document.getElementById("rules-close").addEventListener("click", () => dialog.close());
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  button.addEventListener("click", async () => {
    const game = getGame();
    if (!game) return;
    const body = document.getElementById("rules-body");
    try {
      const rules = await getJSON(`/api/games/${game}/rules?lang=${currentLang()}`);
      body.innerHTML = rules.html; // the server's own rules summary
    } catch (err) {
      body.replaceChildren(el("p", { class: "empty", text: err.message }));
      showBanner(err.message);
    }
    if (!dialog.open) dialog.showModal();
  });
}
