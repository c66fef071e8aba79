/**
 * A PDF the API made for the signed-in client (a return label, an invoice), passed to the browser
 * as it is: a link opens it, no JavaScript needed. The API's 4xx (another client's: 404) carries
 * over; its failures answer 502.
 */
export function pdfPassThrough(bytes: ArrayBuffer | undefined, response: Response): Response {
  if (!bytes) throw new Response(response.statusText, { status: response.status >= 500 ? 502 : response.status });
  return new Response(bytes, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": response.headers.get("content-disposition") ?? "inline",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
