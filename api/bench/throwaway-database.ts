import { randomBytes } from "node:crypto";

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, for a benchmark or a test that must
 * not touch the server's other databases: its name and URL, and `drop` to remove it (and close the
 * admin connection).
 */
export async function throwawayDatabase(serverUrl: string, prefix: string) {
  const { default: postgres } = await import("postgres");
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString("hex")}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
