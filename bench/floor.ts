/**
 * The floor under the shop's product-by-id figure (PostgreSQL only): a minimal Fastify server with a
 * node-postgres pool of the same size, answering `/api/public/products/:id` with the shop's product
 * statement (prepared, the row sent as JSON): no cache, hooks, validation or ETag. What any server
 * that asks the database once per request can do on this machine, next to the bare ceiling.
 */
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 20) });
const text = `select p.id, p.name, p.description, p.price_cents, p.discount_bp, p.special_price_cents,
    p.quantity, p.image, p.category_id, c.name as category_name, p.seller_id, u.username as seller_name,
    p.rating_sum, p.review_count,
    array(select g.image from product_images g where g.product_id = p.id order by g.position, g.image) as gallery
  from products p join categories c on c.id = p.category_id join users u on u.id = p.seller_id
  where p.id = $1 and p.listed`;
const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>("/api/public/products/:id", async (request, reply) => {
  const { rows } = await pool.query({ name: "product", text, values: [Number(request.params.id)] });
  return rows[0] ?? reply.status(404).send({ message: "Product not found" });
});
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 0) });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
