/**
 * The sandbox's hosted payment page: plain HTML forms, no script, so it works with JavaScript off.
 * It stands in for the gateways' own pages, which speak the shopper's language: so does it, in the
 * language of the checkout that opened it (the decline codes stay the gateway's own words).
 */
import type { ContentLocale } from "#domain/locales.js";
import { SANDBOX_DECLINE_CODES, type PaymentKind } from "#domain/payments.js";
import { SANDBOX_3DS_CODE, SANDBOX_TEST_CARDS, type SandboxSession } from "./sandbox.js";

type Texts = {
  title: string;
  pay: (amount: string, method: string) => string;
  save: (method: string) => string;
  note: string;
  approve: string;
  approve3ds: string;
  declineCode: string;
  decline: string;
  codeLabel: (code: string) => string;
  codeNote: string;
  authenticate: string;
  cancelAuthentication: string;
  /** Saving a card: which of the test cards (the later off-session charges follow it). */
  testCard: string;
  testCards: Record<(typeof SANDBOX_TEST_CARDS)[number], string>;
  expired: string;
  methods: Record<PaymentKind, string>;
};

const BRANDS = { paypal: "PayPal", klarna_paylater: "Klarna", klarna_paynow: "Klarna", ideal: "iDEAL" };

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    title: "Paiement de test",
    pay: (amount, method) => `Payer ${amount} par ${method}`,
    save: (method) => `Enregistrer un moyen de paiement : ${method}`,
    note: "Paiement de test La Malle : aucun argent ne circule. Choisissez la réponse du prestataire de paiement.",
    approve: "Accepter",
    approve3ds: "Accepter avec 3-D Secure",
    declineCode: "Motif du refus",
    decline: "Refuser",
    codeLabel: (code) => `Code envoyé par votre banque (test : ${code})`,
    codeNote: "Un autre code fait échouer l'authentification, comme le ferait une banque.",
    authenticate: "Valider",
    cancelAuthentication: "Annuler l'authentification",
    testCard: "Carte de test",
    testCards: {
      "4242": "acceptée",
      "0341": "refusée lors des prélèvements suivants",
      "3184": "3-D Secure demandé lors des prélèvements suivants",
    },
    expired: "Cette session de paiement a expiré ou n'est pas valide.",
    methods: { card: "carte", ...BRANDS, klarna_paylater: "Klarna (payer plus tard)" },
  },
  de: {
    title: "Testzahlung",
    pay: (amount, method) => `${amount} mit ${method} bezahlen`,
    save: (method) => `Zahlungsmittel speichern: ${method}`,
    note: "Testzahlung von La Malle: Es fließt kein Geld. Wählen Sie die Antwort des Zahlungsanbieters.",
    approve: "Genehmigen",
    approve3ds: "Mit 3-D Secure genehmigen",
    declineCode: "Ablehnungsgrund",
    decline: "Ablehnen",
    codeLabel: (code) => `Von Ihrer Bank gesendeter Code (Test: ${code})`,
    codeNote: "Ein anderer Code lässt die Authentifizierung scheitern, wie bei einer Bank.",
    authenticate: "Bestätigen",
    cancelAuthentication: "Authentifizierung abbrechen",
    testCard: "Testkarte",
    testCards: {
      "4242": "akzeptiert",
      "0341": "bei späteren Abbuchungen abgelehnt",
      "3184": "3-D Secure bei späteren Abbuchungen verlangt",
    },
    expired: "Diese Zahlungssitzung ist abgelaufen oder ungültig.",
    methods: { card: "Karte", ...BRANDS, klarna_paylater: "Klarna (später bezahlen)" },
  },
  nl: {
    title: "Testbetaling",
    pay: (amount, method) => `${amount} betalen met ${method}`,
    save: (method) => `Betaalmethode opslaan: ${method}`,
    note: "Testbetaling van La Malle: er wordt geen geld overgemaakt. Kies wat de betaalprovider antwoordt.",
    approve: "Goedkeuren",
    approve3ds: "Goedkeuren met 3-D Secure",
    declineCode: "Reden van weigering",
    decline: "Weigeren",
    codeLabel: (code) => `Code van je bank (test: ${code})`,
    codeNote: "Een andere code laat de verificatie mislukken, zoals een bank zou doen.",
    authenticate: "Bevestigen",
    cancelAuthentication: "Verificatie annuleren",
    testCard: "Testkaart",
    testCards: {
      "4242": "geaccepteerd",
      "0341": "geweigerd bij latere afschrijvingen",
      "3184": "3-D Secure gevraagd bij latere afschrijvingen",
    },
    expired: "Deze betaalsessie is verlopen of ongeldig.",
    methods: { card: "kaart", ...BRANDS, klarna_paylater: "Klarna (later betalen)" },
  },
  es: {
    title: "Pago de prueba",
    pay: (amount, method) => `Pagar ${amount} con ${method}`,
    save: (method) => `Guardar un medio de pago: ${method}`,
    note: "Pago de prueba de La Malle: no se mueve dinero. Elige la respuesta del proveedor de pagos.",
    approve: "Aceptar",
    approve3ds: "Aceptar con 3-D Secure",
    declineCode: "Motivo del rechazo",
    decline: "Rechazar",
    codeLabel: (code) => `Código enviado por tu banco (prueba: ${code})`,
    codeNote: "Otro código hace fallar la autenticación, como lo haría un banco.",
    authenticate: "Validar",
    cancelAuthentication: "Cancelar la autenticación",
    testCard: "Tarjeta de prueba",
    testCards: {
      "4242": "aceptada",
      "0341": "rechazada en los cargos posteriores",
      "3184": "3-D Secure solicitado en los cargos posteriores",
    },
    expired: "Esta sesión de pago ha caducado o no es válida.",
    methods: { card: "tarjeta", ...BRANDS, klarna_paylater: "Klarna (pagar más tarde)" },
  },
  en: {
    title: "Test payment",
    pay: (amount, method) => `Pay ${amount} by ${method}`,
    save: (method) => `Save a payment method: ${method}`,
    note: "La Malle test payment: no money moves. Choose what the payment provider answers.",
    approve: "Approve",
    approve3ds: "Approve with 3-D Secure",
    declineCode: "Decline code",
    decline: "Decline",
    codeLabel: (code) => `Code sent by your bank (test: ${code})`,
    codeNote: "Another code fails the authentication, as a bank would.",
    authenticate: "Authenticate",
    cancelAuthentication: "Cancel authentication",
    testCard: "Test card",
    testCards: { "4242": "accepted", "0341": "declined on later charges", "3184": "3-D Secure asked on later charges" },
    expired: "This payment session has expired or is not valid.",
    methods: { card: "card", ...BRANDS, klarna_paylater: "Klarna (pay later)" },
  },
};

/** The page's language: the checkout's, else French, the shop's default (sessions made before it was kept). */
const localeOf = (session: SandboxSession): ContentLocale => session.locale ?? "fr";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(locale: ContentLocale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
form{border:1px solid #cbd2d9;border-radius:.5rem;padding:1rem;margin:1rem 0}
button{font:inherit;padding:.6rem 1rem;border-radius:.4rem;border:1px solid #1f2933;background:#1f2933;color:#fff;cursor:pointer}
button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #f0b429;outline-offset:2px}
label{display:block;margin-bottom:.4rem}
select,input{font:inherit;padding:.4rem;margin-bottom:.8rem;width:100%;box-sizing:border-box}
.note{color:#52606d;font-size:.9rem}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function describe(session: SandboxSession): string {
  const locale = localeOf(session);
  const t = TEXTS[locale];
  const kind = session.platform.replace("_via_sandbox", "") as PaymentKind;
  const method = t.methods[kind] ?? kind;
  if (session.kind === "setup") return escapeHtml(t.save(method));
  const amount = new Intl.NumberFormat(locale, { style: "currency", currency: session.currency ?? "EUR" }).format(
    (session.amountCents ?? 0) / 100,
  );
  return escapeHtml(t.pay(amount, method));
}

export function choicePage(action: string, session: SandboxSession): string {
  const locale = localeOf(session);
  const t = TEXTS[locale];
  const isCard = session.platform === "card_via_sandbox";
  const options = SANDBOX_DECLINE_CODES.map((code) => `<option value="${code}">${code}</option>`).join("");
  return layout(
    locale,
    t.title,
    `<h1>${describe(session)}</h1>
<p class="note">${escapeHtml(t.note)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="choice" value="approve">
${isCard && session.kind === "setup" ? testCardChoice(t) : ""}
<button type="submit">${escapeHtml(t.approve)}</button>
</form>
${
  isCard
    ? `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="choice" value="challenge">
<button type="submit">${escapeHtml(t.approve3ds)}</button>
</form>`
    : ""
}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="choice" value="decline">
<label for="decline_code">${escapeHtml(t.declineCode)}</label>
<select id="decline_code" name="decline_code">${options}</select>
<button type="submit">${escapeHtml(t.decline)}</button>
</form>`,
  );
}

/** Saving a card: the test card, whose later charges without the shopper succeed, are declined or ask for 3-D Secure. */
function testCardChoice(t: Texts): string {
  const options = SANDBOX_TEST_CARDS.map(
    (last4) => `<option value="${last4}">•••• ${last4} — ${escapeHtml(t.testCards[last4])}</option>`,
  ).join("");
  return `<label for="test_card">${escapeHtml(t.testCard)}</label>
<select id="test_card" name="test_card">${options}</select>`;
}

export function challengePage(action: string, session: SandboxSession): string {
  const locale = localeOf(session);
  const t = TEXTS[locale];
  return layout(
    locale,
    "3-D Secure",
    `<h1>3-D Secure</h1>
<p>${describe(session)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="choice" value="authenticate">
<label for="code">${escapeHtml(t.codeLabel(SANDBOX_3DS_CODE))}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<p class="note">${escapeHtml(t.codeNote)}</p>
<button type="submit">${escapeHtml(t.authenticate)}</button>
</form>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="choice" value="abandon">
<button type="submit">${escapeHtml(t.cancelAuthentication)}</button>
</form>`,
  );
}

/** No valid session to read a language from: the browser's (Accept-Language). */
export function expiredPage(locale: ContentLocale): string {
  const t = TEXTS[locale];
  return layout(locale, t.title, `<h1>${escapeHtml(t.expired)}</h1>`);
}
