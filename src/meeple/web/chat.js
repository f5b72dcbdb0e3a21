// The table's chat (server: chat.py; protocol: the "chat" messages of PROTOCOL.md).
// A panel in the side column, after the players: #chat ([data-testid=chat]) with #chat-lines
// li[data-index][data-channel][data-seat] (oldest first, .chat-name and .chat-text; a
// spectators' line also has .chat-tag), and, for whoever may write, #chat-form with
// #chat-input (Enter sends) and #chat-send. A seated player writes in the players'
// channel, which everyone at the table reads; a spectator reads it and writes in the
// spectators' channel, which the players never get. A line is put in the page with
// textContent only: it is plain text, never HTML. The replay shows the players' lines,
// read-only (replayChat).

import { el } from "./api.js";
import { t } from "./i18n.js";

export const TEXT_MAX = 300; // characters once trimmed (the server's chat.TEXT_MAX)
const SHOWN = 200; // lines kept in the page (the server sends at most 100 a channel)
// Control characters, line breaks and the marks that reorder text (chat.clean_text's).
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

const chat = {
  lines: new Map(), // index -> line, as the server sent it
  seat: undefined, // undefined until the first state; null: a spectator
  online: false,
  send: null, // sends a message on the table's socket
  pending: null, // the text last sent, put back if the server refuses it
};

/** The panel, after the players' panel of the side column. `send(message)` sends on the
 * table's socket; none (the replay): the lines only. */
export function mountChat(send = null) {
  chat.send = send;
  const panel = el("section", { id: "chat", class: "panel chat", "data-testid": "chat" },
    el("h2", { id: "chat-title" }),
    el("ul", { id: "chat-lines", "aria-live": "polite", "data-testid": "chat-lines" }));
  if (send) {
    const input = el("input", { id: "chat-input", type: "text", autocomplete: "off", maxlength: String(TEXT_MAX * 2), "data-testid": "chat-input" });
    const form = el("form", { id: "chat-form", hidden: true },
      input,
      el("button", { id: "chat-send", type: "submit", class: "btn small primary", "data-testid": "chat-send" }));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      submit(input);
    });
    panel.append(form, el("p", { id: "chat-error", role: "alert" }));
  }
  const seats = document.getElementById("seats");
  const after = seats && seats.closest(".panel");
  if (after) after.after(panel);
  else document.querySelector("aside.sidebar").append(panel);
  refreshChat();
}

function channel() {
  return chat.seat === null ? "spectators" : "players";
}

function submit(input) {
  const text = input.value.trim();
  const error = document.getElementById("chat-error");
  error.textContent = "";
  if (!text || !chat.send || !chat.online) return;
  if ([...text].length > TEXT_MAX) {
    error.textContent = t("web.chat.too-long", { max: TEXT_MAX });
    return;
  }
  if (FORBIDDEN.test(text)) {
    error.textContent = t("web.chat.control");
    return;
  }
  chat.pending = text;
  chat.send({ type: "chat", channel: channel(), text });
  input.value = "";
}

/** Who is writing: the seat of the last state (null: a spectator). */
export function setChatSeat(seat) {
  if (seat === chat.seat) return;
  chat.seat = seat;
  refreshChat();
}

/** The socket came or went: nothing can be sent while it is down. */
export function setChatOnline(online) {
  chat.online = online;
  const input = document.getElementById("chat-input");
  if (!input) return;
  input.disabled = !online;
  document.getElementById("chat-send").disabled = !online;
}

/** A "chat" message: its lines join those shown (a line sent again replaces its copy). */
export function onChat(msg) {
  for (const line of msg.lines || []) {
    chat.lines.set(line.index, line);
    if (line.seat === chat.seat && line.text === chat.pending) chat.pending = null;
  }
  const extra = [...chat.lines.keys()].sort((a, b) => a - b).slice(0, -SHOWN);
  for (const index of extra) chat.lines.delete(index);
  renderLines();
}

/** An "error" message: a line the server refused goes back in the input, to edit. */
export function chatRefused(msg) {
  const input = document.getElementById("chat-input");
  if (!input || chat.pending === null || !["bad-chat", "too-fast"].includes(msg.code)) return;
  if (!input.value) input.value = chat.pending;
  chat.pending = null;
}

/** The replay: the players' lines up to the step shown, read-only. */
export function replayChat(lines) {
  if (!document.getElementById("chat")) mountChat(null);
  chat.lines = new Map((lines || []).map((line) => [line.index, line]));
  refreshChat(); // the words too: the replay redraws after a change of language
}

/** The panel's words in the page's language (after a change of language). */
export function refreshChat() {
  const title = document.getElementById("chat-title");
  if (!title) return;
  title.textContent = t("web.chat.title");
  const form = document.getElementById("chat-form");
  if (form) {
    form.hidden = chat.seat === undefined;
    const input = document.getElementById("chat-input");
    const hint = t(chat.seat === null ? "web.chat.placeholder-spectators" : "web.chat.placeholder");
    input.placeholder = hint;
    input.setAttribute("aria-label", hint);
    document.getElementById("chat-send").textContent = t("web.chat.send");
    setChatOnline(chat.online);
  }
  renderLines();
}

function renderLines() {
  const list = document.getElementById("chat-lines");
  if (!list) return;
  const atEnd = list.scrollHeight - list.scrollTop - list.clientHeight < 24;
  const lines = [...chat.lines.values()].sort((a, b) => a.index - b.index);
  list.replaceChildren(...lines.map(lineItem));
  if (!lines.length) list.append(el("li", { class: "empty", text: t("web.chat.empty") }));
  if (atEnd) list.scrollTop = list.scrollHeight; // follow the talk, unless reading back
}

function lineItem(line) {
  const when = new Date(line.time);
  return el("li", {
    dataset: { index: line.index, channel: line.channel, seat: line.seat === null ? "" : line.seat },
    title: Number.isNaN(when.getTime()) ? null : when.toLocaleTimeString(),
  },
  line.channel === "spectators" ? el("span", { class: "chat-tag", text: t("web.chat.spectators") }) : null,
  el("span", { class: "chat-name", text: line.name }),
  el("span", { class: "chat-text", text: line.text }));
}
