/**
 * Runs the server's integration suite on embedded PGlite and, when DATABASE_URL is set, once more
 * against that PostgreSQL (each test file in a database of its own, dropped afterwards).
 *
 * When no test failed but a test process died of V8's known crash under PGlite's WebAssembly churn
 * (nodejs/node#64500: "Check failed: jit_page_->allocations_.erase(addr) == 1", or a SIGSEGV), the files
 * that process took with it unrun are run again, twice at most, saying so: the crash is Node's. A failed
 * test is never run again.
 */
import { spawn } from 'node:child_process';

type Run = { status: number; crashedWithoutFailure: boolean; reported: Set<string> };

// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes
const colour = /\x1b\[[0-9;]*m/g;

/** Runs vitest's server project (on `files`, or all), its output shown as it comes. */
function runVitest(files: readonly string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...files], {
      stdio: ['inherit', 'pipe', 'pipe'],
      env,
    });
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('close', (code) => {
      const plain = output.replace(colour, '');
      const crashed =
        /Worker exited unexpectedly/.test(plain) &&
        /Fatal error in|Check failed: jit_page_|SIGSEGV/.test(plain);
      const failedTests = /Failed Tests \d+|Test Files .*\d+ failed/.test(plain);
      const reported = new Set(
        [...plain.matchAll(/^\s*[✓↓]\s+server\s+(src\/\S+\.test\.ts)/gmu)].map(
          (match) => `apps/server/${match[1]}`,
        ),
      );
      resolve({ status: code ?? 1, crashedWithoutFailure: crashed && !failedTests, reported });
    });
  });
}

/** Every test file of the server project, as vitest lists it. */
function serverTestFiles(env: NodeJS.ProcessEnv): Promise<string[]> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'list', '--project', 'server', '--filesOnly'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.on('close', () =>
      resolve(
        [...output.replace(colour, '').matchAll(/^\[server\] (\S+)$/gm)].map((match) => match[1] ?? ''),
      ),
    );
  });
}

async function runSuite(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  console.log(`\n▶ server suite on ${label}`);
  let result = await runVitest([], env);
  const reported = new Set(result.reported);
  for (let again = 1; again <= 2 && result.status !== 0 && result.crashedWithoutFailure; again++) {
    const unrun = (await serverTestFiles(env)).filter((file) => !reported.has(file));
    if (unrun.length === 0) break;
    console.log(
      `\n▶ server suite on ${label}: no test failed, but V8 crashed a test process (nodejs/node#64500); ` +
        `running again the ${unrun.length} file(s) it left unrun: ${unrun.join(', ')}`,
    );
    result = await runVitest(unrun, env);
    for (const file of result.reported) reported.add(file);
  }
  if (result.status !== 0) process.exit(result.status);
}

const { DATABASE_URL, ...withoutDatabase } = process.env;
await runSuite('PGlite', withoutDatabase);
if (DATABASE_URL)
  await runSuite('PostgreSQL', { ...withoutDatabase, FORDRA_TEST_DATABASE_URL: DATABASE_URL });
