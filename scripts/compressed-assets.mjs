// The build's assets compressed once per process and kept (decision 0070): brotli at quality 6 for a
// browser that takes it, gzip at level 9 for one that takes only gzip. The compression middleware
// compressed them again on every request at brotli 3 (decision 0065: chosen for pages, rendered per
// request); an asset's name changes with its content, so a copy made once serves every visitor, and
// quality 6 writes the scripts of a first visit about 8 % smaller (the whole build: 0.36 s of CPU).
// A copy is made the first time its file is asked for, off the event loop (zlib's thread pool);
// asks for the same file meanwhile wait for the same copy. Anything else — no encoding taken, a path
// that is not a file of the folder — goes on to the static files.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ENCODERS = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzip(bytes, { level: 9 }),
};

/** Whether an Accept-Encoding header takes `name` (or any encoding), with a quality above 0. */
export function acceptsEncoding(header = "", name) {
  return header.split(",").some((entry) => {
    const [given = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    return (given === name || given === "*") && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** Serves the files of `folder` compressed, with the headers of files that never change. */
export function compressedAssets(folder) {
  const root = path.resolve(folder);
  const copies = new Map();
  return (request, response, next) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || !COMPRESSIBLE.test(request.path)) return next();
    const accepted = request.headers["accept-encoding"];
    const encoding = ["br", "gzip"].find((name) => acceptsEncoding(accepted, name));
    if (!encoding) return next();
    let file;
    try {
      file = path.join(root, decodeURIComponent(request.path));
    } catch {
      return next();
    }
    if (!file.startsWith(root + path.sep)) return next();
    const key = `${encoding} ${file}`;
    let copy = copies.get(key);
    if (!copy) {
      copy = readFile(file).then(ENCODERS[encoding]);
      copies.set(key, copy);
      copy.catch(() => copies.delete(key));
    }
    copy.then(
      (body) => {
        response.type(path.extname(file));
        response.setHeader("Content-Encoding", encoding);
        response.setHeader("Content-Length", body.length);
        response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        response.setHeader("Vary", "Accept-Encoding");
        response.end(request.method === "HEAD" ? undefined : body);
      },
      () => next(),
    );
  };
}
