// What an admin command is given and what it is: the shared shapes of the admin command line
// (server/cli/admin.ts). Each command group lives in its own file next to this one and exports
// its commands; admin.ts registers the groups in one map.
import type { openData } from '../../data';
import type { ServerConfig } from '../../config';

/** The database the server uses (every module's tables migrated), the match store and the
 *  repositories: what `openData` gives the server. */
export type AdminData = Awaited<ReturnType<typeof openData>>;

export interface AdminContext {
  /** The database, the store and the repositories, opened on first use (`help` needs none). */
  data(): Promise<AdminData>;
  /** The configuration from the environment (DATA_DIR or DATABASE_URL, PUBLIC_URL, …). */
  config: ServerConfig & { publicUrl: string };
  /** One line to standard output / standard error. */
  out(line: string): void;
  err(line: string): void;
  /** The clock (tests fake it). */
  now(): number;
}

export interface AdminCommand {
  /** What the admin types: `npm run admin -- <name> …`. */
  name: string;
  /** The arguments, as shown by help: `<name> [--yes]`. */
  args: string;
  /** One line for help. */
  summary: string;
  /** Runs the command; the exit code (0 when nothing is returned). Throw AdminUsage for bad
   *  arguments (exit 2 with the message and the command's usage). */
  run(ctx: AdminContext, argv: string[]): Promise<number | undefined>;
}

/** Bad arguments: the dispatcher prints the message and the command's usage and exits 2. */
export class AdminUsage extends Error {}

/** A value that must be there. */
export function required(argv: string[], i: number, what: string): string {
  const v = argv[i];
  if (v === undefined || v === '' || v.startsWith('--')) throw new AdminUsage(`${what} is required`);
  return v;
}

/** `--flag` present (removed from argv), and no other --option left over. */
export function takeFlag(argv: string[], flag: string): boolean {
  const i = argv.indexOf(flag);
  if (i < 0) return false;
  argv.splice(i, 1);
  return true;
}

/** Refuse options and extra arguments a command does not know. */
export function noMore(argv: string[], count: number): void {
  const extra = argv.slice(count);
  if (extra.length) throw new AdminUsage(`unexpected argument ${extra[0]}`);
}
