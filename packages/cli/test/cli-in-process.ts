import { vi } from 'vitest';
import { main } from '../src/main.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the factlint CLI in this process, as `factlint ...args` would, capturing what it writes.
 * The CLI never calls process.exit, so one test file can run many commands quickly.
 */
export async function runCli(args: readonly string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const code = await main(['node', 'factlint', ...args]);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}
