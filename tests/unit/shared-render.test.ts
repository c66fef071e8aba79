import { gunzipSync } from "node:zlib";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  NONCE_TOKEN,
  documentRequest,
  fillIn,
  gzipFilledIn,
  parseTemplate,
  personal,
  personalValues,
  renderKey,
  type PersonalValues,
  type Template,
} from "~/lib/shared-render.server";

/** A document request's context, as scripts/serve.mjs makes it. */
function documentContext(document = true) {
  const context = new RouterContextProvider();
  context.set(documentRequest, document);
  return context;
}

/**
 * A document as a render writes one: the value in HTML text and an attribute, in `window.ENV`'s
 * JSON, and in React Router's hydration data (turbo-stream JSON in a JavaScript string, escaped).
 */
function rendered(firstname: string, id: number | string, nonce: string) {
  const hydration = JSON.stringify(JSON.stringify([{ firstname, id }]))
    .replace(/&/g, "\\u0026")
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  const text = (value: string) =>
    value
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#x27;");
  return (
    `<html><body><script nonce="${nonce}">window.ENV=${JSON.stringify({ CLIENT_ID: id }).replace(/</g, "\\u003c")}</script>` +
    `<a title="${text(firstname)}">Mon compte (${text(firstname)})</a>` +
    `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue(${hydration});</script></body></html>`
  );
}

/** The tokens a loader gives a document request's render, and the values the view fills in. */
function tokens(firstname: string, id: number) {
  const context = documentContext();
  const token = { firstname: personal(context, "client_firstname", firstname), id: personal(context, "client_id", id) };
  const values = personalValues(context)!;
  values.set("nonce", "n0nce");
  return { token, values };
}

/** A filled-in document as text (it is sent as UTF-8 bytes). */
const filledText = (template: Template, values: PersonalValues) =>
  Buffer.from(fillIn(template, values)).toString("utf8");

const NAMES = ["Camille", `O'Brien <b>&"x"</b>`, "Zoë \u2028 Ünal", "</script><script>alert(1)</script>"];

describe("shared renders", () => {
  it("fill each client's own values in every place as a render of theirs writes them", () => {
    for (const firstname of NAMES) {
      const { token, values } = tokens(firstname, 42);
      const template = parseTemplate(rendered(token.firstname, token.id, NONCE_TOKEN));
      // One kept document: nothing of the client is in it
      expect(template.texts.join("")).not.toContain(firstname);
      expect(filledText(template, values)).toBe(rendered(firstname, 42, "n0nce"));
    }
  });

  it("give two clients the same template, each filled with their own values only", () => {
    const camille = tokens("Camille", 1);
    const sarah = tokens("Sarah", 3);
    expect(camille.token).toEqual(sarah.token);
    const template = parseTemplate(rendered(camille.token.firstname, camille.token.id, NONCE_TOKEN));
    const forSarah = filledText(template, sarah.values);
    expect(forSarah).toBe(rendered("Sarah", 3, "n0nce"));
    expect(forSarah).not.toContain("Camille");
    expect(filledText(template, camille.values)).not.toContain("Sarah");
  });

  it("gzip the filled document from the compressed template", () => {
    const { token, values } = tokens(NAMES[1]!, 7);
    const template = parseTemplate(rendered(token.firstname, token.id, NONCE_TOKEN) + "<p>long</p>".repeat(10_000));
    for (const firstname of ["Ann", "Bob"]) {
      values.set("client_firstname", firstname);
      const gzipped = gzipFilledIn(template, values);
      expect(gunzipSync(gzipped).toString("utf8")).toBe(filledText(template, values));
    }
  });

  it("give a navigation's data the values themselves", () => {
    const context = documentContext(false);
    expect(personal(context, "client_firstname", "Camille")).toBe("Camille");
    expect(personalValues(context)).toBeUndefined();
    expect(personal(new RouterContextProvider(), "client_id", 3)).toBe(3);
  });

  it("refuse a token a render changed or wrote into a script's text, and one without a value", () => {
    const { token, values } = tokens("Camille", 1);
    expect(() => parseTemplate(`<p>${token.firstname.toUpperCase()}</p>`)).toThrow(/changed/);
    expect(() => parseTemplate(`<p>${token.firstname.slice(0, -3)}</p>`)).toThrow(/changed/);
    expect(() => parseTemplate(`<script>window.name="Hi ${token.firstname}"</script>`)).toThrow(/script/);
    values.delete("client_firstname");
    expect(() => fillIn(parseTemplate(`<p>${token.firstname}</p>`), values)).toThrow(/no value/);
  });

  it("key every input, and no input whose JSON could stand for several values", () => {
    const page = { root: { cartCount: 1, client: { firstname: "token" } }, product: { id: 3 } };
    expect(renderKey(["/shop/product/3", false, page])).toBe(
      renderKey(["/shop/product/3", false, structuredClone(page)]),
    );
    expect(renderKey(["/shop/product/3", false, page])).not.toBe(
      renderKey(["/shop/product/3", false, { ...page, root: { ...page.root, cartCount: 2 } }]),
    );
    expect(renderKey(["/shop/product/3", false, { ...page, extra: new Map([[1, 2]]) }])).toBeUndefined();
    expect(renderKey(["/shop/product/3", false, { ...page, later: Promise.resolve(1) }])).toBeUndefined();
  });
});
