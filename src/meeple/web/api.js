// Small HTTP helpers shared by the lobby, table and replay pages.
// No element ids here.

/** An error from the server, with its HTTP status, its `detail` sentence and its `code`
 * (`outdated`: a table stored under older rules of its game), if any. */
export class ApiError extends Error {
  constructor(status, detail, code = null) {
    super(detail);
    this.status = status;
    this.code = code;
  }
}

async function request(method, url, body, headers = {}) {
  const init = { method, headers: { Accept: "application/json", ...headers } };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(url, init);
  } catch (err) {
    throw new ApiError(0, String(err && err.message ? err.message : err));
  }
  let data = null;
  const text = await response.text();
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = { detail: text.slice(0, 200) };
    }
  }
  if (!response.ok) {
    const detail = data && data.detail ? (typeof data.detail === "string" ? data.detail : JSON.stringify(data.detail)) : response.statusText;
    throw new ApiError(response.status, detail, data && data.code ? data.code : null);
  }
  return data;
}

export const getJSON = (url) => request("GET", url);
export const postJSON = (url, body, headers) => request("POST", url, body === undefined ? {} : body, headers);

/** The owner secret of a table this browser created, or null. */
export function ownerOf(table) {
  try {
    return localStorage.getItem(`meeple.owner.${table}`);
  } catch {
    return null;
  }
}

export function rememberOwner(table, owner) {
  try {
    localStorage.setItem(`meeple.owner.${table}`, owner);
  } catch {
    /* private mode: the owner controls just won't show */
  }
}

/** Make an element: el("div", {class: "x", dataset: {a: 1}}, child, "text"). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (value === true) node.setAttribute(key, "");
    else node.setAttribute(key, value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

let bannerTimer = null;

/** Show a message in the small transient banner (#banner). */
export function showBanner(text, kind = "error", ms = 5000) {
  let banner = document.getElementById("banner");
  if (!banner) {
    banner = el("div", { id: "banner", role: "alert", "data-testid": "banner" });
    document.body.append(banner);
  }
  banner.textContent = text;
  banner.className = `banner show ${kind}`;
  clearTimeout(bannerTimer);
  bannerTimer = setTimeout(() => banner.classList.remove("show"), ms);
}
