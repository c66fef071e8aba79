/**
 * Only paths of this site: "/…" but not "//host" or "/\host", and nothing with whitespace or
 * control characters, which browsers drop before reading the URL ("/\t/host" is "//host").
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return fallback;
  const unsafe = [...value].some(
    (char) => char === "\\" || /\s/.test(char) || char.charCodeAt(0) < 32 || char === "\u007f",
  );
  return unsafe ? fallback : value;
}
