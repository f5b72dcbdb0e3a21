// The words of the pages (web.* message ids) and the FR/EN switch.
// Ids: #lang-switch (a group of two buttons: #lang-switch button[data-lang="en"|"fr"],
// the current one has aria-pressed="true"); any element with data-i18n="web.x" gets that
// text, data-i18n-title / data-i18n-placeholder / data-i18n-aria set those attributes.

export const LANGS = ["en", "fr"];
const KEY = "meeple.lang";

let words = {};
let lang = "en";

/** The language saved in localStorage, or the browser's first known one, or English. */
export function initialLang() {
  try {
    const saved = localStorage.getItem(KEY);
    if (LANGS.includes(saved)) return saved;
  } catch {
    /* ignore */
  }
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

export const currentLang = () => lang;

/** Whether a count takes the singular in `language`: French says "0 carte", "1 carte",
 * English "0 cards", "1 card" (as the server's translate). A count written as text ("3",
 * "2/5") counts by its leading number; no number at all reads as plural. */
export function isSingular(count, language) {
  const number = Number.parseInt(String(count), 10);
  if (Number.isNaN(number)) return false;
  return number === 1 || (language === "fr" && Math.abs(number) < 2);
}

/** Fill {name} placeholders and {name:one|many} plurals (in `language`, the page's by default).
 * A placeholder that args lacks stays as it is. */
export function format(text, args, language = lang) {
  if (!args) return text;
  return text.replace(/\{(\w+)(?::([^{}|]*)\|([^{}]*))?\}/g, (all, name, one, many) => {
    if (!(name in args)) return all;
    if (one === undefined) return String(args[name]);
    return isSingular(args[name], language) ? one : many;
  });
}

/** A page word: t("web.lobby.create", {n: 2}). */
export function t(msgid, args) {
  return format(words[msgid] ?? msgid, args);
}

async function fetchWords(code) {
  for (const url of [`/api/i18n/${code}`, `/static/locale/${code}.json`]) {
    try {
      const response = await fetch(url);
      if (response.ok) return await response.json();
    } catch {
      /* try the next one */
    }
  }
  return {};
}

/** Load a language's words, save the choice, translate the page. */
export async function setLang(code) {
  lang = LANGS.includes(code) ? code : "en";
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    /* ignore */
  }
  words = await fetchWords(lang);
  document.documentElement.lang = lang;
  applyWords(document);
  const group = document.getElementById("lang-switch");
  if (group) {
    for (const button of group.querySelectorAll("button[data-lang]")) {
      button.setAttribute("aria-pressed", String(button.dataset.lang === lang));
    }
  }
  return lang;
}

/** Translate every data-i18n* element under root. */
export function applyWords(root) {
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll("[data-i18n-title]")) node.title = t(node.dataset.i18nTitle);
  for (const node of root.querySelectorAll("[data-i18n-placeholder]")) node.placeholder = t(node.dataset.i18nPlaceholder);
  for (const node of root.querySelectorAll("[data-i18n-aria]")) node.setAttribute("aria-label", t(node.dataset.i18nAria));
  const title = document.querySelector("title[data-i18n-doc]");
  if (title) document.title = t(title.dataset.i18nDoc);
}

/** Wire #lang-switch; onChange(lang) runs after the words are loaded. */
export function wireLangSwitch(onChange) {
  const group = document.getElementById("lang-switch");
  if (!group) return;
  group.addEventListener("click", async (event) => {
    const button = event.target.closest("button[data-lang]");
    if (!button || button.dataset.lang === lang) return;
    await setLang(button.dataset.lang);
    if (onChange) await onChange(lang);
  });
}
