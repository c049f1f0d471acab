// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text asset of
// web/dist, so the server sends them precompressed (@fastify/static `preCompressed`) without
// compressing on each request. Node's own zlib: the reference brotli and gzip encoders.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let afterBr = 0;
const visit = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) visit(file);
    else if (TEXT.test(entry.name) && !entry.name.endsWith(".map")) {
      const data = fs.readFileSync(file);
      if (data.length < MIN_BYTES) continue;
      const br = zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }));
      files++;
      before += data.length;
      afterBr += br.length;
    }
  }
};
visit(dist);
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB brotli (and gzip)`,
);
