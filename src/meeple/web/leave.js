// Leaving a table and coming back (issue 19), wired from table.js.
// Ids / selectors: #leave-box in the actions panel, holding button[data-testid=leave]
// ("Leave the table", asked first in #leave-dialog: [data-testid=leave-ok] or
// [data-testid=leave-cancel]; unlike an action's question, it stays open while the game
// moves on, since leaving names no step) while my seat is a person's, or,
// once I left and a bot plays my seat, #left-note and button[data-testid=take-back]
// ("Take my seat back"). In the seats list, a seat its player left says so:
// #seats li[data-seat] [data-testid=seat-left] ("left: a bot plays"), and, asked back
// while the bot finishes its move, "coming back".

import { el } from "./api.js";
import { t } from "./i18n.js";

// `ui`: { send, connected } from table.js.
export function renderLeave(msg, ui) {
  markLeft(msg);
  let box = document.getElementById("leave-box");
  const mine = seatOf(msg);
  if (!mine || msg.outcome) {
    if (box) box.remove();
    return;
  }
  if (!box) {
    box = el("div", { id: "leave-box", class: "leave-box" });
    box.style.cssText = "margin-top: 10px; display: flex; flex-direction: column; gap: 6px; align-items: flex-start;";
    document.getElementById("actions").after(box);
  }
  box.replaceChildren(...(mine.left ? takeBack(mine, ui) : leave(msg, ui)));
}

function seatOf(msg) {
  if (msg.seat === null || msg.seat === undefined) return null;
  return (msg.seats || []).find((seat) => seat.seat === msg.seat) || null;
}

function leave(msg, ui) {
  const button = el("button", {
    type: "button", class: "btn small", "data-testid": "leave", text: t("web.leave.button"), disabled: !ui.connected,
    onclick: () => askLeave(() => ui.send({ type: "leave" })),
  });
  return [button];
}

function askLeave(onConfirm) {
  document.getElementById("leave-dialog")?.remove();
  const cancel = el("button", { type: "button", class: "btn", "data-testid": "leave-cancel", text: t("web.confirm.cancel"), onclick: () => dialog.close() });
  const ok = el("button", {
    type: "button", class: "btn primary", "data-testid": "leave-ok", text: t("web.leave.button"),
    onclick: () => {
      dialog.close();
      onConfirm();
    },
  });
  const dialog = el("dialog", { id: "leave-dialog", class: "confirm-dialog", "aria-labelledby": "leave-text" },
    el("p", { id: "leave-text", text: t("web.leave.confirm") }),
    el("div", { class: "confirm-buttons" }, cancel, ok));
  dialog.addEventListener("close", () => dialog.remove()); // Escape, or a button
  document.body.append(dialog);
  dialog.showModal();
  cancel.focus();
}

function takeBack(mine, ui) {
  const note = el("p", { id: "left-note", class: "muted", text: t(mine.returning ? "web.leave.returning" : "web.leave.you-left") });
  const button = el("button", {
    type: "button", class: "btn small primary", "data-testid": "take-back", text: t("web.leave.back"),
    disabled: !ui.connected || Boolean(mine.returning), onclick: () => ui.send({ type: "back" }),
  });
  return [note, button];
}

// The seats list (drawn by table.js) says who left: a bot plays their seat.
function markLeft(msg) {
  for (const seat of msg.seats || []) {
    if (!seat.left) continue;
    const li = document.querySelector(`#seats li[data-seat="${seat.seat}"]`);
    if (!li || li.querySelector("[data-testid=seat-left]")) continue;
    const text = t(seat.returning ? "web.leave.seat-returning" : "web.leave.seat-left");
    li.append(el("span", { class: "muted", "data-testid": "seat-left", text }));
  }
}
