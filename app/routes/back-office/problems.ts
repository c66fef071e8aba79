/** The machine code of an API problem (its `type`, e.g. "EMAIL_TAKEN"), to pick the page's message. */
export function problemType(error: unknown): string | undefined {
  const type = (error as { type?: unknown } | undefined)?.type;
  return typeof type === "string" ? type : undefined;
}
