import { hash, verify } from "@node-rs/argon2";

// Argon2id with the library defaults (m=19 MiB, t=2, p=1), the OWASP baseline.
export const hashPassword = (password: string) => hash(password);

// Verifying against a real hash when the username is unknown keeps both failure paths equally slow.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash("no-such-account-password");
  try {
    const ok = await verify(storedHash ?? (await dummyHash), password);
    return Boolean(storedHash) && ok;
  } catch {
    return false;
  }
}
