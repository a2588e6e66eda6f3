/**
 * The operations scripts (`npm run backup`, `restore`, `check-database`; scripts/ at the repository
 * root), run as an operator runs them: a separate Node process with DATA_DIR, DATABASE_URL and
 * BACKUP_DIR in its environment.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ScriptEnv {
  DATA_DIR: string;
  DATABASE_URL?: string;
  BACKUP_DIR?: string;
}

export function runScript(script: 'backup' | 'restore' | 'check-database', args: string[], env: ScriptEnv): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', `${script}.mjs`), ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `npm run check-database -- --json`: the problems found (none when it passes) and its notes. */
export async function checkDatabase(env: ScriptEnv): Promise<{ problems: string[]; notes: string[] }> {
  const run = await runScript('check-database', ['--json'], env);
  if (run.code === 2 || !run.stdout.trim().startsWith('{')) throw new Error(`the check could not run: ${run.stderr}${run.stdout}`);
  return JSON.parse(run.stdout);
}
