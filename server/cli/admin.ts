// npm run admin -- <command> [arguments]
// The administrator's command line: it opens the database the server uses (from the same
// environment: DATA_DIR for SQLite, or DATABASE_URL for Postgres; every module's migrations run
// first) and runs one command. `npm run admin -- help` lists the commands.
//
// Each group of commands lives in its own file in ./admin/ and is registered in GROUPS below;
// ./admin/types.ts says what a command is and what it is given. Exit codes: 0 done, 1 the command
// failed (e.g. no such account), 2 bad usage (unknown command, missing argument).
import { pathToFileURL } from 'node:url';
import { GAMES } from '../../games';
import { openData } from '../data';
import { configFromEnv } from '../config';
import { accountCommands } from './admin/accounts';
import { matchCommands } from './admin/matches';
import { modCommands } from './admin/mod';
import { type AdminCommand, type AdminContext, type AdminData, AdminUsage } from './admin/types';

/** The command groups, by name (the name heads their part of `help`). */
export const GROUPS: Record<string, AdminCommand[]> = {
  accounts: accountCommands,
  matches: matchCommands,
  moderation: modCommands,
};

function commandIndex(): Map<string, AdminCommand> {
  const index = new Map<string, AdminCommand>();
  for (const [group, commands] of Object.entries(GROUPS))
    for (const c of commands) {
      if (index.has(c.name) || c.name === 'help') throw new Error(`admin command ${c.name} (${group}) is taken`);
      index.set(c.name, c);
    }
  return index;
}

function helpText(): string {
  const lines = ['usage: npm run admin -- <command> [arguments]', ''];
  for (const [group, commands] of Object.entries(GROUPS)) {
    lines.push(`${group}:`);
    for (const c of commands) lines.push(`  ${`${c.name} ${c.args}`.trim().padEnd(44)} ${c.summary}`);
  }
  lines.push('', '  help                                         this list');
  return lines.join('\n');
}

export interface AdminIo {
  out?: (line: string) => void;
  err?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  now?: () => number;
}

/** Runs one admin command line; resolves to the exit code. */
export async function runAdmin(argv: string[], io: AdminIo = {}): Promise<number> {
  const out = io.out ?? ((l: string) => process.stdout.write(`${l}\n`));
  const err = io.err ?? ((l: string) => process.stderr.write(`${l}\n`));
  const env = io.env ?? process.env;
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    out(helpText());
    return name === undefined ? 2 : 0;
  }
  const command = commandIndex().get(name);
  if (!command) {
    err(`unknown command "${name}"; npm run admin -- help lists the commands`);
    return 2;
  }
  let data: AdminData | undefined;
  let opening: Promise<AdminData> | undefined;
  const config = { ...configFromEnv(env), publicUrl: (env.PUBLIC_URL ?? '').replace(/\/+$/, '') };
  const ctx: AdminContext = {
    config,
    out,
    err,
    now: io.now ?? Date.now,
    data: () => {
      opening ??= openData(config, GAMES, () => {}).then((d) => {
        data = d;
        return d;
      });
      return opening;
    },
  };
  try {
    return (await command.run(ctx, rest)) ?? 0;
  } catch (e) {
    if (e instanceof AdminUsage) {
      err(`${e.message}\nusage: npm run admin -- ${command.name} ${command.args}`);
      return 2;
    }
    err(`${command.name} failed: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  } finally {
    if (opening) await opening.catch(() => {});
    if (data) {
      await data.store.close().catch(() => {});
      await data.db.close().catch(() => {});
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runAdmin(process.argv.slice(2));
}
