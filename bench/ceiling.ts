/** The ceiling: a bare Fastify server answering 1 KB of JSON, what this machine can do at best. */
import Fastify from "fastify";

const body = {
  items: Array.from({ length: 16 }, (_, i) => ({ id: i, name: `item number ${i}`, note: "x".repeat(24) })),
};
const app = Fastify({ logger: false });
app.get("/", async () => body);
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 0) });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
