/**
 * The sandbox's hosted payment page: plain HTML forms, no script, so it works with JavaScript off.
 * It stands in for the gateways' own pages (which are in the shopper's language); like a
 * gateway's test page it is in English.
 */
import { SANDBOX_DECLINE_CODES } from "../../../../domain/payments.js";
import { SANDBOX_3DS_CODE, type SandboxSession } from "./sandbox.js";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
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
  const method = session.platform.replace("_via_sandbox", "").replaceAll("_", " ");
  if (session.kind === "setup") return `Save a ${escapeHtml(method)} payment method`;
  const amount = new Intl.NumberFormat("en", { style: "currency", currency: session.currency ?? "EUR" }).format(
    (session.amountCents ?? 0) / 100,
  );
  return `Pay ${escapeHtml(amount)} by ${escapeHtml(method)}`;
}

export function choicePage(action: string, session: SandboxSession): string {
  const isCard = session.platform === "card_via_sandbox";
  const options = SANDBOX_DECLINE_CODES.map((code) => `<option value="${code}">${code}</option>`).join("");
  return layout(
    "Sandbox payment",
    `<h1>${describe(session)}</h1>
<p class="note">La Malle sandbox: no money moves. Choose what the payment provider answers.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="choice" value="approve">
<button type="submit">Approve</button>
</form>
${
  isCard
    ? `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="choice" value="challenge">
<button type="submit">Approve with 3-D Secure</button>
</form>`
    : ""
}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="choice" value="decline">
<label for="decline_code">Decline code</label>
<select id="decline_code" name="decline_code">${options}</select>
<button type="submit">Decline</button>
</form>`,
  );
}

export function challengePage(action: string, session: SandboxSession): string {
  return layout(
    "3-D Secure",
    `<h1>3-D Secure</h1>
<p>${describe(session)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="choice" value="authenticate">
<label for="code">Code sent by your bank (sandbox: ${SANDBOX_3DS_CODE})</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<p class="note">Another code fails the authentication, as a bank would.</p>
<button type="submit">Authenticate</button>
</form>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="choice" value="abandon">
<button type="submit">Cancel authentication</button>
</form>`,
  );
}

export function expiredPage(): string {
  return layout("Sandbox payment", "<h1>This payment session has expired or is not valid.</h1>");
}
