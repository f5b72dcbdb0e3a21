// What every game's renderer (games/<game>/web.js) draws with: SVG and HTML element
// builders, word wrapping, its style sheet added once and its word lookup. Renderers
// import it as "/static/draw.js".

import { format } from "./i18n.js";

export const SVGNS = "http://www.w3.org/2000/svg";

/** An SVG element: attributes (null and undefined left out; `style` set as a property),
 * then children. */
export function s(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVGNS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    if (key === "style") node.style.cssText = value; // CSSOM: allowed by the CSP, unlike the attribute
    else node.setAttribute(key, value);
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

/** An HTML element: `class`, `text` and `style` set as properties, other attributes as given. */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "style") node.style.cssText = value; // CSSOM: allowed by the CSP
    else node.setAttribute(key, value);
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

/** The words of `text` in lines of at most `width` characters (a longer word stands alone). */
export function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? line + " " + word : word;
  }
  if (line) lines.push(line);
  return lines;
}

const addedStyles = new Set();

/** Add a renderer's style sheet to the page, once (`id` names it). A constructed sheet,
 * not a <style> element: the server's Content-Security-Policy refuses inline styles. */
export function addStyle(id, css) {
  if (addedStyles.has(id)) return;
  addedStyles.add(id);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** A renderer's word lookup: `<prefix>.<key>` in the game's catalogue (its `.po` files,
 * through ctx.t), else the key itself. */
export function wordsFor(ctx, prefix) {
  return (key) => {
    const id = `${prefix}.${key}`;
    const text = ctx.t ? ctx.t(id) : id;
    return text && text !== id ? text : key;
  };
}

/** `text` with each `{name}` replaced by `args[name]` (kept as is when args lacks it) and
 * each `{name:one|many}` by the singular or plural words as the count `args[name]` asks in
 * `language`: the page's (<html lang>, set by the language switch) unless given. */
export function fill(text, args, language = document.documentElement.lang || "en") {
  return format(text, args || {}, language);
}
