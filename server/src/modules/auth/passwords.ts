import { hash, verify } from "@node-rs/argon2";
import { ERROR_CODES, MSG } from "@shop/contract";
import { AppError } from "../../core/errors.js";

/**
 * At most this many hashes at once (Argon2 takes 19 MiB and tens of milliseconds each), and at most
 * QUEUE_LIMIT waiting: beyond, 503 at once instead of a queue that stalls every sign-in.
 */
const CONCURRENT = 4;
const QUEUE_LIMIT = 64;
let running = 0;
let started = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENT) {
    if (waiting.length >= QUEUE_LIMIT) throw new AppError(ERROR_CODES.unavailable, MSG.unavailable);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  started++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

// Argon2id with the library defaults (m=19 MiB, t=2, p=1), the OWASP baseline.
export const hashPassword = (password: string) => limited(() => hash(password));

// Verifying against a real hash when the username is unknown keeps both failure paths equally slow.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash("no-such-account-password");
  try {
    const stored = storedHash ?? (await dummyHash);
    const ok = await limited(() => verify(stored, password));
    return Boolean(storedHash) && ok;
  } catch (error) {
    if (error instanceof AppError) throw error;
    return false;
  }
}

/** How many hashes or verifications have started in this process (for tests and diagnostics). */
export const hashingStarted = () => started;
