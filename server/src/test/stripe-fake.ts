/**
 * A local Stripe for the tests (docs/decisions/0050-card-payments-through-stripe.md): an HTTP
 * server on 127.0.0.1 that speaks the few calls of Stripe's API the shop makes, as the official SDK
 * sends them (form-encoded bodies, bearer key, Idempotency-Key), with Stripe's idempotent replays
 * (the same key answers the first answer; the same key with other parameters is refused) and faults
 * on demand. Its hosted checkout page is a tiny HTML form: paying completes the session, delivers the
 * signed `checkout.session.completed` event to the shop's webhook, and redirects to success_url.
 * Events are signed with the SDK's own test header helper. Refunds (`POST /v1/refunds`,
 * docs/decisions/0056-card-refunds-through-stripe.md) are taken against a paid session's PaymentIntent
 * for at most what it charged less what was refunded, answered `pending` (or `succeeded` when
 * `refundsSucceed`), refused on demand (`refuseRefunds`), and confirmed by signed refund events.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const FAKE_SECRET_KEY = "sk_test_fake_marigold";
export const FAKE_WEBHOOK_SECRET = "whsec_fake_marigold";

export interface FakeSession {
  id: string;
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  mode: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string | null;
  customer_email: string | null;
  line_items: { name: string; unit_amount: number; quantity: number }[];
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: "pending" | "succeeded" | "failed" | "canceled";
  failure_reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface StripeFake {
  url: string;
  sessions: Map<string, FakeSession>;
  refunds: Map<string, FakeRefund>;
  /** New refunds answer `succeeded` at once instead of `pending` (Stripe does either for cards). */
  refundsSucceed: boolean;
  /** The next `count` refunds are refused with a 400 of Stripe's `code` (e.g. `charge_disputed`). */
  refuseRefunds(code?: string, count?: number): void;
  /**
   * Moves a refund to `status` (with Stripe's failure reason when failed) and answers its event:
   * `refund.updated`, `refund.failed`, or `charge.refunded` (the charge with its refunds).
   */
  refundEvent(
    refundId: string,
    type: "refund.updated" | "refund.failed" | "charge.refunded",
    status?: FakeRefund["status"],
    failureReason?: string,
  ): Stripe.Event;
  /** Every call as it came: method, path and the Idempotency-Key. */
  calls: { method: string; path: string; idempotencyKey?: string }[];
  /** The next `count` calls to paths starting with `prefix` answer `status` (500) or hang (`"timeout"`). */
  fail(prefix: string, fault: number | "timeout", count?: number): void;
  /** Calls to paths starting with `prefix` wait `ms` before they are answered (0: no more), so raced calls overlap. */
  delay(prefix: string, ms: number): void;
  /** Where the hosted page delivers its events (the shop's webhook). */
  webhookUrl: string | undefined;
  /** Completes a session as a paid card payment; answers its event. */
  pay(sessionId: string, amountTotal?: number): Stripe.Event;
  /** Expires a session; answers its event. */
  expire(sessionId: string): Stripe.Event;
  /** The event's body and its Stripe-Signature header (the SDK's test header helper). */
  signed(event: Stripe.Event, secret?: string): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

/** `a[b][0][c]=1` form fields as nested objects and arrays, as Stripe reads them. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Record<string, unknown> = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        if (node[part] === undefined) node[part] = /^\d+$/.test(path[i + 1]!) ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

const stripeError = (message: string, type = "invalid_request_error") => ({ error: { type, message } });

export async function startStripeFake(opts: { webhookUrl?: string } = {}): Promise<StripeFake> {
  const sessions = new Map<string, FakeSession>();
  const refunds = new Map<string, FakeRefund>();
  const refusals: { code: string; count: number }[] = [];
  const replies = new Map<string, { body: string; status: number; request: string }>();
  const faults: { prefix: string; fault: number | "timeout"; count: number }[] = [];
  const delays = new Map<string, number>();
  const calls: StripeFake["calls"] = [];
  const hanging = new Set<http.ServerResponse>();
  let seq = 0;
  const next = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(++seq).toString(36)}`;
  const sdk = new Stripe(FAKE_SECRET_KEY);

  const event = (type: string, object: unknown): Stripe.Event =>
    ({
      id: next("evt"),
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: Stripe.API_VERSION,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    }) as unknown as Stripe.Event;

  function createSession(params: Record<string, unknown>): FakeSession {
    const items = (params.line_items as { quantity?: string; price_data: Record<string, unknown> }[]) ?? [];
    const lines = items.map((i) => ({
      name: String((i.price_data.product_data as { name: string }).name),
      unit_amount: Number(i.price_data.unit_amount),
      quantity: Number(i.quantity ?? 1),
    }));
    const id = next("cs_test");
    const session: FakeSession = {
      id,
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      mode: String(params.mode),
      amount_total: lines.reduce((s, l) => s + l.unit_amount * l.quantity, 0),
      currency: String(items[0]?.price_data.currency ?? "usd"),
      metadata: (params.metadata as Record<string, string>) ?? {},
      client_reference_id: (params.client_reference_id as string) ?? null,
      payment_intent: null,
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      expires_at: Number(params.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
      url: `${fake.url}/pay/${id}`,
      customer_email: (params.customer_email as string) ?? null,
      line_items: lines,
    };
    sessions.set(id, session);
    return session;
  }

  const chargeOf = (intent: string) => `ch_${intent.slice(3)}`;

  /** A refund against a paid session's PaymentIntent, for at most what is left of its charge. */
  function createRefund(params: Record<string, unknown>): [number, unknown] {
    const intent = String(params.payment_intent ?? "");
    const session = [...sessions.values()].find((x) => x.payment_intent === intent && x.payment_status === "paid");
    if (!session) return [404, stripeError(`No such payment_intent: '${intent}'`)];
    const refusal = refusals.find((r) => r.count > 0);
    if (refusal) {
      refusal.count -= 1;
      return [
        400,
        { error: { type: "invalid_request_error", code: refusal.code, message: `Refused: ${refusal.code}` } },
      ];
    }
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intent && r.status !== "failed" && r.status !== "canceled")
      .reduce((sum, r) => sum + r.amount, 0);
    const left = session.amount_total - refunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left <= 0) {
      return [
        400,
        {
          error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Charge already refunded" },
        },
      ];
    }
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return [
        400,
        { error: { type: "invalid_request_error", code: "amount_too_large", message: `Amount is more than ${left}` } },
      ];
    }
    const refund: FakeRefund = {
      id: next("re"),
      object: "refund",
      amount,
      currency: session.currency,
      payment_intent: intent,
      charge: chargeOf(intent),
      status: fake.refundsSucceed ? "succeeded" : "pending",
      failure_reason: null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return [200, refund];
  }

  /** Answers one API call: [status, body]. */
  function api(method: string, path: string, params: Record<string, unknown>): [number, unknown] {
    if (method === "POST" && path === "/v1/checkout/sessions") return [200, createSession(params)];
    if (method === "POST" && path === "/v1/refunds") return createRefund(params);
    const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (m) {
      const session = sessions.get(m[1]!);
      if (!session) return [404, stripeError(`No such checkout.session: '${m[1]}'`)];
      if (method === "GET" && !m[2]) return [200, session];
      if (method === "POST" && m[2]) {
        if (session.status !== "open") return [400, stripeError(`This Checkout Session is ${session.status}`)];
        fake.expire(session.id);
        return [200, session];
      }
    }
    return [404, stripeError(`Unrecognized request URL (${method}: ${path})`)];
  }

  async function deliver(e: Stripe.Event) {
    if (!fake.webhookUrl) return;
    const { payload, headers } = fake.signed(e);
    await fetch(fake.webhookUrl, { method: "POST", headers, body: payload }).catch(() => undefined);
  }

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const wait = [...delays].find(([prefix]) => req.url?.startsWith(prefix))?.[1] ?? 0;
      if (wait > 0) setTimeout(answer, wait);
      else answer();
    });
    function answer() {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const method = req.method ?? "GET";
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (page) return void hostedPage(page[1]!, method, res);
      const key = req.headers["idempotency-key"] as string | undefined;
      calls.push({ method, path: url.pathname, idempotencyKey: key });
      if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
        return send(res, 401, stripeError("Invalid API Key provided", "authentication_error"));
      }
      const fault = faults.find((f) => url.pathname.startsWith(f.prefix) && f.count > 0);
      if (fault) {
        fault.count -= 1;
        if (fault.fault === "timeout") return void hanging.add(res);
        return send(res, fault.fault, stripeError("Something went wrong on Stripe's end", "api_error"));
      }
      const replayKey = key && method === "POST" ? `${url.pathname} ${key}` : undefined;
      const earlier = replayKey ? replies.get(replayKey) : undefined;
      if (earlier) {
        if (earlier.request !== body) {
          return send(
            res,
            400,
            stripeError("Keys for idempotent requests can only be used with the same parameters", "idempotency_error"),
          );
        }
        res.setHeader("Idempotent-Replayed", "true");
        return send(res, earlier.status, JSON.parse(earlier.body));
      }
      const [status, answered] = api(method, url.pathname, parseForm(body));
      if (replayKey) replies.set(replayKey, { body: JSON.stringify(answered), status, request: body });
      send(res, status, answered);
    }
  });

  function hostedPage(id: string, method: string, res: http.ServerResponse) {
    const session = sessions.get(id);
    if (!session) return send(res, 404, stripeError("No such session"));
    if (method === "POST" && session.status === "open") {
      const e = fake.pay(id);
      void deliver(e).then(() => {
        res.writeHead(303, { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", id) }).end();
      });
      return;
    }
    const total = `${session.amount_total} ${session.currency.toUpperCase()}`;
    res
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><main><h1>Pay ${total}</h1>` +
          `<p>Session ${session.id} is ${session.status}</p>` +
          `<form method="post"><button type="submit">Pay</button></form>` +
          `<a href="${session.cancel_url}">Back to the shop</a></main></html>`,
      );
  }

  const send = (res: http.ServerResponse, status: number, body: unknown) =>
    void res
      .writeHead(status, { "content-type": "application/json", "request-id": next("req") })
      .end(JSON.stringify(body));

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: StripeFake = {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    refundsSucceed: false,
    refuseRefunds: (code = "charge_disputed", count = 1) => void refusals.push({ code, count }),
    refundEvent(refundId, type, status, failureReason) {
      const refund = refunds.get(refundId)!;
      refund.status = status ?? (type === "refund.failed" ? "failed" : "succeeded");
      refund.failure_reason = refund.status === "failed" ? (failureReason ?? "unknown") : null;
      if (type !== "charge.refunded") return event(type, { ...refund });
      const all = [...refunds.values()].filter((r) => r.payment_intent === refund.payment_intent);
      return event(type, {
        id: refund.charge,
        object: "charge",
        payment_intent: refund.payment_intent,
        amount_refunded: all.filter((r) => r.status === "succeeded").reduce((s, r) => s + r.amount, 0),
        refunded: false,
        refunds: { object: "list", data: all.map((r) => ({ ...r })), has_more: false },
      });
    },
    calls,
    webhookUrl: opts.webhookUrl,
    fail: (prefix, fault, count = 1) => void faults.push({ prefix, fault, count }),
    delay: (prefix, ms) => void delays.set(prefix, ms),
    pay(sessionId, amountTotal) {
      const session = sessions.get(sessionId)!;
      if (session.status === "open") {
        session.status = "complete";
        session.payment_status = "paid";
        session.payment_intent = next("pi");
      }
      return event("checkout.session.completed", { ...session, amount_total: amountTotal ?? session.amount_total });
    },
    expire(sessionId) {
      const session = sessions.get(sessionId)!;
      if (session.status === "open") session.status = "expired";
      return event("checkout.session.expired", { ...session });
    },
    signed(e, secret = FAKE_WEBHOOK_SECRET) {
      const payload = JSON.stringify(e);
      const header = sdk.webhooks.generateTestHeaderString({ payload, secret });
      return { payload, headers: { "content-type": "application/json", "stripe-signature": header } };
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}
