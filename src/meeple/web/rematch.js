// Play again (issue 19), wired from table.js.
// Ids / selectors: in #outcome, button#rematch[data-testid=rematch] ("Play again", for a
// seated player) and, once the server made the rematch, a#rematch-join
// [data-testid=rematch-join] (my new seat's link; for a spectator, the new table to watch).
// Who asked goes to their new seat at once. On a rematch table, its creator sees the links
// of the seats nobody took yet in #invites ([data-testid=invites], a link per seat).

import { el, ownerOf, rememberOwner } from "./api.js";
import { t } from "./i18n.js";

let offer = null; // the last "rematch" message: {table, link?}
let asked = false; // this page asked for the rematch: it goes there when told

// `ui`: { send, connected } from table.js.
export function renderRematch(msg, ui) {
  const box = document.getElementById("outcome");
  const seated = msg.seat !== null && msg.seat !== undefined;
  let again = document.getElementById("rematch");
  if (!msg.outcome || !seated) {
    if (again) again.remove();
  } else {
    if (!again) {
      again = el("button", { id: "rematch", type: "button", class: "btn primary", "data-testid": "rematch",
        onclick: () => {
          asked = true;
          ui.send({ type: "rematch" });
        } });
      box.insertBefore(again, document.getElementById("replay-link"));
    }
    again.textContent = t("web.rematch.button");
    again.disabled = !ui.connected;
  }
  renderOffer();
  refreshInvites(msg);
}

// Asked again whenever a seat is taken (the seats list says which), so a link goes once used.
let invitesKey = null;

function refreshInvites(msg) {
  const key = `${msg.table}:${(msg.seats || []).map((seat) => (seat.taken ? 1 : 0)).join("")}`;
  if (key === invitesKey) return;
  invitesKey = key;
  if (msg.outcome || !ownerOf(msg.table)) document.getElementById("invites")?.remove();
  else showInvites(msg.table);
}

// The server made the rematch: my seat's link (privately), or the table to watch.
export function onRematch(msg, oldTable) {
  offer = msg;
  const owner = ownerOf(oldTable);
  if (owner) rememberOwner(msg.table, owner); // the creator of the one is the other's
  if (msg.link) {
    try {
      localStorage.setItem(`meeple.token.${msg.link.split("/").pop()}`, msg.table);
    } catch {
      /* ignore */
    }
  }
  if (asked && msg.link) {
    location.href = joinHref(msg);
    return;
  }
  renderOffer();
}

function joinHref(msg) {
  return msg.link ? `${msg.link}?table=${encodeURIComponent(msg.table)}` : `/t/${encodeURIComponent(msg.table)}`;
}

function renderOffer() {
  const box = document.getElementById("outcome");
  let join = document.getElementById("rematch-join");
  if (!offer || box.hidden) {
    if (join) join.remove();
    return;
  }
  if (!join) {
    join = el("a", { id: "rematch-join", class: "btn primary", "data-testid": "rematch-join" });
    box.insertBefore(join, document.getElementById("replay-link"));
  }
  join.href = joinHref(offer);
  join.textContent = t(offer.link ? "web.rematch.join" : "web.rematch.watch");
  const again = document.getElementById("rematch");
  if (again) again.hidden = Boolean(offer.link);
}

// On a rematch table, its creator gets the links of the seats still free, to send on.
async function showInvites(table) {
  const owner = ownerOf(table);
  if (!owner) return;
  let data;
  try {
    const response = await fetch(`/api/tables/${encodeURIComponent(table)}/invites`, { headers: { "X-Owner": owner } });
    if (!response.ok) return; // not a rematch
    data = await response.json();
  } catch {
    return;
  }
  const seats = Object.keys(data.links || {});
  document.getElementById("invites")?.remove();
  if (!seats.length) return;
  const list = el("ul", {}, ...seats.map((seat) => {
    const href = `${location.origin}${data.links[seat]}?table=${encodeURIComponent(table)}`;
    return el("li", { dataset: { seat } }, el("span", { text: `${t("web.rematch.seat", { n: Number(seat) + 1 })} ` }),
      el("a", { href, text: href }));
  }));
  const panel = el("div", { id: "invites", "data-testid": "invites" }, el("p", { class: "muted", text: t("web.rematch.invites") }), list);
  panel.style.cssText = "margin-top: 8px; overflow-wrap: anywhere; font-size: 0.9em;";
  document.getElementById("seats").after(panel);
}
