// argon2id with OWASP's minimum (19 MiB, 2 passes); the PHC string records the parameters,
// so raising them later still verifies old hashes.
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable at run time)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = (phc: string, password: string): Promise<boolean> => verify(phc, password).catch(() => false);

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so unknown e-mails are not revealed by timing. */
export const burnVerify = async (password: string): Promise<void> => {
  dummy ??= hashPassword('timing-equaliser-Password1');
  await verifyPassword(await dummy, password);
};
