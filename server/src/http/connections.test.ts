/**
 * Connections (decision 0005): a body sent byte by byte is cut off by the request timeout, and
 * a well-formed request after malformed ones on the same keep-alive connection is answered; a
 * request whose framing the parser refuses gets exactly one answer and its connection is closed.
 * Against a listening server over real sockets.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/harness.js";

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ REQUEST_TIMEOUT_MS: "1000", HEADERS_TIMEOUT_MS: "1000" });
  await ctx.app.listen({ host: "127.0.0.1", port: 0 });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await ctx?.close();
});

/** Writes `chunks` on one socket and collects everything the server answers until it closes or `until` matches. */
function converse(chunks: string[], until: (received: string) => boolean, limitMs = 10_000) {
  return new Promise<{ received: string; closed: boolean }>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    let closed = false;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ received, closed });
    };
    const timer = setTimeout(done, limitMs);
    socket.on("data", (d) => {
      received += d.toString();
      if (until(received)) done();
    });
    socket.on("close", () => {
      closed = true;
      done();
    });
    socket.on("error", () => {});
    socket.on("connect", () => {
      for (const c of chunks) socket.write(c);
    });
  });
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe("connections", () => {
  it("cuts off a body that never finishes arriving", async () => {
    const started = Date.now();
    const { received, closed } = await converse(
      [
        'POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"us',
      ],
      () => false,
    );
    expect(closed).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(9_000);
  });

  it("cuts off headers that never finish arriving", async () => {
    const { closed } = await converse(["GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: "], () => false);
    expect(closed).toBe(true);
  });

  it("answers a well-formed request after malformed ones on the same keep-alive connection", async () => {
    const bad = [
      // Broken JSON.
      'POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{"user:',
      // A body with a content type nobody parses.
      "POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: text/xml\r\nContent-Length: 5\r\n\r\n<a/>\n",
      // A NUL in the query.
      "GET /api/public/products?sortBy=%00 HTTP/1.1\r\nHost: x\r\n\r\n",
      // A body on a GET.
      "GET /api/public/categories HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 3\r\n\r\n{{{",
    ];
    const good = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";
    const { received } = await converse([...bad, good], (r) => r.includes('{"status":"ok"}'));
    expect(count(received, "HTTP/1.1 ")).toBe(bad.length + 1);
    expect(received).toContain('{"status":"ok"}');
  });
});

describe("a Transfer-Encoding that is not a valid coding", () => {
  const cases = {
    "é on a DELETE": "DELETE /api/carts/empty HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: é\r\n\r\n",
    "gzip on a DELETE": "DELETE /api/carts/empty HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n",
    "an unknown coding on a JSON POST":
      "POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: foo\r\n\r\n",
    "é on a GET": "GET /healthz HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: é\r\n\r\n",
    // Valid framing header, broken framing: the parser fails on the body after the app took the request.
    "a malformed chunk":
      "POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
  };
  for (const [name, request] of Object.entries(cases)) {
    it(`${name}: exactly one answer, then the connection is closed`, async () => {
      // A well-formed request behind it on the same connection must not be answered: the server cannot
      // know where the first request's body ends, so whatever follows is not a request.
      const { received, closed } = await converse(
        [request, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"],
        () => false,
        3000,
      );
      expect(count(received, "HTTP/1.1 ")).toBe(1);
      expect(received).toMatch(/^HTTP\/1\.1 400 /);
      expect(received).toMatch(/\r\nconnection: close\r\n/i);
      expect(received).toContain('"code":"BAD_REQUEST"');
      expect(closed).toBe(true);
    });
  }
});
