// The lobby: games, the new-table form, the open tables.
// Ids / selectors: #games .game-card[data-game] (click selects the game), #create-form,
// select[name=players], option fields named after the option: select[name=<option>] for a
// choice, input[type=checkbox][name=<option>] for a bool, select[name="<option>-<seat>"]
// for a list (e.g. adventurers-0; empty value = random), input[type=checkbox][name=<option>]
// [value=<JSON choice>] for a set (e.g. Portal Dash's monsters), per seat select[data-seat-kind="<seat>"]
// (values me|invite|bot) and select[data-seat-bot="<seat>"] (the bot, shown for "bot"),
// select[name=clock] (off, move:<seconds>, turn:<hours>), select[name=hand_over] (the bot
// level for a player who leaves: easy|normal|strong),
// #create-table (submit), #created (shown after creation), #invite-links li[data-seat] a
// (the full link) and button.copy, #my-seat (link to my seat), #created-spectate,
// #games button.solo[data-solo=<game>] (games for one player: a solo game, opened at once),
// #tables li.table-row[data-table] with button[data-join-seat="<seat>"] and a.spectate,
// #lang-switch button[data-lang], #banner (errors); a.go-seat on a table row where this
// browser holds a seat, and #my-tables / #my-games (mytables.js).

import { ApiError, el, getJSON, postJSON, rememberOwner, showBanner, ownerOf } from "./api.js";
import { currentLang, initialLang, setLang, t, wireLangSwitch } from "./i18n.js";
import { mountNameControl, refreshNameControl } from "./name.js";
import { myLinkAt, refreshMyTables, rememberSeat } from "./mytables.js";

const REFRESH_MS = 4000;
let games = [];
let selected = null; // the chosen game's description
let messages = {}; // the chosen game's catalogue, for choice names the server left raw

function seatLabel(seat) {
  return t("web.seat", { n: seat + 1 });
}

function botLabel(name) {
  const key = `web.bot.${name}`;
  const text = t(key);
  return text === key ? name : text;
}

// A count in words: the key's ".one" form where the language says the number is singular
// (English: 1; French: 0 and 1), so no page says "1 players".
function counted(key, n) {
  const one = n === 1 || (currentLang() === "fr" && Math.abs(n) < 2);
  const singular = `${key}.one`;
  return t(one && t(singular) !== singular ? singular : key, { n });
}

// A level's one-line description ("" for a name the catalogue does not describe).
function botHelp(name) {
  const key = `web.bot.${name}.help`;
  const text = t(key);
  return text === key ? "" : text;
}

// A select of bot levels, each named and described; the chosen one's description is also
// the select's title and the line under it, so a touch screen shows it too.
function botSelect(bots, attrs) {
  const select = el("select", attrs,
    ...bots.map((name) => el("option", { value: name, text: botLabel(name), title: botHelp(name) })));
  const help = el("small", { class: "muted bot-help", dataset: { botHelp: attrs.dataset.seatBot } });
  help.style.cssText = "flex-basis: 100%; font-size: 12px;";  // its own line under the row
  const sync = () => { help.textContent = botHelp(select.value); select.title = help.textContent; };
  select.addEventListener("change", sync);
  select.syncHelp = sync;
  return [select, help];
}

/** A choice's label: the server's, or the game's catalogue when the server left it raw. */
function choiceLabel(option, index) {
  const value = option.choices[index];
  const label = option.choice_labels ? option.choice_labels[index] : String(value);
  if (label !== String(value)) return label;
  const hits = Object.keys(messages).filter((key) => key.split(".").length === 3 && key.endsWith(`.${value}`));
  const named = hits.find((key) => option.name.startsWith(key.split(".")[1]));
  const pick = named || (hits.length === 1 ? hits[0] : null);
  return pick ? messages[pick] : label;
}

// -- games ------------------------------------------------------------------------------

async function loadGames() {
  try {
    games = await getJSON(`/api/games?lang=${currentLang()}`);
  } catch (err) {
    showBanner(err.message);
    games = [];
  }
  const box = document.getElementById("games");
  box.replaceChildren();
  for (const game of games) {
    const players = game.min_players === game.max_players
      ? counted("web.lobby.players-exact", game.min_players)
      : t("web.lobby.players-range", { min: game.min_players, max: game.max_players });
    const card = el("button", { type: "button", class: "game-card", dataset: { game: game.id }, onclick: () => selectGame(game.id) },
      el("img", { src: game.icon || `/games/${game.id}/icon.svg`, alt: "" }),
      el("span", {},
        el("div", { class: "game-name", text: game.name }),
        el("div", { class: "game-desc", text: game.description }),
        el("span", { class: "badge", text: players }), " ",
        game.cooperative ? el("span", { class: "badge coop", text: t("web.lobby.cooperative") }) : null));
    const solo = game.min_players === 1
      ? el("button", { type: "button", class: "btn primary solo", dataset: { solo: game.id }, text: t("web.lobby.play-solo"), onclick: (event) => playSolo(game, event.currentTarget) })
      : null;
    box.append(el("div", { class: "game-entry" }, card, solo));
  }
  if (!games.length) box.append(el("p", { class: "empty", text: t("web.lobby.no-games") }));
  const keep = selected && games.find((g) => g.id === selected.id);
  if (games.length) await selectGame((keep || games[0]).id, { rebuild: true });
}

async function selectGame(id, { rebuild = false } = {}) {
  // Clicking the game already chosen keeps the form as the player set it.
  if (!rebuild && selected && selected.id === id) return;
  selected = games.find((g) => g.id === id);
  try {
    messages = await getJSON(`/api/games/${id}/messages?lang=${currentLang()}`);
  } catch {
    messages = {};
  }
  buildForm();
  // Marked chosen only once its form is built, so waiting for the mark waits for both.
  for (const card of document.querySelectorAll(".game-card")) card.classList.toggle("selected", card.dataset.game === id);
}

// -- the form ---------------------------------------------------------------------------

function buildForm() {
  const game = selected;
  const players = document.querySelector("select[name=players]");
  const before = Number(players.value) || game.min_players;
  players.replaceChildren();
  for (let n = game.min_players; n <= game.max_players; n++) players.append(el("option", { value: n, text: String(n) }));
  players.value = String(Math.min(Math.max(before, game.min_players), game.max_players));
  players.onchange = () => {
    buildListOptions();
    buildSeats();
  };
  const box = document.getElementById("options");
  box.replaceChildren();
  for (const option of game.options || []) {
    if (option.kind === "bool") {
      const id = `opt-${option.name}`;
      box.append(el("div", { class: "field check" },
        el("input", { type: "checkbox", id, name: option.name, checked: Boolean(option.default) }),
        el("label", { for: id, text: option.label })));
    } else if (option.kind === "set") {
      const picks = (option.choices || []).map((value, i) => {
        const id = `opt-${option.name}-${i}`;
        const checked = Array.isArray(option.default) && option.default.includes(value);
        return el("span", { class: "check" },
          el("input", { type: "checkbox", id, name: option.name, value: JSON.stringify(value), checked }),
          el("label", { for: id, text: choiceLabel(option, i) }));
      });
      box.append(el("div", { class: "field", dataset: { setOption: option.name } },
        el("span", { class: "label", text: option.label }), el("div", { class: "set-picks" }, ...picks)));
    } else if (option.kind === "list") {
      box.append(el("div", { class: "field", dataset: { listOption: option.name } },
        el("span", { class: "label", text: option.label }),
        el("div", { class: "role-picks" })));
    } else {
      const select = el("select", { id: `opt-${option.name}`, name: option.name });
      (option.choices || []).forEach((value, i) => {
        select.append(el("option", { value: JSON.stringify(value), text: choiceLabel(option, i) }));
      });
      select.value = JSON.stringify(option.default);
      box.append(el("div", { class: "field" }, el("label", { for: select.id, text: option.label }), select));
    }
    describeOption(box.lastElementChild, option);
  }
  buildListOptions();
  buildSeats();
}

// What an option does, in one line under its field (the server's words, in the page's language).
function describeOption(field, option) {
  if (!option.help) return;
  const line = el("small", { class: "muted option-help", dataset: { optionHelp: option.name }, text: option.help });
  line.style.cssText = "display: block; flex-basis: 100%; font-size: 12px;";
  field.append(line);
}

function playerCount() {
  return Number(document.querySelector("select[name=players]").value);
}

function buildListOptions() {
  for (const field of document.querySelectorAll("[data-list-option]")) {
    const option = selected.options.find((o) => o.name === field.dataset.listOption);
    const picks = field.querySelector(".role-picks");
    const old = [...picks.querySelectorAll("select")].map((s) => s.value);
    picks.replaceChildren();
    for (let seat = 0; seat < playerCount(); seat++) {
      const select = el("select", { name: `${option.name}-${seat}`, "aria-label": seatLabel(seat), title: seatLabel(seat) });
      select.append(el("option", { value: "", text: t("web.lobby.seat-is", { seat: seatLabel(seat), what: t("web.lobby.random") }) }));
      option.choices.forEach((value, i) => select.append(el("option", { value: JSON.stringify(value), text: t("web.lobby.seat-is", { seat: seatLabel(seat), what: choiceLabel(option, i) }) })));
      select.value = old[seat] || "";
      picks.append(select);
    }
  }
}

function buildSeats() {
  const box = document.getElementById("seat-kinds");
  const old = [...box.querySelectorAll("[data-seat-kind]")].map((s) => [s.value, box.querySelector(`[data-seat-bot="${s.dataset.seatKind}"]`).value]);
  box.replaceChildren();
  const bots = selected.bots && selected.bots.length ? selected.bots : ["bot"];
  for (let seat = 0; seat < playerCount(); seat++) {
    const kind = el("select", { dataset: { seatKind: seat }, name: `seat-${seat}`, "aria-label": seatLabel(seat) },
      el("option", { value: "me", text: t("web.lobby.kind.me") }),
      el("option", { value: "invite", text: t("web.lobby.kind.invite") }),
      el("option", { value: "open", text: t("web.lobby.kind.open") }),
      el("option", { value: "bot", text: t("web.lobby.kind.bot") }));
    const [bot, help] = botSelect(bots, { dataset: { seatBot: seat }, name: `bot-${seat}`, "aria-label": t("web.lobby.bot-level") });
    kind.value = old[seat] ? old[seat][0] : seat === 0 ? "me" : "invite";
    if (old[seat] && bots.includes(old[seat][1])) bot.value = old[seat][1];
    else if (bots.includes("normal")) bot.value = "normal";
    bot.syncHelp();
    const sync = () => (bot.hidden = help.hidden = kind.value !== "bot");
    kind.addEventListener("change", sync);
    sync();
    box.append(el("div", { class: "seat-row", dataset: { seat } }, el("span", { class: "seat-no", text: seatLabel(seat) }), kind, bot, help));
  }
}

function readConfig() {
  const players = playerCount();
  const config = { players };
  for (const option of selected.options || []) {
    if (option.kind === "bool") {
      config[option.name] = document.querySelector(`input[name="${option.name}"]`).checked;
    } else if (option.kind === "set") {
      const boxes = document.querySelectorAll(`input[type=checkbox][name="${option.name}"]`);
      config[option.name] = [...boxes].filter((b) => b.checked).map((b) => JSON.parse(b.value));
    } else if (option.kind === "list") {
      const picked = [];
      for (let seat = 0; seat < players; seat++) {
        const value = document.querySelector(`select[name="${option.name}-${seat}"]`).value;
        picked.push(value ? JSON.parse(value) : null);
      }
      if (picked.every((v) => v === null)) continue;
      const chosen = picked.filter((v) => v !== null);
      if (new Set(chosen).size !== chosen.length) throw new Error(t("web.lobby.duplicate", { option: option.label }));
      const rest = option.choices.filter((c) => !chosen.includes(c));
      for (let i = rest.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [rest[i], rest[j]] = [rest[j], rest[i]];
      }
      config[option.name] = picked.map((v) => (v === null ? rest.shift() : v));
    } else {
      config[option.name] = JSON.parse(document.querySelector(`select[name="${option.name}"]`).value);
    }
  }
  return config;
}

function readSeats() {
  const seats = [];
  for (let seat = 0; seat < playerCount(); seat++) {
    const kind = document.querySelector(`[data-seat-kind="${seat}"]`).value;
    const entry = { kind };
    if (kind === "bot") entry.bot = document.querySelector(`[data-seat-bot="${seat}"]`).value;
    seats.push(entry);
  }
  return seats;
}

// The clock chosen (select[name=clock], "off", "move:<seconds>" or "turn:<hours>"), as
// the server takes it (clock.py).
function readClock() {
  const [kind, amount] = document.querySelector("select[name=clock]").value.split(":");
  if (kind === "move") return { kind, seconds: Number(amount) };
  if (kind === "turn") return { kind, hours: Number(amount) };
  return { kind: "off" };
}

// The bot level that plays the seat of a player who leaves (select[name=hand_over]).
function readHandOver() {
  return document.querySelector("select[name=hand_over]").value;
}

function rememberToken(link, table) {
  const token = link && link.split("/play/")[1];
  if (token) rememberSeat(token, table); // "my tables" (mytables.js)
}

async function createTable(event) {
  event.preventDefault();
  const button = document.getElementById("create-table");
  let body;
  try {
    body = { game: selected.id, config: readConfig(), seats: readSeats(), clock: readClock(), hand_over: readHandOver() };
  } catch (err) {
    showBanner(err.message);
    return;
  }
  button.disabled = true;
  try {
    const made = await postJSON(`/api/tables?lang=${currentLang()}`, body);
    rememberOwner(made.table, made.owner);
    showCreated(made);
    refreshTables();
  } catch (err) {
    showBanner(err instanceof ApiError ? err.message : String(err));
  } finally {
    button.disabled = false;
  }
}

/** One click, one seat: a solo game with the game's default options, opened at once. */
async function playSolo(game, button) {
  button.disabled = true;
  try {
    const made = await postJSON(`/api/tables?lang=${currentLang()}`, { game: game.id, config: { players: 1 }, seats: [{ kind: "me" }] });
    rememberOwner(made.table, made.owner);
    rememberToken(made.me, made.table);
    window.location.assign(made.me);
  } catch (err) {
    showBanner(err instanceof ApiError ? err.message : String(err));
    button.disabled = false;
  }
}

function showCreated(made) {
  const box = document.getElementById("created");
  const list = document.getElementById("invite-links");
  list.replaceChildren();
  for (const seat of made.seats) {
    rememberToken(seat.link, made.table);
    const li = el("li", { dataset: { seat: seat.seat, kind: seat.kind } }, el("strong", { text: `${seatLabel(seat.seat)} · ${t(`web.lobby.kind.${seat.kind}`)}` }));
    if (seat.link) {
      const url = new URL(seat.link, location.origin).href;
      li.append(el("a", { href: seat.link, text: url, target: seat.kind === "invite" ? "_blank" : null }));
      li.append(el("button", { type: "button", class: "btn small copy", dataset: { copy: url }, text: t("web.lobby.copy"), onclick: (e) => copy(url, e.currentTarget) }));
    } else {
      li.append(el("span", { class: "muted", text: botLabel(seat.bot || "bot") }));
    }
    list.append(li);
  }
  const mine = document.getElementById("my-seat");
  mine.hidden = !made.me;
  if (made.me) mine.href = made.me;
  document.getElementById("created-spectate").href = `/t/${made.table}`;
  box.hidden = false;
  box.scrollIntoView({ behavior: "smooth", block: "nearest" });
}

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = el("textarea", {}, text);
    document.body.append(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
  button.textContent = t("web.lobby.copied");
  setTimeout(() => (button.textContent = t("web.lobby.copy")), 1500);
}

// -- open tables --------------------------------------------------------------------------

let refreshing = false;

async function refreshTables() {
  if (refreshing) return;
  refreshing = true;
  try {
    const tables = await getJSON(`/api/tables?lang=${currentLang()}`);
    setServerDown(false);
    renderTables(tables);
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) setServerDown(true);
    // keep the old list (the next refresh may work), but say so when there is none
    const list = document.getElementById("tables");
    if (!list.querySelector(".table-row")) {
      list.replaceChildren(el("li", { class: "empty", dataset: { error: "true" }, text: `${t("web.lobby.tables-failed")} (${err.message})` }));
    }
  } finally {
    refreshing = false;
  }
}

// The server cannot be reached (no answer at all, not an error it gave): a banner that stays
// until a refresh gets through (#server-down), and nothing that would send is offered.
function setServerDown(down) {
  document.body.classList.toggle("offline", down);
  let banner = document.getElementById("server-down");
  if (down && !banner) {
    banner = el("div", { id: "server-down", class: "server-down", role: "alert", "data-testid": "server-down" });
    document.querySelector("main, body").prepend(banner);
  }
  if (banner) {
    banner.hidden = !down;
    banner.textContent = down ? t("web.lobby.server-down") : "";
  }
  if (down) {
    for (const control of document.querySelectorAll("#create-table:enabled, #games button:enabled, #tables button:enabled")) {
      control.disabled = true;
      control.dataset.offline = "1"; // given back when the server answers again
    }
  } else {
    for (const control of document.querySelectorAll("[data-offline]")) {
      control.disabled = false;
      delete control.dataset.offline;
    }
  }
}

function renderTables(tables) {
  const list = document.getElementById("tables");
  list.replaceChildren();
  if (!tables.length) list.append(el("li", { class: "empty", text: t("web.lobby.no-tables") }));
  for (const table of tables) {
    const free = new Set(table.free_seats || []);
    const seats = el("div", { class: "table-seats" });
    for (const seat of table.seats || []) {
      let what;
      if (seat.kind === "bot") what = botLabel(seat.bot || "bot");
      else if (free.has(seat.seat)) what = t("web.lobby.free");
      else what = seat.taken ? t("web.lobby.taken") : t("web.lobby.waiting");
      const chip = el("span", { class: `seat-chip${free.has(seat.seat) ? " free" : ""}`, dataset: { seat: seat.seat } }, t("web.lobby.seat-is", { seat: seat.kind !== "bot" && seat.name ? seat.name : seatLabel(seat.seat), what }));
      if (free.has(seat.seat)) {
        chip.append(el("button", { type: "button", class: "btn small primary", dataset: { joinSeat: seat.seat }, text: t("web.lobby.join"), onclick: () => join(table.table, seat.seat) }));
      }
      seats.append(chip);
    }
    const mine = ownerOf(table.table) ? el("span", { class: "badge", text: t("web.lobby.yours") }) : null;
    const seatLink = myLinkAt(table.table); // a seat this browser holds there
    const goSeat = seatLink ? el("a", { class: "btn small primary go-seat", href: seatLink, text: t("web.lobby.my-seat") }) : null;
    list.append(
      el("li", { class: "table-row", dataset: { table: table.table } },
        el("div", {},
          el("div", { class: "table-title" }, `${table.name || table.game} `, el("span", { class: "muted", text: `#${table.table}` }), " ", mine),
          el("div", { class: "muted", text: t("web.lobby.table-info", { players: table.players, step: table.step }) })),
        el("div", { class: "table-actions" }, goSeat, el("a", { class: "btn small spectate", href: `/t/${table.table}`, "data-testid": "spectate", text: t("web.lobby.spectate") })),
        seats),
    );
  }
}

async function refreshReplays() {
  let games = [];
  try {
    games = await getJSON(`/api/replays?lang=${currentLang()}`);
  } catch {
    return; // the next refresh may work
  }
  const list = document.getElementById("replays");
  list.replaceChildren();
  if (!games.length) list.append(el("li", { class: "empty", text: t("web.lobby.no-replays") }));
  for (const game of games) {
    list.append(
      el("li", { class: "table-row", dataset: { replay: game.table } },
        el("div", {},
          el("div", { class: "table-title" }, `${game.name} `, el("span", { class: "muted", text: `#${game.table}` })),
          el("div", { class: "muted", text: `${game.outcome ? game.outcome.text : ""} · ${counted("web.lobby.moves", game.steps)}` })),
        el("div", { class: "table-actions" }, el("a", { class: "btn small", href: game.replay, text: t("web.lobby.replay") }))),
    );
  }
}

async function join(table, seat) {
  try {
    const claimed = await postJSON(`/api/tables/${table}/seats/${seat}/claim`);
    rememberToken(claimed.link, table);
    location.href = claimed.link;
  } catch (err) {
    showBanner(err.message);
    refreshTables();
  }
}

// -- start ---------------------------------------------------------------------------------

async function main() {
  await setLang(initialLang());
  mountNameControl(null); // kept in this browser: the table page tells the server
  wireLangSwitch(async () => {
    refreshNameControl();
    await loadGames();
    refreshTables();
    refreshReplays();
    refreshMyTables();
  });
  document.getElementById("create-form").addEventListener("submit", createTable);
  await loadGames();
  await Promise.all([refreshTables(), refreshReplays(), refreshMyTables()]);
  setInterval(() => {
    if (document.hidden) return;
    refreshTables();
    refreshReplays();
    refreshMyTables();
  }, REFRESH_MS);
}

main();
