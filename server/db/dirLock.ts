// PGlite is PostgreSQL running inside one process: a second process opening the same
// directory (the admin CLI beside a running server) works on its own copy of the pages and
// one of the two loses its writes. The lock is a Unix socket beside the directory
// (`<dir>.sock`, mode 0600) on which the holder listens for its whole life. The kernel closes
// it when the holder dies, however it dies and whatever its PID namespace, so no process id
// is trusted: a second opener that can connect is refused; one that finds nobody listening
// (the holder crashed) takes the lock at once. The same socket carries the admin CLI's
// commands to the holder (answerOnLock, askHolder): only the owner can reach it (DATA_DIR is
// 0700, the socket 0600).
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, lstatSync, renameSync, unlinkSync, type Stats } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { dirname, join, relative } from 'node:path';

export class DatabaseInUseError extends Error {
  constructor(readonly dir: string) {
    super(
      `The embedded database in ${dir} is in use by another process (the server?). PGlite allows one process at a time: stop that process first, or use DATABASE_URL (PostgreSQL).`,
    );
  }
}

/** Answers one request sent over the lock by askHolder. */
export type LockHandler = (request: unknown) => Promise<unknown>;

/** A Unix socket's path holds 108 bytes, its terminating zero included. */
const MAX_SOCKET_PATH = 107;
const MAX_REQUEST = 1 << 20;
const CLAIM_TRIES = 20;
/** Handlers of the locks this process holds, by directory. */
const handlers = new Map<string, { handler?: LockHandler }>();

export const lockPath = (dir: string) => `${dir}.sock`;

/** The address to listen on or connect to: the path, or relative to the working directory when the path is too long for a socket. */
function address(path: string) {
  if (Buffer.byteLength(path) <= MAX_SOCKET_PATH) return path;
  const near = relative(process.cwd(), path);
  if (Buffer.byteLength(near) <= MAX_SOCKET_PATH) return near;
  throw new Error(`The lock ${path} is longer than a Unix socket's path may be (${MAX_SOCKET_PATH} bytes): use a shorter DATA_DIR.`);
}

const code = (err: unknown) => (err as NodeJS.ErrnoException).code;
const statOf = (path: string): Stats | null => {
  try {
    return lstatSync(path);
  } catch (err) {
    if (code(err) === 'ENOENT') return null;
    throw err;
  }
};
const sameFile = (a: Stats, b: Stats) => a.ino === b.ino && a.dev === b.dev;

/** Whether a process listens at path ('held'), nobody does (a holder died: 'dead'), or there is no file ('none'). */
function probe(path: string): Promise<'held' | 'dead' | 'none'> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(address(path));
    socket.once('connect', () => {
      socket.destroy();
      resolve('held');
    });
    socket.once('error', (err) => {
      if (code(err) === 'ECONNREFUSED') resolve('dead');
      else if (code(err) === 'ENOENT') resolve('none');
      else if (code(err) === 'EAGAIN') resolve('held');
      else reject(err);
    });
  });
}

/** One request line in, one answer line out; a prober's connection that sends nothing is simply closed. */
function answer(entry: { handler?: LockHandler }) {
  return (socket: Socket) => {
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let text = '';
    const onData = (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end < 0) {
        if (text.length > MAX_REQUEST) socket.destroy();
        return;
      }
      socket.off('data', onData);
      void (async () => {
        let reply: unknown;
        try {
          const request: unknown = JSON.parse(text.slice(0, end));
          reply = entry.handler
            ? await entry.handler(request)
            : { error: 'the process holding the database takes no commands yet (starting?): try again in a moment' };
        } catch (err) {
          reply = { error: (err as Error).message };
        }
        socket.end(`${JSON.stringify(reply)}\n`);
      })();
    };
    socket.on('data', onData);
  };
}

function listen(path: string, onConnection: (socket: Socket) => void): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(onConnection);
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * Puts the listening socket `own` (a private name) at path, unless a live holder is there.
 * A dead holder's file is moved aside first (atomically) and deleted only if it is the very
 * file that refused the connection: a racer's fresh socket found there instead is put back.
 */
async function claim(dir: string, path: string, own: string) {
  for (let i = 0; i < CLAIM_TRIES; i++) {
    try {
      linkSync(own, path);
      return;
    } catch (err) {
      if (code(err) !== 'EEXIST') throw err;
    }
    const seen = statOf(path);
    if (!seen) continue;
    const state = await probe(path);
    if (state === 'held') throw new DatabaseInUseError(dir);
    if (state === 'none') continue;
    const aside = `${own}.dead`;
    try {
      renameSync(path, aside);
    } catch (err) {
      if (code(err) === 'ENOENT') continue;
      throw err;
    }
    if (!sameFile(lstatSync(aside), seen)) {
      try {
        linkSync(aside, path);
      } catch {
        /* a third opener is there now: the next round asks it */
      }
    }
    unlinkSync(aside);
  }
  throw new Error(`could not take the lock ${path}: other processes keep taking and dropping it`);
}

/** Takes the lock of dir (one whose holder died is taken over); resolves with its release. */
export async function lockDirectory(dir: string): Promise<() => void> {
  const path = lockPath(dir);
  address(path);
  const own = join(dirname(dir), `.l${randomBytes(3).toString('hex')}`);
  const entry: { handler?: LockHandler } = {};
  const server = await listen(address(own), answer(entry));
  let mine: Stats;
  try {
    chmodSync(own, 0o600);
    mine = lstatSync(own);
    await claim(dir, path, own);
  } catch (err) {
    server.close();
    throw err;
  } finally {
    // The socket stays bound to its file through the lock's name; the private name goes.
    try {
      unlinkSync(own);
    } catch {
      /* already gone */
    }
  }
  handlers.set(dir, entry);
  const release = () => {
    process.off('exit', release);
    if (handlers.get(dir) === entry) handlers.delete(dir);
    const now = statOf(path);
    if (now && sameFile(now, mine)) unlinkSync(path);
    server.close();
  };
  process.on('exit', release);
  return release;
}

/** Lets the holder of dir's lock (this process) answer askHolder's requests with handler. */
export function answerOnLock(dir: string, handler: LockHandler): void {
  const entry = handlers.get(dir);
  if (!entry) throw new Error(`this process holds no lock on ${dir}`);
  entry.handler = handler;
}

/** Sends request to the process holding dir's lock; resolves with its answer. */
export function askHolder(dir: string, request: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(address(lockPath(dir)));
    socket.setEncoding('utf8');
    let text = '';
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => void (text += chunk));
    socket.on('error', (err) => reject(new Error(`the process holding ${dir} did not answer: ${err.message}`)));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new Error(`the process holding ${dir} closed the connection without an answer`));
      }
    });
  });
}
