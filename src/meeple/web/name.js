// The player's display name, as the lobby and the table pages let them choose it.
// Kept in localStorage["meeple.name"]; the table page sends it to the server (the `name`
// query parameter of its socket, then a {"type": "name"} message at each change), which
// checks it again by the same rules and names the seat by it in every text.
// Ids: #name-button in the header (the name, or "Choose a name"), #name-dialog (a modal)
// with #name-input, #name-save, #name-cancel and #name-error. A name is only ever put in
// the page as text (textContent), never as HTML.

import { el } from "./api.js";
import { t } from "./i18n.js";

const KEY = "meeple.name";
export const NAME_MAX = 24; // characters once trimmed (the server's live.NAME_MAX)
// Control characters, line breaks and the marks that reorder text (live.clean_name's).
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** The name kept in this browser ("" if none, or if it no longer passes the rules). */
export function savedName() {
  let name = "";
  try {
    name = localStorage.getItem(KEY) || "";
  } catch {
    /* no storage: no name */
  }
  return checkName(name).error ? "" : name;
}

/** {name, error}: the name trimmed, and the web.* id saying what is wrong (null if fine). */
export function checkName(raw) {
  const name = String(raw).trim();
  const length = [...name].length; // characters, as the server counts them
  if (!length) return { name, error: "web.name.empty" };
  if (length > NAME_MAX) return { name, error: "web.name.too-long" };
  if (FORBIDDEN.test(name)) return { name, error: "web.name.control" };
  return { name, error: null };
}

function save(name) {
  try {
    localStorage.setItem(KEY, name);
  } catch {
    /* kept for this page only */
  }
}

let onChosen = null;

/** Put the name button in the header (before the language switch) and its dialog in the
 * page; `chosen(name)` runs after each change (the table page tells the server). */
export function mountNameControl(chosen) {
  onChosen = chosen;
  const header = document.querySelector("header.topbar");
  const button = el("button", { id: "name-button", type: "button", class: "btn small btn-ghost name-button", onclick: openDialog });
  header.insertBefore(button, document.getElementById("lang-switch"));
  const input = el("input", { id: "name-input", type: "text", autocomplete: "nickname", maxlength: String(NAME_MAX * 2) });
  const form = el("form", { method: "dialog", class: "name-form" },
    el("label", { for: "name-input", id: "name-label" }),
    input,
    el("p", { id: "name-error", class: "name-error", role: "alert" }),
    el("div", { class: "name-buttons" },
      el("button", { id: "name-cancel", type: "button", class: "btn small", onclick: () => dialog.close() }),
      el("button", { id: "name-save", type: "submit", class: "btn small primary" })));
  const dialog = el("dialog", { id: "name-dialog", class: "name-dialog" }, form);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    choose(input.value);
  });
  document.body.append(dialog);
  refreshNameControl();
}

/** The control's words in the page's language (after a change of language). */
export function refreshNameControl() {
  const button = document.getElementById("name-button");
  if (!button) return;
  const name = savedName();
  button.textContent = name || t("web.name.choose");
  button.title = t("web.name.change");
  document.getElementById("name-label").textContent = t("web.name.label", { max: NAME_MAX });
  document.getElementById("name-save").textContent = t("web.name.save");
  document.getElementById("name-cancel").textContent = t("web.name.cancel");
}

function openDialog() {
  const dialog = document.getElementById("name-dialog");
  const input = document.getElementById("name-input");
  input.value = savedName();
  document.getElementById("name-error").textContent = "";
  dialog.showModal();
  input.focus();
  input.select();
}

function choose(raw) {
  const { name, error } = checkName(raw);
  if (error) {
    document.getElementById("name-error").textContent = t(error, { max: NAME_MAX });
    return;
  }
  save(name);
  document.getElementById("name-dialog").close();
  refreshNameControl();
  if (onChosen) onChosen(name);
}
