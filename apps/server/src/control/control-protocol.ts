/**
 * What the command line and the portal say over the control socket: one JSON object a line. The
 * command line sends `{ command, args, user, cwd }`; the portal answers output lines (`out`, `err`), asks for the
 * bytes of files named on the command line (`read`, answered by `file`), and ends with `{ exit }`.
 */
import { readFile, stat } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { BGMAX_MAX_BYTES } from '@fordra/domain';
import { z } from 'zod';

/** The portal's control socket in its data directory. */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

/** The largest file a command reads from the command line: the largest payment file. */
export const MAX_COMMAND_FILE_BYTES = BGMAX_MAX_BYTES;
/** The longest line either side takes: a largest file in base64, with room to spare. */
const MAX_LINE_BYTES = 48 * 1024 * 1024;

export const commandRequest = z.object({
  command: z.string(),
  args: z.array(z.string()),
  /** The operating-system user running the command line (the socket admits only the portal's own user). */
  user: z.string().min(1).max(256).optional(),
  /** The command line's working directory, against which the files it names are resolved. */
  cwd: z.string().min(1).max(4096).optional(),
});

export const fileAnswer = z.union([
  z.object({ file: z.number().int(), data: z.string() }),
  z.object({ file: z.number().int(), error: z.string(), code: z.string() }),
]);

export const portalMessage = z.union([
  z.object({ out: z.string() }),
  z.object({ err: z.string() }),
  z.object({ read: z.object({ id: z.number().int(), path: z.string() }) }),
  z.object({ exit: z.number().int() }),
]);

export type CommandRequest = z.infer<typeof commandRequest>;
export type FileAnswer = z.infer<typeof fileAnswer>;
export type PortalMessage = z.infer<typeof portalMessage>;

/** Writes one message; a side that has gone away is not written to. */
export function send(socket: Socket, message: CommandRequest | FileAnswer | PortalMessage): void {
  if (socket.writable) socket.write(`${JSON.stringify(message)}\n`);
}

/** Calls `handle` with each line's JSON; a line that is too long or not JSON ends the connection. */
export function onMessages(socket: Socket, handle: (message: unknown) => void): void {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  socket.on('data', (chunk: Buffer) => {
    let start = 0;
    for (let end = chunk.indexOf(10, start); end !== -1; end = chunk.indexOf(10, start)) {
      pending.push(chunk.subarray(start, end));
      const line = Buffer.concat(pending).toString('utf8');
      pending = [];
      pendingBytes = 0;
      start = end + 1;
      let message: unknown;
      try {
        message = JSON.parse(line);
      } catch {
        socket.destroy(new Error('The control socket received a line that is not JSON'));
        return;
      }
      handle(message);
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start));
      pendingBytes += chunk.length - start;
    }
    if (pendingBytes > MAX_LINE_BYTES)
      socket.destroy(new Error('The control socket received too long a line'));
  });
}

/** Reads a file named on the command line, relative to the working directory, refusing one too large. */
export async function readCommandFile(file: string): Promise<Uint8Array> {
  const info = await stat(file);
  if (info.size > MAX_COMMAND_FILE_BYTES) {
    throw Object.assign(new Error(`${file} is larger than ${MAX_COMMAND_FILE_BYTES / 1024 / 1024} MiB`), {
      code: 'EFBIG',
    });
  }
  return readFile(file);
}
