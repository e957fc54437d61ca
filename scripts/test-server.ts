/**
 * Runs the server's integration suite on embedded PGlite and, when DATABASE_URL is set, once more
 * against that PostgreSQL (each test file in a database of its own, dropped afterwards).
 *
 * A run in which no test failed but a test process died of V8's known crash under PGlite's WebAssembly
 * churn (nodejs/node#64500: "Check failed: jit_page_->allocations_.erase(addr) == 1", or a SIGSEGV) is
 * run once more, saying so: the crash is Node's, and it takes the files of that process with it unrun.
 * A failed test is never run again.
 */
import { spawn } from 'node:child_process';

/** Runs the suite with `env`, its output shown as it comes; its exit code, and whether V8 crashed a process. */
function runOnce(env: NodeJS.ProcessEnv): Promise<{ status: number; crashedWithoutFailure: boolean }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'server'], {
      stdio: ['inherit', 'pipe', 'pipe'],
      env,
    });
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      output = (output + chunk.toString('utf8')).slice(-2_000_000);
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('close', (code) => {
      const crashed =
        /Worker exited unexpectedly/.test(output) &&
        /Fatal error in|Check failed: jit_page_|SIGSEGV/.test(output);
      const failedTests = /Failed Tests \d+|Test Files .*\d+ failed/.test(output);
      resolve({ status: code ?? 1, crashedWithoutFailure: crashed && !failedTests });
    });
  });
}

async function runSuite(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  console.log(`\n▶ server suite on ${label}`);
  let result = await runOnce(env);
  if (result.status !== 0 && result.crashedWithoutFailure) {
    console.log(
      `\n▶ server suite on ${label}, once more: no test failed, but V8 crashed a test process (nodejs/node#64500)`,
    );
    result = await runOnce(env);
  }
  if (result.status !== 0) process.exit(result.status);
}

const { DATABASE_URL, ...withoutDatabase } = process.env;
await runSuite('PGlite', withoutDatabase);
if (DATABASE_URL)
  await runSuite('PostgreSQL', { ...withoutDatabase, FORDRA_TEST_DATABASE_URL: DATABASE_URL });
